import {
  countIntlFormats,
  expect,
  expectNoAxeViolations,
  hasScripts,
  openFirstProduct,
  test,
} from "./fixtures"
import { firstPrice, logInOnPage } from "./partners"

const BAIN_MARIE = "/en/details/buffet-and-distribution/hot-holding/bain-maries/BMG4-080A"

test.describe("product details", () => {
  test("from a list to a product: breadcrumb, specifications, sections, no price for visitors", async ({
    page,
  }) => {
    await openFirstProduct(page, "/en/products/cooking")
    await expect(page).toHaveURL(/\/en\/details\/cooking\/[a-z0-9-]+\/[a-z0-9-]+\/[A-Z0-9-]+$/)
    const id = page.url().split("/").pop()!
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(breadcrumb.getByRole("link", { name: "Cooking" })).toBeVisible()
    await expect(breadcrumb.getByText(id, { exact: true })).toHaveAttribute("aria-current", "page")
    await expect(page.getByRole("heading", { level: 2, name: "Specifications" })).toBeVisible()
    await expect(page.getByText(/\d+ × \d+ × \d+ mm/)).toBeVisible()
    const sections = [
      "Accessories",
      "Options",
      "Description",
      "Spare parts",
      "Technical documents",
      "Similar products",
    ]
    if (hasScripts(test.info().project.name)) {
      // with scripts: the WAI-ARIA tabs pattern
      const tablist = page.getByRole("tablist", { name: "On this page" })
      await expect(tablist.getByRole("tab")).toHaveText(sections)
      await tablist.getByRole("tab", { name: "Accessories" }).focus()
      await page.keyboard.press("End")
      await expect(tablist.getByRole("tab", { name: "Similar products" })).toBeFocused()
      await expect(tablist.getByRole("tab", { name: "Similar products" })).toHaveAttribute(
        "aria-selected",
        "true",
      )
      await page.keyboard.press("ArrowLeft")
      await expect(page.getByRole("tabpanel", { name: "Technical documents" })).toBeVisible()
      await expect(page.getByRole("tabpanel", { name: "Similar products" })).toBeHidden()
    } else {
      // without scripts: every section on the page, reached by links
      for (const section of sections)
        await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible()
      await page
        .getByRole("navigation", { name: "On this page" })
        .getByRole("link", { name: "Technical documents" })
        .click()
      await expect(page).toHaveURL(/#technicalDocuments$/)
    }
    expect(await page.getByRole("main").textContent()).not.toMatch(/\d+,\d{2}\s?[€£]/)
    await expectNoAxeViolations(page)
  })

  test("with scripts, the sections become tabs without being drawn again", async ({ page }) => {
    test.skip(!hasScripts(test.info().project.name), "tabs come with scripts")
    // a section drawn again after hydration (its content thrown away and made anew) would be the product
    // page's longest task; the switch to tabs only changes the sections' attributes
    await page.addInitScript(() => {
      const removed: string[] = []
      Object.assign(window, { removedSections: removed })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof HTMLElement &&
              (node.matches("section") || (record.target as Element).closest?.("section"))
            )
              removed.push(node.id)
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(BAIN_MARIE)
    await expect(page.getByRole("tablist", { name: "On this page" })).toBeVisible()
    await expect(page.getByRole("tabpanel", { name: "Accessories" })).toBeVisible()
    await expect(page.getByRole("tabpanel", { name: "Spare parts" })).toBeHidden()
    // the sections' own headings give way to the tabs that name them; nothing else is removed
    const removed = await page.evaluate(
      () => (window as unknown as { removedSections: string[] }).removedSections,
    )
    expect(removed.sort()).toEqual(
      ["accessories", "options", "descriptions", "spareParts", "technicalDocuments", "similar"]
        .map((id) => `${id}-title`)
        .sort(),
    )
  })

  test("with scripts, the tab a person chose stays chosen when a card in it adds to the wishlist", async ({
    page,
  }) => {
    test.skip(!hasScripts(test.info().project.name), "tabs come with scripts")
    // the address names a section: its tab is the first one chosen
    await page.goto(`${BAIN_MARIE}#technicalDocuments`)
    const tabs = page.getByRole("tablist", { name: "On this page" })
    await expect(tabs.getByRole("tab", { name: "Technical documents" })).toHaveAttribute(
      "aria-selected",
      "true",
    )
    await tabs.getByRole("tab", { name: "Accessories" }).click()
    const accessories = page.getByRole("tabpanel", { name: "Accessories" })
    await accessories
      .getByRole("button", { name: /^Add to wishlist/ })
      .first()
      .click()
    await expect(page.getByRole("status").getByText(/was added to your wishlist/)).toBeVisible()
    // the page's data was loaded again after the post; the person's choice, not the address, still counts
    await expect(tabs.getByRole("tab", { name: "Accessories" })).toHaveAttribute("aria-selected", "true")
    await expect(accessories).toBeVisible()
  })

  test("the page's data carries what its spare parts' lines show, not their descriptions", async ({
    page,
    request,
  }) => {
    await openFirstProduct(page, "/en/products/cooking")
    const id = page.url().split("/").pop()!
    const details = await (await request.get(`/api/products/${id}?include[]=spare-parts`)).json()
    const parts = (details.included as { type: string; attributes: { name: string; description: string } }[])
      .filter((item) => item.type === "spare-parts")
      .map((item) => item.attributes)
    expect(parts.length).toBeGreaterThan(0)
    // the document as sent: its markup and the data its scripts hydrate from
    const html = await (await request.get(page.url())).text()
    for (const part of parts) {
      expect(html).toContain(part.name)
      expect(html).not.toContain(part.description)
    }
    await expect(page.getByText(parts[0]!.name, { exact: true }).first()).toBeAttached()
  })

  test("the language switch keeps the product", async ({ page }) => {
    // with scripts a client navigation: the address may change before the product page is drawn, with
    // the list's language links still in the header; its heading says it is there
    await openFirstProduct(page, "/en/products/refrigeration")
    const id = page.url().split("/").pop()!
    await page.getByRole("banner").getByText("EN", { exact: true }).click()
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click()
    await expect(page).toHaveURL(new RegExp(`/de/details/[a-z0-9-]+/[a-z0-9-]+/[a-z0-9-]+/${id}$`))
    await expect(page.locator("html")).toHaveAttribute("lang", "de")
    await expect(page.getByText("Technische Unterlagen").first()).toBeVisible()
    await expect(page.getByText(`Produkt ${id}`)).toBeVisible()
  })

  test("measures in the page's language, written by the server: hydrating builds no number format", async ({
    page,
  }) => {
    const formatsBuilt = await countIntlFormats(page)
    await page.goto(BAIN_MARIE)
    const specifications = page.getByRole("main").locator("dl")
    await expect(specifications).toContainText("0.721 m³")
    await expect(specifications).toContainText("4,000 kcal/h")
    await expect(page.getByRole("main")).toContainText("16.5 KB")
    await page.getByRole("banner").getByText("EN", { exact: true }).click()
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click()
    await expect(page.locator("html")).toHaveAttribute("lang", "de")
    await expect(specifications).toContainText("0,721 m³")
    await expect(specifications).toContainText("4.000 kcal/h")
    await expect(page.getByRole("main")).toContainText("16,5 KB")
    expect(await formatsBuilt()).toBe(0)
    // the German page opened afresh: hydrated with the server's text, nothing formatted again
    await page.reload()
    await expect(specifications).toContainText("4.000 kcal/h")
    expect(await formatsBuilt()).toBe(0)
  })

  test("a partner's prices: hydrating a list of them builds no number format", async ({ page }) => {
    const formatsBuilt = await countIntlFormats(page)
    await logInOnPage(page, "buyer@partners.test")
    await page.goto("/en/products/all")
    await expect(firstPrice(page, "€")).toBeVisible()
    expect(await formatsBuilt()).toBe(0)
  })

  test("a path outside the category tree goes to the not-found page", async ({ page }) => {
    const response = await page.goto("/en/details/nope/nope/nope/XYZ")
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL(/\/en\/404$/)
    await expect(page.getByRole("heading", { name: "Ooops" })).toBeVisible()
  })
})
