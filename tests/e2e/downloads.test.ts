import fs from "node:fs/promises"

import type { Download, Page } from "@playwright/test"

import commonEn from "../../locales/en/common.json" with { type: "json" }
import textsEn from "../../locales/en/downloads.json" with { type: "json" }
import { pdfText } from "../support/pdf-text"
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, hasScripts, test } from "./fixtures"
import { logInOnPage } from "./partners"

// CONTENT-3, downloads and downloads/{id}/{name} ("Catalogs" in the main menu): categories and files, a
// download loading, succeeding or failing ("Download failed, try later", which can be cleared). Scripts
// on and off (both projects).

const T = textsEn

async function openCategory(page: Page, name: string, fromMenu = true) {
  await page.goto(fromMenu ? "/en" : "/en/downloads")
  if (fromMenu)
    await page
      .getByRole("navigation", { name: commonEn.nav.mainNavigation })
      .getByRole("link", { name: commonEn.nav.catalogs })
      .click()
  // a first client navigation loads the page's module and texts: on a busy machine that takes seconds
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible({ timeout: 15_000 })
  await page.getByRole("link", { name, exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 })
}

const fileItem = (page: Page, title: RegExp | string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) })

async function savedText(download: Download) {
  const bytes = await fs.readFile(await download.path())
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
  return (await pdfText(new Uint8Array(bytes))).text
}

test("a visitor goes from Catalogs to a category, filters it by language and downloads a file", async ({
  page,
}) => {
  await openCategory(page, "Certificates and quality")
  await expect(page).toHaveURL(/\/en\/downloads\/\d+\/certificates-and-quality$/)
  await expect(page.getByRole("navigation", { name: commonEn.breadcrumb.label })).toContainText(
    commonEn.breadcrumb.catalogs,
  )
  await page.getByLabel(T.filterLabel).selectOption({ label: "French" })
  await page.getByRole("button", { name: T.filterSubmit }).click()
  await expect(page).toHaveURL(/\?language=fr$/)
  const items = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) })
  await expect(items.first()).toBeVisible()
  for (const text of await items.allInnerTexts()) expect(text).toContain("French")
  const iso = fileItem(page, "ISO 9001 certificate – quality management")
  await expect(iso).toContainText(/\d+(\.\d)? kB/)
  const downloading = page.waitForEvent("download")
  await iso.getByRole("link", { name: /^Download ISO 9001 certificate/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe("iso-9001-certificate-fr.pdf")
  expect(await savedText(download)).toContain("Certificat ISO 9001 – management de la qualité")
  await expectNoAxeViolations(page)
})

test("the language switch keeps the category and a wrong slug leads to the right one", async ({ page }) => {
  await openCategory(page, "Warranty and after-sales service")
  const id = /\/downloads\/(\d+)\//.exec(page.url())![1]
  await page.goto(`/fr/telechargements/${id}/warranty-and-after-sales-service`)
  await expect(page).toHaveURL(new RegExp(`/fr/telechargements/${id}/garantie-et-service-apres-vente$`))
  await expect(page.getByRole("heading", { level: 1, name: "Garantie et service après-vente" })).toBeVisible()
  const response = await page.goto(`/en/downloads/999999/nothing`)
  expect(response?.status()).toBe(404)
})

test("a download that fails says so next to its link, and the message can be dismissed", async ({
  page,
  request,
}, testInfo) => {
  await openCategory(page, "Warranty and after-sales service")
  const item = fileItem(page, "Warranty conditions 2027").first()
  const link = item.getByRole("link", { name: /^Download Warranty conditions 2027/ })
  const href = (await link.getAttribute("href"))!
  const fileId = href.split("/").pop()!
  // the shop's answer when the API has no such file: back to the category, the file marked
  const unknown = href.replace(fileId, "AAAAAAAAAAAAAAAAAAAAAA")
  const failure = await request.get(unknown, { maxRedirects: 0 })
  expect(failure.status()).toBe(303)
  expect(failure.headers().location).toMatch(/\?failed=AAAAAAAAAAAAAAAAAAAAAA#file-AAAAAAAAAAAAAAAAAAAAAA$/)
  if (hasScripts(testInfo.project.name)) {
    // the file is gone by the time it is fetched: the shop answers as it does for any id the API lacks
    await page.route(`**${href}`, (route) => route.continue({ url: new URL(unknown, page.url()).href }))
    await link.click()
  } else {
    // the page the failing download leads to, for this file
    await page.goto(`${page.url()}?failed=${fileId}#file-${fileId}`)
  }
  const alert = item.getByRole("alert")
  await expect(alert).toContainText(T.error)
  await expect(page.getByRole("alert").filter({ hasText: T.error })).toHaveCount(1)
  await expectNoAxeViolations(page)
  await alert.getByRole("link", { name: /^Dismiss/ }).click()
  await expect(page.getByText(T.error)).toHaveCount(0)
  await expect(page).not.toHaveURL(/failed=/)
})

test("the buyer sees and downloads the partner-only price list; a visitor does not", async ({
  page,
  request,
}) => {
  await openCategory(page, "Price lists")
  await expect(page.getByRole("main").getByText(T.reserved)).toBeVisible()
  await expect(page.getByRole("link", { name: /^Download/ })).toHaveCount(0)
  await expect(page.getByRole("main").getByRole("link", { name: T.logIn })).toBeVisible()

  await logInOnPage(page, "buyer@partners.test")
  await openCategory(page, "Price lists")
  const item = fileItem(page, "Price list 2027 – equipment").filter({ hasText: "English" })
  await expect(item).toContainText(T.partnerOnly)
  const link = item.getByRole("link", { name: /^Download Price list 2027 – equipment/ })
  const href = (await link.getAttribute("href"))!
  const downloading = page.waitForEvent("download")
  await link.click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe("price-list-2027-equipment-en.pdf")
  const text = await savedText(download)
  expect(text).toContain("Price list 2027 – equipment")
  expect(text).toMatch(/\d,\d{2} €/)

  // the same address without the partner's session: the visitor is asked to log in, no file
  const visitor = await request.get(href, { maxRedirects: 0 })
  expect(visitor.status()).toBe(303)
  expect(visitor.headers().location).toBe("/en/login")
  expect(visitor.headers()["content-disposition"]).toBeUndefined()
})

test("the downloads pages fit a 320 px screen and pass axe", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await openCategory(page, "Brochures per product category", false)
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page)
  await page.goto("/en/downloads")
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page)
})
