import { createHash } from "node:crypto"

import { and, asc, eq, inArray } from "drizzle-orm"

import type { Locale } from "#contract/locales"

import type { Database } from "../../db/client"
import { loadPdfKit, numberPages, pdfBytes, pdfDate, pdfMoney } from "../../lib/pdf-document"
import { apiText } from "../../lib/texts"
import type { Viewer } from "../../lib/viewer"
import { clients, companies } from "../accounts/accounts.schema"
import { readSettings } from "../content/settings.service"
import { namedAdditionalTaxes } from "../pricing/totals-attributes"
import { invoiceFileName, type InvoiceRow, type OrderLineRow, type OrderRow } from "./order-resource"
import { invoices, orderLines, orders } from "./orders.schema"

// INVOICE-4, GET invoices/{id}: the invoice as a PDF, generated from the order it bills (pdfkit). The same
// invoice in the same language gives the same bytes (the creation date is the invoice's date), so the
// size listed by GET /invoices is the size of the file downloaded.

const PROVIDER_NAME = "Belcater Pro"

export interface InvoiceModel {
  locale: Locale
  invoice: { number: string; fileName: string; issuedAt: string; currency: "EUR" | "GBP" }
  order: { number: string; createdAt: string; reference: string }
  provider: { name: string; lines: string[] }
  customer: { name: string; lines: string[]; vatNumber: string | null; referenceNumber: string | null }
  lines: { itemId: string; name: string; quantity: number; unitCents: number; lineCents: number }[]
  totals: {
    netCents: number
    productTaxCents: number
    additionalTaxes: { name: string | null; amount: number }[]
    vatRate: number
    vatCents: number
    totalCents: number
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "")
const localizedText = (value: unknown, locale: Locale) =>
  typeof value === "string"
    ? value
    : value && typeof value === "object"
      ? text((value as Record<string, unknown>)[locale] ?? (value as Record<string, unknown>).en)
      : ""

/** A country code in words, in the document's language (BE → Belgium, Belgique, België …). */
export function countryName(code: string, locale: Locale) {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code
  } catch {
    return code
  }
}

/** The data printed on the invoices of one partner, one model per invoice, in the caller's language. */
export async function invoiceModels(
  db: Database,
  viewer: Pick<Viewer, "clientId">,
  rows: readonly InvoiceRow[],
  locale: Locale,
): Promise<Map<number, InvoiceModel>> {
  const models = new Map<number, InvoiceModel>()
  if (!rows.length) return models
  const orderIds = [...new Set(rows.map((row) => row.orderId))]
  const [orderRows, lineRows, [customer], settings] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(inArray(orders.id, orderIds), eq(orders.clientId, viewer.clientId))),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.position)),
    db
      .select({ client: clients, company: companies })
      .from(clients)
      .leftJoin(companies, eq(companies.id, clients.companyId))
      .where(eq(clients.id, viewer.clientId)),
    readSettings(db),
  ])
  const orderById = new Map(orderRows.map((row) => [row.id, row]))
  const linesByOrder = new Map<number, OrderLineRow[]>()
  for (const line of lineRows)
    linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), line])

  const contact = settings.company_contact ?? {}
  const provider = {
    name: PROVIDER_NAME,
    lines: [
      text(contact.street),
      [text(contact.postalCode), localizedText(contact.city, locale)].filter(Boolean).join(" "),
      localizedText(contact.country, locale),
      contact.vat ? `${apiText(locale, "invoice.vatNumber")}: ${text(contact.vat)}` : "",
      contact.phone ? `${apiText(locale, "invoice.phone")}: ${text(contact.phone)}` : "",
      contact.email ? `${apiText(locale, "invoice.email")}: ${text(contact.email)}` : "",
    ].filter(Boolean),
  }
  const company = customer?.company
  const customerBlock = {
    name: company?.name ?? `${customer?.client.firstName ?? ""} ${customer?.client.lastName ?? ""}`.trim(),
    lines: [
      `${customer?.client.firstName ?? ""} ${customer?.client.lastName ?? ""}`.trim(),
      company?.addressLine1 ?? "",
      company?.addressLine2 ?? "",
      [company?.postalCode, company?.city].filter(Boolean).join(" "),
      company?.country ? countryName(company.country, locale) : "",
    ].filter(Boolean),
    vatNumber: company?.vatNumber ?? null,
    referenceNumber: company?.referenceNumber ?? null,
  }

  for (const row of rows) {
    const order = orderById.get(row.orderId)
    if (!order) continue
    const lines = linesByOrder.get(order.id) ?? []
    models.set(row.id, {
      locale,
      invoice: {
        number: row.number,
        fileName: invoiceFileName(row),
        issuedAt: row.issuedAt.toISOString(),
        currency: row.currency,
      },
      order: { number: order.number, createdAt: order.createdAt.toISOString(), reference: order.reference },
      provider,
      customer: customerBlock,
      lines: lines.map((line) => ({
        itemId: line.itemId,
        name: line.name,
        quantity: line.quantity,
        unitCents: line.unitCents,
        lineCents: line.lineCents,
      })),
      totals: totalsOf(order, lines),
    })
  }
  return models
}

function totalsOf(order: OrderRow, lines: readonly OrderLineRow[]): InvoiceModel["totals"] {
  return {
    netCents: order.netCents,
    productTaxCents: order.productTaxCents,
    additionalTaxes: namedAdditionalTaxes(lines),
    vatRate: order.vatBasisPoints / 100,
    vatCents: order.vatCents,
    totalCents: order.totalCents,
  }
}

/** The partner's own invoice and its model, or null (another partner's invoice is unknown). */
export async function findOwnInvoice(db: Database, viewer: Viewer, id: number, locale: Locale) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.clientId, viewer.clientId)))
  if (!row) return null
  const model = (await invoiceModels(db, viewer, [row], locale)).get(row.id)
  return model ? { row, model } : null
}

/** An order's (first) invoice and its model for the provider's staff, whoever the partner; or null. */
export async function findOrderInvoice(db: Database, orderId: number, locale: Locale) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id))
  if (!row) return null
  const model = (await invoiceModels(db, { clientId: row.clientId }, [row], locale)).get(row.id)
  return model ? { row, model } : null
}

const sizeCache = new Map<string, number>()
const SIZE_CACHE_LIMIT = 2_000

/** The model's fingerprint: any change in what is printed gives another key. */
const modelKey = (model: InvoiceModel) =>
  createHash("sha256").update(JSON.stringify(model)).digest("base64url")

/** Bytes of the PDF of a model (INVOICE-3: size), computed once per printed content. */
export async function invoicePdfSize(model: InvoiceModel): Promise<number> {
  const key = modelKey(model)
  const known = sizeCache.get(key)
  if (known !== undefined) return known
  const size = (await renderInvoicePdf(model)).length
  if (sizeCache.size >= SIZE_CACHE_LIMIT) sizeCache.delete(sizeCache.keys().next().value as string)
  sizeCache.set(key, size)
  return size
}

/** The invoice as a PDF document (A4), texts in the model's language. */
export async function renderInvoicePdf(model: InvoiceModel): Promise<Buffer> {
  const PDFDocument = await loadPdfKit()
  const t = (key: string, vars?: Record<string, string | number>) =>
    apiText(model.locale, `invoice.${key}`, vars)
  const money = (cents: number) => pdfMoney(cents, model.invoice.currency)
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    bufferPages: true,
    lang: model.locale,
    displayTitle: true,
    info: {
      Title: `${t("title")} ${model.invoice.number}`,
      Author: model.provider.name,
      Subject: `${t("order")} ${model.order.number}`,
      CreationDate: new Date(model.invoice.issuedAt),
      ModDate: new Date(model.invoice.issuedAt),
    },
  })
  const done = pdfBytes(doc)

  const left = 50
  const right = doc.page.width - 50
  const width = right - left

  // provider (left) and the invoice's identity (right)
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#0b3d91").text(model.provider.name, left, 50)
  doc.font("Helvetica").fontSize(9).fillColor("#222222")
  for (const line of model.provider.lines) doc.text(line)
  doc
    .font("Helvetica-Bold")
    .fontSize(22)
    .fillColor("#0b3d91")
    .text(t("title"), left, 50, { width, align: "right" })
  doc.font("Helvetica").fontSize(10).fillColor("#222222")
  const facts: [string, string][] = [
    [t("number"), model.invoice.number],
    [t("date"), pdfDate(model.invoice.issuedAt, model.locale)],
    [t("order"), model.order.number],
    [t("orderDate"), pdfDate(model.order.createdAt, model.locale)],
    [t("reference"), model.order.reference],
  ]
  let y = 82
  for (const [label, value] of facts) {
    doc.text(`${label}: ${value}`, left + width / 2, y, { width: width / 2, align: "right" })
    y += 14
  }

  // the customer
  y = Math.max(y, doc.y) + 24
  doc.font("Helvetica-Bold").fontSize(10).text(t("billTo"), left, y)
  doc.font("Helvetica").fontSize(10).text(model.customer.name)
  for (const line of model.customer.lines) doc.text(line)
  if (model.customer.vatNumber) doc.text(`${t("vatNumber")}: ${model.customer.vatNumber}`)
  if (model.customer.referenceNumber) doc.text(`${t("customerNumber")}: ${model.customer.referenceNumber}`)

  // the lines
  const columns = [
    { key: "item", x: left, w: 90, align: "left" as const },
    { key: "description", x: left + 92, w: 205, align: "left" as const },
    { key: "quantity", x: left + 300, w: 40, align: "right" as const },
    { key: "unitPrice", x: left + 345, w: 75, align: "right" as const },
    { key: "lineTotal", x: left + 420, w: width - 420, align: "right" as const },
  ] as const
  y = doc.y + 24
  const header = () => {
    doc.font("Helvetica-Bold").fontSize(9)
    for (const column of columns)
      doc.text(t(column.key), column.x, y, { width: column.w, align: column.align })
    y += 14
    doc.moveTo(left, y).lineTo(right, y).strokeColor("#888888").lineWidth(0.5).stroke()
    y += 6
    doc.font("Helvetica").fontSize(9)
  }
  header()
  for (const line of model.lines) {
    const height = doc.heightOfString(line.name, { width: columns[1].w }) + 6
    if (y + height > doc.page.height - 120) {
      doc.addPage()
      y = 50
      header()
    }
    const cells = [
      line.itemId,
      line.name,
      String(line.quantity),
      money(line.unitCents),
      money(line.lineCents),
    ]
    cells.forEach((cell, index) => {
      const column = columns[index]
      if (!column) return
      doc.text(cell, column.x, y, { width: column.w, align: column.align })
    })
    y += height
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#888888").lineWidth(0.5).stroke()
  y += 10

  // the totals
  const totals: [string, string, boolean][] = [[t("net"), money(model.totals.netCents), false]]
  if (model.totals.productTaxCents > 0)
    totals.push([t("productTax"), money(model.totals.productTaxCents), false])
  for (const tax of model.totals.additionalTaxes)
    totals.push([tax.name ?? t("additionalTax"), money(tax.amount), false])
  totals.push([
    t("vat", { rate: String(model.totals.vatRate).replace(".", ",") }),
    money(model.totals.vatCents),
    false,
  ])
  totals.push([t("total"), money(model.totals.totalCents), true])
  if (y + totals.length * 16 > doc.page.height - 100) {
    doc.addPage()
    y = 50
  }
  for (const [label, value, strong] of totals) {
    doc.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(strong ? 11 : 10)
    doc.text(label, left + 180, y, { width: 220, align: "left" })
    doc.text(value, left + 400, y, { width: width - 400, align: "right" })
    y += Math.max(16, doc.heightOfString(label, { width: 220 }) + 4)
  }
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(t("currency", { currency: model.invoice.currency }), left, y + 12)
  doc.text(t("terms"), left, doc.y + 4, { width })

  numberPages(doc, { left, width }, (page, pages) => t("page", { page, pages }))
  doc.end()
  return done
}
