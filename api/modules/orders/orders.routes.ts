import { desc, eq, sql } from "drizzle-orm"
import { Hono } from "hono"

import { getOrder, listOrders, ORDERS_PAGE_SIZE } from "#contract/orders"

import { orders } from "../../db/schema"
import { requirePartner } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { document, pagination } from "../../lib/jsonapi"
import { invoiceResource, linesAndInvoicesOf, orderDocument, orderResource } from "./order-resource"

export const orderRoutes = new Hono<ApiEnv>()

// ORDER-17: every logged-in partner has an account area with their orders, whatever their roles (an
// order placed by phone for a partner without the basket role is theirs to see too). No role check:
// only the partner's own orders are ever read (where client_id = :me). Ordering an order's lines again
// runs a workflow: its route is api/workflows/reorder.routes.ts.

defineRoute(orderRoutes, listOrders, async (c, { query }) => {
  const viewer = requirePartner(c.get("viewer"))
  const db = c.get("db")
  const size = query["page[size]"] ?? ORDERS_PAGE_SIZE
  const number = query["page[number]"] ?? 1
  const mine = eq(orders.clientId, viewer.clientId)
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
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
})

defineRoute(orderRoutes, getOrder, async (c, { params }) => {
  const viewer = requirePartner(c.get("viewer"))
  return c.json(await orderDocument(c.get("db"), params.id, viewer, c.get("locale")))
})
