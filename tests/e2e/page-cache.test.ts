import { createHash } from "node:crypto"

import type { APIRequestContext } from "@playwright/test"

import { localizedPath } from "../../app/lib/urls/pages"
import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { logInOnPage } from "./partners"

// Decision 041: a visitor's catalogue page (list, product page, search) is a shared page, the same bytes
// for every visitor: no script nonce (the inline scripts are allowed by their hashes), no form token, no
// cookie set. Its forms (the wishlist, the cookie notice) are proven ours by the browser's Fetch Metadata,
// Origin or Referer; a post with none of them is asked to be confirmed on a page with a token of its own.
// Partners and visitors with cookies of their own get pages rendered for them (decision 013).
const LIST = "/en/products/all?view=grid&sort=-availability"
const SHARED_PAGES = [LIST, "/en/products/cooking/ranges-and-hobs", "/en/search?q=oven"]

/** The CSP source expressions of a page's inline scripts, as a browser computes them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, text]) => !/\bsrc=/.test(attributes!) && text)
    .map(([, , text]) => `'sha256-${createHash("sha256").update(text!).digest("base64")}'`)
}

/** A visitor's wishlist button on the list page: the fields its form posts. */
async function wishlistFields(request: APIRequestContext) {
  const html = await (await request.get(LIST)).text()
  return {
    intent: "add",
    item_id: /name="item_id" value="([^"]+)"/.exec(html)![1]!,
    item_type: /name="item_type" value="([^"]+)"/.exec(html)![1]!,
    quantity: "1",
    redirect_to: LIST,
  }
}

test.describe("shared pages", () => {
  test.describe("over HTTP", () => {
    test.beforeEach(({}, info) => test.skip(info.project.name !== "chromium", "HTTP only: runs once"))

    test("two visitors get byte-identical catalogue pages, without a nonce, a form token or a cookie", async ({
      playwright,
    }, info) => {
      const baseURL = info.project.use.baseURL
      // one new visitor, and one who has opened a page with a form (its language and form-token cookies)
      const first = await playwright.request.newContext({ baseURL })
      const second = await playwright.request.newContext({ baseURL })
      await second.get(localizedPath("fr", "contact"))
      expect((await second.storageState()).cookies.map((cookie) => cookie.name).sort()).toEqual([
        "csrf",
        "lng",
      ])
      for (const path of SHARED_PAGES) {
        const answers = [await first.get(path), await second.get(path)]
        const [one, two] = await Promise.all(answers.map((answer) => answer.text()))
        expect(two, path).toBe(one)
        for (const answer of answers) {
          expect(answer.status(), path).toBe(200)
          expect(answer.headers()["set-cookie"], path).toBeUndefined()
          expect(answer.headers()["cache-control"]).toBe(
            "public, max-age=60, s-maxage=30, stale-while-revalidate=300",
          )
        }
        expect(one).not.toContain(" nonce=")
        expect(one).not.toContain('name="csrf"')
        // every inline script is allowed by its hash, and nothing else inline is
        const scriptSrc = /script-src ([^;]+)/.exec(answers[0]!.headers()["content-security-policy"]!)![1]!
        expect(scriptSrc.split(" ").sort()).toEqual(["'self'", ...inlineScriptHashes(one!)].sort())
        expect(scriptSrc).not.toContain("nonce")
        expect(scriptSrc).not.toContain("unsafe-inline")
      }
      await Promise.all([first.dispose(), second.dispose()])
    })

    // Decisions 047 and 051: the home page stores the language it is opened in. Its bytes are the same for
    // every visitor; the answer that stores the language is private, the others are public.
    test("the home page is the same bytes for every visitor, and a first visit stores its language", async ({
      playwright,
    }, info) => {
      const baseURL = info.project.use.baseURL
      const visitors = [
        await playwright.request.newContext({ baseURL }),
        await playwright.request.newContext({ baseURL }),
      ]
      const firstVisits: string[] = []
      for (const visitor of visitors) {
        const opened = await visitor.get("/nl")
        expect(opened.headers()["set-cookie"]).toContain("lng=")
        expect(opened.headers()["cache-control"]).toBe("private, no-cache")
        firstVisits.push(await opened.text())
      }
      const answers = await Promise.all(visitors.map((visitor) => visitor.get("/nl")))
      const [one, two] = await Promise.all(answers.map((answer) => answer.text()))
      expect(two).toBe(one)
      // a first visit gets those bytes too, not a page rendered for it: no nonce, no form token
      expect(firstVisits).toEqual([one, one])
      for (const answer of answers) {
        expect(answer.status()).toBe(200)
        expect(answer.headers()["set-cookie"]).toBeUndefined()
        expect(answer.headers()["cache-control"]).toBe(
          "public, max-age=60, s-maxage=30, stale-while-revalidate=300",
        )
      }
      expect(one).toContain('<html lang="nl"')
      expect(one).not.toContain(" nonce=")
      expect(one).not.toContain('name="csrf"')
      // another language's home page stores that language, in a private answer
      const french = await visitors[0]!.get("/fr")
      expect(french.headers()["cache-control"]).toBe("private, no-cache")
      expect(french.headers()["set-cookie"]).toContain("lng=")
      expect(await french.text()).not.toContain(" nonce=")
      expect((await visitors[0]!.storageState()).cookies.find((cookie) => cookie.name === "lng")?.value).toBe(
        encodeURIComponent(Buffer.from(JSON.stringify("fr")).toString("base64")),
      )
      await Promise.all(visitors.map((visitor) => visitor.dispose()))
    })

    test("a wishlist post without a token is taken from our own page, refused from elsewhere or forged, and confirmed when the browser says nothing", async ({
      playwright,
    }, info) => {
      const baseURL = info.project.use.baseURL!
      const own = new URL(baseURL).origin
      const proofs: Record<string, string>[] = [
        { "sec-fetch-site": "same-origin" },
        { origin: own },
        { referer: `${own}${LIST}` },
      ]
      /** A new visitor's wishlist add from the list page, sent with these headers. */
      const addAsNewVisitor = async (headers: Record<string, string>) => {
        const visitor = await playwright.request.newContext({ baseURL })
        const answer = await visitor.post("/en/wishlist", {
          headers,
          form: await wishlistFields(visitor),
          maxRedirects: 0,
        })
        return { visitor, answer }
      }
      for (const headers of proofs) {
        const { visitor, answer: added } = await addAsNewVisitor(headers)
        expect(added.status(), JSON.stringify(headers)).toBe(303)
        expect(added.headers()["set-cookie"], JSON.stringify(headers)).toContain("wishlist")
        // from now on the visitor has a wishlist: their pages are rendered for them, with a token
        const mine = await visitor.get(LIST)
        expect(mine.headers()["x-page-cache"]).toBeUndefined()
        expect(mine.headers()["cache-control"]).toBe("private, no-cache")
        expect(await mine.text()).toContain('name="csrf"')
        await visitor.dispose()
      }

      const refusals: Record<string, string>[] = [
        { origin: "https://elsewhere.example" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { referer: "https://elsewhere.example/page" },
      ]
      for (const headers of refusals) {
        const { visitor, answer: refused } = await addAsNewVisitor(headers)
        // a foreign Origin or Fetch Metadata is refused up front (server/cross-origin.ts); a foreign
        // Referer alone proves nothing, so the browser is asked to confirm on a page of ours
        const expected = "referer" in headers ? 200 : 403
        expect(refused.status(), JSON.stringify(headers)).toBe(expected)
        expect(refused.headers()["set-cookie"] ?? "").not.toContain("wishlist")
        await visitor.dispose()
      }

      // a forged token is refused even from our own page: a shared page has none to send
      const forger = await playwright.request.newContext({ baseURL })
      const forged = await forger.post("/en/wishlist", {
        headers: { "sec-fetch-site": "same-origin" },
        form: { ...(await wishlistFields(forger)), csrf: "forged.token" },
        maxRedirects: 0,
      })
      expect(forged.status()).toBe(403)
      await forger.dispose()

      // neither header nor token (a browser older than them all): nothing changes, a page asks to confirm
      const old = await playwright.request.newContext({ baseURL })
      const fields = await wishlistFields(old)
      const asked = await old.post("/en/wishlist", { form: fields, maxRedirects: 0 })
      expect(asked.status()).toBe(200)
      expect(asked.headers()["cache-control"]).toBe("no-store")
      expect(asked.headers()["set-cookie"]).toContain("csrf=")
      expect(asked.headers()["set-cookie"]).not.toContain("wishlist")
      const page = await asked.text()
      expect(page).toContain("<h1>Please confirm</h1>")
      for (const [name, value] of Object.entries(fields))
        expect(page).toContain(`name="${name}" value="${value.replaceAll("&", "&#38;")}"`)
      const token = /name="csrf" value="([^"]+)"/.exec(page)![1]!
      const confirmed = await old.post("/en/wishlist", { form: { ...fields, csrf: token }, maxRedirects: 0 })
      expect(confirmed.status()).toBe(303)
      expect(confirmed.headers()["set-cookie"]).toContain("wishlist")
      await old.dispose()
    })

    test("the language menu's /language stores the choice and leads only to a page of this shop", async ({
      request,
    }) => {
      const chosen = await request.get(`/language?to=${encodeURIComponent("/fr/produits/tous?sort=name")}`, {
        maxRedirects: 0,
      })
      expect(chosen.status()).toBe(302)
      expect(chosen.headers()["location"]).toBe("/fr/produits/tous?sort=name")
      expect(chosen.headers()["set-cookie"]).toContain("lng=")
      expect((await request.get("/", { maxRedirects: 0 })).headers()["location"]).toBe("/fr")
      // anywhere else (another site, no language, a header in disguise): home in English, nothing stored
      for (const to of [
        "//evil.example/en",
        "https://evil.example/en",
        "/xx/faq",
        "/en\r\nSet-Cookie: x=1",
        "",
      ]) {
        const away = await request.get(`/language?to=${encodeURIComponent(to)}`, { maxRedirects: 0 })
        expect(away.status(), to).toBe(302)
        expect(away.headers()["location"], to).toBe("/en")
        expect(away.headers()["set-cookie"], to).toBeUndefined()
      }
    })

    test("the cookie notice's post is taken from our own page without a token", async ({ request }) => {
      const accepted = await request.post("/cookie-consent", {
        headers: { "sec-fetch-site": "same-origin" },
        form: { redirectTo: LIST },
        maxRedirects: 0,
      })
      expect(accepted.status()).toBe(303)
      expect(accepted.headers()["set-cookie"]).toContain("cookie_consent=")
      // with the notice accepted the page is another shared page: the same for everyone who accepted it
      const page = await request.get(LIST)
      expect(page.headers()["cache-control"]).toMatch(/^public/)
      expect(await page.text()).not.toContain('action="/cookie-consent"')
    })

    test("a login post without a token is taken from our own page, and refused when nothing proves it", async ({
      request,
    }) => {
      const form = { email: "buyer@partners.test", password: "Partner-Demo-2026" }
      const unproven = await request.post("/en/login", { form, maxRedirects: 0 })
      expect(unproven.status()).toBe(403)
      expect(unproven.headers()["set-cookie"] ?? "").not.toContain("__session=")
      const proven = await request.post("/en/login", {
        headers: { "sec-fetch-site": "same-origin" },
        form,
        maxRedirects: 0,
      })
      expect(proven.status()).toBe(303)
      expect(proven.headers()["set-cookie"]).toContain("__session=")
    })

    test("a partner on the same page gets their own page with prices and a token", async ({
      page,
      request,
    }) => {
      await request.get(LIST)
      const visitor = await request.get(LIST)
      expect(visitor.headers()["x-page-cache"]).toBe("hit")
      expect(await visitor.text()).not.toMatch(/\d+,\d{2}\s?€/)
      await logInOnPage(page, "buyer@partners.test", "Partner-Demo-2026")
      const response = await page.goto(LIST)
      expect(response!.headers()["x-page-cache"]).toBeUndefined()
      // the partner's prices: kept by no cache (ASVS 5.0 14.3.2)
      expect(response!.headers()["cache-control"]).toBe("private, no-store")
      expect(response!.headers()["content-security-policy"]).toMatch(/'nonce-/)
      await expect(page.getByRole("main").getByRole("article").first()).toContainText(/\d+,\d{2}\s?€/)
    })
  })

  // The header's login panel exists only with scripts; on a shared page it has no form token to send
  test("a partner logs in from the header's panel on a shared page", async ({ page }, info) => {
    test.skip(!hasScripts(info.project.name), "the login panel exists only with scripts")
    const response = await page.goto(LIST)
    expect(response!.headers()["cache-control"]).toMatch(/^public/)
    const panel = page.locator("[data-login-panel]")
    await panel.locator("summary", { hasText: "Partners zone" }).click()
    await panel.getByLabel("E-mail address").fill("buyer@partners.test")
    await panel.getByLabel("Password").fill("Partner-Demo-2026")
    await panel.getByRole("button", { name: "Log in" }).click()
    // the password is checked with argon2id (19 MiB, 2 passes), seconds on a busy machine: as long as the
    // other journeys that log in through a form wait
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible({
      timeout: 15_000,
    })
    await page.reload()
    await expect(page.getByRole("main").getByRole("article").first()).toContainText(/\d+,\d{2}\s?€/)
  })

  test("a visitor adds to the wishlist from a shared page, and the chosen language is stored", async ({
    page,
  }) => {
    const response = await page.goto(LIST)
    expect(response!.headers()["cache-control"]).toMatch(/^public/)
    const main = page.getByRole("main")
    await main
      .getByRole("button", { name: /^Add to wishlist / })
      .first()
      .click()
    await expect(page.getByText(/was added to your wishlist\./).first()).toBeVisible()
    // the language menu stores the choice, though the page it leads to stores nothing (decision 041)
    await page.context().clearCookies()
    await page.goto("/en/products/cooking/ranges-and-hobs")
    await page.getByRole("banner").getByText("EN", { exact: true }).click()
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Nederlands" }).click()
    await expect(page).toHaveURL(/\/nl\/producten\//)
    await page.goto("/")
    await expect(page).toHaveURL(/\/nl$/)
  })

  test("a browser that sends no Fetch Metadata, Origin or Referer confirms its wishlist add on a page of its own", async ({
    page,
  }, info) => {
    test.skip(hasScripts(info.project.name), "a browser without those headers runs none of our scripts")
    await page.goto(LIST)
    // what Internet Explorer with a privacy tool sends: none of the three. Chromium adds them below
    // anything a route can change, so this post is sent from the test, with the browser's cookies
    await page.route("**/en/wishlist", async (route) => {
      const headers = { ...route.request().headers() }
      for (const name of Object.keys(headers))
        if (/^(sec-fetch-|origin$|referer$)/.test(name)) delete headers[name]
      await route.fulfill({ response: await route.fetch({ headers, maxRedirects: 0 }) })
    })
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Add to wishlist / })
      .first()
      .click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please confirm")
    await expectNoAxeViolations(page)
    await page.unroute("**/en/wishlist")
    await page.getByRole("button", { name: "Send again" }).click()
    await expect(page.getByText(/was added to your wishlist\./).first()).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(new URL(LIST, page.url()).pathname)
  })
})
