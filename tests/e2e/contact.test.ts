import type { Page } from "@playwright/test"

import { localizedPath } from "../../app/lib/urls/pages"
import { expect, expectNoAxeViolations, test } from "./fixtures"

// The answer to the captcha's question alternative, read from the question as a person would: the test
// knows no more than the visitor (the e2e server's database is its own).
const NUMBERS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
function answerTo(question: string) {
  const match = /What is (\w+) plus (\w+)\?/.exec(question)
  if (!match) throw new Error(`not a question: ${question}`)
  return String(NUMBERS.indexOf(match[1]!) + 1 + NUMBERS.indexOf(match[2]!) + 1)
}

async function fillTheForm(page: Page) {
  await page.getByRole("main").getByLabel("Department").selectOption({ label: "After-sales service" })
  await page.getByRole("main").getByLabel("Your business").selectOption({ label: "Wholesaler" })
  await page
    .getByRole("main")
    .getByLabel("Message")
    .fill("Our combi oven shows error E34. Could a technician come next week?")
  await page.getByRole("main").getByLabel("Company name").fill("Brasserie du Parc")
  await page.getByRole("main").getByLabel("VAT number").fill("BE 0123.456.789")
  await page.getByRole("main").getByLabel("Address", { exact: true }).fill("Rue Royale 12")
  await page.getByRole("main").getByLabel("Postal code").fill("1000")
  await page.getByRole("main").getByLabel("City").fill("Brussels")
  await page.getByRole("main").getByLabel("Country").fill("Belgium")
  await page.getByRole("main").getByLabel("First name").fill("Marie")
  await page.getByRole("main").getByLabel("Last name").fill("Dubois")
  await page.getByRole("main").getByLabel("E-mail").fill("marie@brasserie.example")
  await page.getByRole("main").getByLabel("Phone").fill("+32 2 123 45 67")
}

async function expectTheFormKept(page: Page) {
  await expect(page.getByRole("main").getByLabel("Department")).toHaveValue("aftersales")
  await expect(page.getByRole("main").getByLabel("Your business")).toHaveValue("wholesaler")
  await expect(page.getByRole("main").getByLabel("Company name")).toHaveValue("Brasserie du Parc")
  await expect(page.getByRole("main").getByLabel("E-mail")).toHaveValue("marie@brasserie.example")
  await expect(page.getByRole("main").getByLabel("Message")).toHaveValue(/error E34/)
}

test.describe("contact form", () => {
  test("a visitor sends a message after a wrong captcha, then answers the question instead", async ({
    page,
  }) => {
    await page.goto(localizedPath("en", "contact"))
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible()
    await expect(page.getByRole("img", { name: /Distorted characters to type/ })).toBeVisible()
    await expectNoAxeViolations(page)

    await fillTheForm(page)
    await page.getByRole("main").getByLabel("Characters shown in the image").fill("ZZZZZ")
    await page.getByRole("button", { name: "Send" }).click()

    // the API's message beside the field and in the summary; everything typed is still there
    const captcha = page.getByRole("main").getByLabel("Characters shown in the image")
    await expect(captcha).toHaveAccessibleDescription(/captcha value is invalid/)
    await expect(captcha).toHaveAttribute("aria-invalid", "true")
    await expect(captcha).toHaveValue("")
    await expect(
      page
        .getByRole("alert")
        .getByRole("link", { name: /Characters shown in the image: The captcha value is invalid/ }),
    ).toBeVisible()
    await expectTheFormKept(page)
    await expectNoAxeViolations(page)

    // the accessible alternative, without losing anything typed
    await page.getByRole("button", { name: "Answer a question instead" }).click()
    const question = page.getByText(/^What is \w+ plus \w+\? Answer in digits\.$/)
    await expect(question).toBeVisible()
    await expectTheFormKept(page)
    const answer = page.getByRole("main").getByLabel("Answer to the question")
    await expect(answer).toHaveAccessibleDescription(/What is \w+ plus \w+/)
    await answer.fill(answerTo((await question.textContent())!))
    await page.getByRole("button", { name: "Send" }).click()

    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your message" })).toBeVisible()
    await expect(page.getByText("Your message for “After-sales service” has been sent.")).toBeVisible()
    await expectNoAxeViolations(page)

    // spec §2: after the contact form is cleared the person goes to the root path
    await page.getByRole("button", { name: "Clear the form" }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toHaveCount(0)
  })

  test("an empty form lists every problem, each linked to its field", async ({ page }) => {
    await page.goto(localizedPath("en", "contact"))
    await page.getByRole("button", { name: "Send" }).click()
    const summary = page.getByRole("alert")
    await expect(summary.getByRole("link", { name: "Company name: This field is mandatory." })).toBeVisible()
    await expect(summary.getByRole("link", { name: "Department: This field is mandatory." })).toBeVisible()
    await expect(summary.getByRole("link", { name: /^Address line 2/ })).toHaveCount(0)
    await expect(page.getByRole("main").getByLabel("City")).toHaveAccessibleDescription(
      "This field is mandatory.",
    )
    await page.getByRole("main").getByLabel("City").fill("   ")
    await page.getByRole("main").getByLabel("E-mail").fill("marie at brasserie")
    await page.getByRole("button", { name: "Send" }).click()
    await expect(page.getByRole("main").getByLabel("City")).toHaveAccessibleDescription(
      "This field must not contain only spaces.",
    )
    await expect(page.getByRole("main").getByLabel("E-mail")).toHaveAccessibleDescription(
      /e-mail address like name@example\.com/,
    )
    await expect(summary.getByRole("link", { name: /^E-mail:/ })).toHaveAttribute("href", "#contact-email")
    await expectNoAxeViolations(page)
  })

  test("the page speaks the visitor's language, selects included", async ({ page }) => {
    await page.goto(localizedPath("fr", "contact"))
    await expect(page.getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeVisible()
    await expect(
      page
        .getByRole("main")
        .getByLabel("Service", { exact: true })
        .getByRole("option", { name: "Service après-vente" }),
    ).toHaveCount(1)
    await page.getByRole("button", { name: "Répondre plutôt à une question" }).click()
    await expect(page.getByText(/^Combien font \w+ plus \w+ \? Répondez en chiffres\.$/)).toBeVisible()
  })
})
