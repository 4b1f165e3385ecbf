import http from "node:http"
import type { AddressInfo } from "node:net"

import { localizedPath } from "../../app/lib/urls/pages"
import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"

test.describe("page frame", () => {
  test("the header shows the menu labels in the page's language", async ({ page }) => {
    await page.goto("/de")
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" })
    await expect(nav.getByText("Produkte", { exact: true })).toBeVisible()
    await expect(page.getByText("Partnerbereich", { exact: true }).first()).toBeVisible()
    await expect(page.getByRole("navigation", { name: "Brotkrumen" })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test("the mega menu opens and leads to a category list", async ({ page }) => {
    await page.goto("/en")
    const nav = page.getByRole("navigation", { name: "Main navigation" })
    await nav.getByText("Products", { exact: true }).click()
    const firstCategory = nav
      .getByRole("heading", { name: "Product categories" })
      .locator("xpath=following-sibling::ul[1]/li[1]/a")
    await expect(firstCategory).toBeVisible()
    const name = (await firstCategory.textContent())!.trim()
    await expectNoAxeViolations(page)
    await firstCategory.click()
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
    await expect(page).toHaveURL(/\/en\/products\/[a-z0-9-]+$/)
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toBeVisible()
    await expect(breadcrumb.getByText(name)).toBeVisible()
  })

  // decision 055: the categories are markup written by the server, not data in every page
  test("the mega menu's categories are not in the page's data and stay through client navigations", async ({
    page,
  }) => {
    await page.goto("/en")
    const nav = page.getByRole("navigation", { name: "Main navigation" })
    const categories = nav.locator("[data-menu-categories]")
    const subrange = categories.locator("ul ul a").first()
    const subrangeHref = (await subrange.getAttribute("href"))!
    // the links of a closed disclosure are hidden from roles: counted as elements
    const linkCount = await categories.locator("a").count()
    expect(linkCount).toBeGreaterThan(20)
    const document = await (await page.request.get("/en/products/all")).text()
    const pageData = document.match(/streamController\.enqueue\((.*?)\);/s)?.[1] ?? ""
    expect(pageData.length).toBeGreaterThan(1000)
    expect(subrangeHref).toMatch(/^\/en\/products\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/)
    expect(pageData).not.toContain(subrangeHref)

    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    await nav.getByText("Products", { exact: true }).click()
    const category = categories.getByRole("link").first()
    const name = (await category.textContent())!.trim()
    await category.click()
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
    if (hasScripts(test.info().project.name))
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    // after the navigation (a client one with scripts) the categories are all there, and lead on
    await expect(categories.locator("a")).toHaveCount(linkCount)
    await nav.getByText("Products", { exact: true }).click()
    const range = categories.locator("ul a").first()
    const rangeName = (await range.textContent())!.trim()
    await range.click()
    await expect(page.getByRole("heading", { level: 1, name: rangeName })).toBeVisible()
    await expect(categories.locator("a")).toHaveCount(linkCount)
  })

  test("only one of the mega menu and the search popup is open at once", async ({ page }) => {
    await page.goto("/en")
    const nav = page.getByRole("navigation", { name: "Main navigation" })
    await nav.getByText("Products", { exact: true }).click()
    await expect(page.locator("[data-mega-menu]")).toHaveAttribute("open", "")
    await page.getByText("Search", { exact: true }).first().click()
    await expect(page.getByLabel("Search products and spare parts", { exact: true })).toBeVisible()
    await expect(page.locator("[data-mega-menu]")).not.toHaveAttribute("open", "")
  })

  test("the mobile menu opens, locks page scrolling and closes", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto("/en")
    const nav = page.getByRole("navigation", { name: "Main navigation" })
    await expect(nav).toBeHidden()
    await page
      .getByRole(hasScripts(test.info().project.name) ? "button" : "link", { name: "Menu", exact: true })
      .click()
    await expect(nav).toBeVisible()
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden")
    await expectNoAxeViolations(page)
    await nav
      .getByRole(hasScripts(test.info().project.name) ? "button" : "link", { name: "Close menu" })
      .click()
    await expect(nav).toBeHidden()
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden")
  })

  // PAGE-7: at 375 px with scripts, opening Products must not close the menu, or no category is reachable
  test("on a phone the menu opens the categories, then one category's ranges, and stays open", async ({
    page,
  }) => {
    const scripts = hasScripts(test.info().project.name)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto("/en")
    const nav = page.getByRole("navigation", { name: "Main navigation" })
    await page.getByRole(scripts ? "button" : "link", { name: "Menu", exact: true }).click()
    await expect(nav).toBeVisible()
    const categories = nav
      .getByRole("heading", { name: "Product categories" })
      .locator("xpath=following-sibling::ul[1]")
    await expect(categories).toBeHidden()
    await nav.getByText("Products", { exact: true }).click()
    await expect(nav).toBeVisible()
    const category = categories.getByRole("listitem").first()
    const categoryLink = category.getByRole("link").first()
    await expect(categoryLink).toBeVisible()
    const categoryName = (await categoryLink.textContent())!.trim()
    // the ranges are a nested disclosure, closed until asked for
    const range = category.getByRole("list").getByRole("link").first()
    await expect(range).toBeHidden()
    // the toggle (a <summary>) is named by its visually hidden text
    await category.getByText(`Ranges of ${categoryName}`).locator("xpath=ancestor::summary").click()
    await expect(range).toBeVisible()
    await expect(nav).toBeVisible()
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden")
    await expectNoAxeViolations(page)
    const rangePath = await range.getAttribute("href")
    await range.click()
    await expect(page).toHaveURL(new RegExp(`${rangePath}$`))
    await expect(nav).toBeHidden()
  })

  test("the cookie notice is accepted with a form post and remembered", async ({ page }) => {
    await page.goto("/en/faq")
    const notice = page.getByRole("region", { name: "Cookie notice" })
    await expect(notice).toBeVisible()
    await expectNoAxeViolations(page)
    // the page's own h1 comes first among the headings outside the header's panels: the notice above it is
    // a named region, not a heading
    await expect(notice.getByRole("heading")).toHaveCount(0)
    const headings = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((all) =>
        all.filter((heading) => !heading.closest("header")).map((heading) => heading.tagName),
      )
    expect(headings[0]).toBe("H1")
    // with scripts the notice goes at once and the post runs behind it: wait for its answer (and cookie)
    const answered = page.waitForResponse(
      (response) => response.url().includes("/cookie-consent") && response.request().method() === "POST",
    )
    await notice.getByRole("button", { name: "I understand" }).click()
    await answered
    await expect(notice).toBeHidden()
    await expect(page).toHaveURL(/\/en\/faq$/)
    await page.reload()
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0)
  })

  test("the language switcher keeps the page, with each language's route words", async ({ page }) => {
    await page.goto("/en/company-info")
    await page.getByText("EN", { exact: true }).click()
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click()
    await expect(page).toHaveURL(/\/fr\/[a-z-]+$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    const frenchPath = new URL(page.url()).pathname
    expect(frenchPath).not.toBe("/fr/company-info")
    await expectNoAxeViolations(page)
  })

  test("the language switcher on a list page lands on the same list in the new language", async ({
    page,
  }) => {
    await page.goto("/en")
    const nav = page.getByRole("navigation", { name: "Main navigation" })
    await nav.getByText("Products", { exact: true }).click()
    const range = nav.locator("[data-mega-menu] ul ul a").first()
    const englishPath = await range.getAttribute("href")
    await range.click()
    await expect(page).toHaveURL(new RegExp(`${englishPath}$`))
    const id = await page.locator("html").getAttribute("lang")
    expect(id).toBe("en")
    await page.getByText("EN", { exact: true }).click()
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Nederlands" }).click()
    await expect(page).toHaveURL(/\/nl\/producten\/[a-z0-9-]+\/[a-z0-9-]+$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    // and back: the same English list
    await page.getByText("NL", { exact: true }).click()
    await page.getByRole("navigation", { name: "Taal" }).getByRole("link", { name: "English" }).click()
    await expect(page).toHaveURL(new RegExp(`${englishPath}$`))
  })

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/en/services")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/#main$/)
  })
})

test.describe("content pages", () => {
  for (const [path, heading] of [
    ["/en/company-info", "Company info"],
    ["/en/faq", "Frequently asked questions"],
    ["/en/services", "Services"],
    ["/en/cookies-policy", "Cookies policy"],
  ] as const) {
    test(`${path} shows its content, breadcrumb and meta tags`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible()
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
      ).toBeVisible()
      expect(await page.title()).not.toBe("")
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`))
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(1)
      await expectNoAxeViolations(page)
    })
  }

  test("the same content page in French, Dutch and German uses its own route words", async ({ page }) => {
    const paths = ["fr", "nl", "de"].map((locale) => localizedPath(locale as "fr", "companyInfo"))
    expect(new Set([...paths, "/en/company-info"]).size).toBe(4)
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page.locator("html")).toHaveAttribute("lang", path.slice(1, 3))
    }
  })

  test("the FAQ answers open without scripts", async ({ page }) => {
    await page.goto("/en/faq")
    const first = page
      .locator("details")
      .filter({ has: page.locator("summary") })
      .nth(0)
    const question = first.locator("summary")
    await question.click()
    await expect(first).toHaveAttribute("open", "")
  })

  test("the not-found page says Ooops and Page does not exist", async ({ page }) => {
    const response = await page.goto("/en/anything-unknown")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Ooops" })).toBeVisible()
    await expect(page.getByText("Page does not exist")).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe("revisits", () => {
  test("a page revisited from the browser cache still runs its scripts and shows what changed", async ({
    page,
  }) => {
    await page.goto("/en/services")
    await page.goto("/en/faq")
    await page.goBack()
    await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible()
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible()
    if (hasScripts(test.info().project.name)) {
      // the header's menu toggle is a link in the server's page and a button once hydrated (at this
      // width it is not shown, hence includeHidden)
      await expect(
        page.getByRole("button", { name: "Menu", exact: true, includeHidden: true }),
      ).toBeAttached()
    }
  })
})

test.describe("scripts after the first paint", () => {
  // decision 048: nothing of the page's scripts is fetched before the page is drawn, and with scripts the
  // page is then hydrated from the same modules; on a shared page (no nonce) and on a page with a nonce,
  // whose elements carry it as their first attribute
  for (const [kind, path] of [
    ["a shared page", "/en/products/cooking"],
    ["a page with a script nonce", "/en/contact"],
  ] as const)
    test(`${kind} is drawn before any of its scripts is asked for, then hydrated`, async ({ page }) => {
      const scripts: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url())
      })
      const response = await page.goto(path)
      const html = (await response!.text()) ?? ""
      expect(html).not.toContain('rel="modulepreload"')
      expect(html).not.toMatch(/import \* as route0/)
      expect(html.includes('nonce="'), "nonce").toBe(path === "/en/contact")
      if (!hasScripts(test.info().project.name)) {
        expect(scripts).toEqual([])
        return
      }
      await expect(
        page.getByRole("button", { name: "Menu", exact: true, includeHidden: true }),
      ).toBeAttached()
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }))
      expect(timing.firstPaint).not.toBeNull()
      expect(timing.scripts.length).toBeGreaterThan(3)
      for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint!)
      expect(scripts.some((url) => /\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true)
    })
})

test("hydrating a page does not move its main content, on a phone", async ({ page }, info) => {
  test.skip(!hasScripts(info.project.name), "without scripts nothing changes the page once it is drawn")
  // the messages' live region leaves the flow when the page is hydrated (toast.css.ts): empty, it must
  // not have held a margin in <main> that then moves out of it (Lighthouse counted CLS 0.012–0.035 for
  // <main> moving by 16 px). Only <main>'s shifts are checked here: the header's, seen now and then on a
  // loaded machine, came from drawing a half-parsed header (decision 058, the next test).
  await page.setViewportSize({ width: 412, height: 823 })
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        sources: { node?: Node }[]
      })[])
        shifts.push(
          `${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.nodeName).join(",")}`,
        )
    }).observe({ type: "layout-shift", buffered: true })
  })
  for (const path of ["/en", "/en/products/cooking", "/en/faq"]) {
    await page.goto(path)
    // the page fixture has waited for <html data-hydrated>; two more frames for the layout after it
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)
    expect(
      shifts.filter((shift) => shift.split(" ")[1]!.split(",").includes("MAIN")),
      path,
    ).toEqual([])
  }
})

test("a document that arrives in two parts draws its header whole: nothing in it moves, on a phone", async ({
  page,
  baseURL,
}, info) => {
  // the browser draws a document as it parses it, scripts or not; seeing its layout shifts takes them
  test.skip(!hasScripts(info.project.name), "a layout shift is only seen by a script in the page")
  // decision 058: a browser drew the header as far as it had parsed it. On a phone the header's tools
  // then sat beside the menu button until the rest of them came, and moved to a row of their own (the
  // tools and the menu button shifted: Lighthouse counted CLS 0.022 on the product page). A proxy here
  // sends the document in two parts, cut inside the header's tools, a second apart; the page must not be
  // drawn before its <main> is there, so nothing that was drawn moves.
  const proxy = http.createServer((request, response) => void relay(request, response))
  async function relay(request: http.IncomingMessage, response: http.ServerResponse) {
    const upstream = await fetch(new URL(request.url!, baseURL), {
      headers: { "accept-encoding": "identity", cookie: request.headers.cookie ?? "" },
      redirect: "manual",
    })
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !/^(content-(encoding|length)|transfer-encoding)$/.test(name)),
    )
    const body = Buffer.from(await upstream.arrayBuffer())
    if (!upstream.headers.get("content-type")?.startsWith("text/html")) {
      response.writeHead(upstream.status, headers).end(body)
      return
    }
    const html = body.toString("utf8")
    const cut = html.indexOf("</details>", html.indexOf("<header")) + "</details>".length
    response.writeHead(upstream.status, headers)
    response.write(html.slice(0, cut))
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    response.end(html.slice(cut))
  }
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve))
  try {
    const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto(`${origin}/en/products/cooking`)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              sources: { node?: Node }[]
            })[])
              seen.push(
                `${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.nodeName).join(",")}`,
              )
          }).observe({ type: "layout-shift", buffered: true })
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(seen)))
        }),
    )
    expect(shifts).toEqual([])
  } finally {
    proxy.close()
  }
})

test("after a client navigation the page's texts come with its data, before the router takes the address", async ({
  page,
}, info) => {
  test.skip(!hasScripts(info.project.name), "without scripts every page is a document with its texts")
  // the FAQ's document does not bring the home page's texts (<html data-i18n>)
  await page.goto("/en/faq")
  expect((await page.locator("html").getAttribute("data-i18n")) ?? "").not.toMatch(/\bhome\b/)
  // what had been fetched when the router finished the navigation (its state went back to idle)
  await page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: RouterLike }).__reactRouterDataRouter
    type RouterLike = {
      state: { navigation: { state: string } }
      subscribe(listener: (state: { navigation: { state: string } }) => void): () => void
    }
    const seen = window as unknown as { textsWhenIdle?: string[] }
    let navigating = false
    router.subscribe((state) => {
      if (state.navigation.state !== "idle") navigating = true
      else if (navigating && !seen.textsWhenIdle)
        seen.textsWhenIdle = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => name.includes("/assets/texts-"))
    })
  })
  await page.getByRole("banner").getByRole("link", { name: "Belcater Pro" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Professional catering equipment, made in Belgium",
  )
  const textsWhenIdle = await page.evaluate(
    () => (window as unknown as { textsWhenIdle?: string[] }).textsWhenIdle,
  )
  expect(textsWhenIdle?.some((url) => /\/en\/home\.js$/.test(url))).toBe(true)
})

test.describe("search popup", () => {
  test("the open popup passes axe and its submit button is readable", async ({ page }) => {
    await page.goto("/en/services")
    await page.getByRole("banner").getByText("Search", { exact: true }).first().click()
    const submit = page.getByRole("banner").getByRole("button", { name: "Search", exact: true })
    await expect(submit).toBeVisible()
    // white text on the brand blue, not white on the white popup
    await expect(submit).toHaveCSS("background-color", "rgb(11, 79, 138)")
    if (hasScripts(test.info().project.name)) await expectNoAxeViolations(page)
  })
})
