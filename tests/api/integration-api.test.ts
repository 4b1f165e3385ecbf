import { createHash } from "node:crypto"

import { and, asc, eq, sql } from "drizzle-orm"
import { beforeAll, beforeEach, describe, expect, test } from "vitest"

import { apiKeys, prices, products, stock } from "../../api/db/schema"
import { roleFlags } from "../../api/lib/viewer"
import { insertOrderWithLines } from "../../api/modules/orders/order-resource"
import { confirmOrder, shipOrder } from "../../api/modules/orders/order-status.service"
import { priceLines } from "../../api/modules/pricing/pricing.service"
import { setupTestApi } from "../support/api"

// The partners' integration API (decision 023): keys made, shown once and kept hashed, used on the
// integration reads, revoked, and rate limited; the reads' roles, paging and what-changed-since.

const LIMIT = 8
const api = setupTestApi({ apiKeyRateLimit: { limit: LIMIT, windowSeconds: 60 } })

type Partner = { id: number; email: string; auth: HeadersInit }
let integrator: Partner
let otherIntegrator: Partner

const createKey = async (partner: Partner, name = "ERP sync") => {
  const { status, body } = await api.json("/api-keys", {
    method: "POST",
    headers: { ...partner.auth, "content-type": "application/json" },
    body: JSON.stringify({ name }),
  })
  expect(status).toBe(201)
  return body.data as { id: string; attributes: { key: string; prefix: string; name: string } }
}

const withKey = (key: string, headers: Record<string, string> = {}) => ({ "x-api-key": key, ...headers })

/** An order of the partner, priced as the shop prices one, with two products. */
async function placeOrderFor(partner: Partner, reference: string) {
  const db = api.handle.db
  const picked = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(2)
  const viewer = {
    clientId: partner.id,
    category: null,
    currency: "EUR" as const,
    discountBasisPoints: 0,
    isGtcAccepted: true,
    roles: roleFlags([1, 2, 3]),
  }
  const wanted = picked.map((row) => ({ itemType: "products" as const, itemId: row.id, quantity: 1 }))
  const { lines, totals } = await priceLines(db, viewer, "en", wanted)
  return insertOrderWithLines(
    db,
    { clientId: partner.id, comments: "Integration test", reference, fingerprint: `test:${reference}` },
    totals,
    lines.filter((line) => line.unitCents != null),
  )
}

beforeAll(async () => {
  integrator = await api.createPartner([6, 7])
  otherIntegrator = await api.createPartner([6, 7])
})

describe("API keys", () => {
  test("only partners with role 6 or 7 manage keys", async () => {
    const buyer = (await api.login("buyer@partners.test")).auth
    expect((await api.json("/api-keys", { headers: buyer })).status).toBe(403)
    const created = await api.json("/api-keys", {
      method: "POST",
      headers: { ...buyer, "content-type": "application/json" },
      body: JSON.stringify({ name: "Mine" }),
    })
    expect(created.status).toBe(403)
    expect(created.body.error).toBe("forbidden")
    expect((await api.json("/api-keys/1", { method: "DELETE", headers: buyer })).status).toBe(403)
    expect((await api.json("/api-keys")).status).toBe(401)
    // one of the two roles is enough
    const productsOnly = await api.createPartner([6])
    expect((await api.json("/api-keys", { headers: productsOnly.auth })).status).toBe(200)
  })

  test("a key is shown once, kept only as its hash, and listed by its prefix", async () => {
    const created = await createKey(integrator, "Price list sync")
    const { key, prefix, name } = created.attributes
    expect(key).toMatch(/^bcp_[A-Za-z0-9_-]{43}$/)
    expect(prefix).toBe(key.slice(0, 12))
    expect(name).toBe("Price list sync")

    const [row] = await api.handle.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, Number(created.id)))
    expect(JSON.stringify(row)).not.toContain(key)
    expect(JSON.stringify(row)).not.toContain(key.slice(12))
    expect(row!.keyHash).toBe(createHash("sha256").update(key).digest("hex"))

    const list = await api.json("/api-keys", { headers: integrator.auth })
    expect(list.status).toBe(200)
    const listed = list.body.data.find((item: { id: string }) => item.id === created.id)
    expect(listed.attributes).toMatchObject({ name: "Price list sync", prefix, revoked_at: null })
    expect(JSON.stringify(list.body)).not.toContain(key)
  })

  test("a name is required", async () => {
    const { status, body } = await api.json("/api-keys", {
      method: "POST",
      headers: { ...integrator.auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "   " }),
    })
    expect(status).toBe(422)
    expect(body.errors.name).toBeDefined()
  })

  test("a partner never sees nor revokes another's key", async () => {
    const theirs = await createKey(otherIntegrator, "Theirs")
    const mine = await api.json("/api-keys", { headers: integrator.auth })
    expect(mine.body.data.map((item: { id: string }) => item.id)).not.toContain(theirs.id)
    const revoke = await api.json(`/api-keys/${theirs.id}`, { method: "DELETE", headers: integrator.auth })
    expect(revoke.status).toBe(404)
    const still = await api.json("/integration/orders", { headers: withKey(theirs.attributes.key) })
    expect(still.status).toBe(200)
  })

  test("a revoked or unknown key answers 401", async () => {
    const created = await createKey(integrator, "To revoke")
    const { key } = created.attributes
    expect((await api.json("/integration/products?page[size]=1", { headers: withKey(key) })).status).toBe(200)
    const revoke = await api.request(`/api-keys/${created.id}`, {
      method: "DELETE",
      headers: integrator.auth,
    })
    expect(revoke.status).toBe(204)
    const refused = await api.json("/integration/products", { headers: withKey(key) })
    expect(refused.status).toBe(401)
    expect(refused.body.error).toBe("unauthenticated")
    const list = await api.json("/api-keys", { headers: integrator.auth })
    const listed = list.body.data.find((item: { id: string }) => item.id === created.id)
    expect(listed.attributes.revoked_at).not.toBeNull()
    expect(listed.attributes.last_used_at).not.toBeNull()
    // revoking again changes nothing
    expect(
      (await api.request(`/api-keys/${created.id}`, { method: "DELETE", headers: integrator.auth })).status,
    ).toBe(204)
    const unknown = await api.json("/integration/products", { headers: withKey(`bcp_${"x".repeat(43)}`) })
    expect(unknown.status).toBe(401)
    expect((await api.json("/integration/products")).status).toBe(401)
  })

  test("a key is rate limited: 429 with Retry-After, then allowed again after the window", async () => {
    const { id, attributes } = await createKey(integrator, "Busy")
    for (let call = 1; call <= LIMIT; call++)
      expect(
        (await api.request("/integration/orders?page[size]=1", { headers: withKey(attributes.key) })).status,
      ).toBe(200)
    const limited = await api.json("/integration/orders", { headers: withKey(attributes.key) })
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe("too_many_requests")
    const wait = Number(limited.headers.get("retry-after"))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    // another key of the same partner has its own count
    const other = await createKey(integrator, "Quiet")
    expect(
      (await api.request("/integration/orders", { headers: withKey(other.attributes.key) })).status,
    ).toBe(200)
    // the window is kept in the database: move it a minute back, as the clock would
    await api.handle.db
      .update(apiKeys)
      .set({ requestWindowStartedAt: sql`${apiKeys.requestWindowStartedAt} - interval '61 seconds'` })
      .where(eq(apiKeys.id, Number(id)))
    expect((await api.request("/integration/orders", { headers: withKey(attributes.key) })).status).toBe(200)
  })
})

describe("the integration reads", () => {
  let key: string

  // a key per test: each stays well within its rate limit
  beforeEach(async () => {
    key = (await createKey(integrator, "Reads")).attributes.key
  })

  test("without the role the reads are forbidden", async () => {
    const buyer = (await api.login("buyer@partners.test")).auth
    for (const path of ["/integration/products", "/integration/orders"]) {
      const { status, body } = await api.json(path, { headers: buyer })
      expect(status, path).toBe(403)
      expect(body.error).toBe("forbidden")
    }
    const ordersOnly = await api.createPartner([7])
    const ordersKey = (await createKey(ordersOnly)).attributes.key
    expect((await api.json("/integration/products", { headers: withKey(ordersKey) })).status).toBe(403)
    expect((await api.json("/integration/orders", { headers: withKey(ordersKey) })).status).toBe(200)
  })

  test("products come with the partner's prices, stock per warehouse and texts in the asked language", async () => {
    const { status, body, headers } = await api.json("/integration/products?page[size]=3", {
      headers: withKey(key),
      locale: "fr",
    })
    expect(status).toBe(200)
    expect(headers.get("last-modified")).toBeTruthy()
    const [{ total } = { total: 0 }] = await api.handle.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
    expect(body.meta.pagination).toEqual({
      total,
      count: 3,
      per_page: 3,
      current_page: 1,
      total_pages: Math.ceil(total / 3),
    })
    const first = body.data[0]
    const [row] = await api.handle.db.select().from(products).where(eq(products.id, first.id))
    expect(first.attributes.name).toBe(row!.name.fr)
    const [price] = await api.handle.db
      .select()
      .from(prices)
      .where(and(eq(prices.itemType, "products"), eq(prices.itemId, first.id), eq(prices.currency, "EUR")))
    expect(first.attributes.price).toMatchObject({ currency: "EUR", catalog: price!.catalogCents })
    const rows = await api.handle.db
      .select()
      .from(stock)
      .where(and(eq(stock.itemType, "products"), eq(stock.itemId, first.id)))
    const inWarehouse = (warehouse: string) => rows.find((r) => r.warehouse === warehouse)?.quantity ?? 0
    expect(first.attributes.availability).toEqual({
      DBE11: inWarehouse("DBE11"),
      DBE12: inWarehouse("DBE12"),
      total: inWarehouse("DBE11") + inWarehouse("DBE12"),
    })
    expect(Date.parse(first.attributes.updated_at)).not.toBeNaN()
  })

  test("pages are linked: next, prev, first and last", async () => {
    const page1 = await api.json("/integration/products?page[size]=2", { headers: withKey(key) })
    const { links, meta } = page1.body
    expect(links.prev).toBeNull()
    expect(links.first).toBe("/api/integration/products?page[number]=1&page[size]=2")
    expect(links.last).toBe(
      `/api/integration/products?page[number]=${meta.pagination.total_pages}&page[size]=2`,
    )
    const page2 = await api.json(links.next.replace(/^\/api/, ""), { headers: withKey(key) })
    expect(page2.body.meta.pagination.current_page).toBe(2)
    expect(page2.body.links.prev).toBe(links.self)
    const ids = [...page1.body.data, ...page2.body.data].map((item: { id: string }) => item.id)
    expect(new Set(ids).size).toBe(4)
    expect((await api.json("/integration/products?page[size]=501", { headers: withKey(key) })).status).toBe(
      422,
    )
  })

  test("updated_since gives only what changed: the product, its price or its stock", async () => {
    const all = await api.json("/integration/products?page[size]=1", { headers: withKey(key) })
    const since = new Date(Date.parse(all.body.meta.last_modified) + 1).toISOString()
    const none = await api.json(`/integration/products?filter[updated_since]=${since}`, {
      headers: withKey(key),
    })
    expect(none.body.data).toEqual([])
    const [a, b] = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(2)
    await api.handle.db
      .update(prices)
      .set({ promoCents: 100 })
      .where(and(eq(prices.itemType, "products"), eq(prices.itemId, a!.id), eq(prices.currency, "EUR")))
    await api.handle.db
      .update(stock)
      .set({ quantity: 42 })
      .where(and(eq(stock.itemType, "products"), eq(stock.itemId, b!.id), eq(stock.warehouse, "DBE12")))
    const changed = await api.json(`/integration/products?filter[updated_since]=${since}`, {
      headers: withKey(key),
    })
    expect(changed.body.data.map((item: { id: string }) => item.id)).toEqual([a!.id, b!.id])
    expect(changed.body.data[0].attributes.price.promo).toBe(100)
    expect(changed.body.data[1].attributes.availability.DBE12).toBe(42)
    expect(changed.body.links.self).toContain(`filter[updated_since]=${since}`)
    const bad = await api.json("/integration/products?filter[updated_since]=yesterday", {
      headers: withKey(key),
    })
    expect(bad.status).toBe(422)
    // dates JavaScript reads but no sync means (and PostgreSQL may not hold): refused, not a 500
    for (const date of ["200000-01-01", "+275760-09-13T00:00:00Z", "0001-01-01"]) {
      const far = await api.json(`/integration/products?filter[updated_since]=${date}`, {
        headers: withKey(key),
      })
      expect(far.status, date).toBe(422)
    }
  })

  test("If-Modified-Since answers 304 until something changes", async () => {
    const first = await api.request("/integration/products?page[size]=1", { headers: withKey(key) })
    const lastModified = first.headers.get("last-modified")!
    const unchanged = await api.request("/integration/products?page[size]=1", {
      headers: withKey(key, { "if-modified-since": lastModified }),
    })
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers.get("last-modified")).toBe(lastModified)
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString()
    const older = await api.request("/integration/products?page[size]=1", {
      headers: withKey(key, { "if-modified-since": earlier }),
    })
    expect(older.status).toBe(200)
    // a stock change a second later than the last one
    const [product] = await api.handle.db.select({ id: products.id }).from(products).limit(1)
    await api.handle.db
      .update(stock)
      .set({ quantity: 7, updatedAt: new Date(Date.parse(lastModified) + 1500) })
      .where(and(eq(stock.itemType, "products"), eq(stock.itemId, product!.id)))
    const changed = await api.request("/integration/products?page[size]=1", {
      headers: withKey(key, { "if-modified-since": lastModified }),
    })
    expect(changed.status).toBe(200)
  })

  test("orders: the partner's own only, with lines and invoices, and what changed since", async () => {
    const mine = await placeOrderFor(integrator, "INT-1")
    const theirs = await placeOrderFor(otherIntegrator, "INT-OTHER")
    const { status, body, headers } = await api.json("/integration/orders", { headers: withKey(key) })
    expect(status).toBe(200)
    expect(headers.get("last-modified")).toBeTruthy()
    const ids = body.data.map((order: { id: string }) => order.id)
    expect(ids).toContain(String(mine.id))
    expect(ids).not.toContain(String(theirs.id))
    const order = body.data.find((item: { id: string }) => item.id === String(mine.id))
    expect(order.attributes).toMatchObject({
      order_number: mine.number,
      reference: "INT-1",
      status: "received",
    })
    const lineIds = order.relationships.lines.data.map((ref: { id: string }) => ref.id)
    expect(lineIds.length).toBe(2)
    const included = body.included.filter((item: { type: string }) => item.type === "order-lines")
    expect(included.map((line: { id: string }) => line.id)).toEqual(expect.arrayContaining(lineIds))

    // shipping issues the invoice and moves updated_at: the order is among what changed since
    const since = new Date(Date.parse(order.attributes.updated_at) + 1).toISOString()
    await confirmOrder(api.handle.db, { id: mine.id })
    await shipOrder(api.handle.db, { id: mine.id })
    const changed = await api.json(`/integration/orders?filter[updated_since]=${since}`, {
      headers: withKey(key),
    })
    expect(changed.body.data.map((item: { id: string }) => item.id)).toEqual([String(mine.id)])
    expect(changed.body.data[0].attributes.status).toBe("invoiced")
    const invoice = changed.body.included.find((item: { type: string }) => item.type === "invoices")
    expect(invoice.attributes.order_number).toBe(mine.number)

    // another partner's key sees the other order and never this one
    const theirKey = (await createKey(otherIntegrator, "Other reads")).attributes.key
    const other = await api.json("/integration/orders", { headers: withKey(theirKey) })
    expect(other.body.data.map((item: { id: string }) => item.id)).toEqual([String(theirs.id)])
  })

  test("a partner's bearer token reads the same as a key", async () => {
    const { status, body } = await api.json("/integration/orders", { headers: integrator.auth })
    expect(status).toBe(200)
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(1)
  })
})
