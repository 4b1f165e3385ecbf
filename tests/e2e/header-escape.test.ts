import type { Locator, Page } from "@playwright/test"

import { expect, hasScripts, test } from "./fixtures"

// Issue 20, WAI-ARIA APG disclosure and combobox patterns: Escape in a panel of the header closes it and
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
