import { describe, expect, test } from "vitest"

import { brusselsToday, restockPromise } from "#contract/restock"

import { restock } from "../../api/modules/exports/export-items"

// CAT-28: a restock day already past is no promise, on the product page and in the export file alike.

describe("what a restock info promises", () => {
  const today = brusselsToday(new Date("2026-12-06T10:00:00Z"))

  test("today is counted in Brussels", () => {
    expect(today).toBe("2026-12-06")
    // 23:30 UTC on 5 December is already the 6th in Brussels
    expect(brusselsToday(new Date("2026-12-05T23:30:00Z"))).toBe("2026-12-06")
  })

  test("a day already past promises nothing; today and later days do", () => {
    expect(restockPromise("2026-11-21", today)).toBeNull()
    expect(restockPromise("2026-12-05", today)).toBeNull()
    expect(restockPromise("2026-12-06", today)).toEqual({ day: "2026-12-06" })
    expect(restockPromise("2027-01-15", today)).toEqual({ day: "2027-01-15" })
  })

  test("'/' and nothing promise nothing; other words are shown as they are", () => {
    expect(restockPromise("/", today)).toBeNull()
    expect(restockPromise(null, today)).toBeNull()
    expect(restockPromise("  ", today)).toBeNull()
    expect(restockPromise("week 2", today)).toEqual({ text: "week 2" })
  })

  test("the export file leaves a past day's cell empty and keeps a day to come", () => {
    expect(restock("2026-11-21", today)).toBeNull()
    expect(restock("/", today)).toBeNull()
    expect(restock("2027-01-15", today)).toBe("2027-01-15")
  })
})
