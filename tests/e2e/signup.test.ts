import { localizedPath } from "../../app/lib/urls/pages"
import { answerTheProofWithoutScripts, expectCheckedByThePage } from "./captcha"
import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { linkIn, newestMailTo, staff, uniqueAddress } from "./outbox"

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

    // with scripts the page has done the captcha's check by itself; without, the picture asks for its
    // characters (the test cannot read them: it answers the proof as the script would have)
    const scripts = hasScripts(info.project.name)
    if (scripts) await expectCheckedByThePage(page)
    else await expect(main.getByLabel("Characters shown in the image")).toBeVisible()

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
    if (scripts) await expectCheckedByThePage(page)
    else await answerTheProofWithoutScripts(page)
    await main.getByRole("button", { name: "Send my request" }).click()

    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your request" })).toBeVisible()
    await expect(
      page.getByText(
        "Your request is being processed. You will be told by e-mail when your account is ready.",
      ),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // the acknowledgement, and the provider's notice naming the request
    await newestMailTo(email, /being processed/)
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
