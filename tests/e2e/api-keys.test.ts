import type { Page } from "@playwright/test"

import {
  countIntlFormats,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  hasScripts,
  test,
} from "./fixtures"
import { DATE_AND_TIME, logInOnPage } from "./partners"

// The integration API's keys (decision 023) on my-account/my-api-keys: the integrator (roles 6 and 7)
// makes a key, sees it once, uses it, and revokes it after a question; every step is a plain form, so
// the journey runs the same with scripts and without.

const accountNav = (page: Page) => page.getByRole("navigation", { name: "My account" })

test.describe("API keys", () => {
  test("an integrator creates a key, sees it once, and revokes it", async ({ page, request }, info) => {
    test.slow()
    const label = `ERP sync ${info.project.name} ${Date.now()}`
    const formatsBuilt = await countIntlFormats(page)
    await logInOnPage(page, "integrator@partners.test")
    await page.getByRole("link", { name: "My account" }).click()
    await accountNav(page).getByRole("link", { name: "My API keys" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "My API keys" })).toBeVisible()
    await expectNoAxeViolations(page)

    // a label is needed: the error summary names the field
    await page.getByRole("button", { name: "Create the key" }).click()
    await expect(page.getByRole("link", { name: /Label/ }).first()).toBeVisible()
    await expect(page.getByLabel("Label")).toHaveAttribute("aria-invalid", "true")

    await page.getByLabel("Label").fill(label)
    await page.getByRole("button", { name: "Create the key" }).click()
    const shown = page.getByRole("region", { name: "Your new key" })
    await expect(shown).toBeVisible()
    await expect(shown).toContainText("shown only this once")
    const key = (await shown.locator("code").textContent())!.trim()
    expect(key).toMatch(/^bcp_[A-Za-z0-9_-]{43}$/)
    const keys = page.getByRole("table", { name: "Your API keys" })
    const row = keys.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) })
    await expect(row).toContainText(`${key.slice(0, 12)}…`)
    await expect(row).toContainText("Active")
    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page)

    // the key works on the integration API, and is never shown again
    const used = await request.get("/api/integration/orders", { headers: { "x-api-key": key } })
    expect(used.status()).toBe(200)
    await page.goto(page.url())
    await expect(page.getByRole("region", { name: "Your new key" })).toHaveCount(0)
    await expect(page.getByText(key)).toHaveCount(0)
    await expect(row).not.toContainText("Never")
    // created and last used, in Brussels time: written by the server, so hydrating built no date format
    // (decision 061)
    await expect(row.getByRole("cell").nth(1)).toHaveText(DATE_AND_TIME)
    await expect(row.getByRole("cell").nth(2)).toHaveText(DATE_AND_TIME)
    if (hasScripts(info.project.name)) expect(await formatsBuilt()).toBe(0)

    // revoking asks first; cancelling keeps the key
    await row.getByRole("button", { name: `Revoke “${label}”` }).click()
    const question = page.getByRole("region", { name: "Revoke this key?" })
    await expect(question).toContainText(label)
    await expectNoAxeViolations(page)
    await question.getByRole("link", { name: "Cancel" }).click()
    await expect(page.getByRole("region", { name: "Revoke this key?" })).toHaveCount(0)
    await expect(row).toContainText("Active")

    await row.getByRole("button", { name: `Revoke “${label}”` }).click()
    await page
      .getByRole("region", { name: "Revoke this key?" })
      .getByRole("button", { name: "Yes, revoke the key" })
      .click()
    await expect(page.getByText("The key has been revoked.")).toBeVisible()
    await expect(row.getByRole("cell").nth(3)).toHaveText(
      new RegExp(`^Revoked on ${DATE_AND_TIME.source.slice(1)}`),
    )
    await expect(row.getByRole("button")).toHaveCount(0)
    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page)
    const refused = await request.get("/api/integration/orders", { headers: { "x-api-key": key } })
    expect(refused.status()).toBe(401)
  })

  test("a buyer without an integration role has no API keys in the account menu", async ({ page }) => {
    await logInOnPage(page, "buyer@partners.test")
    await page.getByRole("link", { name: "My account" }).click()
    await expect(accountNav(page).getByRole("link", { name: "My orders" })).toBeVisible()
    await expect(accountNav(page).getByRole("link", { name: "My API keys" })).toHaveCount(0)
    await page.goto("/en/my-account/my-api-keys")
    await expect(page.getByText("API keys are for partners with the product export API")).toBeVisible()
  })
})
