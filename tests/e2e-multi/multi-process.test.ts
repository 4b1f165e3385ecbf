import fs from "node:fs/promises"

import type { APIRequestContext, BrowserContext, Page } from "@playwright/test"

import { localizedPath } from "../../app/lib/urls/pages"
import { expect, hasScripts, test } from "../e2e/fixtures"
import { uniqueAddress } from "../e2e/outbox"
import {
  apiHeadersOf,
  DEMO_PASSWORD,
  firstPrice,
  logInOnPage,
  newPartner,
  submitLogIn,
} from "../e2e/partners"
import { sessionCookieJar } from "../e2e/session-cookie"
import { pickShippingDate } from "../e2e/shipping-date"
import { pdfText } from "../support/pdf-text"
import { PORTS, processUrl, sharedEnv } from "./multi"

// Journeys through nginx in front of three server processes on one PostgreSQL database (decision 028,
// deploy/ci-multi-process.sh). nginx spreads requests round-robin without stickiness, so each journey's
// requests land on every process in turn: a session, a token, a basket or a file that only one process
// knew would break them. Checks that must reach every process use the processes' own ports.

const PASSWORD = "Multi-Process-2026"

/** A current product priced for the partner, with no replacement or Good Deals rule in the way. */
async function plainProduct(request: APIRequestContext, email: string) {
  const headers = await apiHeadersOf(request, email, PASSWORD)
  const products = (await (await request.get("/api/products?page[size]=30", { headers })).json()).data as {
    id: string
    attributes: {
      name: string
      price: unknown
      replacement_product_id: string | null
      is_good_deal: boolean
      is_old: boolean
      declined_reason: string | null
      declined_parent_article_id: string | null
    }
  }[]
  const plain = products.find(
    ({ attributes: a }) =>
      a.price &&
      !a.replacement_product_id &&
      !a.is_good_deal &&
      !a.is_old &&
      !a.declined_reason &&
      !a.declined_parent_article_id,
  )
  expect(plain).toBeDefined()
  return { id: plain!.id, name: plain!.attributes.name.trim() }
}

const notice = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text })

test("@no-js a partner logs in, sees prices, fills the basket, saves it and orders, through nginx", async ({
  page,
}, info) => {
  // a sign-up approved by the staff command, then the order process
  test.slow()
  const scripts = hasScripts(info.project.name)
  const email = uniqueAddress("multi", info.project.name)
  await newPartner(page.request, {
    email,
    password: PASSWORD,
    roles: "1,2,3,5",
    firstName: "Lotte",
    lastName: "Peeters",
    company: "Peeters Grootkeukens",
  })
  const product = await plainProduct(page.request, email)

  await logInOnPage(page, email, PASSWORD)
  await page.goto("/en/products/all")
  await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
  await expect(firstPrice(page, "€")).toBeVisible()

  // the product through the search page, into the basket
  await page.goto(`/en/search?query=${encodeURIComponent(product.id)}`)
  await page.getByRole("main").getByRole("link", { name: product.name, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`/en/details/.+/${product.id}$`))
  await page.getByRole("button", { name: `Add to basket ${product.name}`, exact: true }).click()
  await expect(notice(page, `${product.id} was added to your basket.`)).toBeVisible()
  await expect(page.getByRole("link", { name: "Basket (1 item)" })).toBeVisible()

  // saved from the basket page
  await page.goto(localizedPath("en", "basket"))
  const saveForm = page.getByRole("region", { name: "Save this basket" })
  await saveForm.getByLabel(/^Reference/).fill("Multi-process")
  await saveForm.getByRole("button", { name: "Save basket" }).click()
  await expect(notice(page, "Your basket has been saved.")).toBeVisible()
  await page.goto(localizedPath("en", "myBaskets"))
  await expect(
    page.getByRole("table", { name: "Saved baskets, newest first" }).getByRole("row").filter({
      hasText: "Multi-process",
    }),
  ).toHaveCount(1)

  // ordered, collected in store (no address check)
  await page.goto("/en/submit-order")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 2, name: "Delivery" })).toBeVisible()
  if (scripts) await expect(main.getByRole("grid", { name: /Shipping date/ })).toBeVisible()
  await main.getByRole("radio", { name: /^Collect in store/ }).check()
  await main.getByRole("checkbox", { name: "Express delivery (24 h)" }).uncheck()
  await pickShippingDate(page, scripts)
  await main.getByLabel("Comments").fill("Collected on Monday morning.")
  await main.getByLabel("Reference").fill("PO-MULTI")
  await main.getByRole("button", { name: "Continue" }).click()
  await expect(main.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible()
  await expect(main.getByRole("table", { name: "Your order" })).toContainText(product.id)
  await main.getByRole("checkbox", { name: "I confirm the shipping date" }).check()
  await main.getByRole("button", { name: "Place the order" }).click()
  await expect(main.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeVisible()
  const confirmation = main.getByText(/Your order SO\d{4}-\d{6} has been placed\./)
  await expect(confirmation).toBeVisible()
  const orderNumber = /SO\d{4}-\d{6}/.exec((await confirmation.textContent()) ?? "")![0]

  // every process lists the order: nothing of it stayed with the one that took it
  for (const port of PORTS) {
    await page.goto(processUrl(port, localizedPath("en", "myOrders")))
    await expect(
      page.getByRole("table", { name: /Your orders/ }).getByRole("link", { name: orderNumber, exact: true }),
    ).toBeVisible()
  }
})

test("the demo buyer downloads an invoice and a technical document, served alike by every process", async ({
  page,
}) => {
  await logInOnPage(page, "buyer@partners.test", DEMO_PASSWORD)

  // api/db/seed/demo-orders.ts: SO2026-000002 is shipped and billed by INV2026-000002
  await page.goto(localizedPath("en", "myInvoices"))
  await page.getByRole("searchbox", { name: /Find an invoice/ }).fill("SO2026-000002")
  await page.getByRole("button", { name: "Search" }).click()
  const link = page
    .getByRole("table", { name: /^Invoices matching/ })
    .getByRole("link", { name: "Download INV2026-000002.pdf" })
  const downloading = page.waitForEvent("download")
  await link.click()
  const invoice = await fs.readFile(await (await downloading).path())
  expect((await pdfText(new Uint8Array(invoice))).text).toContain("SO2026-000002")
  // the same invoice from each process, with the session the browser has (cookies are per host)
  const invoiceHref = (await link.getAttribute("href"))!
  for (const port of PORTS) {
    const answer = await page.request.get(processUrl(port, invoiceHref))
    expect(answer.status(), `the invoice from the process on ${port}`).toBe(200)
    expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-")
  }

  // a product's technical document, from its page and from each process
  await page.goto("/en/products/cooking")
  await page.getByRole("article").first().getByRole("heading").getByRole("link").click()
  await expect(page.getByRole("heading", { level: 2, name: "Specifications" })).toBeVisible()
  await page
    .getByRole("tablist", { name: "On this page" })
    .getByRole("tab", { name: "Technical documents" })
    .click()
  const document = page.getByRole("tabpanel", { name: "Technical documents" }).getByRole("link").first()
  const documentDownload = page.waitForEvent("download")
  await document.click()
  const bytes = await fs.readFile(await (await documentDownload).path())
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
  const documentHref = (await document.getAttribute("href"))!
  for (const port of PORTS) {
    const answer = await page.request.get(processUrl(port, documentHref))
    expect(answer.status(), `the document from the process on ${port}`).toBe(200)
    expect(Buffer.compare(await answer.body(), bytes), `the same bytes from ${port}`).toBe(0)
  }
})

/** The demo viewer logs in on one process itself. */
async function logInOn(page: Page, port: string) {
  await submitLogIn(page, "viewer@partners.test", DEMO_PASSWORD, processUrl(port, "/en/login"))
  await expect(page.getByRole("link", { name: "My account" })).toBeVisible({ timeout: 15_000 })
}

// The session cookie, read and written with the processes' shared SESSION_SECRET (the environment file)
const jar = sessionCookieJar(sharedEnv().SESSION_SECRET!)
const readSession = (context: BrowserContext) => jar.read(context)
const writeSession = (context: BrowserContext, data: Record<string, unknown>) =>
  jar.write(context, data, "127.0.0.1")

test("tokens issued by one process are refreshed by another, and the third accepts the new ones", async ({
  page,
  context,
}) => {
  const [issuer, refresher, third] = PORTS as [string, string, string]
  // logged in on the first process itself (cookies belong to the host, not the port: every process and
  // nginx see the same cookie)
  await logInOn(page, issuer)
  const before = (await readSession(context))!
  expect(before.accessToken).toEqual(expect.any(String))

  // the refresh falls due (ACCOUNT-5: 4 minutes after issue) and the second process makes it
  await writeSession(context, { ...before, refreshAt: Date.now() - 1000 })
  await page.goto(processUrl(refresher, "/en/products/all"))
  await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
  await expect(firstPrice(page, "£")).toBeVisible()
  const after = (await readSession(context))!
  expect(after.accessToken).not.toBe(before.accessToken)
  expect(after.refreshToken).not.toBe(before.refreshToken)
  expect(Number(after.refreshAt)).toBeGreaterThan(Date.now() + 3 * 60_000)

  // the third process and nginx take the second one's tokens (TOKEN_SECRET shared)
  for (const url of [processUrl(third, "/en/products/all"), "/en/products/all"]) {
    await page.goto(url)
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
    await expect(firstPrice(page, "£")).toBeVisible()
  }
  expect((await readSession(context))!.accessToken).toBe(after.accessToken)
})

// Two processes finding the same refresh due at once (a page's document on one, its data request on
// another) both present the refresh token; each process de-duplicates only its own refreshes
// (app/lib/session/partner-session.server.ts), and the API forgives a reuse within its grace window
// (api/modules/accounts/session.service.ts) instead of ending the login as theft.
test("a refresh due on two processes at once keeps the login", async ({ page, context }) => {
  const [issuer, first, second] = PORTS as [string, string, string]
  await logInOn(page, issuer)
  const session = (await readSession(context))!
  await writeSession(context, { ...session, refreshAt: Date.now() - 1000 })
  const answers = await Promise.all(
    [first, second].map((port) => page.request.get(processUrl(port, "/en/products/all"))),
  )
  for (const answer of answers) expect(answer.status()).toBe(200)
  await page.goto("/en/products/all")
  await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
  await expect(firstPrice(page, "£")).toBeVisible()
})

// ASVS 5.0 3.4.1: behind the proxy (TRUST_PROXY=1) the scheme is the one the person used, from
// X-Forwarded-Proto: HSTS on every answer that came over HTTPS, pages, API and static files alike, and never
// on plain HTTP (CI's nginx passes "http"). The socket's own scheme is always plain HTTP behind a proxy
// that ends TLS, so it cannot decide.
test("every process sends HSTS when the proxy says the request came over HTTPS, and not over HTTP", async ({
  request,
}, info) => {
  test.skip(info.project.name !== "chromium", "HTTP only: once is enough")
  const home = await request.get("/en")
  const asset = (/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(await home.text()) ?? [])[1]!
  expect(home.headers()["strict-transport-security"]).toBeUndefined()
  for (const port of PORTS)
    for (const path of ["/en", "/api/products?page[size]=1", asset]) {
      const answer = await request.get(processUrl(port, path), { headers: { "x-forwarded-proto": "https" } })
      expect(answer.status(), `${port} ${path}`).toBe(200)
      expect(answer.headers()["strict-transport-security"], `${port} ${path}`).toBe(
        "max-age=31536000; includeSubDomains",
      )
    }
})

// Decision 041: a visitor's catalogue page is a shared page, the same bytes whichever process renders it,
// so nginx keeps one copy for all of them; a partner, or a visitor with a wishlist, goes past it.
test("visitors' catalogue pages are the same bytes from every process, kept by nginx, and never a partner's", async ({
  request,
  page,
}, info) => {
  test.skip(info.project.name !== "chromium", "HTTP only, and one login: once is enough")
  // a URL of its own, so that no other journey has had nginx keep it
  const path = `/en/products/all?sort=name&page=2&shared=${Date.now()}`
  // each process asked directly, as nginx asks it (the same Host: a page's links name the shop's address)
  const host = new URL(info.project.use.baseURL!).host
  const rendered = await Promise.all(
    PORTS.map((port) => request.get(processUrl(port, path), { headers: { host } })),
  )
  const bodies = await Promise.all(rendered.map((answer) => answer.text()))
  for (const [index, answer] of rendered.entries()) {
    expect(answer.status()).toBe(200)
    expect(answer.headers()["x-page-cache"], PORTS[index]).toBe("stored")
    expect(bodies[index], `process ${PORTS[index]} against ${PORTS[0]}`).toBe(bodies[0])
  }
  expect(bodies[0]).toContain(`href="http://${host}/en/products/all"`)
  expect(bodies[0]).not.toMatch(/ nonce=|name="csrf"/)

  const first = await request.get(path)
  expect(first.headers()["x-cache-status"]).toBe("MISS")
  const second = await request.get(path, { headers: { cookie: "lng=x; csrf=y" } })
  expect(second.headers()["x-cache-status"]).toBe("HIT")
  expect(await second.text()).toBe(bodies[0])
  // a cookie of one's own: past the cache, rendered for that person
  const personal = await request.get(path, { headers: { cookie: "wishlist=someone" } })
  expect(personal.headers()["x-cache-status"]).toBe("BYPASS")
  expect(personal.headers()["cache-control"]).toBe("private, no-cache")

  await logInOnPage(page, "buyer@partners.test", DEMO_PASSWORD)
  const partner = await page.goto(path)
  expect(partner!.headers()["x-cache-status"]).toBe("BYPASS")
  await expect(firstPrice(page, "€")).toBeVisible()
})

// Decision 047: the home page is shared with a visitor whose stored language is the page's; nginx goes
// past its cache for anyone else, whose answer stores the language. Decision 051: that answer is the same
// bytes, from the process's page cache.
test("nginx keeps the home page for visitors whose language is stored, and lets the others store it", async ({
  request,
}, info) => {
  test.skip(info.project.name !== "chromium", "HTTP only: once is enough")
  // a URL of its own, so that no other journey has had nginx keep it
  const path = `/nl?home=${Date.now()}`
  const dutch = "lng=Im5sIg%3D%3D"
  const first = await request.get(path, { headers: { cookie: dutch } })
  expect(first.status()).toBe(200)
  expect(first.headers()["x-cache-status"]).toBe("MISS")
  expect(first.headers()["set-cookie"]).toBeUndefined()
  const second = await request.get(path, { headers: { cookie: `csrf=y; ${dutch}` } })
  expect(second.headers()["x-cache-status"]).toBe("HIT")
  expect(await second.text()).toBe(await first.text())
  // English stored, or none: past the cache, and the page stores Dutch (none last: its answer's cookie
  // goes into this context's jar)
  for (const cookie of ["lng=ImVuIg%3D%3D", ""]) {
    const answer = await request.get(path, { headers: { cookie } })
    expect(answer.headers()["x-cache-status"], cookie).toBe("BYPASS")
    expect(answer.headers()["set-cookie"], cookie).toContain(dutch)
    expect(await answer.text(), cookie).toBe(await first.text())
  }
})
