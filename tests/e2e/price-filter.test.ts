import type { Locator, Page } from "@playwright/test"

import { normalizePriceRange } from "../../app/lib/shop/product-list-url"
import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { logInOnPage } from "./partners"

// PRICE-8: two number inputs, step 50, minimum 0; values rounded up to multiples of 50 and
// clamped to [0, maximum]; the lower never above the upper. With scripts a two-thumb slider is bound to
// the inputs (WAI-ARIA multi-thumb slider). Partners with price roles only: visitors see no price filter.

/** The demo buyer, logged in through a stored session (the login form has journeys of its own). */
const logInAsBuyer = (page: Page) => logInOnPage(page, "buyer@partners.test")

/** The amounts in euros a text shows, in German number style (1.234,56 €). */
function amounts(text: string) {
  return [...text.matchAll(/(\d{1,3}(?:\.\d{3})*),(\d{2})\s?€/g)].map(
    (match) => Number(match[1]!.replaceAll(".", "")) + Number(match[2]) / 100,
  )
}

/**
 * The partner's own price of every product shown: the range, the sort and the slider's ceiling all use it
 * (the price the cards show). A card shows it first, and the catalogue price struck through when higher:
 * the smallest amount of a card is the partner's price.
 */
async function listPrices(main: Locator) {
  const texts = await main.getByRole("article").allTextContents()
  return texts.map((text) => Math.min(...amounts(text)))
}

async function openPriceSection(page: Page) {
  const filters = page.getByRole("main").getByRole("complementary", { name: "Filters" })
  const title = filters.getByText("Price range", { exact: true })
  const min = filters.getByLabel(/^Lowest price/)
  // CAT-6: a filter section opens and closes by clicking its title
  await expect(min).toBeVisible()
  await title.click()
  await expect(min).toBeHidden()
  await title.click()
  await expect(min).toBeVisible()
  return { filters, min, max: filters.getByLabel(/^Highest price/) }
}

const queryNumber = (page: Page, name: string) => Number(new URL(page.url()).searchParams.get(name))

test.describe("the price filter of product lists", () => {
  test("a partner filters by price: typed values are rounded up to 50, within the list's maximum", async ({
    page,
  }) => {
    // two axe runs and a round trip
    test.slow()
    await logInAsBuyer(page)
    await page.goto("/en/products/all")
    const main = page.getByRole("main")
    const { filters, min, max } = await openPriceSection(page)
    await expect(min).toHaveValue("0")
    const ceiling = Number(await max.getAttribute("max"))
    expect(ceiling).toBeGreaterThan(600)
    await expect(max).toHaveValue(String(ceiling))

    let expected: { min: number; max: number }
    if (hasScripts(test.info().project.name)) {
      const low = filters.getByRole("slider", { name: "Minimum price" })
      const high = filters.getByRole("slider", { name: "Maximum price" })
      await expect(low).toHaveAttribute("aria-valuenow", "0")
      await expect(high).toHaveAttribute("aria-valuemax", String(ceiling))
      // typing in an input moves its thumb, as the server will read the value
      await min.fill("120")
      await expect(low).toHaveAttribute("aria-valuenow", "150")
      await expect(low).toHaveAttribute("aria-valuetext", /^150,00\s€$/)
      // pointer: dragging the upper thumb to the left lowers the highest price, in steps of 50
      const box = (await high.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 4 })
      await page.mouse.up()
      await expect(high).toBeFocused()
      const dragged = Number(await max.inputValue())
      expect(dragged).toBeLessThan(ceiling)
      expect(dragged % 50).toBe(0)
      await expect(high).toHaveAttribute("aria-valuenow", String(dragged))
      // keyboard: arrows step 50, PageUp/PageDown 500, Home/End the thumb's bounds
      await low.focus()
      await low.press("Home")
      await expect(min).toHaveValue("0")
      await low.press("ArrowRight")
      await low.press("ArrowRight")
      await low.press("ArrowUp")
      await expect(low).toHaveAttribute("aria-valuenow", "150")
      await expect(min).toHaveValue("150")
      await high.press("End")
      await high.press("PageDown")
      await high.press("ArrowLeft")
      expected = { min: 150, max: ceiling - 550 }
      await expect(high).toHaveAttribute("aria-valuenow", String(expected.max))
      await expect(max).toHaveValue(String(expected.max))
      // the thumbs cannot cross: the lower thumb's End is the upper thumb's value
      await expect(low).toHaveAttribute("aria-valuemax", String(expected.max))
      await expectNoAxeViolations(page)
      // Enter applies the filters, as in the number inputs
      await high.press("Enter")
    } else {
      const typedMax = Math.floor(ceiling / 2) + 10
      expected = normalizePriceRange(120, typedMax, ceiling)
      expect(expected.min).toBe(150)
      await min.fill("120")
      await max.fill(String(typedMax))
      await expectNoAxeViolations(page)
      await filters.getByRole("button", { name: "Apply filters" }).click()
    }

    await expect(page).toHaveURL(new RegExp(`[?&]min=${expected.min}&max=${expected.max}(&|$)`))
    await expect(min).toHaveValue(String(expected.min))
    await expect(max).toHaveValue(String(expected.max))
    // read until the filtered list is committed (with scripts it follows the URL change)
    await expect(async () => {
      const prices = await listPrices(main)
      expect(prices.length).toBeGreaterThan(0)
      for (const price of prices) {
        expect(price).toBeGreaterThanOrEqual(expected.min)
        expect(price).toBeLessThanOrEqual(expected.max)
      }
    }).toPass({ timeout: 10_000 })
  })

  test("a partner's range from the URL is clamped to [0, maximum], the lower never above the upper", async ({
    page,
  }) => {
    test.slow()
    await logInAsBuyer(page)
    await page.goto("/en/products/all")
    const { min, max } = await openPriceSection(page)
    const ceiling = Number(await max.getAttribute("max"))

    await page.goto("/en/products/all?min=120&max=9999999")
    await expect(page).toHaveURL(new RegExp(`\\?min=150&max=${ceiling}$`))
    await expect(min).toHaveValue("150")
    await expect(max).toHaveValue(String(ceiling))

    await page.goto("/en/products/all?min=980&max=301")
    await expect(page).toHaveURL(/\?min=350&max=350$/)
    await expect(min).toHaveValue("350")
    await expect(max).toHaveValue("350")
    if (hasScripts(test.info().project.name)) {
      await expect(page.getByRole("slider", { name: "Minimum price" })).toHaveAttribute(
        "aria-valuenow",
        "350",
      )
      await expect(page.getByRole("slider", { name: "Maximum price" })).toHaveAttribute(
        "aria-valuemin",
        "350",
      )
    }
  })

  test("a partner sorts a price range by price, and the range stays", async ({ page }) => {
    test.slow()
    await logInAsBuyer(page)
    await page.goto("/en/products/all?min=100&max=2000")
    const main = page.getByRole("main")
    await main.getByLabel("Sort by").selectOption({ label: "Price: low to high" })
    // the toolbar's form (sort) comes after the filters' form in the page
    await main.getByRole("button", { name: "Apply filters" }).last().click()
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/)
    expect(queryNumber(page, "min")).toBe(100)
    expect(queryNumber(page, "max")).toBe(2000)
    // with scripts the URL changes before React commits the sorted list (a transition), so the
    // list is read until it shows the new order rather than once
    await expect(async () => {
      const prices = await listPrices(main)
      expect(prices.length).toBeGreaterThan(1)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      for (const price of prices) expect(price).toBeGreaterThanOrEqual(100)
    }).toPass({ timeout: 10_000 })
  })

  test("a visitor sees no price filter, and a price range in the URL changes nothing", async ({ page }) => {
    await page.goto("/en/products/all?min=150&max=300")
    await expect(page).toHaveURL(/\?min=150&max=300$/)
    const filters = page.getByRole("main").getByRole("complementary", { name: "Filters" })
    await expect(filters.getByRole("button", { name: "Apply filters" })).toBeVisible()
    await expect(filters.getByText("Price range")).toHaveCount(0)
    await expect(filters.getByLabel(/^Lowest price/)).toHaveCount(0)
    await expect(page.getByRole("slider")).toHaveCount(0)
    await expect(page.getByRole("article").first()).toBeVisible()
  })
})
