import path from "node:path"

import type { Page } from "@playwright/test"

import { localizedPath } from "../../app/lib/urls/pages"
import { keepPicture, RESULTS } from "../support/run-folder"
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, hasScripts, test } from "./fixtures"
import { linkIn, newestMailTo, staff, uniqueAddress } from "./outbox"

// Nobody reads a picture to sign up (docs/decisions/078): with scripts the page answers the captcha's
// proof of work and the request goes to staff at once; without scripts the form has nothing to read or
// type, and the request reaches staff once the applicant confirms it from the mailed link.
const CHECKED = "Checked automatically: our team receives your request as soon as you send it."
/** the page at the three widths the journeys look at, kept in the results folder's signup/ for people to see */
async function screenshots(page: Page, name: string) {
  const size = page.viewportSize()
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await keepPicture(page, { path: path.join(RESULTS, `signup/${name}-${width}.png`), fullPage: true })
  }
  if (size) await page.setViewportSize(size)
}

const MAILED_LINK =
  "Nothing to read or type: after you send the form, we e-mail you a link. Open it within 24 hours to confirm your request."

test.describe("sign-up with staff review", () => {
  test("an applicant signs up, staff approve, the applicant sets a password and logs in", async ({
    page,
  }, info) => {
    test.setTimeout(120_000)
    const main = page.getByRole("main")
    const email = uniqueAddress("signup", info.project.name)
    const company = `Brasserie ${email.split("@")[0]}`

    await page.goto(localizedPath("en", "signup"))
    await expect(page.getByRole("heading", { level: 1, name: "Sign up for the Partners zone" })).toBeVisible()
    await expectNoAxeViolations(page)

    // nothing filled in: every problem is listed and linked, each field says what is wrong
    await main.getByRole("button", { name: "Send my request" }).click()
    const summary = page.getByRole("alert")
    await expect(summary.getByRole("link", { name: "First name: This field is mandatory." })).toBeVisible()
    await expect(
      summary.getByRole("link", { name: /I accept the terms of service: You must accept this/ }),
    ).toBeVisible()
    await expect(main.getByLabel("First name")).toHaveAttribute("aria-invalid", "true")
    await expectNoAxeViolations(page)

    await main.getByLabel("First name").fill("Anna")
    await main.getByLabel("Last name").fill("Peeters")
    await main.getByLabel("Function in the company").fill("Owner")
    await main.getByLabel("Phone").fill("+32 2 555 01 23")
    await main.getByLabel("Company name").fill(company)
    await main.getByLabel("Company reference number").fill("C-10442")
    await main.getByLabel("Category").selectOption({ label: "Catering trade" })
    await main.getByLabel("E-mail address", { exact: true }).fill(email)
    await main.getByLabel("Confirm the e-mail address").fill(`x${email}`)
    await main.getByLabel("Password", { exact: true }).fill("Chosen-Password-42")
    await main.getByLabel("Confirm the password").fill("Chosen-Password-42")
    await main.getByLabel("I agree that my data is processed").check()
    await main.getByLabel("I accept the terms of service").check()
    await main.getByLabel("Send me the newsletter").check()

    // with scripts the page has done the captcha's check by itself; without, there is nothing to read
    const scripts = hasScripts(info.project.name)
    const check = main.getByRole("group", { name: "Security check" })
    await expect(check.getByRole("status")).toHaveText(scripts ? CHECKED : MAILED_LINK)
    await expect(main.getByRole("img")).toHaveCount(0)
    await expect(main.getByRole("textbox", { name: /characters/i })).toHaveCount(0)
    await expectNoSidewaysScroll(page)
    await screenshots(page, `form-${info.project.name}`)

    // a first attempt whose e-mail confirmation differs
    await main.getByRole("button", { name: "Send my request" }).click()
    await expect(main.getByLabel("Confirm the e-mail address")).toHaveAccessibleDescription(
      "The e-mail addresses are not the same.",
    )
    await expect(main.getByLabel("First name")).toHaveValue("Anna")
    await expectNoAxeViolations(page)

    await main.getByLabel("Confirm the e-mail address").fill(email)
    await main.getByLabel("Password", { exact: true }).fill("Chosen-Password-42")
    await main.getByLabel("Confirm the password").fill("Chosen-Password-42")
    if (scripts) await expect(check.getByRole("status")).toHaveText(CHECKED)
    await main.getByRole("button", { name: "Send my request" }).click()

    if (scripts) {
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for your request" })).toBeVisible()
      await expect(
        page.getByText(
          "Your request is being processed. You will be told by e-mail when your account is ready.",
        ),
      ).toBeVisible()
      await expectNoAxeViolations(page)
      await newestMailTo(email, /being processed/)
    } else {
      await expect(page.getByRole("heading", { level: 1, name: "Check your mailbox" })).toBeVisible()
      await expectNoAxeViolations(page)
      await screenshots(page, "check-mail")
      // the link opens a page with a button: a mail program that opens links confirms nothing
      const link = await newestMailTo(email, /Confirm your sign-up request/)
      await page.goto(linkIn(link))
      await expect(
        page.getByRole("heading", { level: 1, name: "Confirm your sign-up request" }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
      await expectNoSidewaysScroll(page)
      await screenshots(page, "confirm")
      await main.getByRole("button", { name: "Confirm my request" }).click()
      await expect(page.getByRole("heading", { level: 1, name: "Your request is confirmed" })).toBeVisible()
      await expect(page).not.toHaveURL(/token=/)
      await expectNoAxeViolations(page)
      // the same link a second time: used up, with the way back to the form
      await page.goto(linkIn(link))
      await main.getByRole("button", { name: "Confirm my request" }).click()
      await expect(page.getByRole("alert")).toContainText("This link is not valid any more")
      await expect(main.getByRole("link", { name: "Sign up again" })).toBeVisible()
      await expectNoAxeViolations(page)
      await screenshots(page, "link-used")
    }

    // the provider's notice naming the request
    const notice = await newestMailTo("partners@belcater.example", new RegExp(company))
    const id = /#(\d+)/.exec(notice.subject ?? "")![1]!

    // staff review it from the command line while the shop runs
    expect(await staff("signups", "list")).toContain(email)
    expect(await staff("signups", "approve", id, "--roles", "1,2,3")).toContain(`Request ${id} approved`)

    const ready = await newestMailTo(email, /account is ready/)
    await page.goto(linkIn(ready))
    await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible()
    await expectNoAxeViolations(page)
    await main.getByLabel("E-mail address").fill(email)
    await main.getByLabel("New password", { exact: true }).fill("Brand-New-Password-7")
    await main.getByLabel("Confirm the new password").fill("Brand-New-Password-7")
    await main.getByRole("button", { name: "Set my password" }).click()
    await expect(page.getByText("Your password has been set. You can now log in with it.")).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole("link", { name: "Log in", exact: true }).click()
    await main.getByLabel(/e-mail/i).fill(email)
    await main.getByLabel(/^password$/i).fill("Brand-New-Password-7")
    await main.getByRole("button", { name: /log in/i }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole("button", { name: /log out/i })).toBeVisible()
  })
})

test("signing up with an address that already has an account looks the same; its owner is told by mail", async ({
  page,
}, info) => {
  const main = page.getByRole("main")
  // the integrator's address: no other journey reads its mail
  const known = "integrator@partners.test"
  await page.goto(localizedPath("en", "signup"))
  await main.getByLabel("First name").fill("Someone")
  await main.getByLabel("Last name").fill("Else")
  await main.getByLabel("Function in the company").fill("Buyer")
  await main.getByLabel("Phone").fill("+32 2 555 01 99")
  await main.getByLabel("Company name").fill("Elsewhere BV")
  await main.getByLabel("Company reference number").fill("C-99999")
  await main.getByLabel("E-mail address", { exact: true }).fill(known)
  await main.getByLabel("Confirm the e-mail address").fill(known)
  await main.getByLabel("Password", { exact: true }).fill("Chosen-Password-42")
  await main.getByLabel("Confirm the password").fill("Chosen-Password-42")
  await main.getByLabel("I agree that my data is processed").check()
  await main.getByLabel("I accept the terms of service").check()
  const scripts = hasScripts(info.project.name)
  if (scripts)
    await expect(main.getByRole("group", { name: "Security check" }).getByRole("status")).toHaveText(CHECKED)
  await main.getByRole("button", { name: "Send my request" }).click()
  // the same page a new address gets: nothing says the address is known
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: scripts ? "Thank you for your request" : "Check your mailbox",
    }),
  ).toBeVisible()
  await expect(page.getByText(/already/i)).toHaveCount(0)
  // in the owner's own language (German for this account), with the way to a new password
  const told = await newestMailTo(known, /Registrierungsanfrage mit Ihrer E-Mail-Adresse/)
  expect(told.text).toContain("/de/passwort-vergessen")
})
