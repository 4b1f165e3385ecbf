import fs from "node:fs/promises"

import type { Page } from "@playwright/test"

import { pdfText } from "../support/pdf-text"
import { expect, expectNoAxeViolations, test } from "./fixtures"
import { logInOnPage } from "./partners"

// my-orders, my-orders/{id}, my-invoices (ORDER-17, INVOICE-3 to INVOICE-5): a PDF named by the id, the
// invoice messages. The demo buyer's seeded orders (api/db/seed/demo-orders.ts): SO2026-000002 is the
// shipped spare-parts order by UPS express to Gent, billed by INV2026-000002. Other journeys may add
// newer orders for the buyer, so the seeded one is looked for page by page rather than by position.

const SEEDED_ORDER = "SO2026-000002"
const SEEDED_INVOICE = "INV2026-000002.pdf"

const accountNav = (page: Page) => page.getByRole("navigation", { name: "My account" })

test.describe("my orders and invoices", () => {
  test("a buyer reads an order, finds its invoice and downloads the PDF", async ({ page }) => {
    // a long journey (four pages, a search, a download, axe on each step)
    test.slow()
    await logInOnPage(page, "buyer@partners.test")
    await page.getByRole("link", { name: "My account" }).click()
    await accountNav(page).getByRole("link", { name: "My orders" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible()
    const orders = page.getByRole("table", { name: /Your orders/ })
    await expect(orders.getByRole("columnheader", { name: "Status" })).toBeVisible()
    await expectNoAxeViolations(page)

    // the seeded order, on whichever page newer orders have pushed it to
    const orderLink = orders.getByRole("link", { name: SEEDED_ORDER, exact: true })
    for (let turn = 0; turn < 10 && !(await orderLink.isVisible()); turn++) {
      await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click()
      await expect(orders).toBeVisible()
    }
    const row = orders
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: SEEDED_ORDER, exact: true }) })
    await expect(row).toContainText("Shipped and invoiced")
    await expect(row.getByRole("link", { name: `Download invoice ${SEEDED_INVOICE}` })).toBeVisible()
    await orderLink.click()

    await expect(page.getByRole("heading", { level: 1, name: `Order ${SEEDED_ORDER}` })).toBeVisible()
    await expect(page.getByText("PO-2026-0934")).toBeVisible()
    const spareParts = page.getByRole("region", { name: "Spare parts" })
    await expect(spareParts).toContainText("Parcel by UPS")
    await expect(spareParts).toContainText("9000 Gent")
    await expect(spareParts).toContainText("Express 24h delivery")
    const lines = page.getByRole("table", { name: `Items of order ${SEEDED_ORDER}` })
    const itemIds = (await lines.getByRole("rowheader").allTextContents()).map((text) => text.trim())
    expect(itemIds.length).toBeGreaterThan(0)
    await expect(page.getByText("VAT (21 %)")).toBeVisible()
    await expect(page.getByRole("link", { name: `Download invoice ${SEEDED_INVOICE}` })).toBeVisible()
    await expectNoAxeViolations(page)

    // the invoices page: found by the order's number, then downloaded
    await accountNav(page).getByRole("link", { name: "My invoices" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "My invoices" })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole("searchbox", { name: /Find an invoice/ }).fill(SEEDED_ORDER)
    await page.getByRole("button", { name: "Search" }).click()
    const found = page.getByRole("table", { name: new RegExp(`^Invoices matching “${SEEDED_ORDER}”`) })
    await expect(found).toBeVisible()
    await expect(found.getByRole("rowheader", { name: SEEDED_INVOICE })).toBeVisible()
    await expect(page.getByRole("searchbox", { name: /Find an invoice/ })).toHaveValue(SEEDED_ORDER)
    await expectNoAxeViolations(page)

    const downloading = page.waitForEvent("download")
    await found.getByRole("link", { name: `Download ${SEEDED_INVOICE}` }).click()
    const download = await downloading
    // INVOICE-4: the file is named by the invoice's id
    expect(download.suggestedFilename()).toMatch(/^\d+\.pdf$/)
    const { text } = await pdfText(new Uint8Array(await fs.readFile(await download.path())))
    expect(text).toContain(SEEDED_INVOICE.replace(".pdf", ""))
    expect(text).toContain(SEEDED_ORDER)
    expect(text).toContain("Horeca Groothandel Vlaanderen")
    for (const id of itemIds) expect(text).toContain(id)

    // a PDF that cannot be had: the page says so and the search stays
    await page.goto("/en/my-account/my-invoices/999999")
    await expect(page.getByRole("alert")).toHaveText("PDF load error, but search is still available.")
    await expect(page.getByRole("searchbox", { name: /Find an invoice/ })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test("the newest seeded orders are not shipped yet: their status in words, no invoice", async ({
    page,
  }) => {
    // api/db/seed/demo-orders.ts: after the viewer's order, the buyer's confirmed order and received one
    test.slow()
    await logInOnPage(page, "buyer@partners.test")
    for (const [id, status] of [
      ["6", "Confirmed"],
      ["7", "Received"],
      ["3", "In preparation"],
    ] as const) {
      await page.goto(`/en/my-account/my-orders/${id}`)
      await expect(page.getByRole("heading", { level: 1, name: /^Order SO\d{4}-\d{6}$/ })).toBeVisible()
      await expect(
        page.locator("dt", { hasText: /^Status$/ }).locator("xpath=following-sibling::dd[1]"),
      ).toHaveText(status)
      await expect(page.getByText("The invoice follows when the order is shipped.")).toBeVisible()
      await expect(page.getByRole("link", { name: /^Download invoice/ })).toHaveCount(0)
    }
    await expectNoAxeViolations(page)
  })

  test("another partner's order is not found", async ({ page }) => {
    await logInOnPage(page, "viewer@partners.test")
    await page.goto("/en/my-account/my-orders")
    await expect(page.getByRole("table", { name: /Your orders/ })).not.toContainText(SEEDED_ORDER)
    const response = await page.goto("/en/my-account/my-orders/2")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Ooops" })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
