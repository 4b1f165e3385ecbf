import { localizedPath } from "../../app/lib/urls/pages"
import { answerTheProofWithoutScripts, CHECKED, expectCheckedByThePage } from "./captcha"
import { expectTheFormKept, fillTheForm } from "./contact-form"
import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"

test.describe("contact form", () => {
  test("with scripts a visitor sends a message without reading or typing any captcha", async ({
    page,
  }, info) => {
    test.skip(!hasScripts(info.project.name), "the page's script does the check; the twin below has none")
    await page.goto(localizedPath("en", "contact"))
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible()
    await expectCheckedByThePage(page)
    await expectNoAxeViolations(page)

    await fillTheForm(page)
    await page.getByRole("button", { name: "Send" }).click()

    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your message" })).toBeVisible()
    await expect(page.getByText("Your message for “After-sales service” has been sent.")).toBeVisible()
    await expectNoAxeViolations(page)

    // PAGE-5: after the contact form is cleared the person goes to the root path
    await page.getByRole("button", { name: "Clear the form" }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toHaveCount(0)
  })

  test("without scripts the picture is the check: wrong characters are refused, another picture keeps everything typed", async ({
    page,
  }, info) => {
    test.skip(hasScripts(info.project.name), "with scripts the page does the check (the test above)")
    const main = page.getByRole("main")
    await page.goto(localizedPath("en", "contact"))
    const picture = main.getByRole("img", { name: "Distorted characters to type into the field below." })
    await expect(picture).toBeVisible()
    // who cannot see it is told what else there is: scripts, or the company's address and phone
    await expect(main.getByText(/Cannot see the picture\? With JavaScript switched on/)).toBeVisible()
    await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/)
    await expect(main.getByText(CHECKED)).toHaveCount(0)
    await expectNoAxeViolations(page)

    await fillTheForm(page)
    await main.getByLabel("Characters shown in the image").fill("ZZZZZ")
    await page.getByRole("button", { name: "Send" }).click()

    // the API's message beside the field and in the summary; everything typed is still there
    const captcha = main.getByLabel("Characters shown in the image")
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

    // another picture, without losing anything typed
    const first = await picture.getAttribute("src")
    await main.getByLabel("Characters shown in the image").fill("ABC")
    await page.getByRole("button", { name: "Show another image" }).click()
    await expect(picture).not.toHaveAttribute("src", first!)
    await expect(main.getByLabel("Characters shown in the image")).toHaveValue("")
    await expectTheFormKept(page)

    await answerTheProofWithoutScripts(page)
    await page.getByRole("button", { name: "Send" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your message" })).toBeVisible()
    await page.getByRole("button", { name: "Clear the form" }).click()
    await expect(page).toHaveURL(/\/en$/)
  })

  test("with scripts but no Web Crypto the picture stays, as without scripts", async ({ page }, info) => {
    test.skip(!hasScripts(info.project.name), "only a page with scripts can miss Web Crypto")
    // as in a browser without crypto.subtle, or a page served over plain HTTP
    await page.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, "subtle", { get: () => undefined })
    })
    await page.goto(localizedPath("en", "contact"))
    const main = page.getByRole("main")
    await fillTheForm(page)
    await expect(
      main.getByRole("img", { name: "Distorted characters to type into the field below." }),
    ).toBeVisible()
    await expect(main.getByLabel("Characters shown in the image")).toBeVisible()
    await expect(main.getByText(CHECKED)).toHaveCount(0)
    // still checked beside the field when sent without the characters
    await page.getByRole("button", { name: "Send" }).click()
    await expect(main.getByLabel("Characters shown in the image")).toHaveAccessibleDescription(
      /This field is mandatory\./,
    )
    await expectNoAxeViolations(page)
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
    if (hasScripts(test.info().project.name))
      await expect(page.getByRole("status").filter({ hasText: "Vérifié automatiquement" })).toBeVisible()
    else
      await expect(
        page.getByRole("img", { name: "Caractères déformés à taper dans le champ ci-dessous." }),
      ).toBeVisible()
  })
})
