import { eq, sql } from "drizzle-orm"
import { beforeAll, describe, expect, test } from "vitest"

import { formatMoney } from "#contract/money"
import { addDays, type Day, formatDay, isWeekend, shippingWindow } from "#contract/shipping-date"

import { basketLines, clients, invoices, orders } from "../../api/db/schema"
import type { Mailer } from "../../api/lib/mailer"
import checkoutDe from "../../locales/de/checkout.json" with { type: "json" }
import mailDe from "../../locales/de/order-mail.json" with { type: "json" }
import ordersDe from "../../locales/de/orders.json" with { type: "json" }
import mailEn from "../../locales/en/order-mail.json" with { type: "json" }
import { setupTestApi } from "../support/api"
import { pdfText } from "../support/pdf-text"
import { setupSmtpCapture } from "../support/smtp"

// ORDER-16, ORDER-18 (decision 020): the order confirmation mail, captured on a real SMTP server, and the
// order's statuses, with its invoice issued only when staff ship it (the staff door the command line uses).

const STAFF_KEY = "test-staff-key-orders-0123456789"
const smtp = setupSmtpCapture()
/** the mail server can be made to fail, to show that the order does not depend on it */
let mailServerDown = false
const mailer: Mailer = {
  send: (mail) => (mailServerDown ? Promise.reject(new Error("SMTP unreachable")) : smtp.mailer.send(mail)),
}
const api = setupTestApi({ mailer, staffKey: STAFF_KEY })

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]))

let products: [string, string]
let sparePart: string

beforeAll(async () => {
  const ids = async (query: ReturnType<typeof sql>) =>
    ((await api.handle.db.execute(query)) as { rows: { id: string }[] }).rows.map((row) => row.id)
  products = (await ids(sql`
    select p.id from products p where exists (select 1 from prices pr where pr.item_id = p.id
      and pr.currency = 'EUR' and pr.item_type = 'products') and not p.is_old order by p.id limit 2`)) as [
    string,
    string,
  ]
  ;[sparePart] = (await ids(sql`
    select s.id from spare_parts s where exists (select 1 from prices pr where pr.item_id = s.id
      and pr.currency = 'EUR' and pr.item_type = 'spare-parts') order by s.id limit 1`)) as [string]
  expect([...products, sparePart]).toEqual([expect.any(String), expect.any(String), expect.any(String)])
})

async function fillBasket(
  clientId: number,
  items: { type: "products" | "spare-parts"; id: string; qty: number }[],
) {
  await api.handle.db.delete(basketLines).where(eq(basketLines.clientId, clientId))
  for (const [index, item] of items.entries())
    await api.handle.db.insert(basketLines).values({
      clientId,
      itemType: item.type,
      itemId: item.id,
      quantity: item.qty,
      addedAt: new Date(Date.now() + index),
    })
}

function shippingDay(days = 0): string {
  let day: Day = addDays(shippingWindow(new Date()).earliest, days)
  while (isWeekend(day)) day = addDays(day, 1)
  return `${formatDay(day)} 00:00:00`
}

const gent = { line1: "Industrieweg 8", postal_code: "9000", city: "Gent", country: "BE" }

/** A partner of the test's own in a language, with a basket of two products and a spare part. */
async function partnerWithBasket(language = "en") {
  const partner = await api.createPartner()
  await api.handle.db
    .update(clients)
    .set({ language, firstName: "Anna", lastName: "Peeters" })
    .where(eq(clients.id, partner.id))
  await fillBasket(partner.id, [
    { type: "products", id: products[0], qty: 2 },
    { type: "products", id: products[1], qty: 1 },
    { type: "spare-parts", id: sparePart, qty: 3 },
  ])
  return partner
}

const placeOrder = (auth: HeadersInit, extra: Record<string, unknown> = {}, key?: string) =>
  api.json("/orders", {
    method: "POST",
    headers: {
      ...auth,
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: JSON.stringify({
      equipment_delivery: { type: "HOME", origin: 2, address: gent },
      order_date: shippingDay(),
      spare_parts_delivery: { type: "STORE", origin: 2 },
      order_date_spare_parts: shippingDay(1),
      comments: "Ring at the goods entrance",
      reference: "PO-4711",
      ...extra,
    }),
  })

const staff = (path: string, method = "POST", key = STAFF_KEY, headers: HeadersInit = {}) =>
  api.json(`/internal/staff/orders${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json", ...(key ? { "x-staff-key": key } : {}) },
    ...(method === "POST" ? { body: "{}" } : {}),
  })

const linesOf = (body: any) => body.included.filter((item: any) => item.type === "order-lines")

describe("the order confirmation mail", () => {
  test("one mail, in the partner's language, HTML and text: number, lines, totals, delivery, 48 hours", async () => {
    const partner = await partnerWithBasket("de")
    const reference = `<script>alert("x")</script> & PO-9`
    const { status, body } = await placeOrder(partner.auth, { reference }, crypto.randomUUID())
    expect(status).toBe(201)
    const number = body.data.attributes.order_number as string
    const mails = smtp.to(partner.email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.language).toBe("de")
    expect(mail!.subject).toBe(fill(mailDe.confirmation.subject, { number }))
    expect(mail!.html).toEqual(expect.any(String))
    const html = mail!.html as string
    // the 48-hour follow-up, as the confirmation page says it
    const followUp = fill(checkoutDe.confirmation.text, { number })
    expect(mail!.text).toContain(followUp)
    expect(html).toContain(followUp)
    const lines = linesOf(body)
    expect(lines).toHaveLength(3)
    for (const { attributes: line } of lines) {
      for (const part of [mail!.text, html]) {
        expect(part).toContain(line.item_id)
        expect(part).toContain(formatMoney(line.unit_price, "EUR"))
        expect(part).toContain(formatMoney(line.line_total, "EUR"))
      }
      expect(mail!.text).toContain(line.name)
      expect(mail!.text).toMatch(new RegExp(`${ordersDe.detail.quantity}: ${line.quantity}\\b`))
    }
    const totals = body.data.attributes.totals
    expect(mail!.text).toContain(`${checkoutDe.summary.total}: ${formatMoney(totals.total, "EUR")}`)
    expect(mail!.text).toContain(
      `${fill(ordersDe.detail.vat, { rate: totals.vat_rate })}: ${formatMoney(totals.vat, "EUR")}`,
    )
    // the two deliveries in words: the address for the equipment, the warehouse for the spare parts
    expect(mail!.text).toContain(ordersDe.detail.deliveryTypes.HOME)
    expect(mail!.text).toContain("9000 Gent")
    expect(mail!.text).toContain(ordersDe.detail.storePickup)
    expect(mail!.text).toContain(`http://shop.test/de/mein-konto/`)
    // what the partner typed arrives as text, never as markup
    expect(mail!.text).toContain(reference)
    expect(html).not.toContain("<script>")
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; PO-9")
    expect(mail!.parsed.html).toBeTruthy()
    expect(mail!.text).not.toMatch(/\b(detail|confirmation|summary)\.\w+/)
  })

  test("an English partner gets it in English; a replayed Idempotency-Key sends no second mail", async () => {
    const partner = await partnerWithBasket("en")
    const key = crypto.randomUUID()
    const first = await placeOrder(partner.auth, {}, key)
    expect(first.status).toBe(201)
    const replay = await placeOrder(partner.auth, {}, key)
    expect(replay.status).toBe(200)
    expect(replay.body.meta.replayed).toBe(true)
    const mails = smtp.to(partner.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(
      fill(mailEn.confirmation.subject, { number: first.body.data.attributes.order_number }),
    )
    expect(mails[0]!.text).toContain("You will be contacted within 48 hours.")
  })

  test("a mail that cannot be sent does not undo the order", async () => {
    const partner = await partnerWithBasket()
    mailServerDown = true
    try {
      const { status, body } = await placeOrder(partner.auth)
      expect(status).toBe(201)
      expect(body.data.attributes.status).toBe("received")
    } finally {
      mailServerDown = false
    }
    expect(await api.handle.db.select().from(orders).where(eq(orders.clientId, partner.id))).toHaveLength(1)
    expect(
      await api.handle.db.select().from(basketLines).where(eq(basketLines.clientId, partner.id)),
    ).toEqual([])
    expect(smtp.to(partner.email)).toEqual([])
  })
})

describe("order statuses and the invoice at shipping", () => {
  test("a placed order is received, without invoice; confirm, then ship issues the invoice; the partner sees it", async () => {
    const partner = await partnerWithBasket()
    const placed = await placeOrder(partner.auth)
    const { id } = placed.body.data
    const number = placed.body.data.attributes.order_number
    expect(placed.body.data.attributes.status).toBe("received")
    expect((await api.json("/invoices", { headers: partner.auth })).body.data).toEqual([])

    // not shipped before it is confirmed
    const early = await staff(`/${id}/ship`)
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(`Order ${number} is received: confirm it before shipping it.`)
    expect(
      await api.handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, Number(id))),
    ).toEqual([])

    const confirmed = await staff(`/${id}/confirm`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data).toMatchObject({ number, status: "confirmed" })
    expect((await api.json(`/orders/${id}`, { headers: partner.auth })).body.data.attributes.status).toBe(
      "confirmed",
    )
    expect((await staff(`/${id}/confirm`)).status).toBe(409)

    // shipped by its number as staff read it in a mail
    const shipped = await staff(`/${number}/ship`)
    expect(shipped.status).toBe(200)
    const year = new Date().getUTCFullYear()
    expect(shipped.body.data).toMatchObject({
      number,
      status: "invoiced",
      invoice: expect.stringMatching(new RegExp(`^INV${year}-\\d{6}$`)),
    })

    const order = await api.json(`/orders/${id}`, { headers: partner.auth })
    expect(order.body.data.attributes.status).toBe("invoiced")
    const invoice = order.body.included.find((item: any) => item.type === "invoices")
    expect(invoice.attributes).toMatchObject({
      number: shipped.body.data.invoice,
      total: order.body.data.attributes.totals.total,
    })
    const listed = await api.json("/invoices", { headers: partner.auth })
    expect(listed.body.data.map((item: any) => item.id)).toEqual([invoice.id])
    const pdf = await api.request(`/invoices/${invoice.id}`, { headers: partner.auth })
    expect(pdf.status).toBe(200)
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain(number)

    // the partner hears of it: the shipping mail names the invoice
    const notice = smtp.to(partner.email).at(-1)!
    expect(notice.subject).toBe(fill(mailEn.shipped.subject, { number }))
    expect(notice.text).toContain(shipped.body.data.invoice)

    // shipping twice is refused with a sentence, and issues nothing
    const again = await staff(`/${id}/ship`)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`Order ${number} has already been shipped.`)
    expect(
      await api.handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, Number(id))),
    ).toHaveLength(1)
  })

  test("an unknown order is not found; without the staff key the door is not there, even for a partner", async () => {
    expect((await staff("/999999/ship")).status).toBe(404)
    expect((await staff("/999999/ship")).body.message).toBe("No order with id 999999.")
    expect((await staff("/SO2026-999999/confirm")).status).toBe(404)
    expect((await staff("/not-an-order/ship")).status).toBe(404)

    const partner = await partnerWithBasket()
    const placed = await placeOrder(partner.auth)
    const { id } = placed.body.data
    // the partner's own token opens nothing here; a wrong key neither
    for (const answer of [
      await staff(`/${id}/confirm`, "POST", "", partner.auth),
      await staff(`/${id}/ship`, "POST", "", partner.auth),
      await staff(`/${id}/ship`, "POST", "wrong-key"),
      await staff("", "GET", "", partner.auth),
    ]) {
      expect(answer.status).toBe(404)
      expect(answer.body.error).toBe("not_found")
    }
    const [row] = await api.handle.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(id)))
    expect(row!.status).toBe("received")
    expect(
      await api.handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, Number(id))),
    ).toEqual([])
  })

  test("the command line's door cancels an order not yet shipped, never a shipped one", async () => {
    const partner = await partnerWithBasket()
    const placed = await placeOrder(partner.auth)
    const { id } = placed.body.data
    const cancelled = await staff(`/${id}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data).toMatchObject({ status: "cancelled" })
    expect((await staff(`/${id}/confirm`)).status).toBe(409)
    expect((await staff(`/${id}/cancel`)).status).toBe(409)
  })

  test("staff list the orders, newest first, by status", async () => {
    const partner = await partnerWithBasket()
    const placed = await placeOrder(partner.auth)
    const received = await staff("?status=received", "GET")
    expect(received.status).toBe(200)
    expect(received.body.data.every((row: any) => row.status === "received")).toBe(true)
    expect(received.body.data[0]).toMatchObject({
      id: Number(placed.body.data.id),
      number: placed.body.data.attributes.order_number,
      email: partner.email,
      invoices: [],
    })
    const invoiced = await staff("?status=invoiced", "GET")
    expect(invoiced.body.data.length).toBeGreaterThan(0)
    for (const row of invoiced.body.data) expect(row.invoices.length, row.number).toBe(1)
    expect((await staff("?status=lost", "GET")).status).toBe(422)
  })
})
