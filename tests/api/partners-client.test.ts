// The partners API as an outside partner's program uses it: over real HTTP, only through the client that
// openapi-typescript generates from /api/openapi.json (`npm run openapi:client`) and openapi-fetch. Every
// call below is typed from the generated `paths`: a change of the document that breaks a caller breaks
// `npm run typecheck`, and a document that does not match what the API answers fails here.
import createClient from "openapi-fetch"
import { beforeAll, describe, expect, test } from "vitest"

import { addDays, type Day, formatDay, isWeekend, shippingWindow } from "#contract/shipping-date"

import type { components, paths } from "../../.generated/partners-api"
import { DEMO_PASSWORD, setupTestApi } from "../support/api"
import { serveApiOverHttp } from "../support/http-api"

const api = setupTestApi()
const server = serveApiOverHttp(api)

const BUYER = "buyer@partners.test"

/** A client as a partner's developer writes it: the versioned media type, and the token once logged in. */
function partnersClient(accessToken?: string) {
  return createClient<paths>({
    baseUrl: server.baseUrl,
    headers: {
      Accept: "application/vnd.partners.v1+json",
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
  })
}

/** The answer's document, after checking the call succeeded (the API's error body in the message if not). */
function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined)
    throw new Error(`${result.response.status} ${result.response.url}: ${JSON.stringify(result.error)}`)
  return result.data
}

type ErrorBody = components["schemas"]["Error"] | components["schemas"]["ValidationError"]

/** The messages per field of a 422 answer. */
function fieldErrors(error: ErrorBody | undefined): Record<string, string[]> {
  if (!error || !("errors" in error)) throw new Error(`not a validation error: ${JSON.stringify(error)}`)
  return error.errors
}

async function logIn(email: string) {
  return ok(await partnersClient().POST("/auth/login", { body: { email, password: DEMO_PASSWORD } }))
}

/** ORDER-5: an order date is a weekday, tomorrow at the earliest (Brussels time), as the API writes it. */
function firstShippingDay(): string {
  let day: Day = shippingWindow(new Date()).earliest
  while (isWeekend(day)) day = addDays(day, 1)
  return `${formatDay(day)} 00:00:00`
}

let buyer: ReturnType<typeof partnersClient>

beforeAll(async () => {
  buyer = partnersClient((await logIn(BUYER)).access_token)
})

describe("a partner's program, through the client generated from the OpenAPI document", () => {
  test("it logs in, refreshes its token and goes on with the new one", async () => {
    const login = await logIn(BUYER)
    expect(login).toMatchObject({ token_type: "bearer", data: { type: "clients" } })
    expect(login.data.attributes.email).toBe(BUYER)
    expect(login.data.relationships.roles.data.map((role) => role.id)).toEqual(
      expect.arrayContaining(["1", "2", "3", "5"]),
    )

    const refreshed = ok(
      await partnersClient().POST("/auth/refresh", { body: { refresh_token: login.refresh_token } }),
    )
    expect(refreshed.access_token).not.toBe(login.access_token)
    expect(refreshed.refresh_token).not.toBe(login.refresh_token)
    const me = ok(await partnersClient(refreshed.access_token).GET("/users/me"))
    expect(me.data.attributes.email).toBe(BUYER)
  })

  test("it lists products with the partner's prices, which a caller without a token never sees", async () => {
    const query = { "page[size]": "10" }
    const asPartner = ok(await buyer.GET("/products", { params: { query } }))
    expect(asPartner.data.length).toBeGreaterThan(0)
    for (const product of asPartner.data) {
      expect(product.attributes.price, product.id).toMatchObject({ currency: "EUR" })
      expect(product.attributes.price!.display, product.id).toBeGreaterThan(0)
    }

    const asVisitor = ok(await partnersClient().GET("/products", { params: { query } }))
    expect(asVisitor.data.map((product) => product.id)).toEqual(asPartner.data.map((product) => product.id))
    for (const product of asVisitor.data) {
      expect(product.attributes.price, product.id).toBeNull()
      expect(product.attributes.availability, product.id).toBeNull()
    }
  })

  test("it searches the catalogue in the language it asks for", async () => {
    const [listed] = ok(await buyer.GET("/products", { params: { query: { "page[size]": "1" } } })).data
    const { data, response } = await buyer.GET("/search", {
      params: { query: { query: listed!.id }, header: { "Accept-Language": "fr" } },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-language")).toBe("fr")
    expect(data!.data.map((product) => product.id)).toContain(listed!.id)
    expect(data!.data.every((product) => product.attributes.price !== null)).toBe(true)
  })

  test("it fills a basket and orders it once, however often the same Idempotency-Key is sent", async () => {
    // a partner of the test's own: no demo account's basket or orders change (the API test files share one
    // PostgreSQL database)
    const { email } = await api.insertPartner({ roles: [1, 2, 3, 5] })
    const partner = partnersClient((await logIn(email)).access_token)
    const { data: products } = ok(
      await partner.GET("/products", { params: { query: { "page[size]": "20" } } }),
    )
    const product = products.find(
      (candidate) =>
        candidate.attributes.price !== null && candidate.attributes.replacement_product_id === null,
    )
    expect(product, "an orderable product on the first page").toBeDefined()

    const basket = ok(
      await partner.PUT("/basket", { body: { items: [{ id: product!.id, type: "products", quantity: 2 }] } }),
    )
    expect(basket.data.attributes.count).toBe(1)

    const reference = `client-${crypto.randomUUID().slice(0, 8)}`
    const order = {
      equipment_delivery: {
        type: "HOME" as const,
        origin: 3,
        address: { line1: "Industrieweg 8", postal_code: "9000", city: "Gent", country: "BE" },
      },
      order_date: firstShippingDay(),
      comments: "Ordered by our purchasing system",
      reference,
    }
    const headers = { "Idempotency-Key": crypto.randomUUID() }
    const first = await partner.POST("/orders", { body: order, headers })
    expect(first.response.status).toBe(201)
    const placed = ok(first)
    expect(placed.meta.replayed).toBe(false)
    expect(placed.data.attributes).toMatchObject({ reference, origin: 3, status: "received" })
    expect(placed.data.attributes.order_number).toMatch(/^SO\d{4}-\d{6}$/)

    const retried = await partner.POST("/orders", { body: order, headers })
    expect(retried.response.status).toBe(200)
    expect(ok(retried).meta.replayed).toBe(true)
    expect(ok(retried).data.id).toBe(placed.data.id)

    const read = ok(await partner.GET("/orders/{id}", { params: { path: { id: Number(placed.data.id) } } }))
    expect(read.data.attributes.order_number).toBe(placed.data.attributes.order_number)
    const lines = read.included.filter((item) => item.type === "order-lines")
    expect(lines.map((line) => line.attributes)).toEqual([
      expect.objectContaining({ item_id: product!.id, quantity: 2 }),
    ])
    const listed = ok(await partner.GET("/orders"))
    expect(listed.data.map((item) => item.id)).toEqual([placed.data.id])
  })

  test("it lists the partner's invoices and downloads one as a PDF", async () => {
    const invoices = ok(await buyer.GET("/invoices"))
    // the demo data bills the buyer's shipped orders
    const [invoice] = invoices.data
    expect(invoice, "an invoice of the buyer").toBeDefined()
    expect(invoice!.attributes.name).toBe(`${invoice!.attributes.number}.pdf`)

    const pdf = await buyer.GET("/invoices/{id}", {
      params: { path: { id: Number(invoice!.id) } },
      parseAs: "arrayBuffer",
    })
    expect(pdf.response.headers.get("content-type")).toMatch(/^application\/pdf/)
    expect(Buffer.from(ok(pdf)).subarray(0, 5).toString("latin1")).toBe("%PDF-")
  })

  test("a bad login answers 422 with the error of each field", async () => {
    const malformed = await partnersClient().POST("/auth/login", {
      body: { email: "not-an-address", password: "" },
    })
    expect(malformed.response.status).toBe(422)
    expect(Object.keys(fieldErrors(malformed.error)).sort()).toEqual(["email", "password"])

    // an address no account has: a wrong password for a demo account would count towards its lock
    const unknown = await partnersClient().POST("/auth/login", {
      body: { email: `nobody-${crypto.randomUUID().slice(0, 8)}@partners.test`, password: DEMO_PASSWORD },
    })
    expect(unknown.response.status).toBe(422)
    expect(fieldErrors(unknown.error).email![0]).toEqual(expect.any(String))
  })

  test("a partner operation without a token answers 401", async () => {
    const { data, error, response } = await partnersClient().GET("/orders")
    expect(response.status).toBe(401)
    expect(data).toBeUndefined()
    expect(error).toMatchObject({ error: expect.any(String) })
  })
})
