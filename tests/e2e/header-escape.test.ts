import type { Locator, Page } from "@playwright/test"

import { expect, hasScripts, test } from "./fixtures"

// PAGE-7, WAI-ARIA APG disclosure and combobox patterns: Escape in a panel of the header closes it and
// gives the focus back to the control that opened it, never to <body>. Driven with keys only.

/** What has the focus, described for a failure message: never <body>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active && active !== document.body ? active.outerHTML.slice(0, 80) : "body"
  })

async function expectFocusBackOn(page: Page, opener: Locator) {
  await expect(opener, `focus on ${await focused(page)}`).toBeFocused()
}

test.describe("Escape in the header's panels", () => {
  test.beforeEach(async ({ page }, info) => {
    test.skip(!hasScripts(info.project.name), "without scripts Escape does nothing to a native disclosure")
    await page.goto("/en")
    // hydrated: the menu toggle is a link in the server's page and a button with scripts (at this width it
    // is not shown, hence includeHidden); the login panel exists only then
    await expect(page.getByRole("button", { name: "Menu", exact: true, includeHidden: true })).toBeAttached()
  })

  test("the search popup: the first Escape closes the suggestions, the second the popup, focus on its opener", async ({
    page,
  }) => {
    const opener = page.getByRole("banner").locator("summary", { hasText: /^Search$/ })
    await opener.focus()
    await page.keyboard.press("Enter")
    const field = page.getByRole("combobox", { name: "Search products and spare parts" })
    await expect(field).toBeFocused()
    await page.keyboard.type("oven")
    await expect(page.getByRole("listbox")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("listbox")).toBeHidden()
    await page.keyboard.press("Escape")
    await expect(field).toBeHidden()
    await expectFocusBackOn(page, opener)
  })

  test("the mega menu: Escape from a category link closes it, focus on Products", async ({ page }) => {
    const opener = page.getByRole("banner").locator("summary", { hasText: /^Products$/ })
    await opener.focus()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible()
    expect(await focused(page)).toMatch(/^<a /)
    await page.keyboard.press("Escape")
    await expect(page.locator("details[data-mega-menu]")).not.toHaveAttribute("open", "")
    await expectFocusBackOn(page, opener)
  })

  test("the language menu: Escape from a language closes it, focus on its button", async ({ page }) => {
    const opener = page
      .getByRole("banner")
      .locator("summary", { has: page.getByText("Current language: English") })
    await opener.focus()
    await page.keyboard.press("Enter")
    // the list is placed over the page: its links are what shows, not the navigation box around them
    const english = page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "English" })
    await expect(english).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(english).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(english).toBeHidden()
    await expectFocusBackOn(page, opener)
  })

  test("the login panel: Escape from its e-mail field closes it, focus on Partners zone", async ({
    page,
  }) => {
    const opener = page.getByRole("banner").locator("summary", { hasText: /^Partners zone$/ })
    await opener.focus()
    await page.keyboard.press("Enter")
    const email = page.getByRole("banner").getByLabel("E-mail address")
    await expect(email).toBeVisible()
    await email.focus()
    await page.keyboard.type("buyer@")
    await page.keyboard.press("Escape")
    await expect(email).toBeHidden()
    await expectFocusBackOn(page, opener)
  })
})

// Decision 039: the mega menu's way in and out with the keyboard. "All products" comes first, not more
// than 100 Tabs in (after every category's ranges), and the open menu does not stay over the page when the
// focus has left it, covering the focused element (WCAG 2.2 2.4.11).
test.describe("the mega menu with the keyboard", () => {
  test.beforeEach(async ({ page }, info) => {
    await page.goto("/en/faq")
    if (hasScripts(info.project.name))
      await expect(
        page.getByRole("button", { name: "Menu", exact: true, includeHidden: true }),
      ).toBeAttached()
  })

  test("the second skip link opens the menu at the categories; the next Tab is All products", async ({
    page,
  }) => {
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to the product categories" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    const allProducts = page.getByRole("banner").getByRole("link", { name: "All products" })
    await expect(allProducts).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(allProducts, `focus on ${await focused(page)}`).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/en\/products\/all$/)
  })

  test("the focus leaving the open menu closes it (hides it without scripts), and nothing covers the focus", async ({
    page,
  }, info) => {
    const opener = page.getByRole("banner").locator("summary", { hasText: /^Products$/ })
    await opener.focus()
    await page.keyboard.press("Enter")
    const panel = page.locator("#categories")
    await expect(panel).toBeVisible()
    // the menu's last link, then one Tab: out of the menu, to the next link of the navigation
    await panel.getByRole("link").last().focus()
    await page.keyboard.press("Tab")
    const next = page.getByRole("banner").getByRole("link", { name: "Clearance" })
    await expect(next).toBeFocused()
    // with scripts the menu closes; without, the focus is still in the header and the menu stays open
    if (hasScripts(info.project.name)) await expect(panel).toBeHidden()
    else await expect(panel).toBeVisible()
    // on into the page: the panel is not over the focused element
    await page.getByRole("main").getByRole("link").first().focus()
    await page.keyboard.press("Tab")
    await expect(panel).toBeHidden()
    const coveredBy = await page.evaluate(() => {
      const active = document.activeElement!
      const box = active.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return top && (top === active || active.contains(top) || top.contains(active)) ? null : top?.outerHTML
    })
    expect(coveredBy).toBeNull()
    // back into the header: the menu shows again where it was left open (without scripts)
    if (!hasScripts(info.project.name)) {
      await opener.focus()
      await expect(panel).toBeVisible()
    }
  })
})
