import type { Browser, Page, Request } from "@playwright/test"

import { expect, hasScripts, test } from "./fixtures"

// MODE-6 and MODE-7 (decision 066), in current Chromium made to look like an older browser before the
// page's inline loader runs. The pages here are opened in contexts of the test's own: the suite's `page`
// waits for hydration after each open, and these pages, by design, may never hydrate.

const LIST = "/en/products/cooking"

interface Opened {
  page: Page
  /** the shop's script files the page asked for */
  scripts: () => string[]
  /** the reports the page sent to POST /api/client-errors, with the server's answers */
  reports: () => Promise<{ status: number | undefined; body: unknown }[]>
  errors: string[]
}

async function open(browser: Browser, path: string, before?: () => void): Promise<Opened> {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (before) await page.addInitScript(before)
  const requests: Request[] = []
  page.on("request", (request) => requests.push(request))
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  await page.goto(path)
  const scripts = () =>
    requests.map((request) => new URL(request.url()).pathname).filter((url) => /^\/assets\/.+\.js$/.test(url))
  const reports = async () =>
    Promise.all(
      requests
        .filter((request) => request.method() === "POST" && request.url().endsWith("/api/client-errors"))
        .map(async (request) => ({
          status: (await request.response())?.status(),
          body: request.postDataJSON() as unknown,
        })),
    )
  return { page, scripts, reports, errors }
}

/** The page's h1 as the server sends it (no scripts). */
async function serverHeading(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(path)
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim()
  await context.close()
  return heading
}

/** Waits a moment for what the page's scripts would do after the first paint (they start a frame later). */
const settle = (page: Page) => page.waitForTimeout(1500)

test.describe("browsers the scripts cannot serve (MODE-6)", () => {
  test.beforeEach(({}, info) =>
    test.skip(!hasScripts(info.project.name), "the inline loader runs with scripts"),
  )

  test("a browser without a built-in the scripts need fetches no script and keeps the server's page and its forms", async ({
    browser,
  }) => {
    const heading = await serverHeading(browser, LIST)
    // Firefox 78 and Safari 13: no TextEncoderStream (React Router's hydration data)
    const { page, scripts, errors, reports } = await open(browser, LIST, () => {
      delete (window as { TextEncoderStream?: unknown }).TextEncoderStream
    })
    await settle(page)
    expect(scripts()).toEqual([])
    // the hydration-data script is guarded: nothing throws
    expect(errors).toEqual([])
    expect(await reports()).toEqual([])
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0)
    // its forms post as they do without scripts: the cookie notice's, then the header's search
    const notice = page.getByRole("region", { name: "Cookie notice" })
    await notice.getByRole("button", { name: "I understand" }).click()
    await expect(notice).toHaveCount(0)
    await page.getByRole("banner").getByText("Search", { exact: true }).first().click()
    const field = page.getByRole("banner").getByLabel("Search products and spare parts", { exact: true })
    await field.fill("fryer")
    await field.press("Enter")
    await expect(page).toHaveURL(/\/en\/[a-z-]+\?query=fryer$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText("fryer")
    await settle(page)
    expect(scripts()).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  test("a browser that lacks only what a polyfill brings fetches the polyfills, then hydrates; a current one never fetches them", async ({
    browser,
  }) => {
    // Chrome 80 to 92: no Object.hasOwn
    const old = await open(browser, LIST, () => {
      delete (Object as { hasOwn?: unknown }).hasOwn
    })
    await expect(old.page.locator("html[data-hydrated]")).toHaveCount(1)
    expect(old.scripts().filter((url) => url.includes("/polyfills-"))).toHaveLength(1)
    expect(old.errors).toEqual([])
    await old.page.context().close()
    const current = await open(browser, LIST)
    await expect(current.page.locator("html[data-hydrated]")).toHaveCount(1)
    expect(current.scripts().filter((url) => url.includes("/polyfills-"))).toEqual([])
    await current.page.context().close()
  })
})

test.describe("an error of the scripts while the page hydrates (MODE-7)", () => {
  test.beforeEach(({}, info) => test.skip(!hasScripts(info.project.name), "the page's scripts fail"))

  test("leaves the server's page readable, never React Router's error page, and reaches the server once", async ({
    browser,
  }) => {
    const heading = await serverHeading(browser, LIST)
    // a built-in that passes the loader's test and throws once the page's code calls it (the texts do,
    // in every component that shows one)
    const { page, errors, reports } = await open(browser, LIST, () => {
      Object.hasOwn = () => {
        throw new TypeError("forced by the test")
      }
    })
    await expect.poll(async () => (await reports()).length).toBe(1)
    await settle(page)
    const sent = await reports()
    expect(sent).toEqual([
      {
        status: 204,
        body: expect.objectContaining({
          page: LIST,
          phase: "hydration",
          message: "TypeError: forced by the test",
        }) as unknown,
      },
    ])
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    await expect(page.getByText("Application Error")).toHaveCount(0)
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0)
    expect(errors.join("\n")).toContain("forced by the test")
    // the server's page still works: its search form posts as without scripts
    await page.getByRole("banner").getByText("Search", { exact: true }).first().click()
    const field = page.getByRole("banner").getByLabel("Search products and spare parts", { exact: true })
    await field.fill("fryer")
    await field.press("Enter")
    await expect(page).toHaveURL(/\/en\/[a-z-]+\?query=fryer$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText("fryer")
    await page.context().close()
  })
})
