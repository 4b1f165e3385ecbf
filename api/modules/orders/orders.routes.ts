import { desc, eq, sql } from "drizzle-orm"
import { Hono } from "hono"
import { z } from "zod"
import { orders } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { document, pagination } from "../../lib/jsonapi"
import { requirePartner } from "../accounts/partner-access"
import { invoiceResource, linesAndInvoicesOf, orderDocument, orderResource } from "./order-resource"

export const orderRoutes = new Hono<ApiEnv>()

// spec §6: every logged-in partner has an account area with their orders, whatever their roles (an
// order placed by phone for a partner without the basket role is theirs to see too). No role check:
// only the partner's own orders are ever read (where client_id = :me).

export const ORDERS_PAGE_SIZE = 10

const OrdersQuery = z.object({
  "page[number]": z.coerce.number().int().min(1).max(100_000).optional().describe("default 1"),
  "page[size]": z.coerce.number().int().min(1).max(50).optional().describe("1 to 50, default 10"),
})

defineRoute(
  orderRoutes,
  {
    method: "get",
    path: "/orders",
    summary: "The partner's orders, newest first",
    description:
      "Any logged-in partner (no role needed); only their own orders. Each order as in GET /orders/{id} " +
      "(totals in integer cents of the order's currency); the orders' invoices are in `included`, their lines " +
      "only referenced. Status is one of received, confirmed, in_preparation, shipped, delivered, cancelled.",
    tags: ["Orders"],
    query: OrdersQuery,
    responses: {
      200: { description: "A page of orders, meta.pagination" },
      401: { description: "No or bad token" },
    },
  },
  async (c, { query }) => {
    const viewer = requirePartner(c.get("viewer"))
    const db = c.get("db")
    const size = query["page[size]"] ?? ORDERS_PAGE_SIZE
    const number = query["page[number]"] ?? 1
    const mine = eq(orders.clientId, viewer.clientId)
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset((number - 1) * size),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(mine),
    ])
    const { linesByOrder, invoicesByOrder } = await linesAndInvoicesOf(
      db,
      rows.map((row) => row.id),
    )
    const data = rows.map((row) =>
      orderResource(row, linesByOrder.get(row.id) ?? [], invoicesByOrder.get(row.id) ?? []),
    )
    const included = rows.flatMap((row) =>
      (invoicesByOrder.get(row.id) ?? []).map((invoice) =>
        invoiceResource(invoice, { orderNumber: row.number }),
      ),
    )
    return c.json(
      document(data, { included, meta: { pagination: pagination(total, rows.length, size, number) } }),
    )
  },
)

defineRoute(
  orderRoutes,
  {
    method: "get",
    path: "/orders/{id}",
    summary: "One of the partner's orders, with its lines and invoices included",
    description:
      "The same document POST /orders answers. Another partner's order is a 404. Amounts are integer cents; " +
      "totals.product_tax is the maritime extra cost, totals.additional_taxes the named additional taxes, " +
      "totals.vat_rate a percentage. Lines carry per-unit product_tax and additional_tax.",
    tags: ["Orders"],
    params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
    paramPatterns: { id: "[0-9]+" },
    responses: {
      200: { description: "The order" },
      401: { description: "No or bad token" },
      404: { description: "No such order of this partner" },
    },
  },
  async (c, { params }) => {
    const viewer = requirePartner(c.get("viewer"))
    return c.json(await orderDocument(c.get("db"), params.id, viewer))
  },
)
