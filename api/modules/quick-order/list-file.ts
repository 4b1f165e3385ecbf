import { parse } from "csv-parse/sync"
import type ExcelJS from "exceljs"

import { hasControlCharacters } from "#contract/fields"
import { QUICK_ORDER_MAX_LINES, type TypedLine } from "#contract/quick-order"

import { ValidationError } from "../../lib/errors"

// QUICK-4: a quick order's list as a file, read in memory and never stored: a CSV (parsed by csv-parse) or
// an XLSX (read by exceljs, decision 090). What a file is, is read from its
// bytes, never from its name or the Content-Type it came with. Column A is the article number, column B
// the quantity. Every cell is read as text: a formula is its own text ("=SUM(B2:B9)"), never evaluated nor
// replaced by the value the spreadsheet computed, and a script is only characters.

/** what the sheets, strings and styles of a 500-line XLSX unpack to, many times over */
const MAX_UNPACKED_BYTES = 16 * 1024 * 1024

const refuse = (key: string, vars = "") => new ValidationError({ file: [`quickOrder.file.${key}${vars}`] })

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]

/** The lines of an uploaded list: 422 on `file` when it is empty, of another kind, unreadable or too long. */
export async function readListFile(bytes: Uint8Array): Promise<TypedLine[]> {
  if (bytes.byteLength === 0) throw refuse("empty")
  const lines = ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte)
    ? await readXlsx(bytes)
    : readCsv(bytes)
  const filled = lines.filter((line) => line.id || line.quantity)
  if (filled.length === 0) throw refuse("noLines")
  if (filled.length > QUICK_ORDER_MAX_LINES) throw refuse("tooManyLines", `|max=${QUICK_ORDER_MAX_LINES}`)
  return filled
}

// ---- CSV ----

/**
 * Text is what a CSV is: UTF-8 (with or without a byte-order mark) with no byte a text never holds (a NUL,
 * a control character): a picture, a PDF or an old binary .xls renamed .csv is refused here. The
 * separator is the first line's: a tab, a semicolon, a comma, else blanks.
 */
function readCsv(bytes: Uint8Array): TypedLine[] {
  let text: string
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    throw refuse("notCsvOrXlsx")
  }
  if (hasControlCharacters(text)) throw refuse("notCsvOrXlsx")
  const body = text.replace(/^\uFEFF/, "")
  const first = body.split(/\r\n|\n|\r/).find((line) => line.trim()) ?? ""
  const delimiter = first.includes("\t") ? "\t" : first.includes(";") ? ";" : first.includes(",") ? "," : " "
  let records: string[][]
  try {
    records = parse(body, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      // a list longer than this is refused whatever follows
      to_line: QUICK_ORDER_MAX_LINES * 4,
    })
  } catch {
    throw refuse("unreadable")
  }
  return records.map((cells) => {
    // blanks as the separator: "CB1-060A   2" has empty cells between its two
    const values = delimiter === " " ? cells.filter(Boolean) : cells
    return { id: (values[0] ?? "").trim(), quantity: (values[1] ?? "").trim() }
  })
}

// ---- XLSX ----

/**
 * The sizes the archive says its parts unpack to, added up (the ZIP's central directory): an archive of a
 * few hundred KB that unpacks to gigabytes (a "zip bomb") is refused before anything unpacks it. null when
 * the directory cannot be read.
 */
export function unpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // the end-of-central-directory record: at the end, after at most a 64 KB comment
  let end = -1
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 65_535); at--)
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at
      break
    }
  if (end < 0) return null
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  let total = 0
  for (let index = 0; index < entries; index++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return null
    const size = view.getUint32(at + 24, true)
    // ZIP64 sizes (0xFFFFFFFF): no spreadsheet of 500 lines needs them
    if (size === 0xffffffff) return null
    total += size
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return total
}

/** A cell's value as text: formulas as their formula, rich text joined, a link as its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return ""
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ("formula" in value && value.formula) return `=${value.formula}`
  if ("sharedFormula" in value && value.sharedFormula) return `=${value.sharedFormula}`
  if ("richText" in value) return value.richText.map((part) => part.text).join("")
  if ("text" in value) return typeof value.text === "string" ? value.text : cellText(value.text)
  if ("error" in value) return String(value.error)
  return ""
}

async function readXlsx(bytes: Uint8Array): Promise<TypedLine[]> {
  const size = unpackedSize(bytes)
  if (size === null) throw refuse("unreadable")
  if (size > MAX_UNPACKED_BYTES) throw refuse("unreadable")
  // exceljs is loaded with the first file, not carried by every process from its start (decision 060)
  const { default: Excel } = await import("exceljs")
  const workbook = new Excel.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never)
  } catch {
    throw refuse("unreadable")
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw refuse("noLines")
  if (sheet.rowCount > QUICK_ORDER_MAX_LINES * 4)
    throw refuse("tooManyLines", `|max=${QUICK_ORDER_MAX_LINES}`)
  const lines: TypedLine[] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    lines.push({ id: cellText(row.getCell(1).value).trim(), quantity: cellText(row.getCell(2).value).trim() })
  })
  return lines
}
