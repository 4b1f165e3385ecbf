import { describe, expect, test } from "vitest"

import { formatFileSize } from "#contract/format"

import { dateFormatters } from "../../app/lib/i18n/date-formatters"
import { pageParam } from "../../app/lib/urls/page-param"

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ")

describe("orders and invoices formatting", () => {
  test("file sizes read in the page's language", () => {
    expect(plain(formatFileSize(512, "en"))).toBe("512 byte")
    expect(plain(formatFileSize(2_950, "en"))).toBe("3 kB")
    expect(plain(formatFileSize(2_450, "fr"))).toBe("2,5 ko")
    expect(plain(formatFileSize(2_450, "de"))).toBe("2,5 kB")
    expect(plain(formatFileSize(1_250_000, "en"))).toBe("1.3 MB")
    expect(formatFileSize(null, "en")).toBeNull()
  })

  test("dates are Brussels days in the page's language", () => {
    const { day } = dateFormatters("nl")
    // 23:30 UTC on 31 October is already 1 November in Brussels
    expect(day("2026-10-31T23:30:00Z")).toBe("1 nov 2026")
    expect(day(null)).toBeNull()
  })

  test("the page number of a list is a positive whole number", () => {
    expect(pageParam(new URL("http://shop.test/x"))).toBe(1)
    expect(pageParam(new URL("http://shop.test/x?page=3"))).toBe(3)
    expect(pageParam(new URL("http://shop.test/x?page=-2"))).toBe(1)
    expect(pageParam(new URL("http://shop.test/x?page=abc"))).toBe(1)
  })
})
