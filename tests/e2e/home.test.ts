import { expect, expectNoAxeViolations, test } from "./fixtures"

test.describe("homepage", () => {
  test("shows featured products, the new, promo and hit-parade rails, highlighted news and the clearance button", async ({
    page,
  }) => {
    await page.goto("/en")
    await expect(page.getByRole("heading", { level: 2, name: "Featured products" })).toBeVisible()
    for (const rail of ["New products", "Promotions", "Hit parade"]) {
      const section = page.getByRole("region", { name: rail })
      await expect(section.getByRole("article").first()).toBeVisible()
    }
    await expect(
      page.getByRole("region", { name: "Promotions" }).getByText("Promo", { exact: true }).first(),
    ).toBeVisible()
    const news = page.getByRole("region", { name: "Latest news" })
    await expect(news.getByRole("heading", { level: 3 }).first()).toBeVisible()
    expect(await news.getByRole("heading", { level: 3 }).count()).toBeLessThanOrEqual(10)
    // visitors: no price anywhere on the page
    expect(await page.getByRole("main").textContent()).not.toMatch(/\d+,\d{2}\s?[€£]/)
    await expectNoAxeViolations(page)
    await page.getByRole("link", { name: /Clearance.*articles in stock/ }).click()
    await expect(page).toHaveURL(/\/en\/products\/all\?declined$/)
  })
})
