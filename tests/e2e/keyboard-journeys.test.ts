import { expect, hasScripts, test } from "./fixtures"
import { KeyboardJourney } from "./keyboard"

// Issue 20: the visitor's journey (search → product → wishlist) with the keyboard alone, with scripts and
// without: at no step is the focus lost on <body> or covered by another element, and the number of key
// presses is printed, to compare run with run (before issue 20, with scripts: 28).

test("a visitor searches, opens a product and adds it to the wishlist with the keyboard alone", async ({
  page,
}, info) => {
  const scripts = hasScripts(info.project.name)
  await page.goto("/en")
  if (scripts)
    await expect(page.getByRole("button", { name: "Menu", exact: true, includeHidden: true })).toBeAttached()
  const keys = new KeyboardJourney(page)
  const main = page.getByRole("main")

  await keys.tabTo(page.getByRole("banner").locator("summary", { hasText: /^Search$/ }))
  await keys.press("Enter")
  const field = page.getByRole("banner").getByLabel("Search products and spare parts")
  if (!scripts) await keys.tabTo(field)
  await expect(field).toBeFocused()
  await keys.type("fryer")

  if (scripts) {
    // the suggestions: the first one, opened from the field
    await expect(
      page.getByRole("listbox", { name: "Search results" }).getByRole("option").first(),
    ).toBeVisible()
    await keys.press("ArrowDown")
    await keys.press("Enter")
  } else {
    // the results page, then its first product: the skip link leads past the header
    await keys.press("Enter", { newDocument: true })
    await expect(page).toHaveURL(/\/en\/search\?/)
    await keys.press("Tab")
    await keys.press("Enter")
    await keys.tabTo(main.getByRole("link").filter({ hasText: /fryer/i }).first())
    await keys.press("Enter", { newDocument: true })
  }
  await expect(page).toHaveURL(/\/en\/details\//)

  if (!scripts) {
    await keys.press("Tab")
    await keys.press("Enter")
  }
  await keys.tabTo(main.getByRole("button", { name: /^Add to wishlist / }).first())
  await keys.press("Enter", { newDocument: !scripts })
  await expect(main.locator("[data-messages]")).toContainText("was added to your wishlist.")

  console.log(`visitor journey with ${scripts ? "scripts" : "no scripts"}: ${keys.presses} key presses`)
  keys.expectNoLostFocus()
})
