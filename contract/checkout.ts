import { z } from "zod"

import {
  ADDRESS_COUNTRIES,
  DELIVERY_TYPES,
  ORDER_ORIGIN,
  ORDER_ORIGINS,
  PostalAddressSchema,
} from "./delivery"
import { endpoint } from "./endpoint"
import { EXPRESS_REASONS } from "./express"
import { optionalText, requiredText } from "./fields"
import { ITEM_TYPES } from "./items"
import { OrderDocumentSchema } from "./orders"
import { isPostalCodeValid } from "./postal-codes"
import { checkShippingDate } from "./shipping-date"
import { PricedTotalsSchema } from "./totals"

// POST orders and POST check-duplicate (ORDER-1 to ORDER-14); and the checks the order process makes
// before it (final summary, express eligibility, address review). The order itself is read back
// with GET orders/{id} (contract/orders.ts).

/** ORDER-10: the duplicate check looks at the partner's orders of the last 30 days. */
export const DUPLICATE_WINDOW_DAYS = 30

const countryField = z
  .string({ error: "validation.required" })
  .trim()
  .toUpperCase()
  .pipe(
    z.enum(ADDRESS_COUNTRIES, {
      error: (issue) => (issue.input === "" ? "validation.required" : "validation.select"),
    }),
  )

export const AddressSchema = z
  .object({
    name: optionalText(100).optional(),
    line1: requiredText(200),
    line2: optionalText(200).optional(),
    postal_code: requiredText(20),
    city: requiredText(100),
    country: countryField,
  })
  .superRefine((address, context) => {
    if (address.postal_code && address.country && !isPostalCodeValid(address.country, address.postal_code))
      context.addIssue({ code: "custom", path: ["postal_code"], message: "orders.postalCode" })
  })

export const DeliverySchema = z
  .object({
    type: z.enum(DELIVERY_TYPES, {
      error: (issue) =>
        issue.input === undefined || issue.input === "" ? "validation.required" : "validation.select",
    }),
    // ORDER-4: origin codes 1 manual, 2 web, 3 API; the web always sends 2
    origin: z.coerce
      .number()
      .int()
      .refine((value) => (ORDER_ORIGINS as number[]).includes(value), "validation.select")
      .default(ORDER_ORIGIN.web),
    express: z.boolean({ error: "validation.invalid" }).default(false),
    address: z.unknown().optional(),
  })
  .transform((block, context) => {
    // ORDER-3: for STORE any address is dropped before it is looked at
    if (block.type === "STORE") {
      if (block.express)
        context.addIssue({ code: "custom", path: ["express"], message: "orders.expressUpsOnly" })
      return { ...block, address: undefined }
    }
    if (block.express && block.type !== "UPS")
      context.addIssue({ code: "custom", path: ["express"], message: "orders.expressUpsOnly" })
    if (block.address == null) {
      context.addIssue({ code: "custom", path: ["address", "line1"], message: "validation.required" })
      return z.NEVER
    }
    const address = AddressSchema.safeParse(block.address)
    if (!address.success) {
      for (const issue of address.error.issues)
        context.addIssue({
          code: "custom",
          path: ["address", ...issue.path.map(String)],
          message: issue.message,
        })
      return z.NEVER
    }
    return { ...block, address: address.data }
  })

const SHIPPING_DATE_MESSAGES = {
  format: "orders.dateFormat",
  past: "orders.datePast",
  weekend: "orders.dateWeekend",
  too_late: "orders.dateTooLate",
} as const

const orderDate = () =>
  z
    .string({ error: "validation.invalid" })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .superRefine((value, context) => {
      if (value === undefined) return
      const problem = checkShippingDate(value, new Date())
      if (problem) context.addIssue({ code: "custom", message: SHIPPING_DATE_MESSAGES[problem] })
    })

/** The delivery blocks of an order; POST /check-duplicate and POST /orders/preview take them alone. */
export const DeliveriesSchema = z.object({
  equipment_delivery: DeliverySchema.optional(),
  spare_parts_delivery: DeliverySchema.optional(),
})

export const OrderBodySchema = DeliveriesSchema.extend({
  order_date: orderDate(),
  order_date_spare_parts: orderDate(),
  comments: requiredText(1000),
  reference: requiredText(100),
})

/** POST /orders: the order document of GET /orders/{id}, and what the submission did. */
export const SubmittedOrderSchema = OrderDocumentSchema.extend({
  meta: z.object({
    replayed: z.boolean().describe("true: this Idempotency-Key had already made the order"),
    express_dispatch: z
      .object({ equipment: z.string().nullable(), spare_parts: z.string().nullable() })
      .describe("yyyy-MM-dd the express parcel of each block leaves; null without express"),
  }),
})

export const submitOrder = endpoint({
  method: "post",
  path: "/orders",
  operationId: "submitOrder",
  auth: "partner",
  summary: "Order the partner's current basket",
  description: [
    "Basket role. Orders the lines of the current basket whose kind has a delivery block (equipment_delivery: products,",
    "spare_parts_delivery: spare parts; both blocks: the whole basket); those lines leave the basket in the same transaction, the others stay.",
    "Without any block, every kind in the basket asks for its block: `equipment_delivery` and `order_date` for products,",
    "`spare_parts_delivery` and `order_date_spare_parts` for spare parts (a block for a kind not in the basket is ignored).",
    'Block: `{"type":"UPS"|"HOME"|"STORE","origin":1|2|3 (default 2),"express":false,"address":{"name"?,"line1","line2"?,"postal_code","city","country"}}`;',
    "the address is required for UPS and HOME and dropped for STORE; countries BE, NL, LU, FR, DE, GB with their postal-code formats.",
    "`express: true` (UPS only) needs every item of that block eligible: delivered in BE, NL, LU, FR or DE, at most 50×50×50 cm and 30 kg,",
    "no glass, quartz or liquid, UPS-ready; otherwise 422 naming the items (errors[`<block>.express`]). Express parcels leave the same day",
    "when ordered before 12:00 Brussels time (`meta.express_dispatch`).",
    "Dates `yyyy-MM-dd HH:mm:ss` (Brussels time): a weekday, tomorrow at the earliest, 8 weeks at the latest (later: contact your area manager).",
    "`comments` and `reference` are required. An empty basket is 422 (errors.basket).",
    "`Idempotency-Key` header (8–200 visible ASCII characters; the web shop sends one per checkout): the same key answers the order it",
    "already made (200, meta.replayed true) instead of a second order; the same key with another body is 422",
    "with error `idempotency_key_reused` and makes nothing. Answers 201 with the order document of GET /orders/{id}.",
  ].join(" "),
  tags: ["Orders"],
  body: OrderBodySchema,
  headers: z.object({
    "Idempotency-Key": z
      .string()
      .regex(/^[\x21-\x7e]{8,200}$/, "validation.invalid")
      .optional()
      .describe(
        "one per checkout: sent again (a retry, a double click), it answers the order it already made",
      ),
  }),
  responses: {
    201: { description: "The order, its lines and its invoice", schema: SubmittedOrderSchema },
    200: { description: "The order this Idempotency-Key already made", schema: SubmittedOrderSchema },
    403: { description: "No basket role (forbidden)" },
    422: {
      description:
        "Errors per field; idempotency_key_reused when the Idempotency-Key already made an order from another body",
    },
  },
})

export const checkDuplicate = endpoint({
  method: "post",
  path: "/check-duplicate",
  operationId: "checkDuplicateOrder",
  auth: "partner",
  summary: "Whether the current basket was already ordered with the same deliveries",
  description: `Basket role. Body: the delivery blocks of POST /orders (other fields are ignored). An identical order is one with the same lines (item, type, quantity; in any order) and the same delivery types, express choice and addresses, placed by this partner in the last ${DUPLICATE_WINDOW_DAYS} days. Answers {data:{type:"duplicate-checks",attributes:{is_duplicate, order_number}}}.`,
  tags: ["Orders"],
  body: DeliveriesSchema,
  responses: {
    200: {
      description: "The result",
      schema: z.object({
        data: z.object({
          type: z.literal("duplicate-checks"),
          id: z.string(),
          attributes: z.object({ is_duplicate: z.boolean(), order_number: z.string().nullable() }),
        }),
      }),
    },
    403: { description: "No basket role" },
  },
})

export const PreviewLineSchema = z.object({
  type: z.enum(ITEM_TYPES),
  item_id: z.string(),
  qty: z.number().int(),
  name: z.string(),
  unit_price: z.number().int().nullable(),
  line_total: z.number().int(),
})

export const previewOrder = endpoint({
  method: "post",
  path: "/orders/preview",
  operationId: "previewOrder",
  auth: "partner",
  summary: "The order the current basket would make with these delivery blocks (the final summary)",
  description:
    "Basket role. Body: the delivery blocks of POST /orders (other fields are ignored). An order takes the kinds of item whose block is given (equipment: products, spare parts), or the whole basket without blocks. Answers the lines it takes, priced in the partner's currency, and the totals: net, product_tax (maritime extra cost), additional_tax with its named parts, vat_rate (percent), vat, total (integer cents).",
  tags: ["Orders"],
  body: DeliveriesSchema,
  responses: {
    200: {
      description: "The priced lines and totals",
      schema: z.object({
        data: z.object({
          type: z.literal("order-previews"),
          id: z.string(),
          attributes: PricedTotalsSchema.extend({ lines: z.array(PreviewLineSchema) }),
        }),
      }),
    },
    403: { description: "No basket role" },
  },
})

/** An item that keeps its delivery off express, and why (ORDER-7). */
export const IneligibleItemSchema = z.object({
  type: z.enum(ITEM_TYPES),
  id: z.string(),
  name: z.string(),
  reasons: z.array(z.enum(EXPRESS_REASONS)),
})

export const checkExpressEligibility = endpoint({
  method: "post",
  path: "/orders/express-eligibility",
  operationId: "checkExpressEligibility",
  auth: "partner",
  summary: "Which items of the current basket cannot go by express delivery",
  description:
    'Basket role. Body {"equipment_country"?, "spare_parts_country"?} (ISO-2 of the delivery addresses). Answers the ineligible items per delivery with their reasons (country, not_ups_ready, restriction, size, weight, unknown_size) and the day an express parcel ordered now leaves (same day before 12:00 Brussels time, else the next weekday).',
  tags: ["Orders"],
  body: z.object({
    equipment_country: z.string().trim().toUpperCase().max(2).optional(),
    spare_parts_country: z.string().trim().toUpperCase().max(2).optional(),
  }),
  responses: {
    200: {
      description: "Ineligible items per delivery",
      schema: z.object({
        data: z.object({
          type: z.literal("express-eligibility"),
          id: z.string(),
          attributes: z.object({
            equipment: z.array(IneligibleItemSchema),
            spare_parts: z.array(IneligibleItemSchema),
            dispatch_date: z.string().describe("yyyy-MM-dd"),
          }),
        }),
      }),
    },
    403: { description: "No basket role" },
  },
})

export { type PostalAddress, PostalAddressSchema } from "./delivery"

export const ADDRESS_CHECK_STATUSES = ["verified", "corrected", "unverifiable"] as const

export const validateAddress = endpoint({
  method: "post",
  path: "/addresses/validate",
  operationId: "validateAddress",
  auth: "partner",
  summary: "Check a delivery address (the order process's address review)",
  description:
    'Partner. Body {line1, line2?, postal_code, city, country}. Answers {data:{type:"address-checks",attributes:{status:"verified"|"corrected"|"unverifiable", fields, original, corrected}}}: a corrected or unverifiable address is shown to the person, who chooses the original or the corrected one. The provider is pluggable; the default one knows the postal-code formats and city spellings of BE, NL, LU, FR, DE and GB.',
  tags: ["Orders"],
  body: z.object({
    line1: requiredText(200),
    line2: optionalText(200).optional(),
    postal_code: requiredText(20),
    city: requiredText(100),
    country: requiredText(2),
  }),
  responses: {
    200: {
      description: "The check",
      schema: z.object({
        data: z.object({
          type: z.literal("address-checks"),
          id: z.string(),
          attributes: z.object({
            status: z.enum(ADDRESS_CHECK_STATUSES),
            fields: z.array(z.string()).describe("what was corrected or could not be read"),
            original: PostalAddressSchema,
            corrected: PostalAddressSchema.nullable(),
          }),
        }),
      }),
    },
    401: { description: "Not logged in" },
  },
})
