import { pdfDate } from "../../lib/pdf-document"
import { SANS, SANS_BOLD } from "../../lib/pdf-fonts"
import { BLUE, INK, LIGHT } from "./technical-document-drawings"
import type { TechnicalDocumentModel } from "./technical-document-model"
import { type DocTexts, fillText, TECHNICAL_DOCUMENT_TEXTS } from "./technical-document-texts"

// The pen every technical document type (technical-document-bodies.ts) writes with; the PDF around it
// (frame, page numbers, metadata) is technical-document-pdf.ts.

const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(language: string, digits: number) {
  const key = `${language}:${digits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    formats.set(key, format)
  }
  return format
}

export const PAGE_MARGIN = { top: 108, bottom: 70, left: 50, right: 50 }

/** The pdfkit document with the helpers every document type writes with. */
export class DocumentWriter {
  readonly doc: PDFKit.PDFDocument
  readonly t: DocTexts
  readonly model: TechnicalDocumentModel
  readonly left = PAGE_MARGIN.left
  readonly width: number
  readonly right: number

  constructor(doc: PDFKit.PDFDocument, model: TechnicalDocumentModel) {
    this.doc = doc
    this.model = model
    this.t = TECHNICAL_DOCUMENT_TEXTS[model.document.language]
    this.width = doc.page.width - PAGE_MARGIN.left - PAGE_MARGIN.right
    this.right = this.left + this.width
  }

  get bottom() {
    return this.doc.page.height - PAGE_MARGIN.bottom
  }

  /** A number as the document's language writes it (1 234,5 or 1,234.5). */
  number(value: number, digits = 0) {
    return numberFormat(this.model.document.language, digits)
      .format(value)
      .replace(/[\u00a0\u202f]/g, " ")
  }

  date(day: string) {
    return pdfDate(`${day}T12:00:00Z`, this.model.document.language)
  }

  fill(template: string, values: Record<string, string | number> = {}) {
    return fillText(template, values)
  }

  newPage() {
    this.doc.addPage()
    this.doc.x = this.left
    this.doc.y = PAGE_MARGIN.top
  }

  /** A new page when less than `height` points are left on this one. */
  ensure(height: number) {
    if (this.doc.y + height > this.bottom) this.newPage()
  }

  heading(text: string) {
    this.ensure(60)
    if (this.doc.y > PAGE_MARGIN.top + 1) this.doc.moveDown(0.8)
    this.doc
      .font(SANS_BOLD)
      .fontSize(13)
      .fillColor(BLUE)
      .text(text, this.left, this.doc.y, { width: this.width })
    this.doc.moveDown(0.3)
    this.doc.font(SANS).fontSize(9.5).fillColor(INK)
  }

  subheading(text: string) {
    this.ensure(40)
    this.doc.moveDown(0.4)
    this.doc
      .font(SANS_BOLD)
      .fontSize(10.5)
      .fillColor(INK)
      .text(text, this.left, this.doc.y, { width: this.width })
    this.doc.moveDown(0.2)
    this.doc.font(SANS).fontSize(9.5)
  }

  paragraph(text: string, options: { size?: number; color?: string; bold?: boolean } = {}) {
    const doc = this.doc
    doc
      .font(options.bold ? SANS_BOLD : SANS)
      .fontSize(options.size ?? 9.5)
      .fillColor(options.color ?? INK)
    this.ensure(doc.heightOfString(text, { width: this.width }) + 4)
    doc.text(text, this.left, doc.y, { width: this.width, lineGap: 1.5 })
    doc.moveDown(0.45)
  }

  /** Items as a bulleted list. */
  bullets(items: string[]) {
    const doc = this.doc
    doc.font(SANS).fontSize(9.5).fillColor(INK)
    for (const item of items) {
      const height = doc.heightOfString(item, { width: this.width - 14 })
      this.ensure(height + 4)
      const y = doc.y
      doc.circle(this.left + 4, y + 6, 1.6).fill(INK)
      doc.text(item, this.left + 14, y, { width: this.width - 14, lineGap: 1.5 })
      doc.moveDown(0.3)
    }
    doc.x = this.left
  }

  /**
   * A table: the header row repeats on a new page. widths are fractions of the text width; a cell
   * wraps within its column.
   */
  table(
    header: string[],
    rows: string[][],
    widths: number[],
    options: { zebra?: boolean; size?: number } = {},
  ) {
    const doc = this.doc
    const size = options.size ?? 9
    const columns = widths.map((fraction) => fraction * this.width)
    const xs = columns.map((_, index) => this.left + columns.slice(0, index).reduce((a, b) => a + b, 0))
    const pad = 4
    const rowHeight = (cells: string[], font: string) => {
      doc.font(font).fontSize(size)
      return (
        Math.max(
          ...cells.map((cell, index) => doc.heightOfString(cell, { width: (columns[index] ?? 0) - 2 * pad })),
        ) +
        2 * pad
      )
    }
    const drawRow = (cells: string[], font: string, fill: string | null, color: string) => {
      const height = rowHeight(cells, font)
      const y = doc.y
      if (fill) doc.rect(this.left, y, this.width, height).fill(fill)
      doc.font(font).fontSize(size).fillColor(color)
      cells.forEach((cell, index) => {
        doc.text(cell, (xs[index] ?? 0) + pad, y + pad, {
          width: (columns[index] ?? 0) - 2 * pad,
          lineGap: 0.5,
        })
      })
      doc
        .moveTo(this.left, y + height)
        .lineTo(this.right, y + height)
        .lineWidth(0.4)
        .strokeColor("#b8c2d6")
        .stroke()
      doc.x = this.left
      doc.y = y + height
    }
    const drawHeader = () => drawRow(header, SANS_BOLD, BLUE, "#ffffff")
    this.ensure(rowHeight(header, SANS_BOLD) + rowHeight(rows[0] ?? header, SANS) + 4)
    drawHeader()
    rows.forEach((cells, index) => {
      if (doc.y + rowHeight(cells, SANS) > this.bottom) {
        this.newPage()
        drawHeader()
      }
      drawRow(cells, SANS, options.zebra !== false && index % 2 === 1 ? LIGHT : null, INK)
    })
    doc.moveDown(0.6)
  }

  /** Label–value pairs as a two-column table without a header. */
  facts(pairs: [string, string][], labelShare = 0.4) {
    const doc = this.doc
    const labelWidth = this.width * labelShare
    for (const [index, [label, value]] of pairs.entries()) {
      doc.font(SANS).fontSize(9.5)
      const height =
        Math.max(
          doc.heightOfString(label, { width: labelWidth - 8 }),
          doc.heightOfString(value, { width: this.width - labelWidth - 8 }),
        ) + 7
      this.ensure(height)
      const y = doc.y
      if (index % 2 === 0) doc.rect(this.left, y, this.width, height).fill(LIGHT)
      doc
        .font(SANS_BOLD)
        .fillColor(INK)
        .text(label, this.left + 4, y + 3.5, { width: labelWidth - 8 })
      doc.font(SANS).text(value, this.left + labelWidth + 4, y + 3.5, { width: this.width - labelWidth - 8 })
      doc.x = this.left
      doc.y = y + height
    }
    doc.moveDown(0.6)
  }

  /**
   * A drawing `height` points high at the current position (on a new page if needed); the text below
   * it continues after the drawing, whatever the drawing's own texts did to the cursor.
   */
  figure(height: number, draw: (box: { x: number; y: number; w: number; h: number }) => void) {
    this.ensure(height)
    const box = { x: this.left, y: this.doc.y, w: this.width, h: height }
    draw(box)
    this.doc.x = this.left
    this.doc.y = box.y + height + 8
  }
}
