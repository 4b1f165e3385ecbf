import { z } from "zod"

import { endpoint } from "./endpoint"
import { CURRENCIES } from "./money"
import { ORDER_STATUSES } from "./orders"
import { PaginationSchema } from "./pagination"
import { forbidden, IsoTime, STAFF_AUTH, STAFF_PERMISSIONS } from "./staff"

// Orders as the provider's staff find them (decision 020, docs/decisions/096): every partner's orders,
// filtered, paged and sorted, one order in full with the moves its status allows, and its invoice.
// The moves themselves (confirm, ship, cancel) are ./staff-area.ts.

export const STAFF_ORDERS_PAGE_SIZE = 20
export const STAFF_ORDER_SORTS = [
  "-created_at",
  "created_at",
  "-total",
  "total",
  "number",
  "-number",
] as const
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number]

/** the moves staff make on an order, by the status they lead to (ORDER_TRANSITIONS) */
export const STAFF_ORDER_MOVES = ["confirm", "ship", "cancel"] as const
export type StaffOrderMove = (typeof STAFF_ORDER_MOVES)[number]

export const StaffOrderSchema = z.object({
  type: z.literal("orders"),
  id: z.string(),
  attributes: z.object({
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    created_at: IsoTime,
    email: z.string(),
    client_id: z.string(),
    partner_name: z.string().describe("the partner's first and last name"),
    company_name: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    total_cents: z.number().int(),
    invoices: z.array(z.string()),
    moves: z.array(z.enum(STAFF_ORDER_MOVES)).describe("what staff may do with it now (decision 020)"),
  }),
})

const DateOnly = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "staff.dateFormat")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "staff.dateFormat")

export const StaffOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  search: z
    .string()
    .trim()
    .max(60, "validation.tooLong|max=60")
    .optional()
    .describe("part of the order number, the partner's name, company, e-mail address or client number"),
  from: DateOnly.optional().describe("orders placed on or after this day (Brussels), YYYY-MM-DD"),
  to: DateOnly.optional().describe("orders placed on or before this day (Brussels), YYYY-MM-DD"),
  sort: z.enum(STAFF_ORDER_SORTS).default("-created_at"),
  "page[number]": z.coerce.number().int().min(1).max(100_000).default(1),
  "page[size]": z.coerce.number().int().min(1).max(100).default(STAFF_ORDERS_PAGE_SIZE),
})

export const listStaffOrders = endpoint({
  method: "get",
  path: "/staff/orders",
  operationId: "listStaffOrders",
  auth: "staff",
  summary: "Every partner's orders: filtered by status, partner and date, paged and sorted",
  description: `${STAFF_AUTH} Roles admin and sales.`,
  tags: ["Staff"],
  query: StaffOrderListQuerySchema,
  responses: {
    200: {
      description: "A page of orders, newest first unless sorted otherwise",
      schema: z.object({ data: z.array(StaffOrderSchema), meta: z.object({ pagination: PaginationSchema }) }),
    },
    403: forbidden(STAFF_PERMISSIONS.orders),
  },
})

export const OrderRefParams = z.object({
  ref: z
    .string()
    .regex(/^(\d{1,9}|SO\d{4}-\d{6})$/i, "validation.invalid")
    .describe("the order's id or its number (SO2026-000042)"),
})

export const StaffOrderDetailSchema = z.object({
  data: StaffOrderSchema.extend({
    attributes: StaffOrderSchema.shape.attributes.extend({
      reference: z.string(),
      comments: z.string(),
      net_cents: z.number().int(),
      vat_cents: z.number().int(),
      lines: z.array(
        z.object({
          item_id: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          unit_cents: z.number().int(),
          line_cents: z.number().int(),
        }),
      ),
      invoice_ids: z.array(z.string()).describe("the invoices' ids, in the order of `invoices`"),
    }),
  }),
})

export const getStaffOrder = endpoint({
  method: "get",
  path: "/staff/orders/{ref}",
  operationId: "getStaffOrder",
  auth: "staff",
  summary: "One order: its partner, lines, totals, invoices and the moves its status allows",
  description: `${STAFF_AUTH} Roles admin and sales.`,
  tags: ["Staff"],
  params: OrderRefParams,
  responses: {
    200: { description: "The order", schema: StaffOrderDetailSchema },
    403: forbidden(STAFF_PERMISSIONS.orders),
    404: { description: "No such order" },
  },
})

export const getStaffOrderInvoicePdf = endpoint({
  method: "get",
  path: "/staff/orders/{ref}/invoice",
  operationId: "getStaffOrderInvoicePdf",
  auth: "staff",
  summary: "A shipped order's invoice as a PDF, the same document the partner downloads",
  description: `${STAFF_AUTH} Roles admin and sales. application/pdf, texts in the caller's language.`,
  tags: ["Staff"],
  params: OrderRefParams,
  responses: {
    200: { description: "The PDF (application/pdf)" },
    403: forbidden(STAFF_PERMISSIONS.orders),
    404: { description: "No such order, or it has no invoice yet (not shipped)" },
  },
})
