import fs from "node:fs"
import path from "node:path"

import { describe, expect, test } from "vitest"

import { formatCalendarDay, formatDate, formatDateTime } from "#contract/format"
import { calendarFormats, formatHourOfDay } from "#contract/format-more"
import { LOCALES } from "#contract/locales"
import { formatMoney } from "#contract/money"

// LANG-1: one format per language, English dates British on every page. Every date, time and amount
// the shop and the API write goes through contract/format.ts (dates, numbers) or contract/money.ts
// (amounts), which format English the British way; nothing else builds a date or money format of its own.

const ROOT = path.resolve(__dirname, "../..")
const FORMATTERS = new Set(["contract/format.ts", "contract/format-more.ts", "contract/money.ts"])
// the one place that reads a wall clock in Brussels to compute the shipping window, never shown to anyone
const CLOCK_READERS = new Set(["contract/shipping-date.ts"])

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sources(relative)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".css.ts") ? [relative] : []
  })
}

const OWN_FORMATS = [
  /\bIntl\.DateTimeFormat\b/,
  /\.toLocale(Date|Time)?String\(/,
  /\bIntl\.NumberFormat\([^)]*currency/,
  /style:\s*["']currency["']/,
]

describe("one date and one money format per language", () => {
  test("no page, component or API module formats dates or money itself", () => {
    const offenders = ["app", "api", "contract"]
      .flatMap(sources)
      .filter((file) => !FORMATTERS.has(file) && !CLOCK_READERS.has(file))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(ROOT, file), "utf8")
        return OWN_FORMATS.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`)
      })
    expect(offenders).toEqual([])
  })

  test("English is written the British way in every style", () => {
    const instant = "2026-11-24T13:05:00Z"
    expect(formatDate(instant, "en")).toBe("24 Nov 2026")
    expect(formatDate(instant, "en", "long")).toBe("24 November 2026")
    expect(formatDateTime(instant, "en")).toBe("24 Nov 2026, 14:05")
    expect(formatCalendarDay("2026-11-24", "en")).toMatch(/^Tuesday,? 24 November 2026$/)
    expect(calendarFormats("en").month.format(Date.UTC(2026, 10, 1, 12))).toBe("November 2026")
    expect(formatHourOfDay(14, "en")).toBe("14:00")
  })

  test("each language has one way to write a day, and money is written the same in all of them", () => {
    const instant = "2026-11-24T13:05:00Z"
    for (const locale of LOCALES) {
      // the day comes before the month in every language of the shop (no US order)
      const medium = formatDate(instant, locale)
      expect(medium.indexOf("24"), `${locale}: ${medium}`).toBeLessThan(medium.search(/nov|11/i))
      // a language tag the shop does not know is written as English, the British way
      expect(formatMoney(123456, "EUR"), locale).toMatch(/^1\.234,56\s€$/)
    }
    expect(formatDate(instant, "en-US")).toBe(formatDate(instant, "en"))
  })
})
