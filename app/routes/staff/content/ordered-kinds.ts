import { z } from "zod"

import { CONTENT_BODY_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX } from "#contract/staff-content"
import { FAQ_QUESTION_MAX } from "#contract/staff-faq-services"

import { type LocalizedFieldSpec, localizedFormFields } from "./localized-form"

// The content staff keep in the shop's order (CONTENT-8): the FAQ and the services. Each kind's texts,
// where its screens are, and its words (staff-content.json: faq.*, services.*); the screens are one
// component each (ordered-content-list.tsx, ordered-content-edit.tsx) for both kinds.

export interface OrderedKind {
  /** its texts' key in staff-content.json, and its API: faq → /staff/faqs, services → /staff/services */
  name: "faq" | "services"
  /** its list's path; one entry is `${path}/item/{id}`, a new one `${path}/item` */
  path: string
  texts: readonly LocalizedFieldSpec[]
  /** the text a row is named by in the list, the preview's heading */
  heading: string
  /** the preview's lead, if the kind has one */
  lead?: string
  /** the text under it */
  body: string
  /** each text's label: a key of staff-content.json */
  labels: Record<string, string>
  schema: z.ZodObject
}

const FAQ_TEXTS: readonly LocalizedFieldSpec[] = [
  { name: "question", max: FAQ_QUESTION_MAX, required: true },
  { name: "answer", max: CONTENT_BODY_MAX, required: true, multiline: true },
]

export const FAQ_KIND: OrderedKind = {
  name: "faq",
  path: "/staff/content/faq",
  texts: FAQ_TEXTS,
  heading: "question",
  body: "answer",
  labels: { question: "faq.question", answer: "faq.answer" },
  schema: z.object(localizedFormFields(FAQ_TEXTS)),
}

const SERVICE_TEXTS: readonly LocalizedFieldSpec[] = [
  { name: "title", max: CONTENT_TITLE_MAX, required: true },
  { name: "summary", max: CONTENT_SUMMARY_MAX, required: true, multiline: true },
  { name: "body", max: CONTENT_BODY_MAX, required: true, multiline: true },
]

export const SERVICES_KIND: OrderedKind = {
  name: "services",
  path: "/staff/content/services",
  texts: SERVICE_TEXTS,
  heading: "title",
  lead: "summary",
  body: "body",
  labels: { title: "fields.title", summary: "fields.summary", body: "fields.body" },
  schema: z.object(localizedFormFields(SERVICE_TEXTS)),
}

export const itemPath = (kind: OrderedKind, id: string) => `${kind.path}/item/${id}`
