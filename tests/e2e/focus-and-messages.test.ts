import type { Page } from "@playwright/test"

import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"

// Issue 20 (WCAG 2.2 2.4.3 focus order, 4.1.3 status messages): messages are written into a live region
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
