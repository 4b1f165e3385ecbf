import type { APIRequestContext } from "@playwright/test"

import { localizedPath } from "../../app/lib/urls/pages"
import { expect, expectNoAxeViolations, test } from "./fixtures"
import { linkIn, newestMailTo, uniqueAddress } from "./outbox"
import { newPartner } from "./partners"

/** An approved account of this test's own (never a demo account: other journeys log in with those). */
const newAccount = (request: APIRequestContext, email: string) =>
  newPartner(request, {
    email,
    password: "First-Password-2026",
    roles: "2",
    firstName: "Eva",
    lastName: "Janssens",
    company: "Janssens Catering",
    phone: "+32 3 555 77 88",
  })

test.describe("forgot and set a password", () => {
  test("a partner asks for a link, sets a new password through the mail and logs in with it", async ({
    page,
  }, info) => {
    test.setTimeout(test.info().timeout * 4)
    const main = page.getByRole("main")
    const email = uniqueAddress("reset", info.project.name)
    await newAccount(page.request, email)

    await page.goto(localizedPath("en", "forgotPassword"))
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible()
    await expectNoAxeViolations(page)

    await main.getByLabel("E-mail address").fill("not-an-address")
    await main.getByRole("button", { name: "Send me a link" }).click()
    await expect(main.getByLabel("E-mail address")).toHaveAccessibleDescription(
      "Enter an e-mail address like name@example.com.",
    )
    await expectNoAxeViolations(page)

    await main.getByLabel("E-mail address").fill(email)
    await main.getByRole("button", { name: "Send me a link" }).click()
    const sent = page.getByText(/If an account exists for this address, an e-mail with a link/)
    await expect(sent).toBeVisible()
    await expectNoAxeViolations(page)
    // the hide action clears the message
    await main.getByRole("button", { name: "Hide this message" }).click()
    await expect(sent).toBeHidden()
    await expect(main.getByLabel("E-mail address")).toBeVisible()

    const mail = await newestMailTo(email, /Set a new password/)
    await page.goto(linkIn(mail))
    await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible()

    // SIGNUP-4, FORM-2: wrong email, then passwords that differ
    await main.getByLabel("E-mail address").fill("someone.else@applicants.test")
    await main.getByLabel("New password", { exact: true }).fill("Reset-Password-2026")
    await main.getByLabel("Confirm the new password").fill("Reset-Password-2026")
    await main.getByRole("button", { name: "Set my password" }).click()
    await expect(main.getByLabel("E-mail address")).toHaveAccessibleDescription(
      "Wrong e-mail address: it is not the address this link was sent to.",
    )
    await expect(main.getByLabel("E-mail address")).toHaveValue("someone.else@applicants.test")
    await expectNoAxeViolations(page)

    await main.getByLabel("E-mail address").fill(email)
    await main.getByLabel("New password", { exact: true }).fill("Reset-Password-2026")
    await main.getByLabel("Confirm the new password").fill("Reset-Password-2027")
    await main.getByRole("button", { name: "Set my password" }).click()
    await expect(main.getByLabel("Confirm the new password")).toHaveAccessibleDescription(
      "The passwords are not the same.",
    )

    await main.getByLabel("New password", { exact: true }).fill("Reset-Password-2026")
    await main.getByLabel("Confirm the new password").fill("Reset-Password-2026")
    await main.getByRole("button", { name: "Set my password" }).click()
    await expect(page.getByText("Your password has been set. You can now log in with it.")).toBeVisible()

    // the link works once
    await page.goto(linkIn(mail))
    await main.getByLabel("E-mail address").fill(email)
    await main.getByLabel("New password", { exact: true }).fill("Another-Password-1")
    await main.getByLabel("Confirm the new password").fill("Another-Password-1")
    await main.getByRole("button", { name: "Set my password" }).click()
    await expect(page.getByRole("alert")).toContainText("This link is not valid or has already been used.")
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto(localizedPath("en", "login"))
    await main.getByLabel(/e-mail/i).fill(email)
    await main.getByLabel(/^password$/i).fill("Reset-Password-2026")
    await main.getByRole("button", { name: /log in/i }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole("button", { name: /log out/i })).toBeVisible()
  })
})
