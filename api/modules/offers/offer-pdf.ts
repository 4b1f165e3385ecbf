import type { Locale } from "#contract/locales"
import { OFFER_VALIDITY_DAYS, type OfferPdfVariant, percentInputValue } from "#contract/offer-rules"

import { loadPdfKit, markPages, numberPages, pdfBytes, pdfDate, pdfMoney } from "../../lib/pdf-document"
import { apiText } from "../../lib/texts"
import type { OfferTotals } from "../pricing/offer-totals"

// OFFER-9, GET /offers/pdf/{a}/{b}: a partner's offer as a PDF (pdfkit), the partner being the seller. The
// customer variant goes to the end customer and never shows a purchase price or the margin; the internal
// variant is the partner's own copy with both. Laid out like the invoice (invoice-pdf.ts): the same model
// gives the same bytes (the PDF's dates are the offer's date), the lines' header repeats on every page
// and the pages are numbered in the footer. Amounts arrive computed (pricing/offer-totals.ts).

export interface OfferPdfModel {
  locale: Locale
  /** "customer": for the end customer; "internal": the partner's own copy with purchase prices and margin */
  variant: OfferPdfVariant
  offer: {
    /** "OF-00012" */
    number: string
    state: "created" | "saved"
    /** ISO 8601: saved_at, or created_at while not saved */
    date: string
    /** "yyyy-MM-dd", null while not saved */
    validUntil: string | null
    reference: string | null
    currency: "EUR" | "GBP"
    showOnlyCatalogPrice: boolean
  }
  /** the partner (the seller): company name and address lines, VAT number, phone, e-mail, already in print form */
  seller: { name: string; lines: string[] }
  customer: {
    name: string | null
    /** address lines, postal code + city, country name (already localized) */
    lines: string[]
    vatNumber: string | null
    telephone: string | null
    additionalInformation: string | null
  }
  lines: {
    position: number
    itemId: string
    name: string
    quantity: number
    /** selling price, or the catalogue price with showOnlyCatalogPrice */
    unitCents: number
    /** 1250 = 12,5 %; always 0 with showOnlyCatalogPrice */
    discountBasisPoints: number
    reducedCents: number
    lineCents: number
    /** printed only in the internal variant */
    purchaseCents: number | null
  }[]
  totals: OfferTotals
}

type OfferPdfLine = OfferPdfModel["lines"][number]
type TotalRow = { label: string; value: string; strong?: boolean }

/**
 * OFFER-13: the file's name when downloaded, in the page's language and told apart by variant, so that the
 * partner's own copy can neither overwrite the customer's nor be mistaken for it: offer-OF-00012.pdf beside
 * offer-OF-00012-internal-copy.pdf (Angebot-OF-00012-interne-Kopie.pdf in German).
 */
export function offerPdfFileName(number: string, variant: OfferPdfVariant, locale: Locale): string {
  const key = variant === "internal" ? "offerPdf.fileInternal" : "offerPdf.fileCustomer"
  return `${apiText(locale, key, { number })}.pdf`
}

/** PRICE-4: percentages in German style, whatever the language: 12,5 %, 8,1 %. */
const pdfPercent = (basisPoints: number) => `${percentInputValue(basisPoints)} %`

/** A calendar day ("2026-12-24") as a date: at noon UTC, so that it is the same day in Brussels. */
const pdfDay = (day: string, locale: Locale) => pdfDate(`${day.slice(0, 10)}T12:00:00Z`, locale)

const MARGIN = 50
/** Where the body stops: the footer with the page number sits below, in the bottom margin. */
const BODY_BOTTOM_GAP = MARGIN + 10
const BLUE = "#0b3d91"
const INK = "#222222"
const RED = "#b00020"
const GREY = "#888888"
const TABLE_FONT_SIZE = 8.5
const COLUMN_GAP = 4

interface Column {
  key: string
  width: number
  align: "left" | "right"
  cell: (line: OfferPdfLine) => string
}

/** The offer as a PDF document (A4), texts in the model's language. */
export async function renderOfferPdf(model: OfferPdfModel): Promise<Buffer> {
  const PDFDocument = await loadPdfKit()
  const t = (key: string, vars?: Record<string, string | number>) =>
    apiText(model.locale, `offerPdf.${key}`, vars)
  const money = (cents: number) => pdfMoney(cents, model.offer.currency)
  const internal = model.variant === "internal"
  const draft = model.offer.state === "created"
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: model.locale,
    displayTitle: true,
    info: {
      Title: `${t("title")} ${model.offer.number}`,
      Author: model.seller.name,
      ...(model.customer.name ? { Subject: `${t("offerTo")} ${model.customer.name}` } : {}),
      CreationDate: new Date(model.offer.date),
      ModDate: new Date(model.offer.date),
    },
  })
  const done = pdfBytes(doc)

  const left = MARGIN
  const right = doc.page.width - MARGIN
  const width = right - left
  const half = width / 2
  const bottom = doc.page.height - BODY_BOTTOM_GAP
  const rule = (at: number) =>
    doc.moveTo(left, at).lineTo(right, at).strokeColor(GREY).lineWidth(0.5).stroke()

  // the seller (left) and the offer's identity (right), each in its own half so that they never overlap
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(BLUE)
    .text(model.seller.name, left, MARGIN, { width: half - 10 })
  doc.font("Helvetica").fontSize(9).fillColor(INK)
  for (const line of model.seller.lines) doc.text(line, { width: half - 10 })
  const sellerBottom = doc.y

  doc
    .font("Helvetica-Bold")
    .fontSize(22)
    .fillColor(BLUE)
    .text(t("title"), left + half, MARGIN, { width: half, align: "right" })
  let y = doc.y + 2
  // a draft is not an offer yet, and the internal copy is not for the customer: both say so in red
  const marks = [draft ? t("draft") : "", internal ? t("internal") : ""].filter(Boolean)
  doc.font("Helvetica-Bold").fontSize(10).fillColor(RED)
  for (const mark of marks) {
    doc.text(mark, left + half, y, { width: half, align: "right" })
    y = doc.y
  }
  y += 6
  doc.font("Helvetica").fontSize(10).fillColor(INK)
  const facts: [string, string | null][] = [
    [t("number"), model.offer.number],
    [t("date"), pdfDate(model.offer.date, model.locale)],
    [t("validUntil"), model.offer.validUntil && pdfDay(model.offer.validUntil, model.locale)],
    [t("reference"), model.offer.reference],
  ]
  for (const [label, value] of facts) {
    if (!value) continue
    doc.text(`${label}: ${value}`, left + half, y, { width: half, align: "right" })
    y = doc.y + 1
  }

  // the customer
  const customer = model.customer
  y = Math.max(y, sellerBottom) + 24
  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(t("offerTo"), left, y, { width })
  doc.font("Helvetica").fontSize(10)
  const customerLines = [
    customer.name,
    ...customer.lines,
    customer.vatNumber && `${t("vatNumber")}: ${customer.vatNumber}`,
    customer.telephone && `${t("phone")}: ${customer.telephone}`,
  ]
  for (const line of customerLines) if (line) doc.text(line, { width })
  if (customer.additionalInformation) {
    doc.moveDown(0.4)
    doc.fontSize(9).text(customer.additionalInformation, { width })
  }

  // the lines: the discount only when one is given, the purchase price only on the partner's own copy
  const showDiscount =
    !model.offer.showOnlyCatalogPrice && model.lines.some((line) => line.discountBasisPoints > 0)
  const fixed: (Column | false)[] = [
    { key: "position", width: 18, align: "right", cell: (line) => String(line.position) },
    { key: "item", width: 70, align: "left", cell: (line) => line.itemId },
    { key: "description", width: 0, align: "left", cell: (line) => line.name },
    { key: "quantity", width: 28, align: "right", cell: (line) => String(line.quantity) },
    { key: "unitPrice", width: 60, align: "right", cell: (line) => money(line.unitCents) },
    showDiscount && {
      key: "discount",
      width: 38,
      align: "right",
      cell: (line) => (line.discountBasisPoints > 0 ? pdfPercent(line.discountBasisPoints) : ""),
    },
    internal && {
      key: "purchasePrice",
      width: 60,
      align: "right",
      cell: (line) => (line.purchaseCents === null ? "" : money(line.purchaseCents)),
    },
    { key: "lineTotal", width: 66, align: "right", cell: (line) => money(line.lineCents) },
  ]
  const chosen = fixed.filter((column): column is Column => column !== false)
  const taken = chosen.reduce((sum, column) => sum + column.width, 0) + COLUMN_GAP * (chosen.length - 1)
  let x = left
  const columns = chosen.map((column) => {
    const placed = { ...column, x, width: column.width || width - taken }
    x += placed.width + COLUMN_GAP
    return placed
  })
  const rowHeight = (cells: string[]) =>
    Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width })))
  const row = (cells: string[]) =>
    cells.forEach((cell, index) => {
      const column = columns[index]!
      doc.text(cell, column.x, y, { width: column.width, align: column.align })
    })

  const headerCells = columns.map((column) => t(column.key))
  const header = () => {
    doc.font("Helvetica-Bold").fontSize(TABLE_FONT_SIZE).fillColor(INK)
    const height = rowHeight(headerCells)
    row(headerCells)
    y += height + 3
    rule(y)
    y += 5
    doc.font("Helvetica").fontSize(TABLE_FONT_SIZE)
  }
  y = doc.y + 20
  header()
  for (const line of model.lines) {
    const cells = columns.map((column) => column.cell(line))
    const height = rowHeight(cells) + 5
    if (y + height > bottom) {
      doc.addPage()
      y = MARGIN
      header()
    }
    row(cells)
    y += height
  }
  rule(y)
  y += 10

  // the totals, then what the offer's figures mean (validity, currency)
  const totals = model.totals
  const rows: TotalRow[] = [{ label: t("linesTotal"), value: money(totals.linesTotalCents) }]
  if (totals.globalDiscountCents > 0)
    rows.push({ label: t("globalDiscount"), value: money(-totals.globalDiscountCents) })
  rows.push({ label: t("net"), value: money(totals.netCents) })
  if (totals.transportCents > 0) rows.push({ label: t("transport"), value: money(totals.transportCents) })
  if (totals.productTaxCents > 0) rows.push({ label: t("productTax"), value: money(totals.productTaxCents) })
  for (const tax of totals.additionalTaxes)
    rows.push({ label: tax.name ?? t("additionalTax"), value: money(tax.amount) })
  rows.push({
    label: t("vat", { rate: percentInputValue(totals.vatBasisPoints) }),
    value: money(totals.vatCents),
  })
  rows.push({ label: t("total"), value: money(totals.totalCents), strong: true })
  const ownRows: TotalRow[] = []
  if (internal && totals.purchaseTotalCents !== null)
    ownRows.push({ label: t("purchaseTotal"), value: money(totals.purchaseTotalCents) })
  if (internal && totals.marginCents !== null)
    ownRows.push({ label: t("margin"), value: money(totals.marginCents) })
  const closing = [
    model.offer.validUntil
      ? t("validity", { date: pdfDay(model.offer.validUntil, model.locale) })
      : t("validityDraft", { days: OFFER_VALIDITY_DAYS }),
    t("currency", { currency: model.offer.currency }),
  ].join(" ")

  const labelX = left + width - 320
  const labelWidth = 210
  const valueX = labelX + labelWidth + 10
  const valueWidth = right - valueX
  /** sets the row's font and answers its height (a long tax name wraps) */
  const totalRowHeight = ({ label, strong }: TotalRow) => {
    doc.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(strong ? 11 : 10)
    return Math.max(doc.heightOfString(label, { width: labelWidth }), 12) + 4
  }
  const totalRow = (total: TotalRow) => {
    const height = totalRowHeight(total)
    doc.text(total.label, labelX, y, { width: labelWidth })
    doc.text(total.value, valueX, y, { width: valueWidth, align: "right" })
    y += height
  }
  // measured before drawing: the totals and the closing lines stay together, on a new page if need be
  const measure = () => {
    let height = 0
    for (const total of [...rows, ...ownRows]) height += totalRowHeight(total) + (total.strong ? 2 : 0)
    doc.font("Helvetica").fontSize(9)
    return height + (ownRows.length ? 8 : 0) + 16 + doc.heightOfString(closing, { width }) + 8
  }
  if (y + measure() > bottom) {
    doc.addPage()
    y = MARGIN
  }
  for (const total of rows) {
    if (total.strong) {
      doc
        .moveTo(labelX, y - 2)
        .lineTo(right, y - 2)
        .strokeColor(GREY)
        .lineWidth(0.5)
        .stroke()
      y += 2
    }
    totalRow(total)
  }
  if (ownRows.length) {
    y += 8
    doc.fillColor(BLUE)
    for (const total of ownRows) totalRow(total)
    doc.fillColor(INK)
  }
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(INK)
    .text(closing, left, y + 16, { width })

  // OFFER-13: the internal copy says so at the top of every page, not only beside the title, so that a
  // page printed or forwarded alone still tells it is not for the customer
  if (internal) markPages(doc, { left, width }, t("internal"), RED)
  numberPages(doc, { left, width }, (page, pages) => t("page", { page, pages }))
  doc.end()
  return done
}
