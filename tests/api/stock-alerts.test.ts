import { eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { stockAlerts } from "../../api/db/schema"
import { createMemoryMailer } from "../../api/lib/mailer"
import { setStock } from "../../api/modules/catalog/staff-stock.routes"
import { setupTestApi } from "../support/api"
import { insertTestProducts } from "../support/catalogue"

// QUICK-7, QUICK-8: a partner asks to be told when an item without stock is back; the queue's check
// mails them once, in their language, when stock returns by any path (here the staff command's own
// function, and a write to the stock table as any other program would make); alerts are cancelled;
// another partner's alert is a 404. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const mailer = createMemoryMailer()
const api = setupTestApi({ mailer, staffKey: "test-staff-key" })
const tag = crypto.randomUUID().slice(0, 6).toUpperCase()
const P = { empty: `ZS${tag}-EMPTY`, other: `ZS${tag}-OTHER`, stocked: `ZS${tag}-STOCK` }
let removeProducts = async () => {}

beforeAll(async () => {
  removeProducts = await insertTestProducts(api.handle.db, [
    { id: P.empty, stock: { DBE11: 0, DBE12: 0 } },
    { id: P.other, stock: { DBE11: 0, DBE12: 0 } },
    { id: P.stocked, stock: { DBE11: 2, DBE12: 0 } },
  ])
})
afterAll(async () => {
  await api.handle.db.delete(stockAlerts).where(eq(stockAlerts.itemId, P.empty))
  await api.handle.db.delete(stockAlerts).where(eq(stockAlerts.itemId, P.other))
  await removeProducts()
})

const send = (method: string, path: string, auth: HeadersInit, body?: unknown, locale = "en") =>
  api.json(path, {
    method,
    locale,
    headers: { ...auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const mailsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email)

describe("back-in-stock alerts", () => {
  test("a partner asks about an item without stock; asking again answers the same alert", async () => {
    const buyer = await api.createPartner()
    const created = await send("POST", "/stock-alerts", buyer.auth, { id: P.empty, type: "products" })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      type: "stock-alerts",
      attributes: { item_type: "products", item_id: P.empty, notified_at: null },
    })
    expect(created.body.data.attributes.name).toBeTruthy()
    const again = await send("POST", "/stock-alerts", buyer.auth, { id: P.empty, type: "products" })
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(created.body.data.id)
    const list = await send("GET", "/stock-alerts", buyer.auth)
    expect(list.body.data.map((alert: { id: string }) => alert.id)).toEqual([created.body.data.id])
  })

  test("an item in stock, an unknown one, or a partner who sees no stock is refused", async () => {
    const buyer = await api.createPartner()
    const inStock = await send("POST", "/stock-alerts", buyer.auth, { id: P.stocked, type: "products" })
    expect(inStock.status).toBe(422)
    expect(inStock.body.errors.id).toEqual(["This item is in stock now: it can be ordered."])
    const unknown = await send("POST", "/stock-alerts", buyer.auth, { id: "NO-SUCH", type: "products" })
    expect(unknown.status).toBe(422)
    const noPrices = await api.createPartner([3])
    expect(
      (await send("POST", "/stock-alerts", noPrices.auth, { id: P.empty, type: "products" })).status,
    ).toBe(403)
    expect((await send("POST", "/stock-alerts", {}, { id: P.empty, type: "products" })).status).toBe(401)
  })

  test("when stock returns the partner is mailed once, in their language, with a link to the product", async () => {
    const buyer = await api.createPartner()
    await api.handle.db.execute(sql`update clients set language = 'fr' where id = ${buyer.id}`)
    const { body } = await send("POST", "/stock-alerts", buyer.auth, { id: P.other, type: "products" })
    // nothing is due while the item has no stock
    await api.jobs.send("stock-alerts.check", {})
    await api.jobs.drain("stock-alerts.check")
    expect(mailsTo(buyer.email)).toEqual([])
    // the staff command's path
    await setStock(api.handle.db, { id: P.other.toLowerCase(), warehouse: "DBE12", quantity: 4 })
    await api.jobs.send("stock-alerts.check", {})
    await api.jobs.drain("stock-alerts.check")
    const [mail, ...more] = mailsTo(buyer.email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ language: "fr" })
    expect(mail!.subject).toMatch(new RegExp(`^De retour en stock : .+ \\(${P.other}\\)$`))
    expect(mail!.text).toMatch(
      new RegExp(`http://shop\\.test/fr/details/[^/\\s]+/[^/\\s]+/[^/\\s]+/${P.other}`),
    )
    // the next checks find nothing more to send
    await api.jobs.send("stock-alerts.check", {})
    await api.jobs.drain("stock-alerts.check")
    expect(mailsTo(buyer.email)).toHaveLength(1)
    const list = await send("GET", "/stock-alerts", buyer.auth)
    expect(
      list.body.data.find((alert: { id: string }) => alert.id === body.data.id).attributes.notified_at,
    ).toEqual(expect.any(String))
  })

  test("stock written by any other path is noticed too", async () => {
    const buyer = await api.createPartner()
    await send("POST", "/stock-alerts", buyer.auth, { id: P.empty, type: "products" })
    await api.handle.db.execute(
      sql`update stock set quantity = 1 where item_type = 'products' and item_id = ${P.empty} and warehouse = 'DBE11'`,
    )
    await api.jobs.send("stock-alerts.check", {})
    await api.jobs.drain("stock-alerts.check")
    expect(mailsTo(buyer.email)).toHaveLength(1)
    expect(mailsTo(buyer.email)[0]!.subject).toContain(P.empty)
  })

  test("a partner cancels an alert; another partner's alert is not found", async () => {
    const owner = await api.createPartner()
    const other = await api.createPartner()
    await setStock(api.handle.db, { id: P.other, warehouse: "DBE12", quantity: 0 })
    const { body } = await send("POST", "/stock-alerts", owner.auth, { id: P.other, type: "products" })
    expect((await send("DELETE", `/stock-alerts/${body.data.id}`, other.auth)).status).toBe(404)
    expect((await send("DELETE", `/stock-alerts/${body.data.id}`, owner.auth)).status).toBe(204)
    expect((await send("DELETE", `/stock-alerts/${body.data.id}`, owner.auth)).status).toBe(404)
    expect((await send("GET", "/stock-alerts", owner.auth)).body.data).toEqual([])
  })

  test("the staff door sets stock and asks for a check at once", async () => {
    const refused = await api.json("/internal/staff/stock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: P.other, warehouse: "DBE11", quantity: 3 }),
    })
    expect(refused.status).toBe(404)
    const answer = await api.json("/internal/staff/stock", {
      method: "POST",
      headers: { "content-type": "application/json", "x-staff-key": "test-staff-key" },
      body: JSON.stringify({ id: P.other, warehouse: "DBE11", quantity: 3 }),
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ type: "products", id: P.other, warehouse: "DBE11", quantity: 3 })
    const waiting = await api.jobs.list({ name: "stock-alerts.check", state: "created" })
    expect(waiting.length).toBeGreaterThan(0)
    const unknown = await api.json("/internal/staff/stock", {
      method: "POST",
      headers: { "content-type": "application/json", "x-staff-key": "test-staff-key" },
      body: JSON.stringify({ id: "NO-SUCH", warehouse: "DBE11", quantity: 3 }),
    })
    expect(unknown.status).toBe(404)
  })
})
