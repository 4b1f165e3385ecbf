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
    // CAT-20: each rail shows at most 8 cards and leads to its whole list (CAT-4 special lists)
    for (const [rail, path] of [
      ["Featured products", null],
      ["New products", "/en/products/new"],
      ["Promotions", "/en/products/promo"],
      ["Good deals", "/en/products/good-deals"],
      ["Hit parade", "/en/products/hit-parade"],
    ] as const) {
      const section = page.getByRole("region", { name: rail })
      if (!(await section.count())) continue
      expect(await section.getByRole("article").count()).toBeLessThanOrEqual(8)
      if (path)
        await expect(section.getByRole("link", { name: `See all: ${rail}` })).toHaveAttribute("href", path)
    }
    // on a phone the rails are rows that scroll inside themselves: the page is a few screens long
    await page.setViewportSize({ width: 375, height: 667 })
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)
    expect(screens).toBeLessThan(14)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.getByRole("link", { name: /Clearance.*articles in stock/ }).click()
    await expect(page).toHaveURL(/\/en\/products\/all\?declined$/)
  })
})
