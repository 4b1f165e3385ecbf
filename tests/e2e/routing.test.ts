import { pageScripts } from "../support/page-scripts"
import { expect, test } from "./fixtures"

// LANG-2 to LANG-4, PAGE-2 to PAGE-4: routing; these are HTTP-level checks, the same with or without scripts.
test.describe("routing rules", () => {
  // HTTP-level checks: the same with or without scripts, so they run in one project
  test.beforeEach(({}, info) => test.skip(info.project.name !== "chromium", "HTTP only: runs once"))

  test("a bare / redirects to English without a stored language", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers()["location"]).toBe("/en")
  })

  test("a bare / redirects to the stored language; an unsupported stored language falls back to English", async ({
    request,
  }) => {
    // React Router's cookie format: base64 of the JSON value
    const stored = (language: string) =>
      `lng=${encodeURIComponent(Buffer.from(JSON.stringify(language)).toString("base64"))}`
    const french = await request.get("/", { maxRedirects: 0, headers: { cookie: stored("fr") } })
    expect(french.headers()["location"]).toBe("/fr")
    const portuguese = await request.get("/", { maxRedirects: 0, headers: { cookie: stored("pt") } })
    expect(portuguese.headers()["location"]).toBe("/en")
  })

  test("opening a page stores its language", async ({ request }) => {
    const response = await request.get("/nl", { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()["set-cookie"]).toContain("lng=")
    const back = await request.get("/", { maxRedirects: 0 })
    expect(back.headers()["location"]).toBe("/nl")
  })

  test("a trailing slash is removed with a 301", async ({ request }) => {
    const response = await request.get("/en/", { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()["location"]).toBe("/en")
    const deep = await request.get("/fr/faq/?x=1", { maxRedirects: 0 })
    expect(deep.status()).toBe(301)
    expect(deep.headers()["location"]).toBe("/fr/faq?x=1")
  })

  test("a missing or unknown locale falls back to English", async ({ request }) => {
    const missing = await request.get("/contact", { maxRedirects: 0 })
    expect(missing.status()).toBe(302)
    expect(missing.headers()["location"]).toBe("/en/contact")
    const unknown = await request.get("/xx/faq", { maxRedirects: 0 })
    expect(unknown.headers()["location"]).toBe("/en/faq")
  })

  test("a language in capitals is that language: /DE/kontakt redirects to /de/kontakt for good", async ({
    request,
  }) => {
    const capitals = await request.get("/DE/kontakt?x=1", { maxRedirects: 0 })
    expect(capitals.status()).toBe(301)
    expect(capitals.headers()["location"]).toBe("/de/kontakt?x=1")
    const mixed = await request.get("/Fr", { maxRedirects: 0 })
    expect(mixed.headers()["location"]).toBe("/fr")
    const german = await request.get("/DE/kontakt")
    expect(await german.text()).toContain('<html lang="de"')
  })

  test("a product's short path, details/{category}/{id} or with its range, redirects to its page", async ({
    request,
  }) => {
    const list = await (await request.get("/en/products/cooking")).text()
    const full = /href="(\/en\/details\/cooking\/[^"/]+\/[^"/]+\/[^"/]+)"/.exec(list)![1]!
    const [, , , category, range, , id] = full.split("/")
    for (const short of [`/en/details/${category}/${id}`, `/en/details/${category}/${range}/${id}`]) {
      const answer = await request.get(short, { maxRedirects: 0 })
      expect(answer.status(), short).toBe(301)
      expect(answer.headers()["location"], short).toBe(full)
    }
    // a category the product is not in, or an id no product has, stays the not-found page
    expect((await request.get(`/en/details/refrigeration/${id}`, { maxRedirects: 0 })).status()).toBe(404)
    expect((await request.get(`/en/details/${category}/NO-SUCH-ID`, { maxRedirects: 0 })).status()).toBe(404)
  })

  test("German slugs spell the umlauts out; the older slugs redirect to them for good", async ({
    request,
  }) => {
    const german = await (await request.get("/de/produkte")).text()
    expect(german).toContain('href="/de/produkte/kuehltechnik"')
    expect(german).not.toContain('href="/de/produkte/kuhltechnik"')
    const older = await request.get("/de/produkte/kuhltechnik?view=list", { maxRedirects: 0 })
    expect(older.status()).toBe(301)
    expect(older.headers()["location"]).toBe("/de/produkte/kuehltechnik?view=list")
    // a product's page under an older slug too
    const list = await (await request.get("/de/produkte/kuehltechnik")).text()
    const product = /href="(\/de\/details\/kuehltechnik\/[^"]+)"/.exec(list)![1]!
    const olderProduct = await request.get(product.replace("/kuehltechnik/", "/kuhltechnik/"), {
      maxRedirects: 0,
    })
    expect(olderProduct.status()).toBe(301)
    expect(olderProduct.headers()["location"]).toBe(product)
  })

  test("/en answers 200 with lang=en, /fr with lang=fr and French menu labels", async ({ request }) => {
    const english = await request.get("/en")
    expect(english.status()).toBe(200)
    expect(await english.text()).toContain('<html lang="en"')
    const french = await (await request.get("/fr")).text()
    expect(french).toContain('<html lang="fr"')
    expect(french).toContain("Espace partenaires")
    expect(french).toContain("Produits")
  })

  test("an unknown path is the not-found page with HTTP 404", async ({ request }) => {
    const response = await request.get("/en/anything-unknown")
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain("Ooops")
    expect(html).toContain("Page does not exist")
  })

  test("an invalid product list path is a 404, a valid one a 200", async ({ request }) => {
    expect((await request.get("/en/products/no-such-category")).status()).toBe(404)
    expect((await request.get("/en/products/promo")).status()).toBe(200)
    expect((await request.get("/en/products/all")).status()).toBe(200)
  })

  test("the server sends security headers and a script nonce", async ({ request }) => {
    // a page rendered for the person who asks (a form with its token); shared pages, the home page among
    // them, carry script hashes instead (page-cache.test.ts)
    const response = await request.get("/en/contact")
    const headers = response.headers()
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBeTruthy()
    expect(headers["x-request-id"]).toBeTruthy()
    const csp = headers["content-security-policy"]
    expect(csp).toContain("frame-ancestors 'none'")
    // ASVS 5.0 3.4.3: no <base> may point the page's relative addresses elsewhere
    expect(csp).toContain("base-uri 'none'")
    const nonce = csp!.match(/'nonce-([^']+)'/)![1]
    expect(await response.text()).toContain(`nonce="${nonce}"`)
  })

  test("pages, API answers, static files and refusals carry the whole set of security headers on the wire", async ({
    request,
  }) => {
    // server/security-headers.ts, kept over Hono's secure-headers middleware (decision 108): these values,
    // exactly, on every kind of answer the server writes
    const everywhere = {
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
    }
    const page = await request.get("/en/contact")
    const api = await request.get("/api/health")
    const missing = await request.get("/api/no-such-endpoint")
    // more header fields than any browser sends: refused before anything reads the request (431)
    const crowded = await request.get("/en", {
      headers: Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`x-filler-${i}`, "1"])),
    })
    expect([page.status(), api.status(), missing.status(), crowded.status()]).toEqual([200, 200, 404, 431])
    for (const answer of [page, api, missing, crowded]) {
      expect(answer.headers(), answer.url()).toMatchObject(everywhere)
      const csp = answer.headers()["content-security-policy"]!
      expect(csp.split("; ")).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "style-src 'self'",
          "img-src 'self' data:",
          "font-src 'self'",
          "connect-src 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
          "base-uri 'none'",
          "object-src 'none'",
        ]),
      )
      // a nonce, never 'unsafe-inline' nor 'unsafe-eval', outside development
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'(;|$)/)
      expect(csp).not.toContain("unsafe")
      // over plain HTTP: no HSTS (multi-process.test.ts proves it over HTTPS behind the proxy)
      expect(answer.headers()["strict-transport-security"]).toBeUndefined()
    }
    // two answers, two nonces
    const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)![1]
    expect(nonceOf(page.headers()["content-security-policy"]!)).not.toBe(
      nonceOf(api.headers()["content-security-policy"]!),
    )
    // a static file: nosniff and never framed
    const asset = (await (await request.get("/en")).text()).match(/\/assets\/[\w.-]+\.js/)![0]
    const file = await request.get(asset)
    expect(file.headers()["x-content-type-options"]).toBe("nosniff")
    expect(file.headers()["content-security-policy"]).toBe("frame-ancestors 'none'")
  })

  test("hashed assets are cached for a year and served compressed", async ({ request }) => {
    const html = await (await request.get("/en")).text()
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0]
    const response = await request.get(asset, { headers: { "accept-encoding": "br, gzip" } })
    expect(response.status()).toBe(200)
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(response.headers()["content-encoding"]).toBe("br")
    // ASVS 5.0 3.4.6: a file shown on its own is never framed by another site
    expect(response.headers()["content-security-policy"]).toBe("frame-ancestors 'none'")
  })

  test("a page's scripts carry its own language's route words, not the other languages' (decision 015)", async ({
    request,
  }) => {
    const html = await (await request.get("/en/products/all")).text()
    // the scripts and module preloads the page loads (not the route manifest's list of every route),
    // its texts included (/assets/texts-<version>/en/routes.js: the route words)
    const scripts = pageScripts(html)
    expect(scripts.length).toBeGreaterThan(3)
    expect(
      scripts.filter((script) => /^\/assets\/texts-\w+\/en\/(routes|common)\.js$/.test(script)),
    ).toHaveLength(2)
    const code = (await Promise.all(scripts.map(async (script) => (await request.get(script)).text()))).join(
      "\n",
    )
    // German and Dutch words for "my baskets" and "forgot your password"
    for (const word of ["meine-warenkoerbe", "wachtwoord-vergeten", "passwort-vergessen"])
      expect(code, word).not.toContain(word)
  })

  test("the API answers health", async ({ request }) => {
    const response = await request.get("/api/health")
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: "ok" })
  })

  test("an Internet Explorer 11 User-Agent gets the old-browser banner, Chromium does not", async ({
    request,
  }) => {
    const ie = await request.get("/en", {
      headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko" },
    })
    expect(await ie.text()).toContain("data-old-browser-banner")
    const chromium = await request.get("/en")
    expect(await chromium.text()).not.toContain("data-old-browser-banner")
  })
})

test.describe("sitemap and robots", () => {
  test.beforeEach(({}, info) => test.skip(info.project.name !== "chromium", "HTTP only: runs once"))

  test("robots.txt names the sitemap; the sitemap lists content, list and product pages of every language", async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    const index = await (await request.get("/sitemap.xml")).text()
    for (const locale of ["en", "fr", "nl", "de", "it", "es"])
      expect(index).toContain(`${baseURL}/sitemap/${locale}.xml`)
    const french = await request.get("/sitemap/fr.xml")
    expect(french.headers()["content-type"]).toContain("application/xml")
    const xml = await french.text()
    expect(xml).toContain(`<loc>${baseURL}/fr</loc>`)
    expect(xml).toContain(`<loc>${baseURL}/fr/produits/`)
    expect(xml).toMatch(/<loc>[^<]+\/fr\/[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/[A-Z0-9-]+<\/loc>/)
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(1500)
    expect((await request.get("/sitemap/pt.xml")).status()).toBe(404)
  })
})

test.describe("conditional requests", () => {
  test.beforeEach(({}, info) => test.skip(info.project.name !== "chromium", "HTTP only: runs once"))

  test("a page carries an ETag and answers 304 when unchanged; only shared pages are public", async ({
    request,
  }) => {
    // the first visit sets the language and form-token cookies: an answer that sets cookies is not reused
    const landing = await request.get("/en")
    expect(landing.headers()["cache-control"]).toBe("private, no-cache")
    const first = await request.get("/en/products/cooking")
    const etag = first.headers()["etag"]
    expect(etag).toMatch(/^W\/"/)
    // a visitor's catalogue page is a shared page (decision 041): the same for everyone, so a shared cache
    // may keep it; what it depends on is in Vary
    expect(first.headers()["cache-control"]).toBe(
      "public, max-age=60, s-maxage=30, stale-while-revalidate=300",
    )
    expect(first.headers()["vary"]).toMatch(/Cookie, User-Agent/)
    const again = await request.get("/en/products/cooking", { headers: { "if-none-match": etag! } })
    expect(again.status()).toBe(304)
    // the stored page keeps its own policy: a 304 sends none that would not match its scripts
    expect(again.headers()["content-security-policy"]).toBeUndefined()
    const other = await request.get("/en/products/cooking?page=2", { headers: { "if-none-match": etag! } })
    expect(other.status()).toBe(200)
  })

  test("a partner's pages (prices, stock) are kept by no cache, the browser's included", async ({ page }) => {
    await page.goto("/en/login")
    const main = page.getByRole("main")
    await main.getByLabel("E-mail address").fill("viewer@partners.test")
    await main.getByLabel("Password").fill("Partner-Demo-2026")
    await main.getByRole("button", { name: "Log in" }).click()
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible({ timeout: 15_000 })
    const response = await page.goto("/en/products/cooking")
    // personal data (ASVS 5.0 14.3.2): nothing to keep, so no ETag to compare either
    expect(response?.headers()["cache-control"]).toBe("private, no-store")
    expect(response?.headers()["etag"]).toBeUndefined()
    const again = await page.request.get("/en/products/cooking", { headers: { "if-none-match": 'W/"any"' } })
    expect(again.status()).toBe(200)
    expect(again.headers()["cache-control"]).toBe("private, no-store")
  })
})
