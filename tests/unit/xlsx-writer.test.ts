import fs from "node:fs"
import os from "node:os"
import path from "node:path"

import ExcelJS from "exceljs"
import { afterAll, describe, expect, test } from "vitest"

import { columnLetters, createXlsxWriter, escapeXml } from "../../api/modules/exports/xlsx-writer"

// The export's XLSX writer (decision 110), read back by another program's reader (exceljs, which the quick
// order uses to read partners' files): what a spreadsheet program would show.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "xlsx-writer-"))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

async function readBack(file: string) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  return workbook
}

describe("the XLSX writer", () => {
  test("a sheet with a bold frozen header, numbers as numbers, money with two decimals, empty cells left out", async () => {
    const file = path.join(folder, "plain.xlsx")
    const writer = createXlsxWriter(
      file,
      "Spare parts",
      [{ width: 14 }, { width: 40 }, { width: 14, money: true }, { width: 14 }],
      ["Item number", "Name", "Your price", "Stock"],
    )
    await writer.addRows([
      ["SP-1", "Gasket", 12.5, 3],
      ["SP-2", "Thermostat", null, 0],
    ])
    await writer.addRows([["SP-3", "Knob", 1999.99, null]])
    await writer.close()

    const workbook = await readBack(file)
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe("Spare parts")
    expect(sheet.rowCount).toBe(4)
    expect(sheet.getRow(1).values).toEqual([undefined, "Item number", "Name", "Your price", "Stock"])
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 })
    expect(sheet.getRow(2).values).toEqual([undefined, "SP-1", "Gasket", 12.5, 3])
    expect(sheet.getRow(2).getCell(3).numFmt).toBe("0.00")
    expect(sheet.getRow(2).getCell(4).numFmt).toBeUndefined()
    expect(sheet.getRow(3).getCell(3).value).toBeNull()
    expect(sheet.getRow(3).getCell(4).value).toBe(0)
    expect(sheet.getRow(4).getCell(3).value).toBe(1999.99)
    expect(sheet.getColumn(2).width).toBe(40)
  })

  test("text is kept as typed, markup and formulas included, and never becomes a formula", async () => {
    const file = path.join(folder, "text.xlsx")
    const writer = createXlsxWriter(file, "Products", [{ width: 14 }, { width: 40 }], ["a", "b"])
    const tricky = [
      `Oven <60 cm> & "Grill" 'Pro'`,
      '=HYPERLINK("http://example.com","click")',
      "  leading and trailing  ",
      "Fours à pizza — 4×40 cm, Ø 33 cm, 😀",
      "bell\u0007 and nul\u0000 gone",
    ]
    await writer.addRows(tricky.map((text, index) => [String(index), text]))
    await writer.close()
    const sheet = (await readBack(file)).worksheets[0]!
    const read = tricky.map((_, index) => sheet.getRow(index + 2).getCell(2))
    expect(read.map((cell) => cell.value)).toEqual([
      tricky[0],
      tricky[1],
      tricky[2],
      tricky[3],
      "bell and nul gone",
    ])
    expect(read.every((cell) => cell.type === ExcelJS.ValueType.String)).toBe(true)
  })

  test("a large sheet is streamed: 60,000 rows in batches, every row there", async () => {
    const file = path.join(folder, "large.xlsx")
    const writer = createXlsxWriter(
      file,
      "Products",
      [{ width: 14 }, { width: 40 }, { width: 14, money: true }],
      ["id", "name", "price"],
    )
    for (let batch = 0; batch < 60; batch++)
      await writer.addRows(
        Array.from({ length: 1000 }, (_, i) => {
          const n = batch * 1000 + i
          return [`P-${n}`, `Product number ${n} with a name long enough to weigh something`, n / 100]
        }),
      )
    await writer.close()
    const sheet = (await readBack(file)).worksheets[0]!
    expect(sheet.rowCount).toBe(60_001)
    expect(sheet.getRow(60_001).values).toEqual([
      undefined,
      "P-59999",
      expect.stringContaining("59999"),
      599.99,
    ])
    // compressed: far smaller than its XML
    expect(fs.statSync(file).size).toBeLessThan(3 * 1024 * 1024)
  })

  test("a file that cannot be written fails at close, not as an unhandled rejection; abort ends quietly", async () => {
    const broken = createXlsxWriter(path.join(folder, "no-such-folder", "x.xlsx"), "P", [{ width: 9 }], ["a"])
    await expect(broken.close()).rejects.toThrow(/ENOENT/)
    const stopped = createXlsxWriter(path.join(folder, "stopped.xlsx"), "P", [{ width: 9 }], ["a"])
    await stopped.addRows([["x"]])
    await expect(stopped.abort()).resolves.toBeUndefined()
  })

  test("column letters and XML text", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      "A",
      "B",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ])
    expect(escapeXml(`a<b>&"c"\u0001`)).toBe("a&lt;b&gt;&amp;&quot;c&quot;")
  })
})
