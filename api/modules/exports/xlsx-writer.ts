import { once } from "node:events"
import fs from "node:fs"
import { PassThrough } from "node:stream"
import { finished } from "node:stream/promises"

import { ZipFile } from "yazl"

// An XLSX file written as it is made (decision 110): a workbook of one sheet, its rows streamed as
// SpreadsheetML into the zip's compressor and on to the file, each step waiting for the next one
// (back-pressure end to end), so a batch of rows is all that is ever held. The parts around the sheet are
// fixed text. Text cells are inline strings: never read as a formula, whatever they start with.

export interface XlsxColumn {
  /** characters, as Excel counts a column's width */
  width: number
  /** a number shown with two decimals (money) */
  money?: boolean
}

export type XlsxValue = string | number | null

export interface XlsxWriter {
  /** adds rows; resolves once the file can take more */
  addRows(rows: XlsxValue[][]): Promise<void>
  /** finishes the file (flushed and closed) */
  close(): Promise<void>
  /** stops and closes without finishing (the caller removes the file) */
  abort(): Promise<void>
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
const PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships"
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

// styles (cellXfs): 0 plain, 1 bold (the header), 2 two decimals (built-in number format 2, "0.00")
const PLAIN = 0
const BOLD = 1
const MONEY = 2

const FIXED_PARTS = (sheetName: string): [string, string][] => [
  [
    "[Content_Types].xml",
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      "</Types>",
  ],
  [
    "_rels/.rels",
    `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
      "</Relationships>",
  ],
  [
    "xl/workbook.xml",
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
      `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    "xl/_rels/workbook.xml.rels",
    `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
      "</Relationships>",
  ],
  [
    "xl/styles.xml",
    `${XML}<styleSheet xmlns="${MAIN}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
      '<fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      "</styleSheet>",
  ],
]

/** what the sheet's stream may hold before a batch waits for the compressor */
const SHEET_BUFFER_BYTES = 256 * 1024
/** Excel's limit on a cell's text */
const MAX_CELL_TEXT = 32_767

/**
 * Opens `file` and writes a workbook whose one sheet is `sheetName`, with `header` as its first row (bold,
 * frozen when scrolling) and `columns` giving each column's width and format.
 */
export function createXlsxWriter(
  file: string,
  sheetName: string,
  columns: readonly XlsxColumn[],
  header: readonly string[],
): XlsxWriter {
  const zip = new ZipFile()
  const output = fs.createWriteStream(file)
  const written = finished(zip.outputStream.pipe(output))
  // a failure surfaces at addRows, close or abort, not as an unhandled rejection
  written.catch(() => {})
  const mtime = new Date()
  for (const [name, text] of FIXED_PARTS(sheetName)) zip.addBuffer(Buffer.from(text), name, { mtime })
  const sheet = new PassThrough({ highWaterMark: SHEET_BUFFER_BYTES })
  zip.addReadStream(sheet, "xl/worksheets/sheet1.xml", { mtime })
  zip.end()

  const styles = columns.map((column) => (column.money ? MONEY : PLAIN))
  const letters = columns.map((_, index) => columnLetters(index))
  let rowNumber = 0
  const rowXml = (values: readonly XlsxValue[], bold: boolean) => {
    rowNumber++
    let xml = `<row r="${rowNumber}">`
    values.forEach((value, index) => {
      if (value === null || value === undefined) return
      const ref = `${letters[index]}${rowNumber}`
      if (typeof value === "number") {
        if (!Number.isFinite(value)) return
        const style = bold ? BOLD : styles[index]
        xml += `<c r="${ref}"${style ? ` s="${style}"` : ""}><v>${value}</v></c>`
      } else {
        const text = escapeXml(value.slice(0, MAX_CELL_TEXT))
        const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : ""
        xml += `<c r="${ref}"${bold ? ` s="${BOLD}"` : ""} t="inlineStr"><is><t${space}>${text}</t></is></c>`
      }
    })
    return `${xml}</row>`
  }
  const put = async (xml: string) => {
    if (!sheet.write(xml)) await Promise.race([once(sheet, "drain"), written])
  }

  const head =
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    "</sheetView></sheetViews>" +
    '<sheetFormatPr defaultRowHeight="15"/><cols>' +
    columns
      .map(
        (column, index) =>
          `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"` +
          `${column.money ? ` style="${MONEY}"` : ""}/>`,
      )
      .join("") +
    "</cols><sheetData>" +
    rowXml(header, true)
  void put(head)

  return {
    async addRows(rows) {
      await put(rows.map((row) => rowXml(row, false)).join(""))
    },
    async close() {
      sheet.end("</sheetData></worksheet>")
      await written
    },
    async abort() {
      sheet.destroy()
      zip.outputStream.unpipe(output)
      output.destroy()
      await written.catch(() => {})
    },
  }
}

/** A, B, … Z, AA, AB, … for a column's index from 0. */
export function columnLetters(index: number): string {
  let letters = ""
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** Text as XML 1.0 may hold it: the five entities escaped, the control characters it forbids left out. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
  )
}
