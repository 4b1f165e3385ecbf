import type { Page } from "@playwright/test"

import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { DEMO_PASSWORD, firstPrice, logInThroughTheForm, newPartner, submitLogIn } from "./partners"
const scripted = () => hasScripts(test.info().project.name)

/**
 * Logs in as the person would: with scripts through the header's login panel, without scripts on the
 * login page the "Partners zone" link leads to.
 */
async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/en")
  let form
  if (scripted()) {
    const panel = page.locator("[data-login-panel]")
    await panel.locator("summary", { hasText: "Partners zone" }).click()
    await expect(panel.getByRole("heading", { name: "Log in to the Partners zone" })).toBeVisible()
    form = panel
  } else {
    await page.getByRole("link", { name: "Partners zone" }).click()
    await expect(page).toHaveURL(/\/en\/login$/)
    form = page.getByRole("main")
  }
  await form.getByLabel("E-mail address").fill(email)
  await form.getByLabel("Password").fill(password)
  await form.getByRole("button", { name: "Log in" }).click()
}

async function logOut(page: Page) {
  // the logout's answer (a document post, or React Router's .data fetch with scripts)
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/logout") && response.request().method() === "POST",
  )
  await page.getByRole("button", { name: "Log out" }).click()
  // ASVS 5.0 14.3.1: the browser is told to drop what it cached of the partner's pages
  expect((await (await answer).allHeaders())["clear-site-data"]).toBe('"cache", "storage"')
  // PAGE-5: after logout the person goes to the root path
  await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 })
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0)
}

test.describe("the Partners zone session", () => {
  test("a buyer logs in, sees prices and stock in euros, and logs out", async ({ page }) => {
    await logIn(page, "buyer@partners.test")
    // PAGE-5: after login the person goes to the root path
    await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 })
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
    await page.goto("/en/products/all")
    await expect(firstPrice(page, "€")).toBeVisible()
    await expect(page.getByText("Log in to order")).toHaveCount(0)
    // stock of both warehouses (PRICE-7: DBE11 local, DBE12 external)
    const stock = /in (external )?stock \(local \d+, external \d+\)|On order/
    const firstCard = page.locator("main article").first()
    await expect(firstCard.getByText(stock)).toBeVisible()
    await expect(firstCard.getByText("Your price:")).toBeAttached()
    // the product page shows the same price block and stock
    await firstCard.getByRole("heading").getByRole("link").click()
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(firstPrice(page, "€")).toBeVisible()
    await expect(page.locator("main").getByText(stock).first()).toBeVisible()
    await logOut(page)
    await page.goto("/en/products/all")
    await expect(page.getByText("Log in to order").first()).toBeVisible()
    await expect(page.locator("main").getByText(/\d+,\d{2}\s€/)).toHaveCount(0)
  })

  test("the viewer (product role, pounds) sees prices in £", async ({ page }) => {
    await logIn(page, "viewer@partners.test")
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
    await page.goto("/en/products/all")
    await expect(firstPrice(page, "£")).toBeVisible()
    await logOut(page)
  })

  test("the integrator (export roles only) is logged in but sees no prices", async ({ page }) => {
    await logIn(page, "integrator@partners.test")
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
    await page.goto("/en/products/all")
    await expect(page.locator("main").getByText(/\d+,\d{2}\s[€£]/)).toHaveCount(0)
    // logged in: no "log in to order" prompts, though there is no price to show
    await expect(page.getByText("Log in to order")).toHaveCount(0)
    await logOut(page)
  })

  test("the staff address is told that staff do not work in the Partners zone", async ({ page }) => {
    const main = await submitLogIn(page, "staff@partners.test")
    await expect(main.getByRole("alert")).toContainText("This is a staff account of the provider")
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0)
  })

  test("wrong credentials: the server's message beside the e-mail field and in the summary, the address kept", async ({
    page,
  }) => {
    // an address of its own: failed logins lock a demo account for a while (throttling)
    const address = `someone-${Date.now()}-${Math.floor(Math.random() * 1000)}@partners.test`
    const main = await submitLogIn(page, address, "not-the-password")
    const email = main.getByLabel("E-mail address")
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toHaveAccessibleDescription(/wrong e-mail address or password/)
    await expect(email).toHaveValue(address)
    // without scripts the page comes back from the server: the password is never sent back
    if (!scripted()) await expect(main.getByLabel("Password")).toHaveValue("")
    const summary = main.getByRole("alert")
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible()
    await expect(summary.getByRole("link", { name: /E-mail address: .*wrong e-mail/ })).toHaveAttribute(
      "href",
      /#/,
    )
    await expectNoAxeViolations(page)
  })

  test("an empty form gets a message per field", async ({ page }) => {
    await page.goto("/en/login")
    const main = page.getByRole("main")
    await main.getByRole("button", { name: "Log in" }).click()
    await expect(main.getByLabel("E-mail address")).toHaveAccessibleDescription("This field is mandatory.")
    await expect(main.getByLabel("Password")).toHaveAccessibleDescription("This field is mandatory.")
    await main.getByLabel("E-mail address").fill("not-an-email")
    await main.getByRole("button", { name: "Log in" }).click()
    await expect(main.getByLabel("E-mail address")).toHaveAccessibleDescription(/like name@example.com/)
    await expectNoAxeViolations(page)
  })

  test("the login page is in the page's language and axe finds nothing", async ({ page }) => {
    await page.goto("/fr/connexion")
    await expect(
      page.getByRole("heading", { level: 1, name: "Connexion à l’espace Partenaires" }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test("the account area needs a session: without one the person goes to the root", async ({ page }) => {
    await page.goto("/en/my-account/my-personal-data")
    await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 })
  })

  test("guesses from elsewhere lock the account for strangers, not for the owner's own browser", async ({
    page,
    browser,
  }) => {
    const password = "Device-Cookie-2026"
    const email = await newPartner(page.request, {
      email: uniqueAddress("device", test.info().project.name),
      password,
      roles: "1,2",
      firstName: "Lotte",
      lastName: "Peeters",
      company: "Peeters Traiteur",
    })
    await logInThroughTheForm(page, email, password)
    const device = (await page.context().cookies()).find((cookie) => cookie.name === "login_device")
    expect(device?.httpOnly).toBe(true)
    await logOut(page)

    // five wrong passwords from somewhere else lock the account
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (
          await page.request.post("/api/auth/login", { data: { email, password: "guess-" + attempt } })
        ).status(),
      ).toBe(422)

    // a browser the account never logged in from is told to wait, with the right password
    const stranger = await browser.newContext({ javaScriptEnabled: scripted() })
    const strangerPage = await stranger.newPage()
    const form = await submitLogIn(strangerPage, email, password)
    await expect(form.getByText(/Too many login attempts/).first()).toBeVisible()
    await stranger.close()

    // the owner's browser gets in
    await logInThroughTheForm(page, email, password)
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible()
  })
})
