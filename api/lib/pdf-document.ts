import { formatDate } from "#contract/format"
import type { Locale } from "#contract/locales"
import { type Currency, formatMoney } from "#contract/money"

// What the product's designed PDFs (invoices, offers, technical documents) share around pdfkit: the
// library itself, amounts and dates as the shop writes them, the document's bytes, and the page numbers
// in the footer.

/**
 * pdfkit, loaded with the first PDF a process makes (decision 060): with fontkit, its fonts' tables and a
 * brotli decoder it is about 5 MB of live heap and 20 MB of resident memory, which a process that serves
 * pages and never writes a PDF would otherwise carry from its start.
 */
export const loadPdfKit = () => import("pdfkit").then((module) => module.default)

// PRICE-4: German number style, 2 decimals; Intl's no-break spaces become plain spaces in the PDF
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ")
export const pdfMoney = (cents: number, currency: Currency) => plain(formatMoney(cents, currency))
export const pdfDate = (iso: string, locale: Locale) => plain(formatDate(iso, locale, "long"))

/** The document's bytes once `doc.end()` is called; listen before writing anything. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })
}

/** A line of text in the top margin of every page (a buffered document), centred: "Internal copy". */
export function markPages(
  doc: PDFKit.PDFDocument,
  box: { left: number; width: number },
  text: string,
  color: string,
) {
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(color)
      .text(text, box.left, 22, { width: box.width, align: "center", lineBreak: false })
  }
}

/** "Page 1 of 3" centred in the bottom margin of every page (the document buffers its pages). */
export function numberPages(
  doc: PDFKit.PDFDocument,
  box: { left: number; width: number },
  label: (page: number, pages: number) => string,
) {
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    // the footer sits in the bottom margin: without this pdfkit would open a new page for it
    doc.page.margins.bottom = 0
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#555555")
      .text(label(index + 1, range.count), box.left, doc.page.height - 40, {
        width: box.width,
        align: "center",
        lineBreak: false,
      })
  }
}
