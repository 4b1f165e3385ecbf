import { readFileSync } from "node:fs"
import fs from "node:fs/promises"
import path from "node:path"

import type { Page } from "@playwright/test"

import type { Locale } from "#contract/locales"
import { formatDay } from "#contract/shipping-date"

import { localizedPath } from "../../app/lib/urls/pages"
import { keepPicture, RESULTS } from "../support/run-folder"
import { expect, hasScripts, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { apiHeadersOf, logInOnPage, newPartner, putBasket } from "./partners"
import { firstShippingDay } from "./shipping-date"

// WCAG 2.2 1.4.10 Reflow: every kind of page, for a visitor and for a
// buyer, in English and in German, with scripts and without (both projects), fits a 320 and a 375 CSS px
// wide screen without scrolling sideways, and a 1280 px one too. Each page is opened once and measured at
// the three widths by resizing the viewport (no reload); a screenshot of each width is written to
// the results folder's reflow/ for people to look at. A page that overflows is named with its width and how many
// pixels it overflows by; all pages are measured before the test fails, so one run lists every offender.
// On phones no table may be wider than the screen either, even inside a box that scrolls sideways (the
// basket's and the orders' tables would leave prices and Remove buttons off-screen); below md they are
// stacked rows (styles/tables.css).

const WIDTHS = [320, 375, 1280] as const
const SHOTS = path.join(RESULTS, "reflow")

interface PageToCheck {
  /** the screenshot's name and the failure's label */
  name: string
  path: string
}

/** The page's overflow at each width, a screenshot per width; the offenders as readable lines. */
async function measure(page: Page, checked: PageToCheck, prefix: string): Promise<string[]> {
  const answer = await page.goto(checked.path)
  // a page that fails to answer is not a reflow result; the 404 page answers 404 by design
  expect(answer!.status(), checked.path).toBeLessThan(500)
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
  const problems: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const { overflow, widestTable, height } = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      widestTable: Math.max(0, ...[...document.querySelectorAll("main table")].map((t) => t.scrollWidth)),
      height: document.documentElement.scrollHeight,
    }))
    if (overflow > 0)
      problems.push(`${checked.name} (${checked.path}) at ${width} px: ${overflow} px too wide`)
    if (width < 768 && widestTable > width)
      problems.push(`${checked.name} (${checked.path}) at ${width} px: a table ${widestTable} px wide`)
    // on phones the page's first four screens: cheap to write, enough to see a cut or overlapping control;
    // the whole page is measured above whatever the picture shows
    await keepPicture(page, {
      path: path.join(SHOTS, `${prefix}-${checked.name}-${width}.png`),
      ...(width < 768 ? { fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, 3200) } } : {}),
    })
  }
  return problems
}

/** The first link of the page's main content whose path matches; for reaching one detail page of a kind. */
async function firstLinkPath(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath)
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  const found = hrefs.find((href) => pattern.test(href))
  expect(found, `a link matching ${pattern} on ${listPath}`).toBeDefined()
  return found!
}

/** Measures the pages; the offenders, so that a test can measure more pages before it fails. */
async function checkAll(page: Page, pages: PageToCheck[], prefix: string) {
  await fs.mkdir(SHOTS, { recursive: true })
  const started = Date.now()
  const problems: string[] = []
  for (const checked of pages) problems.push(...(await measure(page, checked, prefix)))
  test.info().annotations.push({
    type: "reflow",
    description: `${pages.length} pages × ${WIDTHS.length} widths in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  })
  return problems
}

const LOCALES: Locale[] = ["en", "de"]

test.describe("every page fits a phone's width (WCAG 1.4.10)", () => {
  test.describe.configure({ timeout: 240_000 })
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 320, height: 800 }))

  for (const locale of LOCALES) {
    test(`a visitor's pages at 320, 375 and 1280 px (${locale})`, async ({ page }, info) => {
      const at = (name: Parameters<typeof localizedPath>[1], params?: Record<string, string>) =>
        localizedPath(locale, name, params)
      const productList = at("productList")
      const productPath = await firstLinkPath(page, productList, new RegExp(`^${at("home")}/details/`))
      const newsPath = await firstLinkPath(page, at("news"), new RegExp(`^${at("news")}/\\d+`))
      const downloadsPath = await firstLinkPath(
        page,
        at("downloads"),
        new RegExp(`^${at("downloads")}/\\d+/`),
      )
      const pages: PageToCheck[] = [
        { name: "home", path: at("home") },
        { name: "product-list", path: productList },
        { name: "product-detail", path: productPath },
        { name: "search", path: `${at("search")}?query=oven` },
        { name: "news", path: at("news") },
        { name: "news-detail", path: newsPath },
        { name: "downloads", path: at("downloads") },
        { name: "download-category", path: downloadsPath },
        { name: "faq", path: at("faq") },
        { name: "company-info", path: at("companyInfo") },
        { name: "services", path: at("services") },
        { name: "cookies-policy", path: at("cookiesPolicy") },
        { name: "terms", path: at("termsOfService") },
        { name: "contact", path: at("contact") },
        { name: "signup", path: at("signup") },
        { name: "login", path: at("login") },
        { name: "forgot-password", path: at("forgotPassword") },
        { name: "wishlist", path: at("wishlist") },
        { name: "not-found", path: `${at("home")}/no-such-page` },
      ]
      expect(await checkAll(page, pages, `${info.project.name}-${locale}-visitor`)).toEqual([])
    })

    test(`a buyer's pages at 320, 375 and 1280 px (${locale})`, async ({ page }, info) => {
      const at = (name: Parameters<typeof localizedPath>[1], params?: Record<string, string>) =>
        localizedPath(locale, name, params)
      // the demo buyer's order history (orders with invoices, announcements); read only
      await logInOnPage(page, "buyer@partners.test")
      const orderPath = await firstLinkPath(page, at("myOrders"), new RegExp(`^${at("myOrders")}/[^/]+$`))
      const problems = await checkAll(
        page,
        [
          { name: "my-account", path: at("myAccount") },
          { name: "my-orders", path: at("myOrders") },
          { name: "order-detail", path: orderPath },
          { name: "my-invoices", path: at("myInvoices") },
          { name: "personal-data", path: at("myPersonalData") },
          { name: "announcements", path: at("myAnnouncements") },
          { name: "my-export", path: at("myExport") },
        ],
        `${info.project.name}-${locale}-buyer`,
      )

      // a buyer of the test's own with every role, so that the basket, saved baskets and offers it fills
      // are no other journey's: a basket of three lines, a saved basket, an offer with lines, an API key
      await page.context().clearCookies()
      const password = "Reflow-Buyer-2026"
      const email = uniqueAddress("reflow", info.project.name)
      await newPartner(page.request, {
        email,
        password,
        roles: "1,2,3,5,6,7,8",
        firstName: "Anneleen",
        lastName: "Vandenberghe-Desmedt",
        company: "Grootkeukens Vandenberghe-Desmedt en Zonen",
      })
      const headers = await apiHeadersOf(page.request, email, password)
      const products = (await (await page.request.get("/api/products?page[size]=20", { headers })).json())
        .data as { id: string; attributes: { price: unknown; replacement_product_id: string | null } }[]
      const ids = products
        .filter((product) => product.attributes.price && !product.attributes.replacement_product_id)
        .map((product) => product.id)
        .slice(0, 3)
      const lines = ids.map((id, index) => ({ id, quantity: index + 1 }))
      await putBasket(page.request, headers, lines)
      const draft = await page.request.post("/api/orders/drafts", {
        headers,
        data: { reference: "Reflow kitchen, second floor" },
      })
      expect(draft.status()).toBe(200)
      const draftId = (await draft.json()).data.id as string
      const created = await page.request.post("/api/offers/create", { headers })
      expect(created.status()).toBe(201)
      const offerId = (await created.json()).data.id as string
      const stored = await page.request.post("/api/offers", {
        headers,
        data: {
          id: offerId,
          reference: "Brasserie De Drie Koningen",
          lines: ids.map((id) => ({ item_type: "products", item_id: id, quantity: 2 })),
        },
      })
      expect(stored.status()).toBe(200)

      await logInOnPage(page, email, password)
      await page.goto(at("myApiKeys"))
      await page.getByLabel(locale === "en" ? "Label" : "Bezeichnung").fill("Reflow ERP")
      await page
        .getByRole("button", { name: locale === "en" ? "Create the key" : "Schlüssel erstellen" })
        .click()
      await expect(page.getByRole("table")).toBeVisible({ timeout: 30_000 })
      const pages: PageToCheck[] = [
        { name: "basket", path: at("basket") },
        { name: "submit-order", path: at("submitOrder") },
        { name: "my-baskets", path: at("myBaskets") },
        { name: "my-basket-detail", path: at("myBasketDetail", { id: draftId }) },
        { name: "my-offers", path: at("myOffers") },
        { name: "offer-editor", path: at("offerEditor", { id: offerId }) },
        { name: "offer-detail", path: at("offerDetail", { id: offerId }) },
        { name: "my-api-keys", path: at("myApiKeys") },
      ]
      problems.push(...(await checkAll(page, pages, `${info.project.name}-${locale}-partner`)))
      expect(problems, "pages wider than the screen").toEqual([])
    })
  }
})

// The same rule along journeys, where pages reach states that no address opens on its own: every step of
// the order to its confirmation, the offer editor once lines are in it, the basket with ten lines, My
// export after saving. At 320 px only (the narrowest width is where a step overflows), one journey per
// language (English, German, French: the longest words and amounts), with scripts and without. Each step
// is measured as the person sees it (documentElement.scrollWidth against innerWidth) and photographed.
const JOURNEY_LOCALES: Locale[] = ["en", "de", "fr"]

/** A locale's texts of one namespace, read as the page gets them. */
function textsOf(locale: Locale, namespace: string) {
  // nested JSON of texts, read by key path
  return JSON.parse(readFileSync(path.resolve("locales", locale, `${namespace}.json`), "utf8")) as Record<
    string,
    any
  >
}

test.describe("every step of the buying journeys fits 320 px (WCAG 1.4.10)", () => {
  test.describe.configure({ timeout: 240_000 })

  for (const locale of JOURNEY_LOCALES) {
    test(`basket, offer editor, order and export at 320 px (${locale})`, async ({ page }, info) => {
      test.slow()
      const scripts = hasScripts(info.project.name)
      const at = (name: Parameters<typeof localizedPath>[1], params?: Record<string, string>) =>
        localizedPath(locale, name, params)
      const checkout = textsOf(locale, "checkout")
      const offers = textsOf(locale, "offers")
      const exports = textsOf(locale, "exports")
      const main = page.getByRole("main")
      await fs.mkdir(SHOTS, { recursive: true })
      await page.setViewportSize({ width: 320, height: 800 })
      const widths: string[] = []
      const problems: string[] = []
      const step = async (name: string) => {
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }))
        widths.push(`${name}: ${scrollWidth}`)
        if (scrollWidth > innerWidth)
          problems.push(`${name} (${locale}): ${scrollWidth} px wide at ${innerWidth}`)
        await keepPicture(page, {
          path: path.join(SHOTS, `${info.project.name}-${locale}-journey-${name}.png`),
          fullPage: true,
        })
      }

      // a partner of the test's own who may order, make offers and export, with ten lines in the basket
      const password = "Reflow-Journey-2026"
      const email = uniqueAddress(`reflow-journey-${locale}`, info.project.name)
      await newPartner(page.request, {
        email,
        password,
        roles: "1,2,3,5,8",
        firstName: "Anneleen",
        lastName: "Vandenberghe-Desmedt",
        company: "Grootkeukens Vandenberghe-Desmedt en Zonen",
      })
      const headers = await apiHeadersOf(page.request, email, password)
      const products = (await (await page.request.get("/api/products?page[size]=60", { headers })).json())
        .data as {
        id: string
        attributes: {
          price: unknown
          replacement_product_id: string | null
          is_good_deal: boolean
          is_old: boolean
          declined_reason: string | null
        }
      }[]
      const ids = products
        .filter(
          ({ attributes: a }) =>
            a.price && !a.replacement_product_id && !a.is_good_deal && !a.is_old && !a.declined_reason,
        )
        .map((product) => product.id)
        .slice(0, 10)
      expect(ids).toHaveLength(10)
      await putBasket(
        page.request,
        headers,
        ids.map((id, index) => ({ id, quantity: (index % 3) + 1 })),
      )
      await logInOnPage(page, email, password)

      await page.goto(at("basket"))
      await expect(main.getByRole("table").first().getByRole("row")).toHaveCount(11)
      await step("basket-ten-lines")

      // the offer editor with the basket's ten lines in it
      await page.goto(at("myOffers"))
      await main.getByRole("button", { name: offers.create }).click()
      await expect(page).toHaveURL(new RegExp(`${at("newOffer")}/\\d+$`))
      await main.getByRole("button", { name: offers.add.basket }).click()
      await expect(main.getByRole("table").first().getByRole("row")).toHaveCount(11)
      await step("offer-editor-lines")

      // the order, step by step: delivery, the address check, the summary, the confirmation
      await page.goto(at("submitOrder"))
      await expect(main.getByRole("heading", { level: 2, name: checkout.steps.delivery })).toBeVisible()
      await step("order-delivery")
      if (scripts) await expect(main.getByRole("grid")).toBeVisible()
      await main.getByRole("radio", { name: new RegExp(`^${checkout.types.HOME}`) }).check()
      await main.getByLabel(checkout.address.line1, { exact: true }).fill("Industrieweg 8")
      await main.getByLabel(checkout.address.postalCode, { exact: true }).fill("9000")
      await main.getByLabel(checkout.address.city, { exact: true }).fill("ghent")
      await main.getByLabel(checkout.address.country, { exact: true }).selectOption("BE")
      if (scripts) await main.locator('[role="gridcell"]:not([aria-disabled="true"])').first().click()
      else await main.getByLabel(checkout.delivery.date).fill(formatDay(firstShippingDay()))
      await main.getByLabel(checkout.comments, { exact: true }).fill("Leveren aan de achterdeur, graag.")
      await main.getByLabel(checkout.reference, { exact: true }).fill("Keuken Sint-Pietersnieuwstraat 128")
      await main.getByRole("button", { name: checkout.next }).click()
      await expect(main.getByRole("heading", { level: 2, name: checkout.steps.address })).toBeVisible()
      await step("order-address-check")
      await main.getByRole("button", { name: checkout.review.use }).click()
      await expect(main.getByRole("heading", { level: 2, name: checkout.steps.summary })).toBeVisible()
      await step("order-summary")
      await main.getByRole("checkbox", { name: checkout.summary.confirmDate }).check()
      await main.getByRole("button", { name: checkout.summary.order }).click()
      await expect(main.getByRole("heading", { level: 1, name: checkout.confirmation.title })).toBeVisible()
      await step("order-confirmation")

      // My export once its settings are saved
      await page.goto(at("myExport"))
      await main.getByRole("button", { name: exports.settings.save }).click()
      // the notice beside the buttons (EXPORT-4), with scripts and without
      await expect(main.locator("p", { hasText: exports.settings.saved })).toBeVisible()
      await step("my-export-saved")

      test.info().annotations.push({ type: "widths at 320 px", description: widths.join(", ") })
      console.log(`${info.project.name} ${locale} widths at 320 px: ${widths.join(", ")}`)
      expect(problems, "steps wider than the screen").toEqual([])
    })
  }
})
