import { once } from "node:events"
import fs from "node:fs"
import { pipeline } from "node:stream/promises"

import { stringify } from "csv-stringify"

import type { ExportOptions } from "#contract/exports"

import { apiText } from "../../lib/texts"
import type { ExportLine } from "./export-items"

// An export file written line by line to disk, never held whole in memory: CSV through csv-stringify
// piped to the file (its backpressure respected), XLSX through our own SpreadsheetML writer streaming into
// a zip (./xlsx-writer.ts, decision 110), which waits for the compressor and the file as CSV does.
//
// Numbers stay numbers a program can read: money as a decimal amount with two decimals, sizes and stock
// as integers, yes/no as 1/0. In a CSV separated by semicolons (what Excel expects where the decimal
// separator is a comma: Belgium, France, Germany…) the decimal separator is a comma, so that Excel
// there reads an amount as a number; separated by commas, it is a point. In XLSX they are real numbers.

/** the columns a product and a spare part both have, in the same order: prices, stock and weight */
const PRICE_STOCK_WEIGHT_COLUMNS = [
  "catalogPrice",
  "promoPrice",
  "yourPrice",
  "currency",
  "stockDBE11",
  "stockDBE12",
  "restockInfo",
  "weightKg",
] as const
const PRODUCT_COLUMNS = [
  "id",
  "reference",
  "name",
  "description",
  "brand",
  "category",
  "range",
  "subrange",
  "isNew",
  "isOld",
  "isGoodDeal",
  ...PRICE_STOCK_WEIGHT_COLUMNS,
  "widthMm",
  "depthMm",
  "heightMm",
] as const
const SPARE_PART_COLUMNS = ["id", "name", "description", ...PRICE_STOCK_WEIGHT_COLUMNS] as const
type Column = (typeof PRODUCT_COLUMNS)[number]

export const exportColumns = (options: ExportOptions): readonly Column[] =>
  options.items === "spare_parts" ? SPARE_PART_COLUMNS : PRODUCT_COLUMNS

/** The header row: the columns' names in the file's language (locales/<lng>/api.json exports.columns). */
export const exportHeader = (options: ExportOptions) =>
  exportColumns(options).map((column) => apiText(options.lang, `exports.columns.${column}`))

const MONEY: ReadonlySet<Column> = new Set(["catalogPrice", "promoPrice", "yourPrice"])

/** A line's values in column order; money as a number of units (cents / 100), flags as 1/0. */
function values(line: ExportLine, columns: readonly Column[]): (string | number | null)[] {
  const money = (cents: number | null) => (cents == null ? null : cents / 100)
  const flag = (value: boolean | null) => (value == null ? null : value ? 1 : 0)
  const byColumn: Record<Column, string | number | null> = {
    id: line.id,
    reference: line.reference,
    name: line.name,
    description: line.description,
    brand: line.brand,
    category: line.category,
    range: line.range,
    subrange: line.subrange,
    isNew: flag(line.isNew),
    isOld: flag(line.isOld),
    isGoodDeal: flag(line.isGoodDeal),
    catalogPrice: money(line.catalogCents),
    promoPrice: money(line.promoCents),
    yourPrice: money(line.priceCents),
    currency: line.currency,
    stockDBE11: line.stockDBE11,
    stockDBE12: line.stockDBE12,
    restockInfo: line.restockInfo,
    weightKg: line.weightKg == null ? null : Number(line.weightKg),
    widthMm: line.widthMm,
    depthMm: line.depthMm,
    heightMm: line.heightMm,
  }
  return columns.map((column) => byColumn[column])
}

export interface ExportWriter {
  write(lines: ExportLine[]): Promise<void>
  /** finishes the file (flushed and closed) */
  close(): Promise<void>
  /** stops and closes without finishing (the caller removes the file) */
  abort(): Promise<void>
}

export async function createExportWriter(options: ExportOptions, file: string): Promise<ExportWriter> {
  if (options.file_type !== "xlsx") return csvWriter(options, file)
  // the zip library is loaded with the first XLSX file a process writes (decision 060)
  const { createXlsxWriter } = await import("./xlsx-writer")
  const columns = exportColumns(options)
  const xlsx = createXlsxWriter(
    file,
    options.items === "spare_parts" ? "Spare parts" : "Products",
    columns.map((column) => ({
      width: column === "name" || column === "description" ? 40 : 14,
      money: MONEY.has(column),
    })),
    exportHeader(options),
  )
  return {
    write: (lines) => xlsx.addRows(lines.map((line) => values(line, columns))),
    close: () => xlsx.close(),
    abort: () => xlsx.abort(),
  }
}

function csvWriter(options: ExportOptions, file: string): ExportWriter {
  const semicolon = options.delimiter === "semicolon"
  const columns = exportColumns(options)
  const decimal = (value: number) => {
    const text = value.toFixed(2)
    return semicolon ? text.replace(".", ",") : text
  }
  const stringifier = stringify({
    bom: true,
    delimiter: semicolon ? ";" : ",",
    record_delimiter: "windows",
    cast: {
      number: (value, context) =>
        MONEY.has(columns[context.index]!)
          ? decimal(value)
          : Number.isInteger(value)
            ? String(value)
            : semicolon
              ? String(value).replace(".", ",")
              : String(value),
    },
  })
  const done = pipeline(stringifier, fs.createWriteStream(file))
  // a failure of the file stream surfaces at close or abort, not as an unhandled rejection
  done.catch(() => {})
  const put = async (record: unknown[]) => {
    if (!stringifier.write(record)) await Promise.race([once(stringifier, "drain"), done])
  }
  let headerWritten = false
  return {
    async write(lines) {
      if (!headerWritten) {
        headerWritten = true
        await put(exportHeader(options))
      }
      for (const line of lines) await put(values(line, columns))
    },
    async close() {
      if (!headerWritten) await put(exportHeader(options))
      stringifier.end()
      await done
    },
    async abort() {
      stringifier.destroy()
      await done.catch(() => {})
    },
  }
}
