import type { APIRequestContext, Page } from "@playwright/test"

import { productListQuery } from "#contract/catalog-query"
import type { EprelClass, ProductSort } from "#contract/catalog-rules"

import { localizedPath } from "../../app/lib/urls/pages"
import { expect, test } from "./fixtures"
import { apiHeadersOf, DEMO_PASSWORD, logInOnPage } from "./partners"

// CAT-8: a filter change keeps only the filters the person set. Were the price slider's ceiling written
// back into the URL with any filter, the next change (another family, old products shown) would hide
// every product above the old ceiling (54 expected, 30 shown). After every change below, the URL holds
// exactly the filters set so far, and the number of products shown is the API's count for those filters,
// asked of the API directly with the same partner's token (the price filter reads the partner's prices).

interface SetFilters {
  family?: string
  subfamily?: string
  line?: string
  eprel?: EprelClass[]
  old?: boolean
  max?: number
  sort?: ProductSort
}

async function apiCount(request: APIRequestContext, headers: Record<string, string>, set: SetFilters) {
  const query = productListQuery({
    family: set.family,
    subfamily: set.subfamily,
    line: set.line,
    eprel: set.eprel,
    // CAT-7: without "show old products" the list leaves old ones out
    old: set.old ? null : false,
    maxPrice: set.max,
    sort: set.sort,
    size: 1,
  })
  const answer = await request.get("/api/products", { headers, params: query as Record<string, string> })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total
}

/** The URL's filters: every parameter but the page and the view, which are not filters. */
function urlFilters(page: Page): SetFilters {
  const params = new URL(page.url()).searchParams
  const filters: SetFilters = {}
  for (const name of ["family", "subfamily", "line"] as const) {
    const value = params.get(name)
    if (value) filters[name] = value
  }
  if (params.getAll("eprel").length) filters.eprel = params.getAll("eprel") as EprelClass[]
  if (params.get("old") === "1") filters.old = true
  if (params.has("max")) filters.max = Number(params.get("max"))
  if (params.get("sort")) filters.sort = params.get("sort") as ProductSort
  // anything else in the URL (min, ceiling, …) is a filter nobody set
  const known = new Set(["family", "subfamily", "line", "eprel", "old", "max", "sort", "view", "page"])
  for (const name of params.keys()) if (!known.has(name)) (filters as Record<string, unknown>)[name] = "?"
  return filters
}

test("every filter change shows as many products as the API counts for exactly the filters set", async ({
  page,
}) => {
  // a login and eight round trips, each with an API call beside it
  test.slow()
  const headers = await apiHeadersOf(page.request, "buyer@partners.test", DEMO_PASSWORD)
  await logInOnPage(page, "buyer@partners.test")
  await page.goto(localizedPath("en", "productList", { category: "all" }))
  const filters = page.getByRole("complementary", { name: "Filters" })
  const status = page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: /\d+ products?$/ })
  const apply = () => filters.getByRole("button", { name: "Apply filters" }).click()
  const set: SetFilters = {}

  const expectShown = async (step: string) => {
    const expected = await apiCount(page.request, headers, set)
    // read once the page has caught up with the change (with scripts the list follows the URL)
    await expect(async () => {
      expect(urlFilters(page), `${step}: the URL holds the filters set`).toEqual(set)
      expect(await status.textContent(), `${step}: products shown`).toMatch(
        new RegExp(`^${expected} products?$`),
      )
    }).toPass({ timeout: 15_000 })
    return expected
  }
  const all = await expectShown("no filter")

  const choose = async (label: string, index: number) => {
    const select = filters.getByLabel(label, { exact: true })
    const value = await select.locator("option").nth(index).getAttribute("value")
    await select.selectOption(value)
    return value!
  }

  set.family = await choose("Family", 1)
  await apply()
  expect(await expectShown("a family")).toBeLessThan(all)

  set.subfamily = await choose("Subfamily", 1)
  await apply()
  await expectShown("a subfamily")

  // another family: the subfamily of the first is let go by the person, the price ceiling changes
  await filters.getByLabel("Subfamily", { exact: true }).selectOption("")
  delete set.subfamily
  set.family = await choose("Family", 2)
  await apply()
  await expectShown("another family")

  set.line = await choose("Line", 1)
  await apply()
  await expectShown("a line")
  await filters.getByLabel("Line", { exact: true }).selectOption("")
  delete set.line
  await apply()
  await expectShown("no line")

  // a price the person sets is kept; the lower bound left at 0 is no filter
  const max = filters.getByLabel(/^Highest price/)
  const ceiling = Number(await max.getAttribute("max"))
  set.max = Math.ceil(ceiling / 2 / 50) * 50
  await max.fill(String(set.max))
  await apply()
  await expectShown("a highest price")

  const firstClass = filters.getByRole("checkbox").first()
  set.eprel = [(await firstClass.getAttribute("value")) as EprelClass]
  await firstClass.check()
  await apply()
  await expectShown("an EPREL class")
  await filters.getByRole("checkbox").first().uncheck()
  delete set.eprel
  await apply()
  await expectShown("no EPREL class")

  await page.getByLabel("Sort by").selectOption("price")
  await page
    .getByRole("main")
    .locator("form", { has: page.getByLabel("Sort by") })
    .getByRole("button")
    .click()
  set.sort = "price"
  await expectShown("a sort")

  // CAT-7: showing old products clears the family, subfamily and line filters; the price set stays
  await filters.getByRole("button", { name: "Show old products" }).click()
  set.old = true
  delete set.family
  await expectShown("old products shown")

  // back to the whole range: the highest price at the ceiling is no filter any more
  await max.fill(String(Number(await max.getAttribute("max"))))
  delete set.max
  set.family = await choose("Family", 1)
  await apply()
  await expectShown("a family with old products and the whole price range")
})
