import { z } from "zod"

import { flag } from "#contract/fields"
import { CONTENT_BODY_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX } from "#contract/staff-content"

import { type LocalizedFieldSpec, localizedFormFields } from "./localized-form"

// The news form's fields (CONTENT-6): the texts per language, the highlight and the publication time.

export const NEWS_TEXTS: readonly LocalizedFieldSpec[] = [
  { name: "title", max: CONTENT_TITLE_MAX, required: true },
  { name: "summary", max: CONTENT_SUMMARY_MAX, required: true, multiline: true },
  { name: "body", max: CONTENT_BODY_MAX, required: true, multiline: true },
  { name: "picture_alt", max: CONTENT_TITLE_MAX, required: false },
]

export const NewsFormSchema = z.object({
  ...localizedFormFields(NEWS_TEXTS),
  is_highlighted: flag(),
  published_at: z
    .string({ error: "validation.required" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "validation.invalid"),
})
