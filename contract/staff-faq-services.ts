import { z } from "zod"

import {
  CONTENT_BODY_MAX,
  CONTENT_SUMMARY_MAX,
  CONTENT_TITLE_MAX,
  localizedInput,
  LocalizedOutputSchema,
} from "./staff-content"
import { contentCrudEndpoints, contentItemEndpoint, contentItemSchema } from "./staff-content-crud"

// The FAQ and the services as the content role keeps them (CONTENT-8, decision 120): texts in every
// language (English required, the shop's fallback), in the order the shop shows them. A change shows on
// the shop's FAQ and services pages at once.

export const FAQ_QUESTION_MAX = 300
/** the most entries a list holds: a place beyond it is refused */
const PLACE_MAX = 10_000

const Place = z
  .number({ error: "validation.invalid" })
  .int({ error: "validation.invalid" })
  .min(1, { error: "validation.invalid" })
  .max(PLACE_MAX, { error: "validation.invalid" })
  .describe("the place in the shop's order, from 1; past the end is the last place")

export const MoveBodySchema = z.object({ position: Place })

/** Move one entry to a place in its list; the others close up. Answers the whole list in its new order. */
function moveEndpoint<R extends z.ZodType>(path: string, singular: string, item: R, missing: string) {
  return contentItemEndpoint({
    method: "put",
    path: `${path}/{id}/position`,
    operationId: `set${singular}Position`,
    summary: "Move an entry to another place in the shop's order",
    note: "The other entries close up around it.",
    missing,
    body: MoveBodySchema,
    responses: {
      200: { description: "The whole list in its new order", schema: z.object({ data: z.array(item) }) },
      422: { description: "errors.position: not a whole number from 1" },
    },
  })
}

// ── FAQ ───────────────────────────────────────────────────────────────────────────────────────────────

export const FaqBodySchema = z.object({
  question: localizedInput(FAQ_QUESTION_MAX),
  answer: localizedInput(CONTENT_BODY_MAX),
})
export type FaqBody = z.output<typeof FaqBodySchema>

export const StaffFaqSchema = contentItemSchema("staff-faqs", {
  question: LocalizedOutputSchema,
  answer: LocalizedOutputSchema,
  position: z.number().int().describe("the place on the shop's FAQ page, from 1"),
})

const faqCrud = contentCrudEndpoints({
  path: "/staff/faqs",
  names: { plural: "StaffFaqs", singular: "StaffFaq" },
  body: FaqBodySchema,
  item: StaffFaqSchema,
  summaries: {
    list: "Every FAQ entry with its texts in every language, in the shop's order",
    get: "One FAQ entry with its texts in every language",
    create: "Write an FAQ entry; it shows last on the shop's FAQ page",
    update: "Change an FAQ entry's question or answer",
    delete: "Remove an FAQ entry from the shop",
  },
  missing: "No such entry",
})
export const listStaffFaqs = faqCrud.list
export const getStaffFaq = faqCrud.get
export const createStaffFaq = faqCrud.create
export const updateStaffFaq = faqCrud.update
export const deleteStaffFaq = faqCrud.delete
export const setStaffFaqPosition = moveEndpoint("/staff/faqs", "StaffFaq", StaffFaqSchema, "No such entry")
/** the FAQ's operations, as the API registers them and the back office sends them */
export const staffFaqEndpoints = { ...faqCrud, move: setStaffFaqPosition }

// ── Services ──────────────────────────────────────────────────────────────────────────────────────────

export const ServiceBodySchema = z.object({
  title: localizedInput(CONTENT_TITLE_MAX),
  summary: localizedInput(CONTENT_SUMMARY_MAX),
  body: localizedInput(CONTENT_BODY_MAX),
})
export type ServiceBody = z.output<typeof ServiceBodySchema>

export const StaffServiceSchema = contentItemSchema("staff-services", {
  key: z
    .string()
    .describe("made once from the English title; the shop's anchor #service-{key}, kept when it changes"),
  title: LocalizedOutputSchema,
  summary: LocalizedOutputSchema,
  body: LocalizedOutputSchema,
  position: z.number().int().describe("the place on the shop's services page, from 1"),
})

const serviceCrud = contentCrudEndpoints({
  path: "/staff/services",
  names: { plural: "StaffServices", singular: "StaffService" },
  body: ServiceBodySchema,
  item: StaffServiceSchema,
  summaries: {
    list: "Every service with its texts in every language, in the shop's order",
    get: "One service with its texts in every language",
    create: "Describe a service; it shows last on the shop's services page",
    update: "Change a service's texts",
    delete: "Remove a service from the shop",
  },
  notes: { create: "Its key (the page's anchor) is made from the English title." },
  missing: "No such service",
})
export const listStaffServices = serviceCrud.list
export const getStaffService = serviceCrud.get
export const createStaffService = serviceCrud.create
export const updateStaffService = serviceCrud.update
export const deleteStaffService = serviceCrud.delete
export const setStaffServicePosition = moveEndpoint(
  "/staff/services",
  "StaffService",
  StaffServiceSchema,
  "No such service",
)
/** the services' operations, as the API registers them and the back office sends them */
export const staffServiceEndpoints = { ...serviceCrud, move: setStaffServicePosition }
