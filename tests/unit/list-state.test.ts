import { describe, expect, test } from "vitest"

import { currencySymbol, formatMoney } from "#contract/money"

import {
  listQuery,
  normalizePriceRange,
  pageWindow,
  readListState,
} from "../../app/lib/shop/product-list-url"

describe("price slider rules (spec §2)", () => {
  test("values round up to multiples of 50 and clamp between 0 and the maximum", () => {
    expect(normalizePriceRange(120, 980, 1234)).toEqual({ min: 150, max: 1000, ceiling: 1250 })
    expect(normalizePriceRange(-40, 99999, 1234)).toEqual({ min: 0, max: 1250, ceiling: 1250 })
    expect(normalizePriceRange(null, null, 400)).toEqual({ min: 0, max: 400, ceiling: 400 })
  })

  test("the lower bound never exceeds the upper", () => {
    expect(normalizePriceRange(900, 300, 1000)).toEqual({ min: 300, max: 300, ceiling: 1000 })
  })

  test("£ for GBP, otherwise €", () => {
    expect(currencySymbol("GBP")).toBe("£")
    expect(currencySymbol("EUR")).toBe("€")
    expect(currencySymbol(null)).toBe("€")
  })
})

describe("money (spec §9)", () => {
  test("German number style with two decimals, € or £", () => {
    expect(formatMoney(123456, "EUR").replace(/\s/g, " ")).toBe("1.234,56 €")
    expect(formatMoney(99900, "GBP").replace(/\s/g, " ")).toBe("999,00 £")
  })
})

describe("pagination (spec §2)", () => {
  test("five pages around the current one, three of them on narrow screens", () => {
    expect(pageWindow(1, 10)).toEqual([
      { page: 1, narrow: true },
      { page: 2, narrow: true },
      { page: 3, narrow: true },
      { page: 4, narrow: false },
      { page: 5, narrow: false },
    ])
    expect(pageWindow(6, 10).map((entry) => entry.page)).toEqual([4, 5, 6, 7, 8])
    expect(
      pageWindow(6, 10)
        .filter((entry) => entry.narrow)
        .map((entry) => entry.page),
    ).toEqual([5, 6, 7])
    expect(pageWindow(10, 10).map((entry) => entry.page)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(2, 2).map((entry) => entry.page)).toEqual([1, 2])
  })
})

describe("list state in the URL", () => {
  test("reads what it understands and ignores the rest", () => {
    const state = readListState(
      new URLSearchParams("page=3&sort=-price&view=grid&family=12&eprel=A&eprel=Z&old=1&declined&min=x"),
    )
    expect(state).toMatchObject({
      page: 3,
      sort: "-price",
      view: "grid",
      family: "12",
      eprel: ["A"],
      showOld: true,
      declined: true,
      min: null,
    })
    expect(readListState(new URLSearchParams("page=-1&sort=drop")).page).toBe(1)
  })

  test("writes short URLs that read back the same", () => {
    const query = listQuery({ declined: true, family: "3", eprel: ["A", "B"], page: 2, view: "grid" })
    expect(query).toBe("?declined&family=3&eprel=A&eprel=B&view=grid&page=2")
    expect(readListState(new URLSearchParams(query.slice(1)))).toMatchObject({
      declined: true,
      family: "3",
      eprel: ["A", "B"],
      page: 2,
      view: "grid",
    })
    expect(listQuery({ page: 1, view: "list" })).toBe("")
  })
})
