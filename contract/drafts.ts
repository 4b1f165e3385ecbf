import { z } from "zod"

import { ReplacementWarningSchema } from "./basket-lines"
import { endpoint } from "./endpoint"
import { optionalText } from "./fields"
import { ITEM_TYPES } from "./items"
import { CURRENCIES } from "./money"
import { PricedTotalsSchema } from "./totals"

// GET orders/drafts, GET orders/drafts/{id}, DELETE orders/drafts/{id} (204, DRAFT-4); POST
// orders/drafts saves the current basket and answers 200 (DRAFT-1: creating succeeds only with HTTP 200).
// Loading a draft into the basket is POST orders/drafts/{id}/load
// (docs/decisions/011-saved-baskets.md). Every call needs the basket role.

/** DRAFT-6: dates are sent as yyyy-MM-dd HH:mm:ss (read as UTC); empty is none. */
const dateTime = () =>
  z
    .string({ error: "validation.invalid" })
    .nullish()
    .transform((value, context) => {
      if (!value?.trim()) return null
      const match = value.trim().match(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/)
      const date = match
        ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`)
        : null
      // Date rolls 2026-02-30 over to March: a real date reads back the same
      if (
        !date ||
        Number.isNaN(date.getTime()) ||
        date.toISOString().slice(0, 10) !== value.trim().slice(0, 10)
      ) {
        context.addIssue({ code: "custom", message: "validation.dateTime" })
        return z.NEVER
      }
      return date
    })

export const DraftBodySchema = z.object({
  comments: optionalText(1000).describe("optional"),
  reference: optionalText(100).describe("optional"),
  order_date: dateTime().describe("yyyy-MM-dd HH:mm:ss, optional"),
  shipping_date: dateTime().describe("yyyy-MM-dd HH:mm:ss, optional"),
})

export const DraftAttributesSchema = z.object({
  number: z.string().describe("SB<year>-<6-digit id>"),
  saved_at: z.string().describe("ISO 8601"),
  items_count: z.number().int().describe("number of lines"),
  quantity_total: z.number().int(),
  amount: z.number().int().describe("total with taxes and VAT at save time, integer cents"),
  currency: z.enum(CURRENCIES),
  order_date: z.string().nullable(),
  shipping_date: z.string().nullable(),
  comments: z.string().nullable(),
  reference: z.string().nullable(),
})
export type DraftAttributes = z.infer<typeof DraftAttributesSchema>

export const DraftResourceSchema = z.object({
  type: z.literal("drafts"),
  id: z.string(),
  attributes: DraftAttributesSchema,
})

/** A saved basket's line priced today. */
export const DraftLineSchema = z.object({
  position: z.number().int(),
  item_type: z.enum(ITEM_TYPES),
  item_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int().nullable().describe("today's unit price; null when the item has no price"),
  product_tax: z.number().int(),
  additional_tax: z.number().int(),
  additional_tax_name: z.string().nullable(),
  line_total: z.number().int(),
})
export type DraftLine = z.infer<typeof DraftLineSchema>

const DraftItemSchema = z.object({
  type: z.enum(ITEM_TYPES),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    description: z.string().nullable(),
    price: z
      .object({ currency: z.enum(CURRENCIES), display: z.number().int() })
      .nullable()
      .describe("the partner's price object"),
    availability: z.object({ DBE11: z.number().int(), DBE12: z.number().int(), total: z.number().int() }),
    is_old: z.boolean(),
    replacement_product_id: z.string().nullable(),
    max_order_quantity: z.number().int().nullable(),
    restock_info: z.string().nullable(),
  }),
})

export const DraftDetailDocumentSchema = z.object({
  data: DraftResourceSchema.extend({
    attributes: DraftAttributesSchema.extend({
      lines: z.array(DraftLineSchema),
      unavailable: z
        .array(z.object({ item_type: z.enum(ITEM_TYPES), item_id: z.string(), quantity: z.number().int() }))
        .describe("lines whose product or spare part no longer exists"),
      totals: PricedTotalsSchema,
    }),
    relationships: z.object({
      items: z.object({ data: z.array(z.object({ type: z.enum(ITEM_TYPES), id: z.string() })) }),
    }),
  }),
  included: z.array(DraftItemSchema),
})

const PaginationSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
})

// a draft id is a positive integer; anything else names no draft (404, not 422)
const IdParam = z.object({ id: z.string() })

export const listDrafts = endpoint({
  method: "get",
  path: "/orders/drafts",
  operationId: "listDrafts",
  auth: "partner",
  summary: "The partner's saved baskets, newest first",
  tags: ["Drafts"],
  query: z.object({
    "page[size]": z.coerce.number().int().min(1).max(100).optional().describe("default 20"),
    "page[number]": z.coerce.number().int().min(1).max(100_000).optional(),
  }),
  responses: {
    200: {
      description: "Drafts with meta.pagination",
      schema: z.object({
        data: z.array(DraftResourceSchema),
        meta: z.object({ pagination: PaginationSchema }),
      }),
    },
    403: { description: "No basket role (forbidden)" },
  },
})

export const createDraft = endpoint({
  method: "post",
  path: "/orders/drafts",
  operationId: "createDraft",
  auth: "partner",
  summary: "Save the current basket as a draft",
  description:
    "Saves the partner's current basket (its lines and today's amount) under a new basket number. Answers 200 with the draft (creating succeeds only with 200). Every field is optional: send {} for none. An empty basket answers 422 (errors._).",
  tags: ["Drafts"],
  body: DraftBodySchema,
  responses: {
    200: { description: "The new draft", schema: z.object({ data: DraftResourceSchema }) },
    403: { description: "No basket role (forbidden)" },
    422: { description: "Empty basket (errors._) or a field's error" },
  },
})

export const getDraft = endpoint({
  method: "get",
  path: "/orders/drafts/{id}",
  operationId: "getDraft",
  auth: "partner",
  summary: "One saved basket with its lines at today's prices",
  description:
    "attributes.lines (position, item_type, item_id, name, quantity, unit_price, product_tax, additional_tax, additional_tax_name, line_total), attributes.totals (net, product_tax, additional_tax, additional_taxes by name, vat_rate, vat, total, in cents), attributes.unavailable (lines whose item no longer exists); included: the products and spare parts.",
  tags: ["Drafts"],
  params: IdParam,
  responses: {
    200: { description: "The draft", schema: DraftDetailDocumentSchema },
    403: { description: "No basket role (forbidden)" },
    404: { description: "No such draft of this partner" },
  },
})

export const deleteDraft = endpoint({
  method: "delete",
  path: "/orders/drafts/{id}",
  operationId: "deleteDraft",
  auth: "partner",
  summary: "Delete a saved basket",
  tags: ["Drafts"],
  params: IdParam,
  responses: {
    204: { description: "Deleted" },
    403: { description: "No basket role (forbidden)" },
    404: { description: "No such draft of this partner" },
  },
})

export const loadDraft = endpoint({
  method: "post",
  path: "/orders/drafts/{id}/load",
  operationId: "loadDraft",
  auth: "partner",
  summary: "Load a saved basket into the current basket (replacing it)",
  description:
    'Loading overwrites the current basket unless it is saved first. Body {"save_current": true} saves a non-empty current basket as a new draft before replacing it, in the same transaction. The draft stays. meta.saved_current is the new draft or null; meta.skipped lists lines left out (item gone, or a spare part without the spare_parts role); the basket’s replacement rule applies (meta.warnings, as PUT /basket).',
  tags: ["Drafts"],
  params: IdParam,
  body: z.object({
    save_current: z.boolean({ error: "validation.invalid" }).optional().describe("default false"),
  }),
  responses: {
    200: {
      description: "The loaded draft; meta.saved_current, meta.loaded, meta.skipped",
      schema: z.object({
        data: DraftResourceSchema,
        meta: z.object({
          saved_current: DraftResourceSchema.nullable(),
          loaded: z.number().int().describe("lines now in the basket"),
          skipped: z.array(z.object({ item_type: z.enum(ITEM_TYPES), item_id: z.string() })),
          warnings: z.array(ReplacementWarningSchema),
        }),
      }),
    },
    403: { description: "No basket role (forbidden)" },
    404: { description: "No such draft of this partner" },
  },
})
