import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm"

import { ORDER_TRANSITIONS, type OrderStatus } from "#contract/orders"
import { brusselsInstant } from "#contract/shipping-date"
import type { StaffOrderMove, StaffOrderSort } from "#contract/staff-orders"

import type { Db } from "../../db/client"
import { clients, companies } from "../accounts/accounts.schema"
import type { OrderRef } from "./order-status.service"
import { invoices, orderLines, orders } from "./orders.schema"

// Every partner's orders as staff look for them (docs/decisions/096): by status, by partner (name,
// company, e-mail address or client number), by the day they were placed in Brussels, a page at a time
// in the order asked for. The moves are read off ORDER_TRANSITIONS (decision 020), so a screen shows only
// the buttons the server would accept.

export interface StaffOrderSearch {
  status?: OrderStatus | undefined
  /** one partner's orders only (the partner's page in the staff area) */
  clientId?: number | undefined
  search?: string | undefined
  from?: string | undefined
  to?: string | undefined
  sort: StaffOrderSort
  page: number
  size: number
}

export interface StaffOrderSummary {
  id: number
  number: string
  status: OrderStatus
  createdAt: Date
  email: string
  clientId: number
  partnerName: string
  companyName: string | null
  currency: "EUR" | "GBP"
  totalCents: number
  invoices: { id: number; number: string }[]
  moves: StaffOrderMove[]
}

/** What staff may do with an order of this status: confirm, ship (which invoices), cancel. */
export function movesOf(status: OrderStatus): StaffOrderMove[] {
  const next = ORDER_TRANSITIONS[status]
  const moves: StaffOrderMove[] = []
  if (next.includes("confirmed")) moves.push("confirm")
  if (next.includes("shipped")) moves.push("ship")
  if (next.includes("cancelled")) moves.push("cancel")
  return moves
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The day after YYYY-MM-DD, as YYYY-MM-DD. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

function conditionsOf(search: StaffOrderSearch): SQL | undefined {
  const conditions: SQL[] = []
  if (search.status) conditions.push(eq(orders.status, search.status))
  if (search.clientId !== undefined) conditions.push(eq(orders.clientId, search.clientId))
  if (search.from) conditions.push(gte(orders.createdAt, brusselsInstant(`${search.from} 00:00:00`)))
  if (search.to) conditions.push(lt(orders.createdAt, brusselsInstant(`${nextDay(search.to)} 00:00:00`)))
  const text = search.search?.trim()
  if (text) {
    const like = likeText(text)
    const anyOf = [
      ilike(orders.number, like),
      ilike(clients.email, like),
      ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, like),
      ilike(companies.name, like),
    ]
    if (/^\d{1,9}$/.test(text)) anyOf.push(eq(orders.clientId, Number(text)))
    conditions.push(or(...anyOf)!)
  }
  return conditions.length ? and(...conditions) : undefined
}

const ORDERINGS: Record<StaffOrderSort, SQL[]> = {
  "-created_at": [desc(orders.createdAt), desc(orders.id)],
  created_at: [asc(orders.createdAt), asc(orders.id)],
  "-total": [desc(orders.totalCents), desc(orders.id)],
  total: [asc(orders.totalCents), asc(orders.id)],
  "-number": [desc(orders.number)],
  number: [asc(orders.number)],
}

const summaryColumns = {
  order: orders,
  email: clients.email,
  firstName: clients.firstName,
  lastName: clients.lastName,
  companyName: companies.name,
}

async function summariesOf(
  db: Db,
  rows: {
    order: typeof orders.$inferSelect
    email: string | null
    firstName: string | null
    lastName: string | null
    companyName: string | null
  }[],
): Promise<StaffOrderSummary[]> {
  const ids = rows.map((row) => row.order.id)
  const issued = ids.length
    ? await db
        .select({ id: invoices.id, orderId: invoices.orderId, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.orderId, ids))
        .orderBy(asc(invoices.id))
    : []
  return rows.map(({ order, email, firstName, lastName, companyName }) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    email: email ?? "?",
    clientId: order.clientId,
    partnerName: `${firstName ?? ""} ${lastName ?? ""}`.trim(),
    companyName,
    currency: order.currency,
    totalCents: order.totalCents,
    invoices: issued
      .filter((invoice) => invoice.orderId === order.id)
      .map(({ id, number }) => ({ id, number })),
    moves: movesOf(order.status),
  }))
}

/** One page of orders and how many match in all. */
export async function searchOrdersForStaff(db: Db, search: StaffOrderSearch) {
  const where = conditionsOf(search)
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .leftJoin(companies, eq(companies.id, clients.companyId))
      .where(where)
      .orderBy(...ORDERINGS[search.sort])
      .limit(search.size)
      .offset((search.page - 1) * search.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .leftJoin(companies, eq(companies.id, clients.companyId))
      .where(where),
  ])
  return { orders: await summariesOf(db, rows), total }
}

/** One order in full for staff (any partner's), or null. */
export async function staffOrderDetail(db: Db, ref: OrderRef) {
  const [row] = await db
    .select(summaryColumns)
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(companies, eq(companies.id, clients.companyId))
    .where("id" in ref ? eq(orders.id, ref.id) : eq(orders.number, ref.number))
  if (!row) return null
  const [summary] = await summariesOf(db, [row])
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.order.id))
    .orderBy(asc(orderLines.position))
  return { summary: summary!, order: row.order, lines }
}
