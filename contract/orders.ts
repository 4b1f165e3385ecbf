import { z } from "zod"

import { DELIVERY_TYPES, PostalAddressSchema } from "./delivery"
import { endpoint } from "./endpoint"
import { InvoiceResourceSchema } from "./invoices"
import { ITEM_TYPES } from "./items"
import { CURRENCIES } from "./money"
import { PaginationSchema } from "./pagination"
import { TotalsSchema } from "./totals"

// GET orders and orders/{id}: the partner's orders as the API answers them (ORDER-15 to ORDER-17), read
// by the account pages and the order confirmation. POST /orders answers the same document
// (contract/checkout.ts).

export const ORDER_STATUSES = [
  "received",
  "confirmed",
  "in_preparation",
  "shipped",
  "invoiced",
  "delivered",
  "cancelled",
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Where an order may go from each status (ORDER-16, decision 020). A placed order is received; staff
 * confirm it (it binds from then on) and ship it, which issues its invoice in the same transaction, so a
 * shipment ends invoiced; delivered and cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  received: ["confirmed", "cancelled"],
  confirmed: ["in_preparation", "shipped", "cancelled"],
  in_preparation: ["shipped", "cancelled"],
  shipped: ["invoiced"],
  invoiced: ["delivered"],
  delivered: [],
  cancelled: [],
}

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to)

export const ORDERS_PAGE_SIZE = 10

/** An order's delivery block as stored (ORDER-3: STORE has no address). */
export const DeliveryBlockSchema = z.object({
  type: z.enum(DELIVERY_TYPES),
  origin: z.number().int().describe("1 manual, 2 web, 3 API"),
  address: PostalAddressSchema.optional(),
  express: z.boolean().optional().describe("true when the block ships by express (24 h) delivery"),
})
export type DeliveryBlock = z.infer<typeof DeliveryBlockSchema>

const ref = (type: string) => z.object({ type: z.literal(type), id: z.string() })

export const OrderResourceSchema = z.object({
  type: z.literal("orders"),
  id: z.string(),
  attributes: z.object({
    order_number: z.string().describe("SO<year>-<6-digit id>"),
    order_date: z.string().nullable(),
    order_date_spare_parts: z.string().nullable(),
    created_at: z.string(),
    status: z.enum(ORDER_STATUSES),
    origin: z.number().int().describe("1 manual, 2 web, 3 API"),
    comments: z.string(),
    reference: z.string(),
    equipment_delivery: DeliveryBlockSchema.nullable(),
    spare_parts_delivery: DeliveryBlockSchema.nullable(),
    currency: z.enum(CURRENCIES),
    item_count: z.number().int(),
    totals: TotalsSchema,
  }),
  relationships: z.object({
    lines: z.object({ data: z.array(ref("order-lines")) }),
    invoices: z.object({ data: z.array(ref("invoices")) }),
  }),
})
export type OrderResource = z.infer<typeof OrderResourceSchema>

export const OrderLineResourceSchema = z.object({
  type: z.literal("order-lines"),
  id: z.string(),
  attributes: z.object({
    position: z.number().int(),
    item_type: z.enum(ITEM_TYPES),
    item_id: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    unit_price: z.number().int(),
    product_tax: z.number().int().describe("per unit"),
    additional_tax: z.number().int().describe("per unit"),
    additional_tax_name: z.string().nullable(),
    line_total: z.number().int(),
  }),
})
export type OrderLineResource = z.infer<typeof OrderLineResourceSchema>

/** One order with its lines and invoices included (GET /orders/{id}, POST /orders). */
export const OrderDocumentSchema = z.object({
  data: OrderResourceSchema,
  included: z.array(z.discriminatedUnion("type", [OrderLineResourceSchema, InvoiceResourceSchema])),
})

export const OrderListDocumentSchema = z.object({
  data: z.array(OrderResourceSchema),
  included: z.array(InvoiceResourceSchema).describe("the orders' invoices; lines are only referenced"),
  meta: z.object({ pagination: PaginationSchema }),
})

export const listOrders = endpoint({
  method: "get",
  path: "/orders",
  operationId: "listOrders",
  auth: "partner",
  summary: "The partner's orders, newest first",
  description:
    "Any logged-in partner (no role needed); only their own orders. Each order as in GET /orders/{id} " +
    "(totals in integer cents of the order's currency); the orders' invoices are in `included`, their lines " +
    "only referenced. Status is one of received, confirmed, in_preparation, shipped, invoiced (shipped, its " +
    "invoice issued), delivered, cancelled; an order has an invoice once it is shipped.",
  tags: ["Orders"],
  query: z.object({
    "page[number]": z.coerce.number().int().min(1).max(100_000).optional().describe("default 1"),
    "page[size]": z.coerce.number().int().min(1).max(50).optional().describe("1 to 50, default 10"),
  }),
  responses: {
    200: { description: "A page of orders, meta.pagination", schema: OrderListDocumentSchema },
    401: { description: "No or bad token" },
  },
})

export const getOrder = endpoint({
  method: "get",
  path: "/orders/{id}",
  operationId: "getOrder",
  auth: "partner",
  summary: "One of the partner's orders, with its lines and invoices included",
  description:
    "The same document POST /orders answers. Another partner's order is a 404. Amounts are integer cents; " +
    "totals.product_tax is the maritime extra cost, totals.additional_taxes the named additional taxes, " +
    "totals.vat_rate a percentage. Lines carry per-unit product_tax and additional_tax.",
  tags: ["Orders"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  paramPatterns: { id: "[0-9]+" },
  responses: {
    200: { description: "The order", schema: OrderDocumentSchema },
    401: { description: "No or bad token" },
    404: { description: "No such order of this partner" },
  },
})
