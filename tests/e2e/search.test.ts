import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"

test.describe("search", () => {
  test("the header's search form opens the results page; cards lead to the product", async ({ page }) => {
    await page.goto("/fr")
    await page.getByRole("banner").getByText("Rechercher", { exact: true }).first().click()
    const field = page
      .getByRole("banner")
      .getByLabel("Rechercher des produits et des pièces détachées", { exact: true })
    await field.fill("friteuse")
    await field.press("Enter")
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

test.describe("search popup (scripts)", () => {
  test.beforeEach(({}, info) =>
    test.skip(
      !hasScripts(info.project.name),
      "the popup needs scripts; without them the header form opens the results page (above)",
    ),
  )

  test("suggests products that are not old from two characters, opens one with the keyboard and clears", async ({
    page,
  }) => {
    await page.goto("/en/faq")
    const combobox = page.getByRole("combobox", {
      name: "Search products and spare parts",
      includeHidden: true,
    })
    await expect(combobox).toBeAttached() // the page is hydrated
    await page.getByRole("banner").getByText("Search", { exact: true }).first().click()
    await expect(combobox).toBeFocused()
    await combobox.fill("f")
    await expect(page.getByRole("listbox")).toBeHidden()
    await combobox.fill("fryer")
    const options = page.getByRole("listbox", { name: "Search results" }).getByRole("option")
    await expect(options.first()).toBeVisible()
    await expect(combobox).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByRole("status").filter({ hasText: /results?$/ })).toHaveText(/\d+ results?/)
    expect(await options.allTextContents()).not.toContainEqual(expect.stringMatching(/Old/))
    await combobox.press("ArrowDown")
    await expect(options.first()).toHaveAttribute("aria-selected", "true")
    const name = (await options.first().locator("span").last().textContent())!.trim()
    await combobox.press("Enter")
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
    await expect(page).toHaveURL(/\/en\/details\//)
    await expectNoAxeViolations(page)
  })

  test("Escape closes the suggestions; an empty field clears them", async ({ page }) => {
    await page.goto("/en")
    const combobox = page.getByRole("combobox", {
      name: "Search products and spare parts",
      includeHidden: true,
    })
    await expect(combobox).toBeAttached() // the page is hydrated
    await page.getByRole("banner").getByText("Search", { exact: true }).first().click()
    await combobox.fill("oven")
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible()
    await combobox.press("Escape")
    await expect(combobox).toHaveAttribute("aria-expanded", "false")
    await combobox.fill("")
    await expect(page.getByRole("listbox")).toBeHidden()
  })
})
