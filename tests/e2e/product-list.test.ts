import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"

test.describe("product lists", () => {
  test("browse category → range → subrange and see products without prices", async ({ page }) => {
    await page.goto("/en")
    await page.getByRole("main").getByRole("link", { name: "Cooking", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Cooking" })).toBeVisible()
    const sub = page.getByRole("navigation", { name: "Browse this section" })
    const rangeName = (await sub.getByRole("link").first().textContent())!.trim()
    await sub.getByRole("link").first().click()
    await expect(page.getByRole("heading", { level: 1, name: rangeName })).toBeVisible()
    const subrangeName = (await page
      .getByRole("navigation", { name: "Browse this section" })
      .getByRole("link")
      .first()
      .textContent())!.trim()
    await page.getByRole("navigation", { name: "Browse this section" }).getByRole("link").first().click()
    await expect(page.getByRole("heading", { level: 1, name: subrangeName })).toBeVisible()
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(breadcrumb.getByRole("link", { name: "Cooking" })).toBeVisible()
    await expect(breadcrumb.getByRole("link", { name: rangeName })).toBeVisible()
    await expect(page.getByRole("article").first()).toBeVisible()
    await expect(
      page.getByRole("article").first().getByRole("link", { name: "Log in to order" }),
    ).toBeVisible()
    // visitors never see a price (PRICE-1)
    expect(await page.getByRole("main").textContent()).not.toMatch(/\d+,\d{2}\s?[€£]/)
    await expectNoAxeViolations(page)
  })

  // decision 056: a list page's data carries what its cards show, not every attribute and picture
  test("a list page's data holds its cards' attributes and first pictures only", async ({ page }) => {
    const document = await (await page.request.get("/en/products/all")).text()
    const pageData = document.match(/streamController\.enqueue\((.*?)\);/s)?.[1] ?? ""
    expect(pageData).toContain("description_tech_spec")
    expect(pageData).toContain("thumb")
    for (const attribute of ["gas_kcal_h", "volume_m3", "page_catalog_number", "product_line_id"])
      expect(pageData).not.toContain(attribute)
    await page.goto("/en/products/all")
    const cards = page.getByRole("article")
    await expect(cards.first().getByRole("heading")).toBeVisible()
    await expect(cards.first().locator("img")).toHaveCount(1)
    // one picture per card (its address and its thumbnail's), not each product's three
    const pictures = pageData.match(/\/api\/media\//g)?.length ?? 0
    expect(pictures).toBeGreaterThan(0)
    expect(pictures).toBeLessThanOrEqual(2 * (await cards.count()))
  })

  // on a phone the filters are folded away, not a long form before the first product
  test("on a phone the filters are a closed disclosure above the list, and say how many are set", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto("/en/products/cooking")
    // the cookie notice takes the first screen's top; once accepted the list starts on the first screen
    await page
      .getByRole("region", { name: "Cookie notice" })
      .getByRole("button", { name: "I understand" })
      .click()
    await expect(page.getByRole("region", { name: "Cookie notice" })).toBeHidden()
    const filters = page.getByRole("complementary", { name: "Filters" })
    const family = filters.getByLabel("Family", { exact: true })
    await expect(family).toBeHidden()
    // the first product is on the first screen
    const first = page.getByRole("article").first()
    await expect(first).toBeInViewport()
    await filters.getByText("Filters", { exact: true }).first().click()
    await expect(family).toBeVisible()
    await expectNoAxeViolations(page)
    await family.selectOption({ index: 1 })
    await filters.getByRole("button", { name: "Apply filters" }).click()
    await expect(page).toHaveURL(/family=\d+/)
    await expect(filters.getByText("1 set")).toBeVisible()
    // from lg the filters are the list's side column, always open
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(family).toBeVisible()
  })

  test("filters, the old-products toggle, grid view and pagination live in the URL", async ({ page }) => {
    await page.goto("/en/products/cooking")
    const status = page.getByRole("status").filter({ hasText: /products/ })
    const total = Number((await status.textContent())!.match(/\d+/)![0])
    await page.getByLabel("Family", { exact: true }).selectOption({ index: 1 })
    await page
      .getByRole("complementary", { name: "Filters" })
      .getByRole("button", { name: "Apply filters" })
      .click()
    await expect(page).toHaveURL(/family=\d+/)
    // the count is read once the filtered list is on the page
    await expect(status).not.toHaveText(new RegExp(`^${total}\\b`))
    const filtered = Number((await status.textContent())!.match(/\d+/)![0])
    expect(filtered).toBeLessThan(total)
    await page.getByRole("button", { name: "Show old products" }).click()
    await expect(page).toHaveURL(/old=1/)
    await expect(page).not.toHaveURL(/family=/)
    await expect(page.getByRole("button", { name: "Show old products" })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
    await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Grid" }).click()
    await expect(page).toHaveURL(/view=grid/)
    const pages = page.getByRole("navigation", { name: "Pages" })
    await expect(pages.getByText("Previous")).toHaveAttribute("aria-disabled", "true")
    await pages.getByRole("link", { name: "Page 2" }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    await expect(page).toHaveURL(/view=grid/)
    await page.getByRole("link", { name: "Clear filters" }).click()
    // the view is a preference, not a filter: it stays
    await expect(page).toHaveURL(/\/en\/products\/cooking\?view=grid$/)
    await expectNoAxeViolations(page)
  })

  test("load more appends the next page with scripts; without scripts the pages are links", async ({
    page,
  }) => {
    await page.goto("/en/products/cooking")
    const cards = page.getByRole("article")
    await expect(cards).toHaveCount(6)
    if (hasScripts(test.info().project.name)) {
      await page.getByRole("button", { name: "Load more products" }).click()
      await expect(cards).toHaveCount(12)
    } else {
      await expect(page.getByRole("button", { name: "Load more products" })).toBeHidden()
      await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click()
      await expect(page).toHaveURL(/page=2/)
    }
  })

  test("a page past the last one leads to the last page, not to a count beside 'No products match'", async ({
    page,
  }) => {
    const first = await page.request.get("/en/products/refrigeration?view=list&page=999", { maxRedirects: 0 })
    expect(first.status()).toBe(302)
    const last = first.headers()["location"]!
    expect(last).toMatch(
      /^\/en\/products\/refrigeration\?page=\d+&view=list$|^\/en\/products\/refrigeration\?view=list&page=\d+$/,
    )
    await page.goto("/en/products/refrigeration?page=999")
    await expect(page).toHaveURL(/page=\d+$/)
    await expect(page).not.toHaveURL(/page=999/)
    await expect(page.getByRole("article").first()).toBeVisible()
    await expect(page.getByText("No products match")).toHaveCount(0)
    await expect(
      page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }),
    ).toHaveCount(0)
  })

  test("the clearance opens with the clearance filter preselected", async ({ page }) => {
    await page.goto("/en")
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Clearance" })
      .click()
    await expect(page.getByRole("heading", { level: 1, name: "Clearance" })).toBeVisible()
    await expect(page).toHaveURL(/\/en\/products\/all\?declined$/)
    const first = page.getByRole("article").first()
    await expect(first.getByText("Clearance", { exact: true })).toBeVisible()
  })

  test("special lists are always accepted; invalid paths are a 404", async ({ page }) => {
    for (const path of [
      "/en/products/promo",
      "/en/products/good-deals",
      "/en/products/new",
      "/en/products/hit-parade",
      "/fr/produits",
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
    }
    for (const path of ["/en/products/nope", "/en/products/cooking/nope", "/fr/produits/cooking"]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole("heading", { name: "Ooops" })).toBeVisible()
    }
  })
})
