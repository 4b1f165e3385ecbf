import { and, asc, desc, eq, inArray } from "drizzle-orm"

import { canMoveOrder, type OrderStatus } from "#contract/orders"

import type { Db } from "../../db/client"
import { ApiError } from "../../lib/errors"
import { clients } from "../accounts/accounts.schema"
import { insertInvoiceFor, type InvoiceRow, type OrderRow } from "./order-resource"
import { invoices, orders } from "./orders.schema"

// The provider's side of an order's life (decision 020): `npm run staff -- orders list | confirm |
// ship`. A placed order is received and has no invoice; staff confirm it, and shipping it issues its
// invoice in the same transaction as the status change, so the order ends invoiced. The moves allowed
// are contract/orders.ts ORDER_TRANSITIONS; any other is refused with a sentence staff can act on.

/** An order as staff find it: by its id (digits) or its number (SO2026-000042). */
export type OrderRef = { id: number } | { number: string }

/** The order a staff command names, as the command line wrote it. */
export function parseOrderRef(value: string): OrderRef | null {
  if (/^\d{1,9}$/.test(value)) return { id: Number(value) }
  if (/^so\d{4}-\d{6}$/i.test(value)) return { number: value.toUpperCase() }
  return null
}

export const describeOrderRef = (ref: OrderRef) => ("id" in ref ? `with id ${ref.id}` : ref.number)

export interface StaffOrderRow {
  id: number
  number: string
  status: OrderStatus
  createdAt: string
  email: string
  currency: string
  totalCents: number
  invoices: string[]
}

/** The newest orders first (all partners, or one), optionally of one status. */
export async function listOrdersForStaff(
  db: Db,
  options: { status?: OrderStatus | undefined; id?: number; clientId?: number; limit?: number } = {},
): Promise<StaffOrderRow[]> {
  const rows = await db
    .select({ order: orders, email: clients.email })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(
      options.id !== undefined
        ? eq(orders.id, options.id)
        : and(
            options.status ? eq(orders.status, options.status) : undefined,
            options.clientId !== undefined ? eq(orders.clientId, options.clientId) : undefined,
          ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.limit ?? 100)
  const ids = rows.map((row) => row.order.id)
  const issued = ids.length
    ? await db
        .select({ orderId: invoices.orderId, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.orderId, ids))
        .orderBy(asc(invoices.id))
    : []
  return rows.map(({ order, email }) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: email ?? "?",
    currency: order.currency,
    totalCents: order.totalCents,
    invoices: issued.filter((invoice) => invoice.orderId === order.id).map((invoice) => invoice.number),
  }))
}

async function lockOrder(db: Db, ref: OrderRef): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where("id" in ref ? eq(orders.id, ref.id) : eq(orders.number, ref.number))
    .for("update")
  if (!order) throw new ApiError(404, "order_not_found", `No order ${describeOrderRef(ref)}.`)
  return order
}

const refuse = (order: OrderRow, action: string) =>
  new ApiError(
    409,
    "order_status_conflict",
    `Order ${order.number} is ${order.status.replace("_", " ")}: it cannot be ${action}.`,
  )

/** received → confirmed: the provider accepts the order (ORDER-16: it binds from then on). */
export async function confirmOrder(db: Db, ref: OrderRef): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref)
    if (!canMoveOrder(order.status, "confirmed")) throw refuse(order, "confirmed")
    const [moved] = await tx
      .update(orders)
      .set({ status: "confirmed" })
      .where(eq(orders.id, order.id))
      .returning()
    return moved!
  })
}

/**
 * The order leaves the warehouse: shipped, and its invoice issued (numbered as every invoice is,
 * INV<year>-<number>, a continuous series per year) in the same transaction, so the order is then invoiced. Only a confirmed order (or
 * one in preparation) ships; shipping twice is refused.
 */
export async function shipOrder(
  db: Db,
  ref: OrderRef,
  now = new Date(),
): Promise<{ order: OrderRow; invoice: InvoiceRow }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref)
    if (!canMoveOrder(order.status, "shipped")) {
      if (order.status === "received")
        throw new ApiError(
          409,
          "order_status_conflict",
          `Order ${order.number} is received: confirm it before shipping it.`,
        )
      if (["shipped", "invoiced", "delivered"].includes(order.status))
        throw new ApiError(409, "order_status_conflict", `Order ${order.number} has already been shipped.`)
      throw refuse(order, "shipped")
    }
    const invoice = await insertInvoiceFor(tx, order, now)
    // shipped, then invoiced with the invoice just issued (ORDER_TRANSITIONS: shipped → invoiced)
    const [moved] = await tx
      .update(orders)
      .set({ status: "invoiced" })
      .where(eq(orders.id, order.id))
      .returning()
    return { order: moved!, invoice }
  })
}

/**
 * The order will not be delivered: received, confirmed or in preparation → cancelled (decision 020). An
 * order that has shipped has its invoice; it is never cancelled.
 */
export async function cancelOrder(db: Db, ref: OrderRef): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref)
    if (!canMoveOrder(order.status, "cancelled")) throw refuse(order, "cancelled")
    const [moved] = await tx
      .update(orders)
      .set({ status: "cancelled" })
      .where(eq(orders.id, order.id))
      .returning()
    return moved!
  })
}

/** An order's status and number now, or null when there is no such order. */
export async function orderStatusOf(db: Db, ref: OrderRef) {
  const [order] = await db
    .select({ status: orders.status, number: orders.number })
    .from(orders)
    .where("id" in ref ? eq(orders.id, ref.id) : eq(orders.number, ref.number))
  return order ?? null
}
