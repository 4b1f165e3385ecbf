import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"

// The general terms and conditions of sale (CONTENT-4): a page of numbered sections with a table of
// contents, reached from the sign-up form, the footer and the terms gate (tests/e2e/terms-gate.test.ts).

test.describe("the terms of service", () => {
  test("sign-up's link opens them; the contents lead to each section", async ({ page }) => {
    await page.goto("/en/signup")
    await page.getByRole("main").getByRole("link", { name: "Read the terms of service" }).click()
    await expect(page).toHaveURL(/\/en\/terms-of-service$/, { timeout: 15_000 })
    await expect(page.getByRole("heading", { level: 1, name: "Terms of service" })).toBeVisible()
    await expect(page).toHaveTitle("General terms and conditions of sale | Belcater Pro")

    const contents = page.getByRole("navigation", { name: "Contents" })
    const entries = contents.getByRole("link")
    await expect(entries).toHaveCount(14)
    // every entry names a section of the page, in order
    const sections = page.getByRole("main").getByRole("heading", { level: 2, name: /^\d+\. / })
    await expect(sections).toHaveText(await entries.allTextContents())
    await expect(sections.filter({ hasText: "Applicable law and jurisdiction" })).toHaveCount(1)
    await expect(page.getByText(/Belgian law of 2 August 2002/)).toBeVisible()
    await expect(page.getByText(/registered office in Wavre/)).toBeVisible()

    await contents.getByRole("link", { name: "7. Retention of title" }).click()
    await expect(page).toHaveURL(/#terms-\d+$/)
    const target = page.getByRole("heading", { level: 2, name: "7. Retention of title" })
    await expect(target).toBeInViewport()
    expect(new URL(page.url()).hash).toBe(`#${await target.getAttribute("id")}`)
    // the page names a section by its heading (a landmark for assistive technologies)
    await expect(page.getByRole("region", { name: "7. Retention of title" })).toBeVisible()

    // the pages the terms refer to
    const seeAlso = page.getByRole("navigation", { name: "See also" })
    await expect(seeAlso.getByRole("link", { name: "Privacy and cookies policy" })).toHaveAttribute(
      "href",
      "/en/cookies-policy",
    )
    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page)
  })

  test("the footer leads to them in every page's language", async ({ page }) => {
    await page.goto("/fr")
    await page.getByRole("contentinfo").getByRole("link", { name: "Conditions générales" }).click()
    await expect(page).toHaveURL(/\/fr\/conditions-generales$/, { timeout: 15_000 })
    await expect(page.getByRole("heading", { level: 1, name: "Conditions générales de vente" })).toBeVisible()
    await expect(page).toHaveTitle("Conditions générales de vente | Belcater Pro")
    await expect(page.getByRole("navigation", { name: "Sommaire" }).getByRole("link")).toHaveCount(14)
    await expect(page.getByRole("heading", { level: 2, name: "7. Réserve de propriété" })).toBeVisible()
    await expect(page.getByText(/loi belge du 2 août 2002/)).toBeVisible()
    await expect(page.getByRole("navigation", { name: "Fil d'Ariane" })).toContainText("Conditions générales")

    // the same page in German
    await page.goto("/de/agb")
    await expect(
      page.getByRole("heading", { level: 1, name: "Allgemeine Geschäftsbedingungen" }),
    ).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: "7. Eigentumsvorbehalt" })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page)
  })
})
