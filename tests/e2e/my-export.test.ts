import fs from "node:fs/promises"

import type { Page } from "@playwright/test"

import { localizedPath } from "../../app/lib/urls/pages"
import { type Locale, SUPPORTED_LOCALES } from "../../contract/locales"
import exportsDe from "../../locales/de/exports.json" with { type: "json" }
import accountEn from "../../locales/en/account.json" with { type: "json" }
import exportsEn from "../../locales/en/exports.json" with { type: "json" }
import exportsEs from "../../locales/es/exports.json" with { type: "json" }
import exportsFr from "../../locales/fr/exports.json" with { type: "json" }
import exportsIt from "../../locales/it/exports.json" with { type: "json" }
import exportsNl from "../../locales/nl/exports.json" with { type: "json" }
import exportsPt from "../../locales/pt/exports.json" with { type: "json" }
import { keepPicture, runFolder } from "../support/run-folder"
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, hasScripts, test } from "./fixtures"
import { newestMailTo, uniqueAddress } from "./outbox"
import { apiHeadersOf, logInOnPage, newPartner } from "./partners"

// EXPORT-1 to EXPORT-8, my-account/my-export: a partner with the partner_zone_export role (8) sets daily
// sending, generates a file, follows
// its progress (scripts read it again every 2 seconds; without them the page is reloaded), downloads it
// and is refused a second one the same day. Each run makes a partner of its own: once a day is per
// partner, and both projects run the journey.

const PASSWORD = "Export-Journey-2026"
const texts = exportsEn
const byLocale = {
  en: exportsEn,
  fr: exportsFr,
  nl: exportsNl,
  de: exportsDe,
  it: exportsIt,
  es: exportsEs,
  pt: exportsPt,
}
const TIERS = Object.fromEntries(
  Object.entries(byLocale).map(([locale, texts]) => [locale, Object.values(texts.settings.tiers)]),
) as Record<Locale, string[]>
const BRANDS = Object.fromEntries(
  Object.entries(byLocale).map(([locale, texts]) => [locale, texts.settings.brands]),
) as Record<Locale, string>

/** The screenshots of a state at a phone's, a small phone's and a desktop's width (looked at by hand). */
async function screenshots(page: Page, state: string, project: string) {
  const size = page.viewportSize()
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await keepPicture(page, {
      path: runFolder(`screenshots/my-export-${state}-${width}-${project}.png`),
      fullPage: true,
    })
  }
  if (size) await page.setViewportSize(size)
}

async function newExporter(request: Parameters<typeof newPartner>[0], project: string, roles = "2,8") {
  return newPartner(request, {
    email: uniqueAddress("exporter", project),
    password: PASSWORD,
    roles,
    firstName: "Elise",
    lastName: "Exporter",
    company: "Export Wholesale",
    category: "wholesaler",
  })
}

test("a partner sets daily sending, generates the file, follows its progress, downloads it and cannot generate again today", async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const scripts = hasScripts(testInfo.project.name)
  const email = await newExporter(request, testInfo.project.name)
  await logInOnPage(page, email, PASSWORD)

  await page.goto("/en/my-account")
  await page
    .getByRole("navigation", { name: accountEn.navigation })
    .getByRole("link", { name: accountEn.myExport })
    .click()
  await expect(page).toHaveURL(/\/en\/my-account\/my-export$/)
  await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("My export")
  const main = page.getByRole("main")
  await expect(main).toContainText(texts.status.none)
  await expect(main).toContainText(texts.settings.noNextSend)

  // the settings: two brand tiers, products of the catalogue, CSV with semicolons, English, sent daily at 7
  await main.getByRole("checkbox", { name: texts.settings.tiers[1] }).check()
  await main.getByRole("checkbox", { name: texts.settings.tiers[2] }).check()
  await main.getByRole("radio", { name: texts.settings.itemKinds.products }).check()
  await main.getByRole("radio", { name: texts.settings.productSets.catalog }).check()
  await main.getByRole("radio", { name: texts.settings.fileTypes.csv }).check()
  await main.getByRole("radio", { name: texts.settings.delimiters.semicolon }).check()
  await main.getByLabel(texts.settings.lang).selectOption("en")
  await main.getByRole("radio", { name: texts.settings.frequencies.daily }).check()
  await main.getByLabel(texts.settings.sendHour).selectOption("7")
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await screenshots(page, "settings", testInfo.project.name)

  await main.getByRole("button", { name: texts.settings.save }).click()
  // the notice beside the buttons (EXPORT-4; the messages' region says it with scripts, out of sight)
  await expect(main.locator("p", { hasText: texts.settings.saved })).toBeVisible()
  // EXPORT-2: the next send date, now that the file is sent daily (at 07:00 Brussels time)
  await expect(main).not.toContainText(texts.settings.noNextSend)
  await expect(main.getByText(/\d{1,2} \w+ \d{4}(,| at) 07:00/)).toBeVisible()
  await expect(main.getByRole("checkbox", { name: texts.settings.tiers[2] })).toBeChecked()
  await expect(main.getByRole("radio", { name: texts.settings.frequencies.daily })).toBeChecked()

  await main.getByRole("button", { name: texts.settings.generate }).click()
  await expect(page).toHaveURL(/\/en\/my-account\/my-export\?generated$/)
  // "being generated" while it is, "saved" once the queue has made it
  const notice = new RegExp(`${texts.settings.generated}|${texts.settings.saved}`.replace(/\./g, "\\."))
  await expect(main.locator("p", { hasText: notice })).toBeVisible()
  const status = main.getByRole("region", { name: texts.status.title, exact: true })
  const download = status.getByRole("link", { name: /^Download products-.*\.csv$/ })
  // EXPORT-4: generating (download blocked, an e-mail follows), with its progress unless the job was quicker
  const generating = main.getByText(texts.status.generating)
  if (await generating.isVisible()) {
    await expect(main.getByRole("progressbar", { name: texts.status.progressLabel })).toBeVisible()
    await expect(download).toHaveCount(0)
    await screenshots(page, "generating", testInfo.project.name)
    await expectNoAxeViolations(page)
  }
  // the e2e server's queue looks for jobs every 2 seconds; scripts read the state again, a reload without
  await expect(async () => {
    if (!scripts) await page.reload()
    await expect(download).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 45_000 })
  await expect(main.getByRole("table", { name: /1 file, newest first/ })).toContainText(
    texts.files.statuses.ready,
  )
  await expect(main.getByRole("table")).toContainText(
    "Catalogue products, brands Base tier 1 and Base tier 2, English",
  )
  // EXPORT-3: one generation a day, said as soon as the file is there
  await expect(main).toContainText(texts.status.limit)
  await expect(main).toContainText(texts.settings.lastGeneration)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await screenshots(page, "ready", testInfo.project.name)

  const downloading = page.waitForEvent("download")
  await download.click()
  const file = await downloading
  expect(file.suggestedFilename()).toMatch(/^products-.*\.csv$/)
  const bytes = await fs.readFile(await file.path())
  // a byte-order mark so that Excel reads the accents right, then the header with semicolons
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header, first] = bytes.subarray(3).toString("utf8").split(/\r?\n/)
  expect(header).toMatch(/^Item number;Reference;Name;/)
  expect(first).toBeTruthy()

  // the e-mail that says the file is ready links to the same download (EXPORT-5)
  const mail = await newestMailTo(email, /products-.*\.csv/)
  const link = /https?:\/\/\S+?(\/en\/my-account\/my-export\/[0-9a-f-]{36})/.exec(mail.text ?? "")
  expect(link, mail.text).not.toBeNull()
  const viaMail = await page.request.get(link![1]!)
  expect(viaMail.status()).toBe(200)
  expect(viaMail.headers()["content-type"]).toMatch(/^text\/csv/)
  expect(viaMail.headers()["content-disposition"]).toMatch(/attachment; filename="products-.*\.csv"/)

  // a second generation the same day is refused with EXPORT-3's message; the settings stay saved
  await main.getByRole("button", { name: texts.settings.generate }).click()
  await expect(page).toHaveURL(/\/en\/my-account\/my-export\?limit$/)
  await expect(main).toContainText(texts.status.limit)
  await expect(main.getByRole("table", { name: /1 file, newest first/ })).toBeVisible()
})

test("a partner without the export right has no export in the menu and is told so on the page", async ({
  page,
  request,
}, testInfo) => {
  const email = await newExporter(request, testInfo.project.name, "2,3")
  await logInOnPage(page, email, PASSWORD)
  await page.goto("/en/my-account")
  const menu = page.getByRole("navigation", { name: accountEn.navigation })
  await expect(menu.getByRole("link", { name: accountEn.myOrders })).toBeVisible()
  await expect(menu.getByRole("link", { name: accountEn.myExport })).toHaveCount(0)
  const answer = await page.goto("/en/my-account/my-export")
  expect(answer?.status()).toBe(403)
  await expect(page.getByRole("heading", { level: 1, name: texts.forbidden.title })).toBeVisible()
  await expectNoAxeViolations(page)
})

test("an unknown file is not found, and without a session the download leads home", async ({
  page,
  request,
}, testInfo) => {
  const path = "/en/my-account/my-export/00000000-0000-4000-8000-000000000000"
  const anonymous = await page.goto(path)
  await expect(page).toHaveURL(/\/en$/)
  expect(anonymous?.ok()).toBe(true)
  const email = await newExporter(request, testInfo.project.name)
  await logInOnPage(page, email, PASSWORD)
  const unknown = await page.goto(path)
  expect(unknown?.status()).toBe(404)
  const malformed = await page.goto("/en/my-account/my-export/not-a-file")
  expect(malformed?.status()).toBe(404)
})

/**
 * Records what the page's live regions say from now on (as focus-and-messages.test.ts does): each time a
 * region's text changes to something other than empty, that text.
 */
async function recordLiveRegions(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as { said: string[] }
    record.said = []
    const regions = () => [
      ...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])'),
    ]
    const last = new Map(regions().map((region) => [region, region.textContent?.trim() ?? ""]))
    new MutationObserver(() => {
      for (const region of regions()) {
        const text = region.textContent?.trim() ?? ""
        if (text === (last.get(region) ?? "")) continue
        last.set(region, text)
        if (text) record.said.push(text)
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said)
}

const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active && active !== document.body ? active.outerHTML.slice(0, 80) : "body"
  })

// EXPORT-2, EXPORT-4 and decision 077: saving the settings keeps the partner where the form is (with
// scripts the view and the focus stay, "saved" is said once; without, the page opens at the message), and
// the last generation agrees with the files listed. The file is asked for through the API before any
// settings are saved, as an integrator would, so that the settings are stored after the file.
test("saving the settings keeps the view at the form, says so once, and the last file's date matches the list", async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const scripts = hasScripts(testInfo.project.name)
  const email = await newExporter(request, testInfo.project.name)
  const headers = await apiHeadersOf(request, email, PASSWORD)
  const asked = await request.get("/api/export/products/generate?file_type=csv&lang=en&include_old=0", {
    headers,
  })
  expect(asked.status(), await asked.text()).toBe(202)
  await expect
    .poll(
      async () =>
        (await (await request.get("/api/export/products", { headers })).json()).data[0]?.attributes.status,
      { timeout: 45_000 },
    )
    .toBe("ready")

  await logInOnPage(page, email, PASSWORD)
  await page.goto("/en/my-account/my-export")
  const main = page.getByRole("main")
  const save = main.getByRole("button", { name: texts.settings.save })
  await main.getByRole("radio", { name: texts.settings.frequencies.daily }).check()
  await save.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(200)
  const said = scripts ? await recordLiveRegions(page) : null
  await save.click()

  // the notice beside the buttons (the messages' region says it too, out of sight, with scripts)
  const notice = main.locator("p", { hasText: texts.settings.saved })
  await expect(notice).toBeVisible()
  if (said) {
    // the view stays at the form, the focus on the button pressed, and "saved" is said once
    await expect(page.locator("[data-messages]")).toContainText(texts.settings.saved)
    await expect.poll(said).toEqual([texts.settings.saved])
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(150)
    await expect(save, `focus on ${await focusedElement(page)}`).toBeFocused()
  } else {
    // a new page that opens at the message: focused, and in view
    await expect(notice, `focus on ${await focusedElement(page)}`).toBeFocused()
    await expect(notice).toBeInViewport()
  }
  // the last generation is the ready file's, not "Never"; one a day is said, but as no error
  const facts = main.locator("dl").filter({ hasText: texts.settings.lastGeneration })
  await expect(facts).not.toContainText(texts.settings.never)
  await expect(facts).toContainText(/\d{1,2} \w+ \d{4}/)
  await expect(main.getByRole("table")).toContainText(texts.files.statuses.ready)
  const limit = main.getByText(texts.status.limit)
  await expect(limit).toBeVisible()
  expect(await limit.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    "rgb(253, 236, 234)",
  )
  await expect(main.getByRole("alert")).toHaveCount(0)
  await expectNoAxeViolations(page)
})

// CAT-11 in the export's brand filter: the tiers named as the catalogue's badges name them, in each language
test("the brand filter names the tiers as the catalogue does, in every language", async ({
  page,
  request,
}, testInfo) => {
  const email = await newExporter(request, testInfo.project.name)
  await logInOnPage(page, email, PASSWORD)
  // the languages the shop's pages are in (Portuguese has its texts, read by the unit tests, but no pages)
  for (const locale of SUPPORTED_LOCALES) {
    const tiers = TIERS[locale]
    await page.goto(localizedPath(locale, "myExport"))
    const boxes = page.getByRole("main").getByRole("group", { name: BRANDS[locale] }).getByRole("checkbox")
    const names = await boxes.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ""),
    )
    expect(names, locale).toEqual(tiers)
  }
})
