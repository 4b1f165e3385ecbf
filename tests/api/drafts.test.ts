import { and, asc, eq, isNotNull } from "drizzle-orm"
import { beforeAll, describe, expect, test } from "vitest"

import { basketLines, draftLines, prices } from "../../api/db/schema"
import { setupTestApi } from "../support/api"

// DRAFT-1 to DRAFT-5, saved baskets: create from the current basket (200), list, detail, delete (204),
// load over the current basket (optionally saving it first); another partner's draft is a 404.

const api = setupTestApi()

let productIds: string[] = []

beforeAll(async () => {
  const rows = await api.handle.db
    .selectDistinct({ id: prices.itemId })
    .from(prices)
    .where(and(eq(prices.itemType, "products"), eq(prices.currency, "EUR"), isNotNull(prices.catalogCents)))
    .orderBy(asc(prices.itemId))
    .limit(4)
  productIds = rows.map((row) => row.id)
})

async function fillBasket(clientId: number, lines: { id: string; quantity: number }[]) {
  await api.handle.db.delete(basketLines).where(eq(basketLines.clientId, clientId))
  const base = Date.now()
  await api.handle.db.insert(basketLines).values(
    lines.map((line, index) => ({
      clientId,
      itemType: "products" as const,
      itemId: line.id,
      quantity: line.quantity,
      addedAt: new Date(base + index),
    })),
  )
}

const basketOf = (clientId: number) =>
  api.handle.db
    .select({ id: basketLines.itemId, quantity: basketLines.quantity })
    .from(basketLines)
    .where(eq(basketLines.clientId, clientId))
    .orderBy(asc(basketLines.addedAt))

const send = (method: string, path: string, auth: HeadersInit, body?: unknown) =>
  api.json(path, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe("saved baskets", () => {
  test("saving the current basket answers 200 with the numbered draft and its amount", async () => {
    const buyer = await api.createPartner()
    await fillBasket(buyer.id, [
      { id: productIds[0]!, quantity: 2 },
      { id: productIds[1]!, quantity: 1 },
    ])
    const { status, body } = await send("POST", "/orders/drafts", buyer.auth, {
      reference: "  Kitchen B  ",
      comments: "For the new site",
      order_date: "2026-12-01 00:00:00",
      shipping_date: "2026-12-03 00:00:00",
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      type: "drafts",
      attributes: {
        items_count: 2,
        quantity_total: 3,
        currency: "EUR",
        reference: "Kitchen B",
        comments: "For the new site",
        order_date: "2026-12-01T00:00:00.000Z",
        shipping_date: "2026-12-03T00:00:00.000Z",
      },
    })
    expect(body.data.attributes.number).toBe(
      `SB${new Date().getUTCFullYear()}-${body.data.id.padStart(6, "0")}`,
    )
    expect(body.data.attributes.amount).toBeGreaterThan(0)
    // the basket itself stays as it was
    expect(await basketOf(buyer.id)).toHaveLength(2)
  })

  test("an empty basket cannot be saved (422), nor can a malformed date", async () => {
    const buyer = await api.createPartner()
    const empty = await send("POST", "/orders/drafts", buyer.auth, {})
    expect(empty.status).toBe(422)
    expect(empty.body.errors._[0]).toMatch(/empty/i)
    await fillBasket(buyer.id, [{ id: productIds[0]!, quantity: 1 }])
    const badDate = await send("POST", "/orders/drafts", buyer.auth, { shipping_date: "2026-02-30 00:00:00" })
    expect(badDate.status).toBe(422)
    expect(Object.keys(badDate.body.errors)).toEqual(["shipping_date"])
  })

  test("the list is newest first with pagination, the detail has priced lines and the items included", async () => {
    const buyer = await api.createPartner()
    await fillBasket(buyer.id, [{ id: productIds[0]!, quantity: 1 }])
    const first = await send("POST", "/orders/drafts", buyer.auth, { reference: "first" })
    await fillBasket(buyer.id, [
      { id: productIds[1]!, quantity: 3 },
      { id: productIds[2]!, quantity: 1 },
    ])
    const second = await send("POST", "/orders/drafts", buyer.auth, { reference: "second" })

    const list = await send("GET", "/orders/drafts", buyer.auth)
    expect(list.status).toBe(200)
    expect(list.body.data.map((draft: { id: string }) => draft.id)).toEqual([
      second.body.data.id,
      first.body.data.id,
    ])
    expect(list.body.meta.pagination).toEqual({
      total: 2,
      count: 2,
      per_page: 20,
      current_page: 1,
      total_pages: 1,
    })
    const page2 = await send("GET", "/orders/drafts?page[size]=1&page[number]=2", buyer.auth)
    expect(page2.body.data.map((draft: { id: string }) => draft.id)).toEqual([first.body.data.id])

    const detail = await send("GET", `/orders/drafts/${second.body.data.id}`, buyer.auth)
    expect(detail.status).toBe(200)
    const attributes = detail.body.data.attributes
    expect(
      attributes.lines.map((line: { item_id: string; quantity: number }) => [line.item_id, line.quantity]),
    ).toEqual([
      [productIds[1]!, 3],
      [productIds[2]!, 1],
    ])
    expect(attributes.lines[0].line_total).toBe(attributes.lines[0].unit_price * 3)
    expect(attributes.totals).toMatchObject({ currency: "EUR", vat_rate: 21 })
    const named = attributes.totals.additional_taxes.reduce(
      (sum: number, tax: { amount: number }) => sum + tax.amount,
      0,
    )
    expect(named).toBe(attributes.totals.additional_tax)
    expect(attributes.totals.total).toBe(attributes.amount)
    expect(
      detail.body.included.map((item: { type: string; id: string }) => `${item.type}/${item.id}`),
    ).toEqual([`products/${productIds[1]!}`, `products/${productIds[2]!}`])
  })

  test("another partner's draft is not found: detail, delete and load answer 404", async () => {
    const owner = await api.createPartner()
    const other = await api.createPartner()
    await fillBasket(owner.id, [{ id: productIds[0]!, quantity: 1 }])
    const { body } = await send("POST", "/orders/drafts", owner.auth, {})
    const id = body.data.id
    expect((await send("GET", `/orders/drafts/${id}`, other.auth)).status).toBe(404)
    expect((await send("DELETE", `/orders/drafts/${id}`, other.auth)).status).toBe(404)
    expect((await send("POST", `/orders/drafts/${id}/load`, other.auth, {})).status).toBe(404)
    expect((await send("GET", "/orders/drafts", other.auth)).body.data).toEqual([])
    expect((await send("GET", "/orders/drafts/not-a-number", owner.auth)).status).toBe(404)
    expect((await send("GET", `/orders/drafts/${id}`, owner.auth)).status).toBe(200)
  })

  test("delete answers 204, then the draft is gone", async () => {
    const buyer = await api.createPartner()
    await fillBasket(buyer.id, [{ id: productIds[0]!, quantity: 1 }])
    const { body } = await send("POST", "/orders/drafts", buyer.auth, {})
    const deleted = await api.request(`/orders/drafts/${body.data.id}`, {
      method: "DELETE",
      headers: buyer.auth,
    })
    expect(deleted.status).toBe(204)
    expect(await deleted.text()).toBe("")
    expect((await send("GET", `/orders/drafts/${body.data.id}`, buyer.auth)).status).toBe(404)
    expect((await send("GET", "/orders/drafts", buyer.auth)).body.data).toEqual([])
  })

  test("loading a draft overwrites the current basket; the draft stays", async () => {
    const buyer = await api.createPartner()
    await fillBasket(buyer.id, [
      { id: productIds[0]!, quantity: 2 },
      { id: productIds[1]!, quantity: 5 },
    ])
    const { body } = await send("POST", "/orders/drafts", buyer.auth, {})
    await fillBasket(buyer.id, [{ id: productIds[3]!, quantity: 1 }])
    const load = await send("POST", `/orders/drafts/${body.data.id}/load`, buyer.auth, {})
    expect(load.status).toBe(200)
    expect(load.body.meta).toEqual({ saved_current: null, loaded: 2, skipped: [], warnings: [] })
    expect(await basketOf(buyer.id)).toEqual([
      { id: productIds[0]!, quantity: 2 },
      { id: productIds[1]!, quantity: 5 },
    ])
    const list = await send("GET", "/orders/drafts", buyer.auth)
    expect(list.body.data).toHaveLength(1)
  })

  test("loading with save_current keeps the old basket as a new draft first", async () => {
    const buyer = await api.createPartner()
    await fillBasket(buyer.id, [{ id: productIds[0]!, quantity: 2 }])
    const { body } = await send("POST", "/orders/drafts", buyer.auth, {})
    await fillBasket(buyer.id, [
      { id: productIds[2]!, quantity: 4 },
      { id: productIds[3]!, quantity: 1 },
    ])
    const load = await send("POST", `/orders/drafts/${body.data.id}/load`, buyer.auth, { save_current: true })
    expect(load.status).toBe(200)
    expect(load.body.meta.saved_current).toMatchObject({ type: "drafts", attributes: { items_count: 2 } })
    expect(await basketOf(buyer.id)).toEqual([{ id: productIds[0]!, quantity: 2 }])
    const saved = await send("GET", `/orders/drafts/${load.body.meta.saved_current.id}`, buyer.auth)
    expect(
      saved.body.data.attributes.lines.map((line: { item_id: string; quantity: number }) => [
        line.item_id,
        line.quantity,
      ]),
    ).toEqual([
      [productIds[2]!, 4],
      [productIds[3]!, 1],
    ])
    const list = await send("GET", "/orders/drafts", buyer.auth)
    expect(list.body.data.map((draft: { id: string }) => draft.id)).toEqual([
      load.body.meta.saved_current.id,
      body.data.id,
    ])
  })

  test("a line whose item no longer exists is shown as unavailable and left out on load", async () => {
    const buyer = await api.createPartner()
    await fillBasket(buyer.id, [{ id: productIds[0]!, quantity: 1 }])
    const { body } = await send("POST", "/orders/drafts", buyer.auth, {})
    await api.handle.db.insert(draftLines).values({
      draftId: Number(body.data.id),
      position: 1,
      itemType: "products",
      itemId: "GONE-0001",
      quantity: 3,
    })
    const detail = await send("GET", `/orders/drafts/${body.data.id}`, buyer.auth)
    expect(detail.body.data.attributes.unavailable).toEqual([
      { item_type: "products", item_id: "GONE-0001", quantity: 3 },
    ])
    expect(detail.body.data.attributes.lines).toHaveLength(1)
    const load = await send("POST", `/orders/drafts/${body.data.id}/load`, buyer.auth, {})
    expect(load.body.meta).toMatchObject({
      loaded: 1,
      skipped: [{ item_type: "products", item_id: "GONE-0001" }],
    })
    expect(await basketOf(buyer.id)).toEqual([{ id: productIds[0]!, quantity: 1 }])
  })

  test("without the basket role every drafts call is forbidden (403)", async () => {
    const { auth } = await api.login("viewer@partners.test")
    for (const [method, path, body] of [
      ["GET", "/orders/drafts", undefined],
      ["POST", "/orders/drafts", {}],
      ["GET", "/orders/drafts/1", undefined],
      ["DELETE", "/orders/drafts/1", undefined],
      ["POST", "/orders/drafts/1/load", {}],
    ] as const) {
      const answer = await send(method, path, auth, body)
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.body.error).toBe("forbidden")
    }
    expect((await api.json("/orders/drafts")).status).toBe(401)
  })

  test("the drafts paths are in the OpenAPI document", async () => {
    const { body } = await api.json("/openapi.json")
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(["/orders/drafts", "/orders/drafts/{id}", "/orders/drafts/{id}/load"]),
    )
    expect(Object.keys(body.paths["/orders/drafts/{id}"])).toEqual(expect.arrayContaining(["get", "delete"]))
  })
})
