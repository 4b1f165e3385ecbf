import type { Page } from "@playwright/test"

import { expect, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { apiHeadersOf, logInOnPage, newPartner, putBasket } from "./partners"

// CAT-6 and CAT-11 for trade buyers, who compare many products at once (as on Hendi's, Bartscher's or
// Rational's shops): at 1280 px the grid shows four cards or more a row; the list view shows one compact
// line a product (number, name, price, stock per warehouse, the quantity field), eight or more above the
// fold at 1280 × 800; brand tiers are named (Silver, Gold, Platinum), never the codes "01" to "05". The
// same server HTML with and without scripts.

async function acceptCookies(page: Page) {
  const notice = page.getByRole("region", { name: "Cookie notice" })
  if (await notice.count()) {
    await notice.getByRole("button", { name: "I understand" }).click()
    await expect(notice).toBeHidden()
  }
}

const boxes = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect))

test.describe("a product list dense enough for trade buyers", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await logInOnPage(page, "buyer@partners.test")
  })

  test("at 1280 px the grid shows a full first row of four cards or more", async ({ page }) => {
    await page.goto("/en/products/all?view=grid")
    await acceptCookies(page)
    const cards = await boxes(page)
    const firstRow = cards.filter((card) => Math.abs(card.top - cards[0]!.top) < 2)
    expect(firstRow.length).toBeGreaterThanOrEqual(4)
  })

  test("the list view shows a line a product, with number, name, price, stock per warehouse and quantity, eight above the fold", async ({
    page,
  }) => {
    await page.goto("/en/products/all?view=list")
    await acceptCookies(page)
    const cards = page.getByRole("main").getByRole("article")
    await expect(cards).toHaveCount(24)
    const inView = (await boxes(page)).filter((card) => card.bottom <= 800)
    expect(inView.length, `${inView.length} lines above the fold`).toBeGreaterThanOrEqual(8)
    // one row: the name, its number, the price, the stock split and the quantity field side by side
    const first = cards.first()
    const card = (await first.boundingBox())!
    expect(card.height).toBeLessThan(80)
    for (const part of [
      first.getByRole("heading"),
      first.getByText(/^Product /),
      first.getByText(/\d+,\d{2}\s€/).first(),
      first.getByRole("spinbutton"),
    ]) {
      const box = (await part.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(card.y - 1)
      expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height + 1)
    }
    await expect(
      page
        .getByRole("main")
        .getByText(/local \d+, external \d+/)
        .first(),
    ).toBeVisible()
  })

  test("brand tiers are named Silver, Gold and Platinum, never the codes 01 to 05", async ({ page }) => {
    const seen = new Set<string>()
    for (let number = 1; number <= 6; number++) {
      await page.goto(`/en/products/all?view=list&page=${number}`)
      const badges = await page.getByRole("main").getByRole("article").getByRole("listitem").allTextContents()
      for (const badge of badges) seen.add(badge.trim())
    }
    expect([...seen].filter((badge) => /^0[1-5]\b/.test(badge))).toEqual([])
    expect([...seen].filter((badge) => /^(Silver|Gold|Platinum)$/i.test(badge)).length).toBeGreaterThan(0)
  })
})

test("the basket: thumbnails, row headers, a caption, amounts aligned at the end and a totals table", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const email = uniqueAddress("basket-density", info.project.name)
  const password = "Basket-Density-2026"
  await newPartner(page.request, {
    email,
    password,
    roles: "1,2,3",
    firstName: "Wout",
    lastName: "Claes",
    company: "Claes Horeca",
  })
  const headers = await apiHeadersOf(page.request, email, password)
  const products = (await (await page.request.get("/api/products?page[size]=30", { headers })).json())
    .data as { id: string; attributes: { price: unknown; replacement_product_id: string | null } }[]
  const ids = products
    .filter((product) => product.attributes.price && !product.attributes.replacement_product_id)
    .map((product) => product.id)
    .slice(0, 3)
  await putBasket(
    page.request,
    headers,
    ids.map((id, index) => ({ id, quantity: index + 1 })),
  )
  await logInOnPage(page, email, password)
  await page.goto("/en/basket")
  const main = page.getByRole("main")
  const lines = main.getByRole("table", { name: "Equipment: 3 lines" })
  await expect(lines).toBeVisible()
  for (const id of ids) {
    const header = lines.getByRole("rowheader", { name: new RegExp(id) })
    await expect(header).toBeVisible()
    await expect(header.locator("img")).toHaveCount(1)
  }
  // amounts: digit under digit, at the column's end
  const amount = lines.getByRole("row").nth(1).getByRole("cell").nth(2)
  expect(
    await amount.evaluate((cell) => [
      getComputedStyle(cell).textAlign,
      getComputedStyle(cell).fontVariantNumeric,
    ]),
  ).toEqual(["end", "tabular-nums"])
  // the line's total keeps its distance from Remove
  const row = lines.getByRole("row").nth(1)
  const total = (await row.getByRole("cell").nth(2).boundingBox())!
  const remove = (await row.getByRole("button", { name: /^Remove / }).boundingBox())!
  expect(remove.x - (total.x + total.width)).toBeGreaterThanOrEqual(16)
  // the totals: a table of labels (row headers) and amounts
  const totals = main.getByRole("table", { name: "Amounts of your basket" })
  await expect(totals.getByRole("rowheader", { name: "Net amount" })).toBeVisible()
  await expect(totals.getByRole("rowheader", { name: /^Total/ })).toBeVisible()
  expect(
    await totals
      .getByRole("cell")
      .first()
      .evaluate((cell) => [getComputedStyle(cell).textAlign, getComputedStyle(cell).fontVariantNumeric]),
  ).toEqual(["end", "tabular-nums"])
})
