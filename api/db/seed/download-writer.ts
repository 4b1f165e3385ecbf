import PDFDocument from "pdfkit"

import { pdfBytes, pdfDate } from "../../lib/pdf-document"
import { SANS, SANS_BOLD, useShopFonts } from "../../lib/pdf-fonts"
import { type FileLanguage, LABELS } from "./download-texts"

// The page frame of the Downloads pages' PDF files: title block, flowing text, group headings, tables
// with a repeated header, and the footer with the page count.

const MARGIN = 48
const BLUE = "#0b3d91"
const INK = "#222222"
const GREY = "#666666"
const RED = "#b00020"
const ROW = 12

export interface Column {
  label: string
  width: number
  align?: "left" | "right"
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""))

/** One generated document: the page frame, flowing text, group headings and tables. */
export class FileWriter {
  readonly doc: PDFKit.PDFDocument
  readonly done: Promise<Buffer>
  readonly left = MARGIN
  readonly width: number
  private readonly bottom: number
  private header: Column[] | null = null

  constructor(
    readonly language: FileLanguage,
    title: string,
    subtitle: string,
    published: Date,
    partnerOnly: boolean,
  ) {
    this.doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      bufferPages: true,
      lang: language,
      displayTitle: true,
      info: {
        Title: title,
        Author: "Belcater Pro",
        Subject: subtitle,
        CreationDate: published,
        ModDate: published,
      },
    })
    this.done = pdfBytes(this.doc)
    useShopFonts(this.doc)
    this.width = this.doc.page.width - 2 * MARGIN
    this.bottom = this.doc.page.height - MARGIN - 24
    const doc = this.doc
    doc.font(SANS_BOLD).fontSize(11).fillColor(BLUE).text("Belcater Pro", this.left, MARGIN)
    doc.moveDown(0.6)
    doc.font(SANS_BOLD).fontSize(20).fillColor(INK).text(title, { width: this.width })
    doc.font(SANS).fontSize(11).fillColor(GREY).text(subtitle, { width: this.width })
    doc
      .fontSize(9)
      .text(fill(LABELS.published[language], { date: pdfDate(published.toISOString(), language) }))
    if (partnerOnly) doc.font(SANS_BOLD).fillColor(RED).text(LABELS.partnersOnly[language])
    doc.moveDown(1)
  }

  private get y() {
    return this.doc.y
  }

  private newPage() {
    this.doc.addPage()
    this.doc.y = MARGIN
    if (this.header) this.tableHeader(this.header)
  }

  private ensure(height: number) {
    if (this.y + height > this.bottom) this.newPage()
  }

  paragraph(text: string) {
    this.doc.font(SANS).fontSize(10).fillColor(INK)
    this.ensure(this.doc.heightOfString(text, { width: this.width }))
    this.doc.text(text, this.left, this.y, { width: this.width, lineGap: 2 })
    this.doc.moveDown(0.6)
  }

  heading(text: string, size = 13) {
    this.header = null
    this.ensure(size * 2 + ROW * 3)
    this.doc.moveDown(0.4)
    this.doc
      .font(SANS_BOLD)
      .fontSize(size)
      .fillColor(BLUE)
      .text(text, this.left, this.y, { width: this.width })
    this.doc.moveDown(0.3)
  }

  private tableHeader(columns: Column[]) {
    const doc = this.doc
    let x = this.left
    const y = this.y
    doc.font(SANS_BOLD).fontSize(8).fillColor(INK)
    for (const column of columns) {
      doc.text(column.label, x, y, {
        width: column.width - 4,
        align: column.align ?? "left",
        lineBreak: false,
      })
      x += column.width
    }
    doc
      .moveTo(this.left, y + ROW)
      .lineTo(this.left + this.width, y + ROW)
      .strokeColor(GREY)
      .lineWidth(0.5)
      .stroke()
    doc.y = y + ROW + 3
  }

  /** Rows of single-line cells; the header repeats on every page the table runs onto. */
  table(columns: Column[], rows: string[][]) {
    // the column of width 0 takes what the others leave
    const taken = columns.reduce((sum, column) => sum + column.width, 0)
    const sized = columns.map((column) =>
      column.width === 0 ? { ...column, width: this.width - taken } : column,
    )
    this.ensure(ROW * 3)
    this.header = sized
    this.tableHeader(sized)
    const doc = this.doc
    doc.font(SANS).fontSize(8).fillColor(INK)
    for (const row of rows) {
      if (this.y + ROW > this.bottom) {
        this.newPage()
        doc.font(SANS).fontSize(8).fillColor(INK)
      }
      const y = this.y
      let x = this.left
      row.forEach((cell, index) => {
        const column = sized[index]!
        // one line per row: pdfkit's own ellipsis measures every cell again, several times slower
        const text =
          cell.length > column.width / 4 ? `${cell.slice(0, Math.floor(column.width / 4) - 1)}…` : cell
        doc.text(text, x, y, { width: column.width - 4, align: column.align ?? "left", lineBreak: false })
        x += column.width
      })
      doc.y = y + ROW
    }
    this.header = null
    doc.moveDown(0.8)
  }

  /** Footer of every page: the company and "Page 1 of 3", in the embedded font. */
  async finish(): Promise<Buffer> {
    const doc = this.doc
    const range = doc.bufferedPageRange()
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index)
      doc.page.margins.bottom = 0
      const y = doc.page.height - MARGIN + 4
      doc.font(SANS).fontSize(7.5).fillColor(GREY)
      doc.text(LABELS.company[this.language], this.left, y, { width: this.width, lineBreak: false })
      doc.text(fill(LABELS.page[this.language], { page: index + 1, pages: range.count }), this.left, y, {
        width: this.width,
        align: "right",
        lineBreak: false,
      })
    }
    doc.end()
    return this.done
  }
}
