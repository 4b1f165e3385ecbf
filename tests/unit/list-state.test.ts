import { describe, expect, test } from "vitest"

import { currencySymbol, formatMoney } from "#contract/money"

import {
  listQuery,
  normalizePriceRange,
  pageWindow,
  readListState,
  readSubmittedFilters,
} from "../../app/lib/shop/product-list-url"

describe("price slider rules (PRICE-8)", () => {
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

describe("money (PRICE-4)", () => {
  test("German number style with two decimals, € or £", () => {
    expect(formatMoney(123456, "EUR").replace(/\s/g, " ")).toBe("1.234,56 €")
    expect(formatMoney(99900, "GBP").replace(/\s/g, " ")).toBe("999,00 £")
  })
})

describe("pagination (PAGE-11)", () => {
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
    expect(listQuery({ page: 1, view: "auto" })).toBe("")
  })

  test("the view is automatic until the person picks list or grid (CAT-6: grid from lg)", () => {
    expect(readListState(new URLSearchParams("")).view).toBe("auto")
    expect(readListState(new URLSearchParams("view=tiles")).view).toBe("auto")
    expect(readListState(new URLSearchParams("view=list")).view).toBe("list")
    // a chosen list stays in the URL, or a wide screen would turn it back into a grid
    expect(listQuery({ view: "list" })).toBe("?view=list")
  })
})

describe("a filter form's submission keeps only the filters set (CAT-8)", () => {
  const submitted = (query: string) => readSubmittedFilters(new URLSearchParams(query))

  test("the price bounds left at the slider's ends are no filter", () => {
    // the form always sends both inputs; the ceiling it showed tells which were left alone
    expect(listQuery(submitted("family=12&min=0&max=2500&ceiling=2500")!)).toBe("?family=12")
    // a ceiling from another list (the family changed): the old ceiling is not a limit of the new list
    expect(listQuery(submitted("family=7&min=0&max=2500&ceiling=2500&old=1")!)).toBe("?family=7&old=1")
  })

  test("a bound the person moved stays, whatever else changes", () => {
    expect(listQuery(submitted("family=7&min=150&max=2500&ceiling=2500")!)).toBe("?family=7&min=150")
    expect(listQuery(submitted("family=7&min=0&max=1000&ceiling=2500")!)).toBe("?family=7&max=1000")
    // emptied inputs are no bounds either
    expect(listQuery(submitted("line=3&min=&max=&ceiling=2500")!)).toBe("?line=3")
  })

  test("a query that is not a submission of the filter form is read as it is", () => {
    expect(submitted("family=7&min=0&max=2500")).toBeNull()
    expect(readListState(new URLSearchParams("min=0&max=2500"))).toMatchObject({ min: 0, max: 2500 })
  })
})
