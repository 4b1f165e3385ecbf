import type { APIRequestContext, Page } from "@playwright/test"

import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { linkIn, newestMailTo, uniqueAddress } from "./outbox"
import { apiHeadersOf, newPartner, submitLogIn } from "./partners"
import { DEMO_STAFF_SECRET, logInAsStaff, outlastReauthentication, STAFF, typeStaffCode } from "./staff"

// Sales look after a partner's account in the back office (PARTNER-1 to PARTNER-5), with and without
// scripts: find it, change what it pays (a second factor typed in the last five minutes), deactivate and
// reactivate it, mail it a set-your-password link; the content role is refused. Each partner is the
// test's own, so no demo account changes under another journey.

// a code may have to wait for the authenticator's next step (staff.ts)
test.describe.configure({ timeout: 300_000 })

const PASSWORD = "Partner-Care-2026"

async function ownPartner(request: APIRequestContext, name: string) {
  const email = uniqueAddress(name, test.info().project.name)
  await newPartner(request, {
    email,
    password: PASSWORD,
    roles: "1,2,3",
    firstName: "Lotte",
    lastName: `Maes ${name}`,
    company: `Maes Grootkeukens ${name}`,
  })
  return email
}

/** The screen is usable by everyone: no axe violations, no sideways scroll at the page's width. */
async function checkScreen(page: Page) {
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
}

/** Staff search the list for an address and open the partner's page. */
async function openPartner(page: Page, email: string) {
  await page.goto("/staff/partners")
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible()
  const search = page.getByRole("search")
  await search.getByRole("searchbox", { name: "Search partners" }).fill(email)
  await search.getByRole("button").click()
  await expect(page).toHaveURL(/\?q=/)
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2)
  await page.getByRole("link", { name: /^Lotte Maes/ }).click()
  await expect(page.getByRole("heading", { level: 2, name: "Account", exact: true })).toBeVisible()
}

/** The discount the partner's page shows (a term and its value). */
const discountOnPage = (page: Page) => page.locator("dt", { hasText: /^Discount$/ }).locator("+ dd")

/** The partner's price of one product, through the API as the partner reads it. */
async function partnerPrice(request: APIRequestContext, email: string) {
  const headers = await apiHeadersOf(request, email, PASSWORD)
  const answer = await request.get("/api/products/BCT7-110B", { headers })
  expect(answer.status()).toBe(200)
  // what the partner pays (cents): the catalogue price less the partner's discount
  return ((await answer.json()).data.attributes.price as { price: number }).price
}

test("sales find a partner, change its discount, and the partner pays the new price", async ({
  page,
  request,
}) => {
  const email = await ownPartner(request, "prices")
  const before = await partnerPrice(request, email)
  await logInAsStaff(page, STAFF.sales)
  const secondFactorAt = Date.now()
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Partners" }).click()
  await checkScreen(page)
  await openPartner(page, email)
  await checkScreen(page)
  await expect(discountOnPage(page)).toContainText("0 %")

  await page.getByRole("link", { name: "Change the prices" }).click()
  await expect(page.getByRole("heading", { level: 1, name: /^Prices of Lotte Maes/ })).toBeVisible()
  await checkScreen(page)
  // a discount over 100: said beside the field and in the summary, the value kept
  const main = page.getByRole("main")
  await main.getByLabel("Discount (%)").fill("150")
  await main.getByRole("button", { name: "Save the prices" }).click()
  await expect(main.getByRole("link", { name: /Discount/ })).toBeVisible()
  await expect(main.getByLabel("Discount (%)")).toHaveValue("150")
  await checkScreen(page)

  // the login's second factor counts for a few minutes (seconds on this server); later, the page asks
  // for a fresh one first, and nothing is saved until it is typed
  await outlastReauthentication(secondFactorAt)
  await main.getByLabel("Discount (%)").fill("50")
  await main.getByRole("button", { name: "Save the prices" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible()
  await checkScreen(page)
  expect(await partnerPrice(request, email)).toBe(before)
  await typeStaffCode(page, DEMO_STAFF_SECRET, "Confirm", STAFF.sales)
  // back on the prices page: the change made again goes through
  await expect(page.getByRole("heading", { level: 1, name: /^Prices of Lotte Maes/ })).toBeVisible()
  await main.getByLabel("Discount (%)").fill("50")
  await main.getByRole("button", { name: "Save the prices" }).click()
  await expect(page.getByRole("status").filter({ hasText: "The prices are saved." })).toBeVisible()
  await expect(discountOnPage(page)).toContainText("50 %")
  expect(await partnerPrice(request, email)).toBe(Math.round(before / 2))
})

test("a deactivated partner's login is refused with the reason, and works again once reactivated", async ({
  page,
  browser,
  request,
}) => {
  const email = await ownPartner(request, "state")
  await logInAsStaff(page, STAFF.sales)
  await openPartner(page, email)

  await page.getByRole("button", { name: "Deactivate the account" }).click()
  await expect(page.getByText(/^Deactivate the account of Lotte Maes/)).toBeVisible()
  await checkScreen(page)
  await page.getByRole("button", { name: "Yes, deactivate" }).click()
  await expect(page.getByRole("status").filter({ hasText: "The account is deactivated." })).toBeVisible()
  await checkScreen(page)

  const partner = await browser.newContext()
  const partnerPage = await partner.newPage()
  const form = await submitLogIn(partnerPage, email, PASSWORD)
  await expect(form.getByText("Your account has been deactivated.", { exact: false })).toBeVisible()
  await expect(partnerPage).toHaveURL(/\/en\/login/)

  await page.getByRole("button", { name: "Reactivate the account" }).click()
  await expect(page.getByRole("status").filter({ hasText: "The account is reactivated." })).toBeVisible()
  await submitLogIn(partnerPage, email, PASSWORD)
  await expect(partnerPage).toHaveURL(/\/en$/, { timeout: 15_000 })
  await partner.close()
})

test("sales mail a partner a set-your-password link, and the partner sets a password with it", async ({
  page,
  browser,
}) => {
  const email = await ownPartner(page.request, "link")
  await logInAsStaff(page, STAFF.sales)
  await openPartner(page, email)
  await page.getByRole("button", { name: "Mail a set-your-password link" }).click()
  await expect(
    page.getByRole("status").filter({ hasText: "The set-your-password link is mailed." }),
  ).toBeVisible()
  const mail = await newestMailTo(email, /Our team has sent you a link/)
  expect(mail.subject).toBe("Set your password for the Belcater Pro Partners zone")
  // the partner, in a browser of their own, sets a new password with the link and logs in with it
  const partner = await browser.newContext()
  const partnerPage = await partner.newPage()
  await partnerPage.goto(linkIn(mail))
  const main = partnerPage.getByRole("main")
  await main.getByLabel("E-mail address").fill(email)
  await main.getByLabel("New password", { exact: true }).fill("Chosen-By-Lotte-2026")
  await main.getByLabel("Confirm the new password").fill("Chosen-By-Lotte-2026")
  await main.getByRole("button", { name: "Set my password" }).click()
  await expect(partnerPage.getByText("Your password has been set. You can now log in with it.")).toBeVisible()
  await submitLogIn(partnerPage, email, "Chosen-By-Lotte-2026")
  await expect(partnerPage).toHaveURL(/\/en$/, { timeout: 15_000 })
  await partner.close()
})

test("the content role is refused on the partners' pages", async ({ page }) => {
  await logInAsStaff(page, STAFF.content)
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Partners" }),
  ).toHaveCount(0)
  const answer = await page.goto("/staff/partners")
  expect(answer?.status()).toBe(403)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await checkScreen(page)
})
