import { expect, type Locator, type Page, test as base } from "@playwright/test"

import { keepPicture } from "../support/run-folder"

// The old-browser journeys (docs/decisions/068) run in HeadlessChrome 83, the oldest browser of the
// support policy Playwright can drive, with scripts ("old-chromium") and without ("old-chromium-no-js").
// Playwright's `click`, `fill`, `getByRole`, `toBeVisible` and `toBeChecked` call element.checkVisibility
// (Chrome 105) and fail there: the journeys find elements by CSS, label and text, act as a keyboard user
// does (focus, type, Enter), use `page.evaluate` where a keyboard could not say it (a select's option, a
// date), and read what is shown from the element's box.

export const hasScripts = (projectName: string) => !projectName.endsWith("-no-js")

/** Page errors (a script that throws) and console errors fail a test, as in the current-browser journeys. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      page.on("console", (message) => {
        // a 404 or a form's 422 is a designed answer, not an error
        // React Router's route discovery logs its fetch that a journey's own page.goto cut short
        const cutShort = /^Failed to fetch manifest patches TypeError: Failed to fetch/.test(message.text())
        if (message.type() === "error" && !cutShort && !/status of (404|422)/.test(message.text()))
          errors.push(message.text())
      })
      await use(errors)
      expect(errors, "page errors").toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/** Opens a page and, with scripts, waits until they have run (root.tsx marks `<html data-hydrated>`). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await settle(page)
  return response
}

/** After a navigation: with scripts, the page is hydrated (their start follows the first paint). */
export async function settle(page: Page) {
  await page.waitForLoadState("load")
  if (!hasScripts(test.info().project.name)) return
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) ||
      document.documentElement.hasAttribute("data-hydrated") ||
      document.body.innerText.includes("Application Error"),
  )
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A link or a button by its accessible name (its aria-label, or its text), the first one shown. */
export async function control(scope: Page | Locator, name: string) {
  const quoted = JSON.stringify(name)
  const all = scope
    .locator(`a[aria-label=${quoted}], button[aria-label=${quoted}]`)
    .or(scope.locator("a, button").filter({ hasText: new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`) }))
  await expectAttached(all)
  const index = await all.evaluateAll((elements) =>
    elements.findIndex((element) => element.getBoundingClientRect().height > 0),
  )
  return all.nth(Math.max(index, 0))
}

// Web-first assertions (toHaveText, toHaveURL, toHaveValue…) describe a mismatch with the same
// visibility test and so fail at their first try instead of retrying: the journeys wait with expect.poll
// on what the page reads.
const WAIT = { timeout: 15_000 }

/** The text of the first matching element, trimmed, once it equals (or matches) `expected`. */
export async function expectText(locator: Locator, expected: string | RegExp) {
  // a read during a navigation finds no page: null, and the poll tries again
  const read = () =>
    locator
      .evaluateAll((elements) => (elements[0] as HTMLElement | undefined)?.innerText.trim() ?? null)
      .catch(() => null)
  if (typeof expected === "string") await expect.poll(read, WAIT).toBe(expected)
  else await expect.poll(read, WAIT).toMatch(expected)
}

/** The page's address, once it matches. */
export async function expectUrl(page: Page, expected: RegExp) {
  await expect.poll(() => page.url(), WAIT).toMatch(expected)
}

/** A field's value, once it equals `expected`. */
export async function expectValue(locator: Locator, expected: string) {
  await expect
    .poll(
      () =>
        locator.evaluateAll((fields) => (fields[0] as HTMLInputElement | undefined)?.value).catch(() => null),
      WAIT,
    )
    .toBe(expected)
}

/** The element exists (at least one matches). */
export async function expectAttached(locator: Locator) {
  await expect.poll(() => locator.count().catch(() => 0), WAIT).toBeGreaterThan(0)
}

// Locator methods that resolve one element first (evaluate, elementHandle, selectOption, click, fill)
// check its visibility with element.checkVisibility and fail in Chrome 83; evaluateAll, focus, press and
// the reading ones do not. The helpers below keep to those.

/** The element is shown (a box of its own, not hidden), or not. */
export async function expectShown(locator: Locator, shown = true) {
  await expect
    .poll(() =>
      locator.evaluateAll((elements) => {
        const element = elements[0]
        if (!element) return false
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden"
      }),
    )
    .toBe(shown)
}

/** A checkbox or radio is checked. */
export async function expectChecked(locator: Locator) {
  await expect
    .poll(() => locator.evaluateAll((inputs) => (inputs[0] as HTMLInputElement | undefined)?.checked))
    .toBe(true)
}

/** Moves the focus to an element, as Tab would. */
export async function focus(locator: Locator) {
  await locator.focus()
}

/** Presses Enter on a link or a button, as a keyboard user does. */
export async function activate(target: Locator | Promise<Locator>) {
  const locator = await target
  await locator.focus()
  await locator.page().keyboard.press("Enter")
}

/** Types into a field: focused, emptied, typed, as a person would. */
export async function type(locator: Locator, text: string) {
  await locator.focus()
  await locator.evaluateAll((fields) => (fields[0] as HTMLInputElement).select())
  await locator.page().keyboard.press("Backspace")
  await locator.page().keyboard.type(text)
}

/** Sets a field's value as a choice would (a select's option, a date), with the events it fires. */
export async function choose(locator: Locator, value: string) {
  await expectAttached(locator)
  await locator.evaluateAll((fields, chosen) => {
    const field = fields[0] as HTMLInputElement | HTMLSelectElement
    field.value = chosen
    field.dispatchEvent(new Event("input", { bubbles: true }))
    field.dispatchEvent(new Event("change", { bubbles: true }))
  }, value)
}

interface Box {
  text: string
  left: number
  right: number
  top: number
  bottom: number
}

/** Boxes of the visible items that touch or overlap another (spacing collapsed: "SearchENWishlist"). */
async function touching(page: Page, selector: string) {
  return page.evaluate((itemsSelector) => {
    const boxes: Box[] = Array.from(document.querySelectorAll<HTMLElement>(itemsSelector))
      .filter((element) => element.offsetWidth > 0 && element.offsetHeight > 0)
      .map((element) => {
        const box = element.getBoundingClientRect()
        return {
          text: element.innerText.trim(),
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        }
      })
    const pairs: string[] = []
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        const sameLine = a.top < b.bottom && b.top < a.bottom
        const apart = a.right < b.left || b.right < a.left
        if (sameLine && !apart) pairs.push(`${a.text} | ${b.text}`)
      }
    })
    return pairs
  }, selector)
}

/**
 * What every page must be in an old browser: no "Application Error", its heading, pictures with a height,
 * the header's and the breadcrumb's items apart, the phone menu opening at 390 px, and no sideways scroll
 * at 320 px. Page errors are the fixture's.
 */
export async function expectPageHolds(page: Page, heading: string | RegExp) {
  expect(await page.locator("body").textContent()).not.toContain("Application Error")
  await expectText(page.locator("h1"), heading)
  const flatPictures = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>("main img"))
      // pictures laid out: not in a hidden tab panel, a closed <details> or a display: none box
      .filter(
        (image) =>
          image.getClientRects().length > 0 && image.closest("details:not([open]), [hidden]") === null,
      )
      .filter((image) => image.getBoundingClientRect().height < 8)
      .map((image) => image.currentSrc || image.src),
  )
  expect(flatPictures, "pictures without a height").toEqual([])
  // the header's links and buttons of its top bar, and the breadcrumb's items
  expect(await touching(page, "header > div > a, header > div > div > *"), "header items touching").toEqual(
    [],
  )
  expect(await touching(page, "nav ol > li > a, nav ol > li > span"), "breadcrumb items touching").toEqual([])

  const size = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: 844 })
  const menu = page.locator("#site-menu")
  await expectShown(menu, false)
  await activate(page.locator("header").getByText("Menu", { exact: true }).first())
  await expectShown(menu)
  const menuHeight = await menu.evaluateAll((menus) => menus[0]!.getBoundingClientRect().height)
  expect(menuHeight, "the open menu has a height").toBeGreaterThan(200)
  // and closes again: its close control, as a keyboard user would
  await activate(menu.getByText("Close menu", { exact: true }).first())
  await expectShown(menu, false)

  await page.setViewportSize({ width: 320, height: 800 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, "sideways scroll at 320 px").toBeLessThanOrEqual(0)
  await page.setViewportSize(size)
}

/** Screenshots at a phone's and a desktop's width, for a person to look at (test-results/). */
export async function screenshots(page: Page, name: string) {
  const size = page.viewportSize()!
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await keepPicture(page, { path: test.info().outputPath(`${name}-${width}.png`) })
  }
  await page.setViewportSize(size)
}
