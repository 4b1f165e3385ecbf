import { asc, eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { basketLines, orderLines, orders } from "../../api/db/schema"
import { setupTestApi } from "../support/api"
import { insertTestProducts } from "../support/catalogue"

// QUICK-6, order these again: an order's lines become the basket at today's prices, asking to save a
// non-empty basket first as loading a saved basket does; each line says its price then and now, its
// replacement, or that it is no longer sold. Another partner's order is a 404.

const api = setupTestApi()
const tag = crypto.randomUUID().slice(0, 6).toUpperCase()
const P = {
  dearer: `ZR${tag}-DEARER`,
  same: `ZR${tag}-SAME`,
  successor: `ZR${tag}-NEW`,
  limited: `ZR${tag}-LIMIT`,
  replaced: `ZR${tag}-REPL`,
  old: `ZR${tag}-OLD`,
  gone: `ZR${tag}-GONE`,
}
let removeProducts = async () => {}

beforeAll(async () => {
  removeProducts = await insertTestProducts(api.handle.db, [
    { id: P.dearer, catalogCents: 120_00 },
    { id: P.same, catalogCents: 80_00 },
    { id: P.successor },
    { id: P.limited, replacementProductId: P.successor, maxOrderQuantity: 2, stock: { DBE11: 5, DBE12: 0 } },
    { id: P.replaced, replacementProductId: P.successor, restockInfo: "/", stock: { DBE11: 0, DBE12: 0 } },
    { id: P.old, isOld: true, stock: { DBE11: 0, DBE12: 0 } },
  ])
})
afterAll(() => removeProducts())

/** A past order of the partner, placed when the prices were those given. */
async function pastOrder(clientId: number, lines: { id: string; quantity: number; unitCents: number }[]) {
  const [order] = await api.handle.db
    .insert(orders)
    .values({
      clientId,
      number: `SO2026-T${crypto.randomUUID().slice(0, 5)}`,
      status: "delivered",
      comments: "Past order",
      reference: "Kitchen",
      currency: "EUR",
      netCents: 0,
      vatBasisPoints: 2100,
      vatCents: 0,
      totalCents: 0,
      fingerprint: crypto.randomUUID(),
    })
    .returning()
  await api.handle.db.insert(orderLines).values(
    lines.map((line, index) => ({
      orderId: order!.id,
      position: index + 1,
      itemType: "products" as const,
      itemId: line.id,
      name: `Ordered ${line.id}`,
      quantity: line.quantity,
      unitCents: line.unitCents,
      lineCents: line.unitCents * line.quantity,
    })),
  )
  return order!
}

const reorder = (id: number, auth: HeadersInit, body: unknown = {}) =>
  api.json(`/orders/${id}/reorder`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  })

const basketOf = (clientId: number) =>
  api.handle.db
    .select({ id: basketLines.itemId, quantity: basketLines.quantity })
    .from(basketLines)
    .where(eq(basketLines.clientId, clientId))
    .orderBy(asc(basketLines.addedAt), asc(basketLines.itemId))

describe("order these again", () => {
  test("the lines go in the basket at today's prices; each says what changed", async () => {
    const buyer = await api.createPartner()
    const order = await pastOrder(buyer.id, [
      { id: P.dearer, quantity: 2, unitCents: 100_00 },
      { id: P.same, quantity: 1, unitCents: 80_00 },
      { id: P.limited, quantity: 5, unitCents: 50_00 },
      { id: P.replaced, quantity: 1, unitCents: 50_00 },
      { id: P.old, quantity: 1, unitCents: 50_00 },
      { id: P.gone, quantity: 3, unitCents: 10_00 },
    ])
    const { status, body } = await reorder(order.id, buyer.auth)
    expect(status).toBe(200)
    expect(body.meta).toEqual({ order_number: order.number, loaded: 3, saved_current: null })
    const line = (id: string) =>
      body.data.find((entry: { attributes: { item_id: string } }) => entry.attributes.item_id === id)
        .attributes
    // a changed price: then and now
    expect(line(P.dearer)).toMatchObject({
      quantity: 2,
      unit_price_then: 100_00,
      unit_price_now: 120_00,
      no_longer_sold: false,
      replacement_id: null,
    })
    expect(line(P.same)).toMatchObject({ unit_price_then: 80_00, unit_price_now: 80_00 })
    // replaced products: limited to what may be ordered, or left out, with their replacement
    expect(line(P.limited)).toMatchObject({
      quantity_ordered: 5,
      quantity: 2,
      replacement_id: P.successor,
      max_order_quantity: 2,
    })
    expect(line(P.replaced)).toMatchObject({
      quantity: 0,
      replacement_id: P.successor,
      max_order_quantity: 0,
    })
    // no longer sold: an old product without stock, and one gone from the catalogue
    expect(line(P.old)).toMatchObject({ quantity: 0, no_longer_sold: true, unit_price_now: null })
    expect(line(P.gone)).toMatchObject({
      quantity: 0,
      no_longer_sold: true,
      unit_price_now: null,
      name: `Ordered ${P.gone}`,
    })
    expect(await basketOf(buyer.id)).toEqual([
      { id: P.dearer, quantity: 2 },
      { id: P.same, quantity: 1 },
      { id: P.limited, quantity: 2 },
    ])
  })

  test("over a basket that is not empty, save_current keeps it as a saved basket first", async () => {
    const buyer = await api.createPartner()
    const order = await pastOrder(buyer.id, [{ id: P.same, quantity: 4, unitCents: 80_00 }])
    await api.handle.db
      .insert(basketLines)
      .values({ clientId: buyer.id, itemType: "products", itemId: P.dearer, quantity: 1 })
    const { body } = await reorder(order.id, buyer.auth, { save_current: true })
    expect(body.meta.saved_current).toMatchObject({ type: "drafts", attributes: { items_count: 1 } })
    expect(await basketOf(buyer.id)).toEqual([{ id: P.same, quantity: 4 }])
  })

  test("another partner's order is not found; without the basket role it is forbidden", async () => {
    const owner = await api.createPartner()
    const order = await pastOrder(owner.id, [{ id: P.same, quantity: 1, unitCents: 80_00 }])
    const other = await api.createPartner()
    expect((await reorder(order.id, other.auth)).status).toBe(404)
    expect((await reorder(999_999_999, owner.auth)).status).toBe(404)
    const viewer = await api.createPartner([2])
    expect((await reorder(order.id, viewer.auth)).status).toBe(403)
    expect(await basketOf(other.id)).toEqual([])
  })
})
