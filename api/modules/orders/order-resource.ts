import { and, asc, eq, inArray, sql } from "drizzle-orm"

import type { Locale } from "#contract/locales"
import { brusselsNow } from "#contract/shipping-date"

import type { Db } from "../../db/client"
import { insertNumbered } from "../../db/numbered-insert"
import { notFound } from "../../lib/errors"
import { document, resource, type ResourceObject } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"
import type { Viewer } from "../../lib/viewer"
import { products, spareParts } from "../catalog/catalog.schema"
import type { PricedLine, Totals } from "../pricing/pricing.service"
import { totalsAttributes } from "../pricing/totals-attributes"
import { invoiceCounters, invoices, orderLines, orders } from "./orders.schema"

// One JSON:API document for an order, answered by GET /orders/{id} and by POST /orders (201), so a
// submitted order and a fetched one read the same. Amounts are integer cents in the order's currency,
// as in the catalogue's price object.

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect

const pad6 = (id: number) => String(id).padStart(6, "0")

/** ORDER-15: SO<year>-<6-digit id>, e.g. SO2026-000042 (year of creation, UTC). */
export const orderNumber = (id: number, createdAt: Date) => `SO${createdAt.getUTCFullYear()}-${pad6(id)}`

/** The invoice number, also its file's name without extension: INV<year>-<6-digit number in the year>. */
export const invoiceNumber = (number: number, year: number) => `INV${year}-${pad6(number)}`

/** INVOICE-3: name is the file name, type its extension. */
export const invoiceFileName = (invoice: Pick<InvoiceRow, "number">) => `${invoice.number}.pdf`

/** The order's totals as stored when it was placed, its additional taxes named from its lines. */
export const orderTotals = (order: OrderRow, lines: readonly OrderLineRow[]) => totalsAttributes(order, lines)

/** Names of order lines' items (and of their additional tax) in one language, keyed "item_type:item_id". */
export type LineNames = ReadonlyMap<string, string>
type TaxNames = ReadonlyMap<string, string>

const lineKey = (itemType: string, itemId: string) => `${itemType}:${itemId}`

/**
 * The lines as a reader reads them: the items' names and their additional tax's name in the reader's
 * language (PRICE-5, ORDER-20: "Recupel-milieubijdrage" of an order placed in Dutch reads "Recupel
 * environmental contribution" for an English reader); the amounts stay as stored.
 */
export async function linesInLanguage(
  db: Db,
  lines: readonly OrderLineRow[],
  locale: Locale,
): Promise<OrderLineRow[]> {
  const { names, taxNames } = await namesIn(db, lines, locale)
  return lines.map((line) => {
    const key = lineKey(line.itemType, line.itemId)
    return {
      ...line,
      name: names.get(key) ?? line.name,
      additionalTaxName: line.additionalTaxName ? (taxNames.get(key) ?? line.additionalTaxName) : null,
    }
  })
}

async function namesIn(
  db: Db,
  lines: readonly OrderLineRow[],
  locale: Locale,
): Promise<{ names: LineNames; taxNames: TaxNames }> {
  const ids = (type: string) => [...new Set(lines.filter((l) => l.itemType === type).map((l) => l.itemId))]
  const productIds = ids("products")
  const partIds = ids("spare-parts")
  const [productRows, partRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, name: products.name, taxName: products.additionalTaxName })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    partIds.length
      ? db
          .select({ id: spareParts.id, name: spareParts.name })
          .from(spareParts)
          .where(inArray(spareParts.id, partIds))
      : [],
  ])
  const names = new Map<string, string>()
  const taxNames = new Map<string, string>()
  for (const row of productRows) {
    const name = pick(row.name, locale)
    if (name) names.set(lineKey("products", row.id), name)
    const taxName = row.taxName && pick(row.taxName, locale)
    if (taxName) taxNames.set(lineKey("products", row.id), taxName)
  }
  for (const row of partRows) {
    const name = pick(row.name, locale)
    if (name) names.set(lineKey("spare-parts", row.id), name)
  }
  return { names, taxNames }
}

export function orderLineResource(line: OrderLineRow, names: LineNames = new Map()) {
  return resource("order-lines", `${line.orderId}-${line.position}`, {
    position: line.position,
    item_type: line.itemType,
    item_id: line.itemId,
    name: names.get(lineKey(line.itemType, line.itemId)) ?? line.name,
    quantity: line.quantity,
    unit_price: line.unitCents,
    /** per unit */
    product_tax: line.productTaxCents,
    /** per unit */
    additional_tax: line.additionalTaxCents,
    additional_tax_name: line.additionalTaxName,
    line_total: line.lineCents,
  })
}

/**
 * INVOICE-3: name (file name), type (extension), size (bytes of the PDF), date. The size is
 * known once the PDF has been made (invoice-pdf.ts); null when the caller did not compute it.
 */
export function invoiceResource(
  invoice: InvoiceRow,
  extra: { orderNumber?: string; size?: number | null } = {},
) {
  return resource(
    "invoices",
    invoice.id,
    {
      number: invoice.number,
      name: invoiceFileName(invoice),
      type: "pdf",
      size: extra.size ?? null,
      date: invoice.issuedAt.toISOString(),
      order_id: String(invoice.orderId),
      order_number: extra.orderNumber ?? null,
      currency: invoice.currency,
      total: invoice.totalCents,
    },
    { order: { data: { type: "orders", id: String(invoice.orderId) } } },
  )
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function orderResource(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  orderInvoices: readonly InvoiceRow[],
) {
  return resource(
    "orders",
    order.id,
    {
      order_number: order.number,
      order_date: iso(order.orderDate),
      order_date_spare_parts: iso(order.orderDateSpareParts),
      created_at: order.createdAt.toISOString(),
      status: order.status,
      origin: order.origin,
      comments: order.comments,
      reference: order.reference,
      equipment_delivery: order.equipmentDelivery ?? null,
      spare_parts_delivery: order.sparePartsDelivery ?? null,
      currency: order.currency,
      item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      totals: orderTotals(order, lines),
    },
    {
      lines: { data: lines.map((line) => ({ type: "order-lines", id: `${line.orderId}-${line.position}` })) },
      invoices: { data: orderInvoices.map((invoice) => ({ type: "invoices", id: String(invoice.id) })) },
    },
  )
}

/** The partner's own order or null (another partner's order is as unknown as a missing one). */
export async function findOwnOrder(db: Db, viewer: Viewer, id: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.clientId, viewer.clientId)))
  return row ?? null
}

/** An order's lines in their order. */
export function readOrderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position))
}

/**
 * The order document `{data, included: [order-lines…, invoices…]}`, from an order row or an id; an id
 * that is not the partner's own order throws 404. Use it inside a transaction by passing the tx as db.
 */
export async function orderDocument(db: Db, orderOrId: OrderRow | number, viewer: Viewer, locale: Locale) {
  const order = typeof orderOrId === "number" ? await findOwnOrder(db, viewer, orderOrId) : orderOrId
  if (!order || order.clientId !== viewer.clientId) throw notFound()
  const [lines, orderInvoices] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.id)),
  ])
  const read = await linesInLanguage(db, lines, locale)
  const included: ResourceObject<unknown>[] = [
    ...read.map((line) => orderLineResource(line)),
    ...orderInvoices.map((invoice) => invoiceResource(invoice, { orderNumber: order.number })),
  ]
  return document(orderResource(order, read, orderInvoices), { included })
}

/** Lines and invoices of several orders at once, for lists. */
export async function linesAndInvoicesOf(db: Db, orderIds: number[]) {
  if (!orderIds.length)
    return {
      linesByOrder: new Map<number, OrderLineRow[]>(),
      invoicesByOrder: new Map<number, InvoiceRow[]>(),
    }
  const [lines, orderInvoices] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.position)),
    db.select().from(invoices).where(inArray(invoices.orderId, orderIds)).orderBy(asc(invoices.id)),
  ])
  const linesByOrder = new Map<number, OrderLineRow[]>()
  for (const line of lines)
    (linesByOrder.get(line.orderId) ?? linesByOrder.set(line.orderId, []).get(line.orderId)!).push(line)
  const invoicesByOrder = new Map<number, InvoiceRow[]>()
  for (const invoice of orderInvoices)
    (
      invoicesByOrder.get(invoice.orderId) ?? invoicesByOrder.set(invoice.orderId, []).get(invoice.orderId)!
    ).push(invoice)
  return { linesByOrder, invoicesByOrder }
}

/** The calendar year an invoice belongs to: the shop's (Belgian) year, not UTC's. */
export const invoiceYear = (issuedAt: Date) => brusselsNow(issuedAt).year

/**
 * The year's next invoice number, from its counter row (invoice_counters), in the caller's transaction: the
 * row stays locked until that transaction ends, so numbers are handed out one at a time across processes,
 * and a transaction that rolls back or dies with its process gives its number back. The series has no gaps.
 */
async function nextInvoiceNumber(db: Db, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber })
  if (!row) throw new Error(`no invoice number was handed out for ${year}`)
  return row.number
}

/**
 * Issues the invoice of an order (call it in the order's transaction), numbered INV<year>-<number> from
 * the year's continuous series (nextInvoiceNumber).
 */
export async function insertInvoiceFor(db: Db, order: OrderRow, issuedAt = new Date()): Promise<InvoiceRow> {
  const year = invoiceYear(issuedAt)
  const [invoice] = await db
    .insert(invoices)
    .values({
      clientId: order.clientId,
      orderId: order.id,
      number: invoiceNumber(await nextInvoiceNumber(db, year), year),
      issuedAt,
      currency: order.currency,
      totalCents: order.totalCents,
    })
    .returning()
  if (!invoice) throw new Error(`the invoice of order ${order.id} was not written`)
  return invoice
}

/** What the writer of an order decides; its number, totals and lines come from insertOrderWithLines. */
export type OrderValues = Omit<typeof orders.$inferInsert, "id" | "number" | keyof Totals>

/**
 * An order and its priced lines, numbered from its id (SO<year>-<id>): order submission and the demo
 * orders of the seed write orders this one way. Inside a transaction when given one.
 */
export async function insertOrderWithLines(
  db: Db,
  values: OrderValues,
  totals: Totals,
  lines: readonly PricedLine[],
): Promise<OrderRow> {
  const numbered = await insertNumbered(
    db,
    orders,
    {
      ...values,
      currency: totals.currency,
      netCents: totals.netCents,
      productTaxCents: totals.productTaxCents,
      additionalTaxCents: totals.additionalTaxCents,
      vatBasisPoints: totals.vatBasisPoints,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
    },
    (row) => orderNumber(row.id, row.createdAt),
    "order",
  )
  await db.insert(orderLines).values(
    lines.map((line, index) => ({
      orderId: numbered.id,
      position: index + 1,
      itemType: line.itemType,
      itemId: line.itemId,
      name: line.name,
      quantity: line.quantity,
      unitCents: line.unitCents ?? 0,
      productTaxCents: line.productTaxCents,
      additionalTaxCents: line.additionalTaxCents,
      additionalTaxName: line.additionalTaxName,
      lineCents: line.lineCents,
    })),
  )
  return numbered
}
