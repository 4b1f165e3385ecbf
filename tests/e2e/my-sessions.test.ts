import path from "node:path"

import type { Browser, Page } from "@playwright/test"

import { keepPicture, RESULTS } from "../support/run-folder"
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, hasScripts, test } from "./fixtures"
import { uniqueAddress } from "./outbox"
import { DATE_AND_TIME, logInThroughTheForm, newPartner } from "./partners"

// "My sessions" (ASVS 5.0 7.5.2) on my-account/my-sessions: a partner sees the browsers logged in to the
// account (which browser, from which network, when last used) and logs one out, or every one but this;
// the other browser is out at its next page. Plain forms: the same journey with scripts and without.

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"
const PASSWORD = "Sessions-Journey-2026"

/** another browser of the partner's, logged in: a context of its own with Firefox's User-Agent */
async function otherBrowser(browser: Browser, email: string, scripts: boolean) {
  const context = await browser.newContext({ userAgent: FIREFOX_ON_LINUX, javaScriptEnabled: scripts })
  const page = await context.newPage()
  await logInThroughTheForm(page, email, PASSWORD)
  return { context, page }
}

const sessionsList = (page: Page) => page.getByRole("list", { name: "Logins" })

async function screenshots(page: Page, name: string) {
  const size = page.viewportSize()
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await keepPicture(page, {
      path: path.join(RESULTS, `my-sessions/${name}-${width}.png`),
      fullPage: true,
    })
  }
  if (size) await page.setViewportSize(size)
}

test("a partner sees the browsers logged in, logs one out, then every one but this", async ({
  page,
  browser,
  request,
}, info) => {
  test.slow()
  const scripts = hasScripts(info.project.name)
  const email = uniqueAddress("sessions", info.project.name)
  await newPartner(request, {
    email,
    password: PASSWORD,
    roles: "2",
    firstName: "Ines",
    lastName: "Segers",
    company: "Segers Catering",
  })
  const other = await otherBrowser(browser, email, scripts)
  await logInThroughTheForm(page, email, PASSWORD)

  await page.getByRole("link", { name: "My account" }).click()
  await page
    .getByRole("navigation", { name: "My account" })
    .getByRole("link", { name: "My sessions" })
    .click()
  await expect(page.getByRole("heading", { level: 1, name: "My sessions" })).toBeVisible()
  const list = sessionsList(page)
  await expect(list.getByRole("listitem")).toHaveCount(2)
  // this browser first (the latest used), marked; the other one named by its browser and system
  const mine = list.getByRole("listitem").filter({ hasText: "(this browser)" })
  await expect(mine.getByRole("heading", { level: 2 })).toHaveText("Chrome on Windows (this browser)")
  await expect(mine.getByRole("button")).toHaveCount(0)
  const firefox = list
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Firefox on Linux" }) })
  await expect(firefox).toContainText("127.0.0.0/24")
  await expect(firefox.getByRole("definition").first()).toHaveText(DATE_AND_TIME)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await screenshots(page, `two-${info.project.name}`)

  // log the other browser out: it is out at its next page
  await firefox.getByRole("button", { name: /^Log out there/ }).click()
  await expect(page.getByText("That login has ended.")).toBeVisible()
  await expect(list.getByRole("listitem")).toHaveCount(1)
  await expect(page.getByText("This browser is the only one logged in to your account.")).toBeVisible()
  await other.page.goto("/en/my-account/my-personal-data")
  await expect(other.page).toHaveURL(/\/en$/)
  await expect(other.page.getByRole("link", { name: "My account" })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // two more browsers; "log out everywhere else" ends both and keeps this one
  await other.context.close()
  const second = await otherBrowser(browser, email, scripts)
  const third = await otherBrowser(browser, email, scripts)
  await page.reload()
  await expect(list.getByRole("listitem")).toHaveCount(3)
  const everywhere = page.getByRole("button", { name: "Log out everywhere else" })
  await expect(everywhere).toBeVisible()
  await expectNoAxeViolations(page)
  await everywhere.click()
  await expect(page.getByText("You are logged out everywhere else.")).toBeVisible()
  await expect(list.getByRole("listitem")).toHaveCount(1)
  await screenshots(page, `alone-${info.project.name}`)
  for (const { page: elsewhere } of [second, third]) {
    await elsewhere.goto("/en/my-account/my-orders")
    await expect(elsewhere).toHaveURL(/\/en$/)
  }
  // this browser is still in
  await page.goto("/en/my-account/my-personal-data")
  await expect(page.getByRole("heading", { level: 1, name: "My personal data" })).toBeVisible()
  await second.context.close()
  await third.context.close()
})

test("the page and its route words exist in every language", async ({ page, request }, info) => {
  test.skip(!hasScripts(info.project.name), "the same server pages either way: once is enough")
  const email = uniqueAddress("sessions-words", info.project.name)
  await newPartner(request, {
    email,
    password: PASSWORD,
    roles: "2",
    firstName: "Jan",
    lastName: "Wouters",
    company: "Wouters Horeca",
  })
  await logInThroughTheForm(page, email, PASSWORD)
  const titles = {
    fr: ["/fr/mon-compte/mes-sessions", "Mes sessions"],
    nl: ["/nl/mijn-account/mijn-sessies", "Mijn sessies"],
    de: ["/de/mein-konto/meine-sitzungen", "Meine Sitzungen"],
    it: ["/it/il-mio-account/le-mie-sessioni", "Le mie sessioni"],
    es: ["/es/mi-cuenta/mis-sesiones", "Mis sesiones"],
  } as const
  for (const [locale, [address, title]] of Object.entries(titles)) {
    await page.goto(address)
    await expect(page.getByRole("heading", { level: 1, name: title }), locale).toBeVisible()
  }
})
