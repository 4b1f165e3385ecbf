import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, test as base } from "@playwright/test"

// Unexpected console errors fail a test (conventions, "Tests read like the product").
export const test = base.extend<{ consoleErrors: string[]; designedStatuses: number[] }>({
  // With scripts, a page opened, reloaded or gone back to is used once its scripts run, as a person uses
  // a page once it is ready: they start after the first paint (decision 048), often after the load event
  // that page.goto waits for, and a click before them does what it does without scripts.
  page: async ({ page }, use, info) => {
    if (hasScripts(info.project.name))
      for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await navigate(...args)
            await waitForHydration(page)
            return response
          },
        })
      }
    await use(page)
  },
  // a 404 page, a 403 page (a right the partner lacks, ACCOUNT-13) and a form's 422 answer (field errors,
  // FORM-3) are designed answers, not errors; a test of an outage adds 503 (test.use)
  designedStatuses: [[403, 404, 422], { option: true }],
  consoleErrors: [
    async ({ page, designedStatuses }, use) => {
      const errors: string[] = []
      const designed = new RegExp(
        `Failed to load resource: the server responded with a status of (${designedStatuses.join("|")})`,
      )
      page.on("console", (message) => {
        if (message.type() === "error" && !designed.test(message.text())) errors.push(message.text())
      })
      page.on("pageerror", (error) => errors.push(error.message))
      await use(errors)
      expect(errors, "console errors").toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/**
 * axe-core with the WCAG 2.2 AA rule tags finds nothing on the page. axe needs scripts, and a page opened
 * without them cannot run it: the page as the person sees it (after a form's post too, whose URL would
 * answer a GET with another page) is shown in a scripted context, with its stylesheets and pictures, but
 * with the shop's JavaScript files blocked, so axe checks the document as it is, never one the scripts made.
 */
export async function expectNoAxeViolations(page: Page) {
  let target = page
  let cleanup = async () => {}
  if (!hasScripts(base.info().project.name)) {
    const shown = await page.content()
    const browser = page.context().browser()!
    const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
    // the person's cookies, for what the page loads (a partner's pictures are asked for as theirs)
    await context.addCookies(await page.context().cookies())
    let served = false
    await context.route("**/*", (route) => {
      const request = route.request()
      if (/\/assets\/[^?#]+\.js(?:[?#]|$)/.test(request.url())) return route.abort()
      if (served || !request.isNavigationRequest()) return route.continue()
      served = true
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: shown })
    })
    target = await context.newPage()
    await target.goto(page.url())
    expect(await target.title(), "the page axe checks is the one shown").toBe(await page.title())
    cleanup = () => context.close()
  }
  // Legacy mode runs axe.run() in the page itself instead of runPartial() per frame and finishRun() in a
  // blank page the builder opens for it: the same rules and results for pages without cross-origin frames
  // (ours have none), in half the time (1.1 s instead of 2.3 s per page measured on a product list), which
  // over 230 checks per run keeps CI inside its budget.
  const results = await new AxeBuilder({ page: target })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode()
    .analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
  }))
  await cleanup()
  expect(summary).toEqual([])
}

/** Opens the first product of a product list by its heading's link; the product's name. */
export async function openFirstProduct(page: Page, listPath: string) {
  await page.goto(listPath)
  const first = page.getByRole("article").first()
  const name = (await first.getByRole("heading").textContent())!.trim()
  await first.getByRole("heading").getByRole("link").click()
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
  return name
}

/**
 * Waits until the page's scripts run (decision 048: they start after the first paint; root.tsx marks the
 * hydrated page `<html data-hydrated>`), as a person waits for a page to be ready before using it. A page
 * that is not one of the shop's (no React Router context) has nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  const hydrated = () =>
    page.waitForFunction(
      () => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"),
    )
  try {
    await hydrated()
  } catch (error) {
    // a key or a click loaded another document meanwhile: wait on that one
    if (!String(error).includes("Execution context was destroyed")) throw error
    await page.waitForLoadState()
    await hydrated()
  }
}

/**
 * Counts the number and date formats (Intl.NumberFormat, Intl.DateTimeFormat) the page's scripts build,
 * from before any of them runs, on every document the page opens: a browser builds its first one in
 * 30–60 ms, in the task that hydrates the page, so a page writes what it shows on the server (decision
 * 061). Gives a function that reads the current document's count.
 */
export async function countIntlFormats(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { intlFormatsBuilt: number }
    counted.intlFormatsBuilt = 0
    for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
      const handler: ProxyHandler<typeof Intl.NumberFormat> = {
        construct(target, args) {
          counted.intlFormatsBuilt++
          return Reflect.construct(target, args) as object
        },
        apply(target, self, args) {
          counted.intlFormatsBuilt++
          return Reflect.apply(target, self, args) as unknown
        },
      }
      Object.assign(Intl, { [name]: new Proxy(Intl[name], handler as ProxyHandler<never>) })
    }
  })
  return () => page.evaluate(() => (window as unknown as { intlFormatsBuilt: number }).intlFormatsBuilt)
}

/** Whether the project runs with scripts: "chromium-no-js" and "chromium-no-js-isolated" do not. */
export const hasScripts = (projectName: string) => !projectName.startsWith("chromium-no-js")

/** No sideways scrolling of the page at a phone's width (WCAG 1.4.10); the viewport is restored after. */
export async function expectNoSidewaysScroll(page: Page) {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 800 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  if (size) await page.setViewportSize(size)
}
