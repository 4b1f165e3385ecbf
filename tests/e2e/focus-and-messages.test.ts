import type { Locator, Page } from "@playwright/test"

import { expect, expectNoAxeViolations, hasScripts, test, waitForHydration } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { logInOnPage, newPartner } from "./partners"

// Decision 039 (WCAG 2.2 2.4.3 focus order, 4.1.3 status messages): messages are written into a live region
// that is in the page from the start, at the top of the main content; after a client navigation the new
// page's title is announced and the focus is on its main heading, never left on <body>.

const messages = (page: Page) => page.getByRole("main").locator("[data-messages]")

/** What has the focus, for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active && active !== document.body ? active.outerHTML.slice(0, 80) : "body"
  })

test("a message lands in the live region that was in the page from the start, at the top of the main content", async ({
  page,
}, info) => {
  await page.goto("/en/products/all")
  const region = messages(page)
  await expect(region).toHaveAttribute("role", "status")
  await expect(region).toBeEmpty()
  // the main content's first element: read before the page, right after the skip link's target
  expect(
    await page.getByRole("main").evaluate((main) => main.firstElementChild?.hasAttribute("data-messages")),
  ).toBe(true)
  const before = await region.elementHandle()
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /^Add to wishlist / })
    .first()
  await add.click()
  await expect(region).toContainText("was added to your wishlist.")
  if (hasScripts(info.project.name)) {
    // with scripts the same element, written into: that is what a screen reader announces
    expect(await before.evaluate((element) => element.isConnected && element.textContent)).toContain(
      "was added to your wishlist.",
    )
  }
  await expectNoAxeViolations(page)
})

test.describe("with scripts", () => {
  test.beforeEach(({}, info) =>
    test.skip(
      !hasScripts(info.project.name),
      "without scripts each page is a new document, read from the top",
    ),
  )

  test("after following a link the new page's title is announced and the focus is on its heading", async ({
    page,
  }) => {
    await page.goto("/en")
    await expect(page.getByRole("button", { name: "Menu", exact: true, includeHidden: true })).toBeAttached()
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).focus()
    await page.keyboard.press("Enter")
    const heading = page.getByRole("heading", { level: 1 })
    await expect(page).toHaveURL(/\/en\/faq$/)
    await expect(heading, `focus on ${await focused(page)}`).toBeFocused()
    const title = await page.title()
    await expect(page.getByRole("status").filter({ hasText: title })).toBeAttached()
    await expectNoAxeViolations(page)
  })

  test("after logging in from the header's panel the focus is on the page's heading, not on <body>", async ({
    page,
  }) => {
    await page.goto("/en/faq")
    await expect(page.getByRole("button", { name: "Menu", exact: true, includeHidden: true })).toBeAttached()
    await page
      .getByRole("banner")
      .locator("summary", { hasText: /^Partners zone$/ })
      .focus()
    await page.keyboard.press("Enter")
    const email = page.getByRole("banner").getByLabel("E-mail address")
    await expect(email).toBeVisible()
    await email.focus()
    await page.keyboard.type("buyer@partners.test")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Partner-Demo-2026")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
    await expect.poll(() => focused(page)).not.toBe("body")
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  })
})

test("every kind of page has the messages' live region at load, empty, first in the main content", async ({
  page,
}) => {
  for (const path of [
    "/en",
    "/en/products/all",
    "/en/search?q=oven",
    "/en/basket",
    "/en/contact",
    "/en/login",
  ]) {
    await page.goto(path)
    const region = messages(page)
    await expect(region, path).toHaveAttribute("role", "status")
    await expect(region, path).toBeEmpty()
    expect(
      await page.getByRole("main").evaluate((main) => main.firstElementChild?.hasAttribute("data-messages")),
      path,
    ).toBe(true)
  }
})

test("in forced colours the toasts and the badges keep an outline", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" })
  await page.goto("/en/products/all")
  const outline = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).outlineStyle)
  const badge = page.getByRole("main").getByRole("article").getByRole("listitem").first()
  expect(await outline(badge)).toBe("solid")
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Add to wishlist / })
    .first()
    .click()
  const toast = messages(page).locator("> div").first()
  await expect(toast).toContainText("was added to your wishlist.")
  expect(await outline(toast)).toBe("solid")
})

test.describe("toasts with scripts", () => {
  test.beforeEach(async ({ page }, info) => {
    test.skip(!hasScripts(info.project.name), "without scripts a toast stays in the flow, covering nothing")
    await page.goto("/en/products/all")
    await expect(page.getByRole("button", { name: "Menu", exact: true, includeHidden: true })).toBeAttached()
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Add to wishlist / })
      .first()
      .click()
  })

  test("a toast stays while the pointer is on it, and its button dismisses it", async ({ page }) => {
    const toast = messages(page).locator("> div").first()
    await expect(toast).toContainText("was added to your wishlist.")
    await toast.hover()
    // held past its 3 seconds
    await page.waitForTimeout(3500)
    await expect(toast).toBeVisible()
    await toast.getByRole("button", { name: "Dismiss the message" }).click()
    await expect(toast).toBeHidden()
  })

  test("the header's count is announced, and the toast moves away from the control the focus is on", async ({
    page,
  }) => {
    const region = messages(page)
    await expect(region).toContainText("was added to your wishlist.")
    await expect(region).toContainText(/Wishlist: \d+ items?/)
    // on a phone the toast spans the width: a product's button scrolled to just under it, then focused
    // (the pointer holds the toast meanwhile)
    await page.setViewportSize({ width: 375, height: 700 })
    await region.locator("> div").first().hover()
    const control = page
      .getByRole("main")
      .getByRole("button", { name: /^Add to wishlist / })
      .nth(1)
    // moved in the same task as the focus, so that no frame is drawn with the control covered
    const movedAtOnce = await control.evaluate((button) => {
      button.scrollIntoView({ block: "start" })
      scrollBy(0, -20)
      button.focus()
      return document.querySelector("[data-messages]")?.hasAttribute("data-away")
    })
    expect(movedAtOnce).toBe(true)
    await expect(region).toHaveAttribute("data-away")
    const coveredBy = await control.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return top && (top === element || element.contains(top)) ? null : top?.outerHTML
    })
    expect(coveredBy).toBeNull()
  })
})

test("back to a list, the focus is on the product link that was followed", async ({ page }, info) => {
  test.skip(!hasScripts(info.project.name), "without scripts the browser restores a page it kept whole")
  await page.goto("/en/products/all")
  await expect(page.getByRole("button", { name: "Menu", exact: true, includeHidden: true })).toBeAttached()
  const third = page.getByRole("main").getByRole("article").nth(2).getByRole("heading").getByRole("link")
  const name = (await third.textContent())!
  await third.focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/en\/details\//)
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/products\/all$/)
  await expect(
    page.getByRole("main").getByRole("link", { name, exact: true }),
    `focus on ${await focused(page)}`,
  ).toBeFocused()
})

/**
 * Records what the page's live regions say from now on: each time a region's text changes to something
 * other than empty, that text (a region written twice in one update would be said twice).
 */
async function recordLiveRegions(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as { said: string[] }
    record.said = []
    const regions = () => [
      ...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])'),
    ]
    const last = new Map(regions().map((region) => [region, region.textContent?.trim() ?? ""]))
    new MutationObserver(() => {
      for (const region of regions()) {
        const text = region.textContent?.trim() ?? ""
        if (text === (last.get(region) ?? "")) continue
        last.set(region, text)
        if (text) record.said.push(text)
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said)
}

// Decision 077: every in-page update leaves the focus on something sensible (never <body>) and says one
// message. Without scripts each of these updates is a new page, read from its top.
test.describe("in-page updates: the focus and one message", () => {
  test.beforeEach(({}, info) =>
    test.skip(!hasScripts(info.project.name), "without scripts each update is a new page, read from its top"),
  )

  test("load more: the focus is on the first new product, and '6 more products shown' is said once", async ({
    page,
  }) => {
    await page.goto("/en/products/cooking")
    await waitForHydration(page)
    const cards = page.getByRole("main").getByRole("article")
    await expect(cards).toHaveCount(6)
    const said = await recordLiveRegions(page)
    await page.getByRole("button", { name: "Load more products" }).click()
    await expect(cards).toHaveCount(12)
    await expect(cards.nth(6).getByRole("heading").getByRole("link")).toBeFocused()
    await expect.poll(said).toEqual(["6 more products shown"])
  })

  test("filters applied: the focus is on the list's count, which is the one message", async ({ page }) => {
    await page.goto("/en/products/cooking")
    await waitForHydration(page)
    const said = await recordLiveRegions(page)
    await page.getByLabel("Family", { exact: true }).selectOption({ index: 1 })
    await page
      .getByRole("complementary", { name: "Filters" })
      .getByRole("button", { name: "Apply filters" })
      .click()
    await expect(page).toHaveURL(/family=\d+/)
    await expect.poll(() => focused(page)).not.toBe("body")
    await expect(page.getByText(/^\d+ products?$/)).toBeFocused()
    await expect.poll(said).toEqual([expect.stringMatching(/^\d+ products?$/)])
  })

  test("a line added from a card and a line removed in the basket: one message each, the focus kept", async ({
    page,
  }, info) => {
    const email = uniqueAddress("one-message", info.project.name)
    const password = "One-Message-2026"
    await newPartner(page.request, {
      email,
      password,
      roles: "1,2,3",
      firstName: "Lotte",
      lastName: "Peeters",
      company: "Peeters Grootkeukens",
    })
    await logInOnPage(page, email, password)
    await page.goto("/en/products/all")
    await waitForHydration(page)
    const add = page
      .getByRole("main")
      .getByRole("button", { name: /^Add to basket / })
      .first()
    let said = await recordLiveRegions(page)
    await add.click()
    await expect(messages(page)).toContainText("was added to your basket.")
    await expect(add).toBeFocused()
    await expect.poll(said).toEqual([expect.stringMatching(/was added to your basket\. Basket: 1 item/)])

    // a second line, then the first removed on the basket page
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Add to basket / })
      .nth(1)
      .click()
    await expect(messages(page)).toContainText("Basket: 2 items")
    await page.goto("/en/basket")
    await waitForHydration(page)
    const rows = page
      .getByRole("main")
      .getByRole("table", { name: /^Equipment/ })
      .getByRole("row")
    await expect(rows).toHaveCount(3)
    said = await recordLiveRegions(page)
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Remove / })
      .first()
      .click()
    await expect(rows).toHaveCount(2)
    await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeFocused()
    await expect.poll(said).toEqual([expect.stringMatching(/was removed\. Basket: 1 item/)])
  })
})
