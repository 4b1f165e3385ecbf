import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { linkIn, newestMailTo, uniqueAddress } from "./outbox"
import { signUp } from "./partners"
import { logInAsStaff, STAFF } from "./staff"

// Sign-up requests reviewed in the back office (SIGNUP-1), with and without scripts: found in the list,
// approved with roles, currency, discount and category, and the applicant's first login through the mailed
// link; rejected with a reason that the applicant's mail carries (SIGNUP-9).

test.describe.configure({ timeout: 300_000 })

test("sales approve a sign-up in the browser, and the partner logs in through the mailed link", async ({
  page,
  request,
}) => {
  const email = uniqueAddress("approved", test.info().project.name)
  const company = `Brasserie ${Date.now().toString(36)}`
  await signUp(request, {
    email,
    password: "Applicant-Pass-2026",
    firstName: "Ada",
    lastName: "Approved",
    company,
  })

  await logInAsStaff(page, STAFF.sales)
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Sign-up requests" })
    .click()
  await expect(page.getByRole("heading", { level: 1, name: "Sign-up requests" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await page.getByLabel("Search by name, company or e-mail").fill(company)
  await page.getByRole("button", { name: "Show" }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(page.getByText("1 entry")).toBeVisible()
  // sorting keeps the search
  await page.getByRole("link", { name: /^Company/ }).click()
  await expect(page).toHaveURL(/q=.*sort=company|sort=company.*q=/)
  await page.getByRole("link", { name: "Ada Approved" }).click()

  await expect(page.getByRole("heading", { level: 1, name: "Sign-up request of Ada Approved" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  // no role: refused beside the roles, nothing approved
  for (const role of ["1 · price_quotation", "2 · product", "3 · basket"])
    await page.getByLabel(role).uncheck()
  await page.getByRole("button", { name: "Approve and mail the password link" }).click()
  await expect(page.getByText("Choose at least one role.").first()).toBeVisible()
  await page.getByLabel("2 · product").check()
  await page.getByLabel("Currency").selectOption("GBP")
  await page.getByLabel("Discount (% off catalogue prices)").fill("5")
  await page.getByLabel("Category").selectOption("wholesaler")
  await page.getByRole("button", { name: "Approve and mail the password link" }).click()
  await expect(page.getByText("The request is approved")).toBeVisible()
  await expect(page.getByRole("heading", { level: 1, name: "Sign-up requests" })).toBeVisible()

  // the partner's first login: the mailed link, a password, the Partners zone
  const ready = await newestMailTo(email, /account is ready/)
  await page.context().clearCookies()
  await page.goto(linkIn(ready))
  const main = page.getByRole("main")
  await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible()
  await main.getByLabel("E-mail address").fill(email)
  await main.getByLabel("New password", { exact: true }).fill("Brand-New-Password-7")
  await main.getByLabel("Confirm the new password").fill("Brand-New-Password-7")
  await main.getByRole("button", { name: "Set my password" }).click()
  await expect(page.getByText("Your password has been set. You can now log in with it.")).toBeVisible()
  await page.getByRole("link", { name: "Log in", exact: true }).click()
  await main.getByLabel(/e-mail/i).fill(email)
  await main.getByLabel(/^password$/i).fill("Brand-New-Password-7")
  await main.getByRole("button", { name: /log in/i }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole("button", { name: /log out/i })).toBeVisible()
})

test("sales reject a sign-up with a reason, which the applicant's mail carries", async ({
  page,
  request,
}) => {
  const email = uniqueAddress("rejected", test.info().project.name)
  await signUp(request, {
    email,
    password: "Applicant-Pass-2026",
    firstName: "Rick",
    lastName: "Refused",
    company: `Snack ${Date.now().toString(36)}`,
  })
  await logInAsStaff(page, STAFF.sales)
  await page.goto(`/staff/signups?q=${encodeURIComponent(email)}`)
  await page.getByRole("link", { name: "Rick Refused" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Sign-up request of Rick Refused" })).toBeVisible()
  const reason = "We only open accounts for companies with a Belgian or Luxembourg VAT number."
  await page.getByLabel("Reason (optional)").fill(reason)
  await expectNoAxeViolations(page)
  await page.getByRole("button", { name: "Reject the request" }).click()
  await expect(page.getByText("The request is rejected")).toBeVisible()
  const refusal = await newestMailTo(email, /unable to open an account/)
  expect(refusal.text).toContain(reason)
})

test("a content editor meets the 403 page on the sign-up requests", async ({ page }) => {
  await logInAsStaff(page, STAFF.content)
  await expect(page.getByRole("link", { name: "Sign-up requests" })).toHaveCount(0)
  await page.goto("/staff/signups")
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible()
  await expectNoAxeViolations(page)
})
