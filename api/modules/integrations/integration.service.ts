import { and, asc, count, eq, gte, max, type SQL, sql } from "drizzle-orm"

import type { Locale } from "#contract/locales"

import type { Database } from "../../db/client"
import { prices, products, stock } from "../../db/schema"
import type { Viewer } from "../../lib/viewer"
import { pricesAndStock } from "../catalog/partner-prices"
import { productResource, promoIds } from "../catalog/product-resource"
import {
  invoiceResource,
  linesAndInvoicesOf,
  orderLineResource,
  orderResource,
} from "../orders/order-resource"
import { orders } from "../orders/orders.schema"

// The reads of the integration API (decision 023): pages of the catalogue with the partner's prices and
// stock, and of the partner's orders, each with the newest change of the whole list (Last-Modified) and
// only what changed since a date when asked.

export interface PageRequest {
  number: number
  size: number
  since: Date | null
}

// A product changes with its own row, its price in the partner's currency or its stock (greatest() skips
// the nulls of a product without price or stock rows).
const productChangedAt = (currency: Viewer["currency"]) =>
  sql<Date>`greatest(
    ${products.updatedAt},
    (select max(${prices.updatedAt}) from ${prices} where ${prices.itemType} = 'products'
      and ${prices.itemId} = ${products.id} and ${prices.currency} = ${currency}),
    (select max(${stock.updatedAt}) from ${stock} where ${stock.itemType} = 'products'
      and ${stock.itemId} = ${products.id})
  )`.mapWith((value: string | Date) => new Date(value))

const newest = (...dates: (string | Date | null | undefined)[]) => {
  const times = dates.flatMap((date) => (date == null ? [] : [new Date(date).getTime()]))
  return times.length ? new Date(Math.max(...times)) : null
}

/** The newest change of the catalogue as the partner sees it (products, their prices and stock). */
export async function catalogueLastModified(db: Database, viewer: Viewer): Promise<Date | null> {
  const [[product], [price], [quantity]] = await Promise.all([
    db.select({ changed: max(products.updatedAt) }).from(products),
    db
      .select({ changed: max(prices.updatedAt) })
      .from(prices)
      .where(and(eq(prices.itemType, "products"), eq(prices.currency, viewer.currency))),
    db
      .select({ changed: max(stock.updatedAt) })
      .from(stock)
      .where(eq(stock.itemType, "products")),
  ])
  return newest(product?.changed, price?.changed, quantity?.changed)
}

export async function productPage(db: Database, viewer: Viewer, locale: Locale, page: PageRequest) {
  const changedAt = productChangedAt(viewer.currency)
  const where: SQL | undefined = page.since ? gte(changedAt, page.since) : undefined
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ product: products, changedAt })
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ total: count() }).from(products).where(where),
  ])
  const ids = rows.map((row) => row.product.id)
  const [{ priceById, stockById }, promos] = await Promise.all([
    pricesAndStock(db, ids, viewer),
    promoIds(db, ids),
  ])
  const data = rows.map(({ product, changedAt }) => {
    const base = productResource(product, locale, {
      price: priceById.get(product.id) ?? null,
      availability: stockById.get(product.id) ?? null,
      isPromo: promos.has(product.id),
    })
    return { ...base, attributes: { ...base.attributes, updated_at: changedAt.toISOString() } }
  })
  return { data, total }
}

/** The newest change of the partner's orders, or null without orders. */
export async function ordersLastModified(db: Database, viewer: Viewer): Promise<Date | null> {
  const [row] = await db
    .select({ changed: max(orders.updatedAt) })
    .from(orders)
    .where(eq(orders.clientId, viewer.clientId))
  return newest(row?.changed)
}

/** The partner's own orders, the least recently changed first, with their lines and invoices. */
export async function orderPage(db: Database, viewer: Viewer, page: PageRequest) {
  const where = and(
    eq(orders.clientId, viewer.clientId),
    page.since ? gte(orders.updatedAt, page.since) : undefined,
  )
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(asc(orders.updatedAt), asc(orders.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ total: count() }).from(orders).where(where),
  ])
  const { linesByOrder, invoicesByOrder } = await linesAndInvoicesOf(
    db,
    rows.map((row) => row.id),
  )
  const data = rows.map((row) => {
    const base = orderResource(row, linesByOrder.get(row.id) ?? [], invoicesByOrder.get(row.id) ?? [])
    return { ...base, attributes: { ...base.attributes, updated_at: row.updatedAt.toISOString() } }
  })
  const included = rows.flatMap((row) => [
    ...(linesByOrder.get(row.id) ?? []).map((line) => orderLineResource(line)),
    ...(invoicesByOrder.get(row.id) ?? []).map((invoice) =>
      invoiceResource(invoice, { orderNumber: row.number }),
    ),
  ])
  return { data, included, total }
}
