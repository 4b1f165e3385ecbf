import type { Page } from "@playwright/test"

import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { logInOnPage } from "./partners"

// Each project edits its own demo account, so the two runs never change the data the other compares with.
const accountFor = (projectName: string) =>
  hasScripts(projectName) ? "buyer@partners.test" : "viewer@partners.test"

async function openProfile(page: Page, email: string) {
  await logInOnPage(page, email)
  await page.getByRole("link", { name: "My account" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible()
  await page
    .getByRole("navigation", { name: "My account" })
    .getByRole("link", { name: "My personal data" })
    .click()
  await expect(page.getByRole("heading", { level: 1, name: "My personal data" })).toBeVisible()
}

test.describe("my personal data", () => {
  test("a partner updates the profile; the same values again are refused and nothing is sent", async ({
    page,
  }) => {
    await openProfile(page, accountFor(test.info().project.name))
    await expectNoAxeViolations(page)
    const phone = `+32 2 555 ${String(Date.now()).slice(-2)} ${String(Math.floor(Math.random() * 90) + 10)}`
    await page.getByLabel(/^Phone/).fill(phone)
    await page.getByRole("button", { name: "Save my data" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Your data has been updated." })).toBeVisible()
    await expect(page.getByLabel(/^Phone/)).toHaveValue(phone)

    // ACCOUNT-11: values equal to the current ones are refused
    await page.getByRole("button", { name: "Save my data" }).click()
    const summary = page.getByRole("alert")
    await expect(summary).toContainText(
      "The updated data is the same as the current data; change the values.",
    )
    await expect(page.getByLabel(/^Phone/)).toHaveValue(phone)
    await expectNoAxeViolations(page)
  })

  test("bad input gets messages beside the fields and keeps what was typed", async ({ page }) => {
    await openProfile(page, accountFor(test.info().project.name))
    await page.getByLabel("First name").fill("   ")
    await page.getByLabel("Confirm the e-mail address").fill("someone-else@partners.test")
    await page.getByLabel(/^New password/).fill("Another-Password-1")
    await page.getByRole("button", { name: "Save my data" }).click()
    await expect(page.getByLabel("First name")).toHaveAccessibleDescription(
      "This field must not contain only spaces.",
    )
    await expect(page.getByLabel("Confirm the e-mail address")).toHaveAccessibleDescription(
      "The e-mail addresses are not the same.",
    )
    await expect(page.getByLabel("Confirm the e-mail address")).toHaveValue("someone-else@partners.test")
    await expect(page.getByLabel(/^Current password/)).toHaveAccessibleDescription("This field is mandatory.")
    await expect(page.getByLabel(/^Confirm the new password/)).toHaveAccessibleDescription(
      "The passwords are not the same.",
    )
    await expectNoAxeViolations(page)
  })

  test("a new e-mail address needs the current password; what was typed stays", async ({ page }) => {
    await openProfile(page, accountFor(test.info().project.name))
    const address = `moved-${Date.now()}@partners.test`
    await page.getByLabel("E-mail address", { exact: true }).fill(address)
    await page.getByLabel("Confirm the e-mail address").fill(address)
    await page.getByRole("button", { name: "Save my data" }).click()
    await expect(page.getByLabel(/^Current password/)).toHaveAccessibleDescription(
      "Type your current password to change your e-mail address.",
    )
    await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(address)
    await expect(page.getByLabel("Confirm the e-mail address")).toHaveValue(address)
    await expectNoAxeViolations(page)
  })
})
