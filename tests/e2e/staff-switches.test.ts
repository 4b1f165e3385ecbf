import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { logInAsStaff, STAFF } from "./staff"

// The switches in the back office (MODE-1): maintenance switched on with a time in Brussels time, the
// Partners zone following at once, then off again. The shop is the run's: one project at a time switches
// it, and the test leaves it off.

test.describe.configure({ timeout: 120_000, mode: "serial" })

test("an administrator switches maintenance on and off, and the Partners zone follows", async ({
  page,
  browser,
}) => {
  await logInAsStaff(page, STAFF.admin)
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Switches" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Switches" })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await expect(page.getByText("Maintenance is off.")).toBeVisible()

  await page.getByLabel("Back at (Brussels time, optional)").fill("2030-01-15T08:30")
  try {
    await page.getByRole("button", { name: "Switch maintenance on" }).click()
    await expect(page.getByText("Maintenance is on, until")).toBeVisible()
    await expect(page.getByText(/15 January 2030.*08:30/)).toBeVisible()
    await expect(page.getByLabel("Back at (Brussels time, optional)")).toHaveValue("2030-01-15T08:30")

    // a visitor's Partners zone link leads to the maintenance notice now
    const visitor = await browser.newPage()
    await visitor.goto("/en/maintenance")
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible()
    const login = await visitor.request.post("/api/auth/login", {
      data: { email: "buyer@partners.test", password: "Partner-Demo-2026" },
    })
    expect(login.status()).toBe(503)
    await visitor.close()
  } finally {
    await page.getByRole("button", { name: "Switch maintenance off" }).click()
  }
  await expect(page.getByText("Maintenance is off.").first()).toBeVisible()
  const back = await page.request.post("/api/auth/login", {
    data: { email: "viewer@partners.test", password: "Partner-Demo-2026" },
  })
  expect(back.status()).toBe(200)
})
