import { eq } from "drizzle-orm"
import { beforeAll, describe, expect, test } from "vitest"

import { clients, invoices, orders } from "../../api/db/schema"
import { setupTestApi } from "../support/api"
import { pdfText } from "../support/pdf-text"

const api = setupTestApi()
let buyer: HeadersInit
let viewer: HeadersInit
let viewerOrderId: string
let viewerInvoiceId: string

beforeAll(async () => {
  buyer = (await api.login("buyer@partners.test")).auth
  viewer = (await api.login("viewer@partners.test")).auth
  const [viewerClient] = await api.handle.db
    .select()
    .from(clients)
    .where(eq(clients.email, "viewer@partners.test"))
  const [order] = await api.handle.db.select().from(orders).where(eq(orders.clientId, viewerClient!.id))
  const [invoice] = await api.handle.db.select().from(invoices).where(eq(invoices.clientId, viewerClient!.id))
  viewerOrderId = String(order!.id)
  viewerInvoiceId = String(invoice!.id)
})

describe("orders", () => {
  test("a visitor is asked to log in for orders and invoices", async () => {
    for (const path of ["/orders", "/orders/1", "/invoices", "/invoices/1"]) {
      expect((await api.json(path)).status, path).toBe(401)
    }
  })

  test("any logged-in partner may list orders, only their own; the terms gate applies", async () => {
    // ORDER-17: orders and invoices belong to every logged-in partner, whatever the roles
    const integrator = (await api.login("integrator@partners.test")).auth
    for (const path of ["/orders", "/invoices"]) {
      const { status, body } = await api.json(path, { headers: integrator })
      expect(status, path).toBe(200)
      expect(body.data, path).toEqual([])
    }
    const newcomer = (await api.login("newcomer@partners.test")).auth
    const gated = await api.json("/orders", { headers: newcomer })
    expect(gated.status).toBe(403)
    expect(gated.body.error).toBe("gtc_not_accepted")
  })

  test("a partner lists their own orders, newest first, with their invoices included", async () => {
    const { status, body } = await api.json("/orders", { headers: buyer })
    expect(status).toBe(200)
    expect(body.meta.pagination).toMatchObject({ current_page: 1, per_page: 10 })
    expect(body.data.length).toBeGreaterThanOrEqual(4)
    const dates = body.data.map((order: any) => order.attributes.created_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(body.data.map((order: any) => order.id)).not.toContain(viewerOrderId)
    const statuses = new Set(body.data.map((order: any) => order.attributes.status))
    // the seed shows every stage: received and confirmed without invoice, shipped with one (decision 019)
    expect([...statuses]).toEqual(
      expect.arrayContaining([
        "received",
        "confirmed",
        "in_preparation",
        "invoiced",
        "delivered",
        "cancelled",
      ]),
    )
    for (const order of body.data) {
      const billed = ["shipped", "invoiced", "delivered"].includes(order.attributes.status)
      expect(order.relationships.invoices.data.length > 0, order.attributes.order_number).toBe(billed)
    }
    for (const order of body.data) {
      expect(order.type).toBe("orders")
      expect(order.attributes.order_number).toMatch(/^SO\d{4}-\d{6}$/)
      expect(order.attributes.currency).toBe("EUR")
      const { totals } = order.attributes
      expect(totals.total).toBe(totals.net + totals.product_tax + totals.additional_tax + totals.vat)
    }
    const invoiceIds = body.data.flatMap((order: any) =>
      order.relationships.invoices.data.map((ref: any) => ref.id),
    )
    expect(invoiceIds.length).toBeGreaterThanOrEqual(2)
    expect(body.included.map((item: any) => item.id).sort()).toEqual([...invoiceIds].sort())
  })

  test("pages of orders follow page[size] and page[number]", async () => {
    const first = await api.json("/orders?page[size]=2", { headers: buyer })
    const second = await api.json("/orders?page[size]=2&page[number]=2", { headers: buyer })
    expect(first.body.data).toHaveLength(2)
    expect(first.body.meta.pagination.total_pages).toBeGreaterThanOrEqual(2)
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id)
    expect((await api.json("/orders?page[size]=500", { headers: buyer })).status).toBe(422)
  })

  test("an order's detail has its lines, delivery, totals and invoices", async () => {
    const list = await api.json("/orders", { headers: buyer })
    const withInvoice = list.body.data.find((order: any) => order.relationships.invoices.data.length)
    const { status, body } = await api.json(`/orders/${withInvoice.id}`, { headers: buyer })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ type: "orders", id: withInvoice.id })
    expect(body.data.attributes).toMatchObject({
      order_number: withInvoice.attributes.order_number,
      comments: expect.any(String),
      reference: expect.any(String),
      totals: { vat_rate: 21 },
    })
    const lines = body.included.filter((item: any) => item.type === "order-lines")
    expect(lines.length).toBe(body.data.relationships.lines.data.length)
    expect(lines.length).toBeGreaterThan(0)
    let net = 0
    for (const line of lines) {
      expect(line.attributes.line_total).toBe(line.attributes.unit_price * line.attributes.quantity)
      net += line.attributes.line_total
    }
    expect(body.data.attributes.totals.net).toBe(net)
    const invoice = body.included.find((item: any) => item.type === "invoices")
    expect(invoice.attributes).toMatchObject({
      type: "pdf",
      name: expect.stringMatching(/^INV\d{4}-\d{6}\.pdf$/),
    })
  })

  test("another partner's order is not found, and so is a missing one", async () => {
    expect((await api.json(`/orders/${viewerOrderId}`, { headers: buyer })).status).toBe(404)
    expect((await api.json(`/orders/${viewerOrderId}`, { headers: viewer })).status).toBe(200)
    expect((await api.json("/orders/999999", { headers: buyer })).status).toBe(404)
  })
})

describe("invoices", () => {
  test("the invoice list: file name, type, size in bytes, date, order number", async () => {
    const { status, body } = await api.json("/invoices", { headers: buyer })
    expect(status).toBe(200)
    expect(Array.isArray(body.data)).toBe(true)
    expect(body.data.length).toBeGreaterThanOrEqual(2)
    expect(body.data.map((invoice: any) => invoice.id)).not.toContain(viewerInvoiceId)
    for (const invoice of body.data) {
      expect(invoice.type).toBe("invoices")
      expect(invoice.attributes).toMatchObject({
        name: `${invoice.attributes.number}.pdf`,
        type: "pdf",
        size: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        order_number: expect.stringMatching(/^SO\d{4}-\d{6}$/),
        currency: "EUR",
      })
    }
  })

  test("the invoice PDF names the provider, the partner, the order and its lines, with the totals", async () => {
    const list = await api.json("/invoices", { headers: buyer, locale: "en" })
    const listed = list.body.data[0]
    const order = await api.json(`/orders/${listed.attributes.order_id}`, { headers: buyer })
    const response = await api.request(`/invoices/${listed.id}`, { headers: buyer, locale: "en" })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${listed.id}.pdf"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    // the listed size is the size of the file downloaded
    expect(bytes.length).toBe(listed.attributes.size)
    const { text } = await pdfText(bytes)
    expect(text).toContain("Belcater Pro")
    expect(text).toContain("Horeca Groothandel Vlaanderen")
    expect(text).toContain("BE0456789123")
    expect(text).toContain(listed.attributes.number)
    expect(text).toContain(listed.attributes.order_number)
    for (const line of order.body.included.filter((item: any) => item.type === "order-lines")) {
      expect(text).toContain(line.attributes.item_id)
    }
    // PRICE-4: German number style with the currency
    const total = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" })
      .format(listed.attributes.total / 100)
      .replace(/\u00a0/g, " ")
    expect(text).toContain(total)
    expect(text).toContain("VAT 21 %")
  })

  test("the PDF speaks the caller's language and a GBP partner's currency", async () => {
    const list = await api.json("/invoices", { headers: viewer })
    const [invoice] = list.body.data
    expect(invoice.attributes.currency).toBe("GBP")
    const response = await api.request(`/invoices/${invoice.id}`, { headers: viewer, locale: "fr" })
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain("Facture")
    expect(text).toContain("TVA 21 %")
    expect(text).toContain("£")
  })

  test("invoices are found by part of their number or their order's number", async () => {
    const all = await api.json("/invoices", { headers: buyer })
    const [first] = all.body.data
    // a part of the number (its digits may also be in other invoices' order numbers)
    const byDigits = await api.json(`/invoices?filter[search]=${first.attributes.number.slice(-6)}`, {
      headers: buyer,
    })
    expect(byDigits.body.data.map((invoice: any) => invoice.id)).toContain(first.id)
    const byNumber = await api.json(`/invoices?filter[search]=${first.attributes.number}`, { headers: buyer })
    expect(byNumber.body.data.map((invoice: any) => invoice.id)).toEqual([first.id])
    const byOrder = await api.json(
      `/invoices?filter[search]=${first.attributes.order_number.toLowerCase()}`,
      {
        headers: buyer,
      },
    )
    expect(byOrder.body.data.map((invoice: any) => invoice.id)).toContain(first.id)
    const none = await api.json("/invoices?filter[search]=%25", { headers: buyer })
    expect(none.body.data).toEqual([])
    expect(none.body.meta.pagination.total).toBe(0)
  })

  test("another partner's invoice is not found", async () => {
    expect((await api.request(`/invoices/${viewerInvoiceId}`, { headers: buyer })).status).toBe(404)
    expect((await api.request("/invoices/999999", { headers: buyer })).status).toBe(404)
  })

  test("the routes are in the OpenAPI document", async () => {
    const { body } = await api.json("/openapi.json")
    for (const path of ["/orders", "/orders/{id}", "/invoices", "/invoices/{id}"]) {
      expect(body.paths[path]?.get, path).toBeTruthy()
    }
  })
})

// the check the order process makes before it (ORDER-11: a corrected address is reviewed)
const gentAddress = { line1: "Industrieweg 8", postal_code: "9000", city: "Gent", country: "BE" }
const post = (path: string, auth: HeadersInit, body: unknown) =>
  api.json(path, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  })

describe("POST /addresses/validate", () => {
  test("answers verified, or corrected with the corrected address", async () => {
    const partner = await api.createPartner([2])
    const verified = await post("/addresses/validate", partner.auth, gentAddress)
    expect(verified.body.data.attributes).toMatchObject({ status: "verified", corrected: null })
    const corrected = await post("/addresses/validate", partner.auth, { ...gentAddress, city: "ghent" })
    expect(corrected.body.data.attributes).toMatchObject({
      status: "corrected",
      fields: ["city"],
      original: { city: "ghent" },
      corrected: { city: "Gent", postal_code: "9000" },
    })
    expect((await post("/addresses/validate", {}, gentAddress)).status).toBe(401)
  })
})
