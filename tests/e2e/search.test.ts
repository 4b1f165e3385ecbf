import { expect, expectNoAxeViolations, test } from "./fixtures"

test.describe("search", () => {
  test("the header's search form opens the results page; cards lead to the product", async ({ page }) => {
    await page.goto("/fr")
    await page.getByRole("banner").getByText("Rechercher", { exact: true }).first().click()
    await page.getByLabel("Rechercher des produits et des pièces détachées").fill("friteuse")
    await page.getByLabel("Rechercher des produits et des pièces détachées").press("Enter")
    await expect(page).toHaveURL(/\/fr\/[a-z-]+\?query=friteuse$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText("friteuse")
    const first = page.getByRole("article").first()
    await expect(first.getByRole("heading")).toContainText(/friteuse/i)
    expect(await page.getByRole("main").textContent()).not.toMatch(/\d+,\d{2}\s?[€£]/)
    await expectNoAxeViolations(page)
    const name = (await first.getByRole("heading").textContent())!.trim()
    await first.getByRole("heading").getByRole("link").click()
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
  })

  test("spare parts have their own tab and are found by their ids", async ({ page }) => {
    await page.goto("/en/search?query=R01000")
    await page
      .getByRole("navigation", { name: "Result types" })
      .getByRole("link", { name: /Spare parts/ })
      .click()
    await expect(page).toHaveURL(/tab=spare-parts/)
    await expect(page.getByText(/^R01000\d\d$/).first()).toBeVisible()
  })

  test("a query under two characters says so beside the field and keeps what was typed", async ({ page }) => {
    await page.goto("/en/search?query=a")
    const field = page.getByRole("main").getByLabel("Search products and spare parts")
    await expect(field).toHaveValue("a")
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByRole("alert")).toHaveText("Type at least 2 characters.")
  })
})
