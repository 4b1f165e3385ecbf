import type { Locator, Page } from "@playwright/test"

import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { logInOnPage, newPartner } from "./partners"

// The brand look: the wordmark, the product cards (price "excl. VAT" and a stock chip for
// partners, neither for visitors), the list's automatic view (rows below lg, a grid from lg on), toasts
// that name their kind, and empty lists that offer a next step. One page per test, resized rather than
// reloaded, with scripts and without (the layout is CSS only; the toast comes with or without a fetcher).

const PASSWORD = "Look-Journey-2026"
const LIST = "/en/products/cooking"

const box = async (locator: Locator) => (await locator.boundingBox())!

/** Whether the second card sits beside the first (a grid) rather than below it (rows). */
async function cardsSideBySide(page: Page) {
  const cards = page.getByRole("main").getByRole("article")
  const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))]
  return Math.abs(first.y - second.y) < 1 && second.x > first.x
}

/** Whether the first card's picture is beside its name (a row) rather than above it (a grid card). */
async function pictureBesideName(page: Page) {
  const card = page.getByRole("main").getByRole("article").first()
  const [picture, name] = [await box(card.locator("img").first()), await box(card.getByRole("heading"))]
  return picture.x + picture.width <= name.x && picture.y < name.y + name.height
}

test.describe("the brand look", () => {
  test("a visitor sees the wordmark, cards without prices, rows on a phone and a grid from lg", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(LIST)
    await expect(page.getByRole("banner").getByRole("link", { name: "Belcater Pro" })).toBeVisible()
    const first = page.getByRole("main").getByRole("article").first()
    // PRICE-2: the visitor's prompt, once per card; prices and stock never reach visitors (PRICE-1)
    await expect(first.getByRole("link", { name: "Log in to order" })).toBeVisible()
    await expect(first.getByRole("link", { name: "Register to order" })).toHaveCount(0)
    await expect(first.getByRole("button", { name: /^Add to wishlist/ })).toBeVisible()
    const main = (await page.getByRole("main").textContent())!
    expect(main).not.toMatch(/excl\. VAT|\d+,\d{2}\s?[€£]|in stock|On order/)

    // no view chosen: a grid at 1280, neither link marked as the current view
    expect(await cardsSideBySide(page)).toBe(true)
    expect(await pictureBesideName(page)).toBe(false)
    const views = page.getByRole("navigation", { name: "View" })
    await expect(views.locator("[aria-current]")).toHaveCount(0)
    await expectNoAxeViolations(page)

    // the same page on a phone: one card a row, its picture beside its name
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await cardsSideBySide(page)).toBe(false)
    expect(await pictureBesideName(page)).toBe(true)
    await expect(page.getByRole("banner").getByRole("link", { name: "Belcater Pro" })).toBeVisible()
    await expectNoSidewaysScroll(page)

    // a chosen view holds at every width
    await views.getByRole("link", { name: "List" }).click()
    await expect(page).toHaveURL(/view=list/)
    await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page")
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await cardsSideBySide(page)).toBe(false)
    expect(await pictureBesideName(page)).toBe(true)
    await views.getByRole("link", { name: "Grid" }).click()
    await expect(page).toHaveURL(/view=grid/)
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await pictureBesideName(page)).toBe(false)

    // an empty wishlist says so and leads back to the products
    await page.goto("/en/wishlist")
    await expect(page.getByRole("main").getByText("Your wishlist is empty.")).toBeVisible()
    await page.getByRole("main").getByRole("link", { name: "Browse the products" }).click()
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible()
  })

  test("a buyer's cards show the price excl. VAT and a stock chip; toasts name their kind", async ({
    page,
    request,
  }) => {
    // a sign-up and its approval before the page
    test.slow()
    const email = await newPartner(request, {
      email: uniqueAddress("look", test.info().project.name),
      password: PASSWORD,
      roles: "1,2,3",
      firstName: "Lore",
      lastName: "Maes",
      company: "Maes Grootkeukens",
    })
    await page.setViewportSize({ width: 1280, height: 900 })
    await logInOnPage(page, email, PASSWORD)

    // an account without orders: the empty state and its link
    await page.goto("/en/my-account/my-orders")
    await expect(
      page.getByRole("status").filter({ hasText: "You have not placed any orders yet." }),
    ).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: "Browse the products" })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto(LIST)
    const card = page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: /^Add to basket/ }) })
      .first()
    await expect(card.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/).first()).toBeVisible()
    await expect(card.getByText("excl. VAT", { exact: true })).toBeVisible()
    await expect(card.getByText(/^(\d+ in (external )?stock|On order)$/)).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: "Log in to order" })).toHaveCount(0)

    // a success: role status, green, and an icon named "Success" beside the text
    await card.getByRole("button", { name: /^Add to basket/ }).click()
    const added = page.getByRole("status").filter({ hasText: "was added to your basket." })
    await expect(added).toBeVisible()
    await expect(added.getByRole("img", { name: "Success" })).toBeVisible()
    await expectNoAxeViolations(page)
    // the same product again without another quantity: BASKET-4's warning, named as one
    await page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: /^Add to basket/ }) })
      .first()
      .getByRole("button", { name: /^Add to basket/ })
      .click()
    const duplicated = page.getByRole("status").filter({ hasText: "Product duplicated" })
    await expect(duplicated).toBeVisible()
    await expect(duplicated.getByRole("img", { name: "Warning" })).toBeVisible()
  })
})
