import type { APIRequestContext, APIResponse } from "@playwright/test"

import { expect, test } from "./fixtures"
import { DEMO_PASSWORD, logInOnPage } from "./partners"

// Answers that carry tokens or personal data are kept by no cache (ASVS 5.0 14.3.2), read here as they
// leave the built server over HTTP: the API's answers went through a header that @hono/node-server dropped
// on the way out, which a call to the app inside the test process never showed. Every operation of the
// OpenAPI document is called; the pages of a logged-in partner, and those opened with a mailed link's
// token, are read as the browser gets them.

test.beforeEach(({}, info) => test.skip(info.project.name !== "chromium", "HTTP only: once is enough"))

interface Operation {
  method: string
  path: string
  security: Record<string, string[]>[]
}

async function operationsOf(request: APIRequestContext): Promise<Operation[]> {
  const document = (await (await request.get("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>
  }
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      security: operation.security ?? [],
    })),
  )
}

/** the same file for everyone, whoever asks: a public policy is right for these */
const PUBLIC_FILES = ["/media/{file}", "/pages/news/{id}/picture", "/downloads/files/{fileId}"]

const noStore = (answer: APIResponse) => answer.headers()["cache-control"] ?? ""

async function loginOf(request: APIRequestContext, email: string) {
  const login = await request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } })
  expect(login.status()).toBe(200)
  expect(noStore(login), "POST /auth/login").toContain("no-store")
  return (await login.json()) as { access_token: string; refresh_token: string }
}

test("every API operation that answers tokens or personal data says no-store on the wire", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const request = await playwright.request.newContext({ baseURL })
  const tokens = await loginOf(request, "buyer@partners.test")
  const refreshed = await request.post("/api/auth/refresh", { data: { refresh_token: tokens.refresh_token } })
  expect(refreshed.status()).toBe(200)
  expect(noStore(refreshed), "POST /auth/refresh").toContain("no-store")
  const { access_token: token } = (await refreshed.json()) as { access_token: string }
  const auth = { authorization: `Bearer ${token}`, "accept-language": "en" }

  // real ids for the paths, from the partner's own lists (an offer of the test's own, removed at the end)
  const first = async (path: string) => {
    const answer = await request.get(`/api${path}`, { headers: auth })
    const body = (await answer.json()) as { data: { id: string }[] | { id: string } }
    return (Array.isArray(body.data) ? body.data[0]?.id : body.data.id) ?? "0"
  }
  const created = await request.post("/api/offers/create", { headers: auth })
  expect(created.status()).toBe(201)
  expect(noStore(created), "POST /offers/create").toContain("no-store")
  const offerId = ((await created.json()) as { data: { id: string } }).data.id
  const ids: Record<string, string> = {
    "/orders/{id}": await first("/orders"),
    "/invoices/{id}": await first("/invoices"),
    "/announcements/{id}": await first("/announcements"),
    "/orders/drafts/{id}": await first("/orders/drafts"),
    "/products/{id}": await first("/products?page[size]=1"),
    "/product-filters/{id}/relationships/products": await first("/product-filters"),
    "/downloads/categories/{id}": await first("/downloads/categories"),
    "/offers/{id}": offerId,
    "/offers/pdf/{id}/{variant}": offerId,
    "/sessions/{id}": "00000000-0000-4000-8000-000000000000",
  }
  const filled = (path: string) =>
    (ids[path] ? path.replace("{id}", ids[path]) : path)
      .replace("{variant}", "customer")
      .replace("{page}", "home")
      .replace(/\{\w+\}/g, "0")

  const operations = await operationsOf(request)
  expect(operations.length).toBeGreaterThan(80)
  const checked: string[] = []
  for (const { method, path, security } of operations) {
    const withToken = security.some((scheme) => "bearer" in scheme)
    const name = `${method} ${path}`
    if (method === "GET" && withToken) {
      // a partner's read: personal (prices, orders, their name), whatever its status
      const answer = await request.get(`/api${filled(path)}`, { headers: auth })
      expect(answer.status(), name).toBeLessThan(500)
      const policy = noStore(answer)
      if (PUBLIC_FILES.includes(path) && policy.startsWith("public")) continue
      expect(policy, `${name} → ${answer.status()}`).toContain("no-store")
      checked.push(name)
    } else if (method !== "GET") {
      // every write's answer, sent here by a visitor with an empty body: a refusal says no-store too
      const answer = await request.fetch(`/api${filled(path)}`, { method, data: {} })
      expect(answer.status(), name).toBeLessThan(500)
      expect(noStore(answer), `${name} → ${answer.status()}`).toContain("no-store")
      checked.push(name)
    }
  }
  expect(checked.length).toBeGreaterThan(70)

  // the answers with a token in them: an integration's key, and the integration API read with it
  const integrator = await loginOf(request, "integrator@partners.test")
  const integratorAuth = { authorization: `Bearer ${integrator.access_token}` }
  const key = await request.post("/api/api-keys", { headers: integratorAuth, data: { name: "wire check" } })
  expect(key.status()).toBe(201)
  expect(noStore(key), "POST /api-keys").toContain("no-store")
  const { data } = (await key.json()) as { data: { id: string; attributes: { key: string } } }
  for (const path of ["/api/integration/products?page[size]=2", "/api/integration/orders"]) {
    const answer = await request.get(path, { headers: { "x-api-key": data.attributes.key } })
    expect(answer.status(), path).toBe(200)
    expect(noStore(answer), path).toContain("no-store")
  }
  expect((await request.delete(`/api/api-keys/${data.id}`, { headers: integratorAuth })).status()).toBe(204)
  expect((await request.delete(`/api/offers/${offerId}`, { headers: auth })).status()).toBe(204)
  const logout = await request.post("/api/auth/logout", { headers: auth })
  expect(logout.status()).toBe(204)
  expect(noStore(logout), "POST /auth/logout").toContain("no-store")
  await request.dispose()
})

test("a partner's pages, their data requests and a mailed link's page say private, no-store on the wire", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await logInOnPage(page, "buyer@partners.test")
  const paths = [
    "/en",
    "/en/my-account",
    "/en/my-account/my-personal-data",
    "/en/my-account/my-orders",
    "/en/my-account/my-invoices",
    "/en/my-account/my-baskets",
    "/en/my-account/my-offers",
    "/en/my-account/my-export",
    "/en/my-account/my-announcements",
    "/en/my-account/my-sessions",
    "/en/basket",
    "/en/submit-order",
    "/en/products/all",
    "/en/search?query=oven",
    // a page's data request, as scripts make it after the first page
    "/en/my-account/my-orders.data",
    "/en/products/all.data",
  ]
  for (const path of paths) {
    const answer = await page.request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBeLessThan(500)
    expect(answer.headers()["cache-control"], path).toBe("private, no-store")
  }
  // a visitor opening a mailed link: its token is in the address
  const visitor = await page.context().browser()!.newContext()
  for (const path of ["/en/set-your-password?token=abc", "/en/signup/confirmation?token=abc"]) {
    const answer = await visitor.request.get(path)
    expect(answer.headers()["cache-control"], path).toBe("private, no-store")
  }
  // a visitor's catalogue page stays shareable (decision 041), once the first visit has stored the language
  await visitor.request.get("/en")
  const shared = await visitor.request.get("/en/products/all")
  expect(shared.headers()["cache-control"]).toMatch(/^public/)
  await visitor.close()
})
