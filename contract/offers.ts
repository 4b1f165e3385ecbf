import { z } from "zod"

import { ReplacementWarningSchema } from "./basket-lines"
import { DraftResourceSchema } from "./drafts"
import { endpoint } from "./endpoint"
import { flag, optionalText } from "./fields"
import { ITEM_TYPES, MAX_LINE_QUANTITY } from "./items"
import { CURRENCIES } from "./money"
import {
  isValidVatNumber,
  MAX_DISCOUNT_BASIS_POINTS,
  MAX_OFFER_AMOUNT_CENTS,
  MAX_OFFER_LINES,
  normalizeVatNumber,
  OFFER_COUNTRIES,
  OFFER_PDF_VARIANTS,
  OFFER_STATES,
  VAT_NUMBER_FORMATS,
} from "./offer-rules"
import { PaginationSchema } from "./pagination"
import { PricedTotalsSchema } from "./totals"

// POST offers/create, POST offers, GET offers, GET offers/{id}, DELETE offers/{id}, GET
// /offers/pdf/{a}/{b}: a partner's priced quote for their own customer (OFFER-1 to OFFER-12). Every call
// needs the price_quotation role (403 otherwise); another partner's offer is a 404.
// docs/decisions/018-offers.md explains the states, the arithmetic and the two PDFs.

export const OFFERS_PAGE_SIZE = 20

const cents = (max = MAX_OFFER_AMOUNT_CENTS) =>
  z
    .number({ error: "validation.amount" })
    .int("validation.amount")
    .min(0, "validation.amount")
    .max(max, "validation.amount")

const basisPoints = () =>
  z
    .number({ error: "validation.percent" })
    .int("validation.percent")
    .min(0, "validation.percent")
    .max(MAX_DISCOUNT_BASIS_POINTS, "validation.percent")

// --- what the partner sends -----------------------------------------------------------------------

/**
 * The end customer's block. Every field may stay empty while the offer is being written; the company
 * name and the country are needed to save it (OFFER-3). A VAT number is checked against the country's
 * format and stored in its compact form (BE0123456749).
 */
export const OfferCustomerSchema = z
  .object({
    company_name: optionalText(200),
    company_reference: optionalText(40).describe("the customer's VAT number"),
    telephone: optionalText(40).refine(
      (value) => value === null || /^\+?[\d\s().\-/]{6,40}$/.test(value),
      "validation.phone",
    ),
    address_line1: optionalText(200),
    address_line2: optionalText(200),
    postal_code: optionalText(20),
    city: optionalText(100),
    country: z
      .enum(OFFER_COUNTRIES, { error: "validation.select" })
      .nullish()
      .or(z.literal("").transform(() => null))
      .transform((value) => value ?? null)
      .describe("ISO 3166-1 alpha-2; decides the VAT rate"),
    additional_information: optionalText(1000),
  })
  // runs beside the fields' own checks (when), so a wrong VAT number is named with the other mistakes
  .superRefine(
    (customer, context) => {
      const reference = typeof customer.company_reference === "string" ? customer.company_reference : null
      if (!reference) return
      const country = OFFER_COUNTRIES.find((code) => code === customer.country)
      if (!country) {
        if (!customer.country)
          context.addIssue({ code: "custom", path: ["country"], message: "validation.countryForVat" })
        return
      }
      if (!isValidVatNumber(normalizeVatNumber(reference, country), country))
        context.addIssue({
          code: "custom",
          path: ["company_reference"],
          message: `validation.vatNumber|example=${VAT_NUMBER_FORMATS[country].example}`,
        })
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform((customer) => ({
    ...customer,
    company_reference:
      customer.company_reference && customer.country
        ? normalizeVatNumber(customer.company_reference, customer.country)
        : customer.company_reference,
  }))
export type OfferCustomer = z.output<typeof OfferCustomerSchema>

export const OfferLineInputSchema = z.object({
  item_type: z.enum(ITEM_TYPES, { error: "validation.select" }),
  item_id: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(40),
  quantity: z
    .number({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(1, "validation.quantity")
    .max(MAX_LINE_QUANTITY, "validation.quantity"),
  selling_price: cents()
    .nullish()
    .describe("unit selling price in cents; left out or null: the catalogue price of the day it is saved"),
  discount: basisPoints()
    .optional()
    .describe("the line's discount in basis points (1250 = 12,5 %), default 0"),
})
export type OfferLineInput = z.output<typeof OfferLineInputSchema>

export const OfferBodySchema = z
  .object({
    id: z.string({ error: "validation.required" }).describe("the offer's id, from POST /offers/create"),
    save: flag().describe(
      "true saves the offer (it needs lines, the customer's company name and country, and is fixed from then on); false or left out stores the changes of an offer being written",
    ),
    reference: optionalText(100),
    global_discount: basisPoints().optional().describe("basis points on the lines' total, default 0"),
    transport_price: cents().optional().describe("transport costs in cents, default 0"),
    show_only_catalog_price: flag().describe(
      "the offer (and its PDF) uses catalogue prices and no discounts; default false",
    ),
    customer: OfferCustomerSchema.optional(),
    lines: z
      .array(OfferLineInputSchema, { error: "validation.invalid" })
      .max(MAX_OFFER_LINES, `validation.offerTooManyLines|max=${MAX_OFFER_LINES}`)
      .optional()
      .describe("the whole list of lines, in order; left out keeps them as they are"),
  })
  // saving needs the customer's name and country; checked beside the fields' own checks (when)
  .superRefine(
    (body, context) => {
      if (body.save !== true) return
      const customer = (body.customer ?? {}) as Record<string, unknown>
      const filled = (value: unknown) => typeof value === "string" && value.trim().length > 0
      if (!filled(customer.company_name))
        context.addIssue({
          code: "custom",
          path: ["customer", "company_name"],
          message: "validation.required",
        })
      if (!filled(customer.country))
        context.addIssue({ code: "custom", path: ["customer", "country"], message: "validation.required" })
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
export type OfferBody = z.output<typeof OfferBodySchema>

// --- what the API answers -------------------------------------------------------------------------

const OfferCustomerAttributesSchema = z.object({
  company_name: z.string().nullable(),
  company_reference: z.string().nullable(),
  telephone: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.enum(OFFER_COUNTRIES).nullable(),
  additional_information: z.string().nullable(),
})

export const OfferAttributesSchema = z.object({
  number: z.string().describe("OF-<the partner's own sequence, 5 digits>, e.g. OF-00012"),
  state: z.enum(OFFER_STATES),
  created_at: z.string().describe("ISO 8601"),
  saved_at: z.string().nullable().describe("ISO 8601; the offer's date; null until saved"),
  valid_until: z
    .string()
    .nullable()
    .describe("yyyy-MM-dd, 30 days after saved_at (Brussels); null until saved"),
  reference: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  global_discount: z.number().int().describe("basis points"),
  transport_price: z.number().int().describe("cents"),
  show_only_catalog_price: z.boolean(),
  customer: OfferCustomerAttributesSchema,
  lines_count: z.number().int(),
  total: z.number().int().describe("total with VAT, in cents"),
})
export type OfferAttributes = z.infer<typeof OfferAttributesSchema>

export const OfferResourceSchema = z.object({
  type: z.literal("offers"),
  id: z.string(),
  attributes: OfferAttributesSchema,
})
export type OfferResource = z.infer<typeof OfferResourceSchema>

export const OfferLineSchema = z.object({
  position: z.number().int().describe("1, 2, …"),
  item_type: z.enum(ITEM_TYPES),
  item_id: z.string(),
  name: z.string().describe("in the caller's language; the item id when the item no longer exists"),
  quantity: z.number().int(),
  available: z.boolean().describe("false when the product or spare part no longer exists"),
  catalog_price: z.number().int().nullable().describe("catalogue unit price when saved, cents"),
  purchase_price: z
    .number()
    .int()
    .nullable()
    .describe("the partner's own unit price when saved; never on the customer PDF"),
  selling_price: z.number().int().describe("unit selling price, cents"),
  discount: z.number().int().describe("basis points; 0 with show_only_catalog_price"),
  reduced_price: z.number().int().describe("unit price after the line's discount, cents"),
  line_total: z.number().int().describe("reduced_price × quantity"),
  product_tax: z.number().int().describe('per unit: the "maritime extra cost"'),
  additional_tax: z.number().int().describe("per unit"),
  additional_tax_name: z.string().nullable(),
})
export type OfferLine = z.infer<typeof OfferLineSchema>

export const OfferTotalsSchema = PricedTotalsSchema.extend({
  lines_total: z.number().int().describe("the lines' totals before the global discount"),
  global_discount_amount: z.number().int(),
  transport: z.number().int(),
  purchase_total: z
    .number()
    .int()
    .nullable()
    .describe("the partner's own cost of the lines; null when a line has no price"),
  margin: z
    .number()
    .int()
    .nullable()
    .describe("net (after discounts, without transport and taxes) less purchase_total"),
}).describe(
  "net = lines_total − global_discount_amount; VAT at the customer's country's standard rate on net + transport + product_tax + additional_tax",
)
export type OfferTotals = z.infer<typeof OfferTotalsSchema>

export const OfferDetailDocumentSchema = z.object({
  data: OfferResourceSchema.extend({
    attributes: OfferAttributesSchema.extend({
      lines: z.array(OfferLineSchema),
      totals: OfferTotalsSchema,
    }),
  }),
})
export type OfferDetail = z.infer<typeof OfferDetailDocumentSchema>["data"]

// an offer id is a positive integer; anything else names no offer (404, not 422)
const IdParam = z.object({ id: z.string() })

export const createOffer = endpoint({
  method: "post",
  path: "/offers/create",
  operationId: "createOffer",
  auth: "partner",
  summary: "Create an empty offer",
  description:
    "Entering the new-offer screen creates an empty offer (state created) with the partner's next offer number; the answer's data.id is its id. A partner has at most 50 offers being written (not saved) at once: the 51st answers 409 too_many_unsaved_offers, until some are saved or deleted. An offer being written that stays without lines for a day is removed.",
  tags: ["Offers"],
  responses: {
    201: { description: "The new offer", schema: OfferDetailDocumentSchema },
    403: { description: "No price_quotation role (forbidden)" },
    409: { description: "50 offers are being written already (too_many_unsaved_offers)" },
  },
})

export const saveOffer = endpoint({
  method: "post",
  path: "/offers",
  operationId: "saveOffer",
  auth: "partner",
  summary: "Store or save an offer",
  description:
    'Stores the body over the offer named by id: reference, global discount, transport, the show-only-catalogue-price option, the customer block and the whole list of lines (a line without selling_price starts at the catalogue price). Prices of the catalogue (catalogue, purchase, taxes) are those of the day. With save: true the offer also needs at least one line, the customer\'s company name and country; it becomes saved, dated today and valid for 30 days, and cannot change any more (422 errors.id; duplicate it instead). Lines of items that do not exist answer 422 (errors["lines.N.item_id"]).',
  tags: ["Offers"],
  body: OfferBodySchema,
  responses: {
    200: { description: "The offer with its lines and totals", schema: OfferDetailDocumentSchema },
    403: { description: "No price_quotation role (forbidden)" },
    404: { description: "No such offer of this partner" },
    422: { description: "A field's error; errors.id when the offer is already saved" },
  },
})

export const listOffers = endpoint({
  method: "get",
  path: "/offers",
  operationId: "listOffers",
  auth: "partner",
  summary: "The partner's offers, newest first",
  tags: ["Offers"],
  query: z.object({
    "page[number]": z.coerce.number().int().min(1).max(100_000).optional().describe("default 1"),
    "page[size]": z.coerce.number().int().min(1).max(50).optional().describe(`default ${OFFERS_PAGE_SIZE}`),
    "filter[reference]": z.string().trim().max(100, "validation.tooLong|max=100").optional(),
    "filter[customer]": z
      .string()
      .trim()
      .max(200, "validation.tooLong|max=200")
      .optional()
      .describe("part of the customer's company name or VAT number"),
    "filter[state]": z.enum(OFFER_STATES, { error: "validation.select" }).optional(),
  }),
  responses: {
    200: {
      description: "A page of offers, meta.pagination",
      schema: z.object({
        data: z.array(OfferResourceSchema),
        meta: z.object({ pagination: PaginationSchema }),
      }),
    },
    403: { description: "No price_quotation role (forbidden)" },
  },
})

export const getOffer = endpoint({
  method: "get",
  path: "/offers/{id}",
  operationId: "getOffer",
  auth: "partner",
  summary: "One offer with its lines and totals",
  tags: ["Offers"],
  params: IdParam,
  responses: {
    200: { description: "The offer", schema: OfferDetailDocumentSchema },
    403: { description: "No price_quotation role (forbidden)" },
    404: { description: "No such offer of this partner" },
  },
})

export const deleteOffer = endpoint({
  method: "delete",
  path: "/offers/{id}",
  operationId: "deleteOffer",
  auth: "partner",
  summary: "Delete an offer",
  tags: ["Offers"],
  params: IdParam,
  responses: {
    204: { description: "Deleted" },
    403: { description: "No price_quotation role (forbidden)" },
    404: { description: "No such offer of this partner" },
  },
})

export const getOfferPdf = endpoint({
  method: "get",
  path: "/offers/pdf/{id}/{variant}",
  operationId: "getOfferPdf",
  auth: "partner",
  summary: "An offer as a PDF",
  description:
    "{id} is the offer's id, {variant} the document. customer: the document for the end customer, with the partner as the seller, selling prices and discounts (or catalogue prices only, with show_only_catalog_price), transport, VAT and total, and never a purchase price. internal: the same with the partner's purchase prices and margin, for their own files. application/pdf, attachment offer-<number>.pdf, texts in the caller's language.",
  tags: ["Offers"],
  params: z.object({ id: z.string(), variant: z.enum(OFFER_PDF_VARIANTS, { error: "validation.select" }) }),
  responses: {
    200: { description: "The PDF (application/pdf)" },
    403: { description: "No price_quotation role (forbidden)" },
    404: { description: "No such offer of this partner" },
    422: { description: "Unknown variant" },
  },
})

export const offerToBasket = endpoint({
  method: "post",
  path: "/offers/{id}/basket",
  operationId: "copyOfferToBasket",
  auth: "partner",
  summary: "Put an offer's lines in the basket (replacing it)",
  description:
    'Like loading a saved basket: the offer\'s lines replace the current basket; {"save_current": true} first saves a non-empty current basket as a saved basket. Needs the basket role as well. meta as POST /orders/drafts/{id}/load.',
  tags: ["Offers"],
  params: IdParam,
  body: z.object({
    save_current: z.boolean({ error: "validation.invalid" }).optional().describe("default false"),
  }),
  responses: {
    200: {
      description: "The offer; meta.saved_current, meta.loaded, meta.skipped, meta.warnings",
      schema: z.object({
        data: OfferResourceSchema,
        meta: z.object({
          saved_current: DraftResourceSchema.nullable(),
          loaded: z.number().int(),
          skipped: z.array(z.object({ item_type: z.enum(ITEM_TYPES), item_id: z.string() })),
          warnings: z.array(ReplacementWarningSchema),
        }),
      }),
    },
    403: { description: "No price_quotation or basket role (forbidden)" },
    404: { description: "No such offer of this partner" },
  },
})
