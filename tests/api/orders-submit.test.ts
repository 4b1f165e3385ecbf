import { and, eq, sql } from "drizzle-orm"
import { beforeAll, describe, expect, test } from "vitest"

import { addDays, type Day, formatDay, isWeekend, shippingWindow } from "#contract/shipping-date"

import { basketLines, invoices, orderLines, orders, products, spareParts } from "../../api/db/schema"
import { setupTestApi } from "../support/api"

const api = setupTestApi()

async function fillBasket(
  clientId: number,
  items: { type: "products" | "spare-parts"; id: string; quantity: number }[],
) {
  await api.handle.db.delete(basketLines).where(eq(basketLines.clientId, clientId))
  for (const [index, item] of items.entries())
    await api.handle.db.insert(basketLines).values({
      clientId,
      itemType: item.type,
      itemId: item.id,
      quantity: item.quantity,
      addedAt: new Date(Date.now() + index),
    })
}

const ids = async (query: ReturnType<typeof sql>) =>
  ((await api.handle.db.execute(query)) as { rows: { id: string }[] }).rows.map((row) => row.id)

let expressProduct: string
let secondExpressProduct: string
/** too heavy for express (over 30 kg) */
let heavyProduct: string
let sparePart: string

beforeAll(async () => {
  const priced = sql`exists (select 1 from prices pr where pr.item_id = p.id and pr.currency = 'EUR' and pr.item_type = 'products')`
  ;[expressProduct, secondExpressProduct] = (await ids(sql`
    select p.id from products p where ${priced} and p.is_ups_ready and p.express_restriction is null
      and p.gross_weight_kg <= 30 and p.width_mm <= 500 and p.depth_mm <= 500 and p.height_mm <= 500
    order by p.id limit 2`)) as [string, string]
  ;[heavyProduct] = (await ids(sql`
    select p.id from products p where ${priced} and p.gross_weight_kg > 30 order by p.id limit 1`)) as [
    string,
  ]
  ;[sparePart] = (await ids(sql`
    select s.id from spare_parts s where exists (select 1 from prices pr where pr.item_id = s.id
      and pr.currency = 'EUR' and pr.item_type = 'spare-parts') order by s.id limit 1`)) as [string]
  expect({ expressProduct, secondExpressProduct, heavyProduct, sparePart }).toEqual({
    expressProduct: expect.any(String),
    secondExpressProduct: expect.any(String),
    heavyProduct: expect.any(String),
    sparePart: expect.any(String),
  })
})

/** The first weekday at least `days` after tomorrow, as the API wants it. */
function shippingDay(days = 0): string {
  let day: Day = addDays(shippingWindow(new Date()).earliest, days)
  while (isWeekend(day)) day = addDays(day, 1)
  return `${formatDay(day)} 00:00:00`
}

const home = {
  type: "HOME",
  origin: 2,
  address: { line1: "Industrieweg 8", postal_code: "9000", city: "Gent", country: "BE" },
}
const orderBody = (extra: Record<string, unknown> = {}) => ({
  equipment_delivery: home,
  order_date: shippingDay(),
  comments: "Please call before delivery",
  reference: "PO-4711",
  ...extra,
})

const post = (path: string, auth: HeadersInit, body: unknown, headers: Record<string, string> = {}) =>
  api.json(path, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  })

describe("POST /orders", () => {
  test("the basket becomes a received order with its lines and no invoice yet; the basket is emptied", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [
      { type: "products", id: expressProduct, quantity: 2 },
      { type: "spare-parts", id: sparePart, quantity: 1 },
    ])
    const { status, body } = await post("/orders", partner.auth, {
      ...orderBody(),
      spare_parts_delivery: { type: "STORE", origin: 2, address: home.address },
      order_date_spare_parts: shippingDay(1),
    })
    expect(status).toBe(201)
    const year = new Date().getUTCFullYear()
    expect(body.data.attributes.order_number).toMatch(new RegExp(`^SO${year}-\\d{6}$`))
    expect(body.data.attributes).toMatchObject({
      status: "received",
      origin: 2,
      comments: "Please call before delivery",
      reference: "PO-4711",
      currency: "EUR",
      equipment_delivery: { type: "HOME", origin: 2, address: { city: "Gent", postal_code: "9000" } },
      // ORDER-3: STORE drops the address
      spare_parts_delivery: { type: "STORE", origin: 2, express: false },
    })
    expect(body.data.attributes.spare_parts_delivery.address).toBeUndefined()
    const totals = body.data.attributes.totals
    expect(totals.vat_rate).toBe(21)
    expect(totals.total).toBe(totals.net + totals.product_tax + totals.additional_tax + totals.vat)
    const lines = body.included.filter((item: { type: string }) => item.type === "order-lines")
    expect(lines.map((line: { attributes: { item_id: string } }) => line.attributes.item_id)).toEqual([
      expressProduct,
      sparePart,
    ])
    // the invoice is issued when the order ships (decision 019), not when it is placed
    expect(body.included.filter((item: { type: string }) => item.type === "invoices")).toEqual([])
    expect(body.data.relationships.invoices.data).toEqual([])
    expect(
      await api.handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, Number(body.data.id))),
    ).toEqual([])
    expect(
      await api.handle.db.select().from(basketLines).where(eq(basketLines.clientId, partner.id)),
    ).toEqual([])
  })

  test("a block for one kind orders only those lines; the other kind stays in the basket", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [
      { type: "products", id: expressProduct, quantity: 1 },
      { type: "spare-parts", id: sparePart, quantity: 3 },
    ])
    const preview = await post("/orders/preview", partner.auth, {
      spare_parts_delivery: { type: "STORE" },
    })
    expect(preview.status).toBe(200)
    expect(preview.body.data.attributes.lines).toEqual([
      expect.objectContaining({ type: "spare-parts", item_id: sparePart, qty: 3 }),
    ])
    const totals = preview.body.data.attributes
    expect(totals.total).toBe(totals.net + totals.product_tax + totals.additional_tax + totals.vat)

    const { status, body } = await post("/orders", partner.auth, {
      spare_parts_delivery: { type: "STORE" },
      order_date_spare_parts: shippingDay(),
      comments: "Spare parts first",
      reference: "SP-1",
    })
    expect(status).toBe(201)
    expect(body.data.attributes.equipment_delivery).toBeNull()
    expect(body.data.attributes.totals.total).toBe(totals.total)
    const left = await api.handle.db.select().from(basketLines).where(eq(basketLines.clientId, partner.id))
    expect(left.map((line) => line.itemId)).toEqual([expressProduct])
  })

  test("comments and reference are required (spaces only count as missing); typed fields answer per field", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 1 }])
    const { status, body } = await post(
      "/orders",
      partner.auth,
      orderBody({ comments: "   ", reference: undefined }),
    )
    expect(status).toBe(422)
    expect(Object.keys(body.errors).sort()).toEqual(["comments", "reference"])
    // nothing was ordered, the basket is still there
    expect(
      await api.handle.db.select().from(basketLines).where(eq(basketLines.clientId, partner.id)),
    ).toHaveLength(1)
  })

  test("delivery: type, address for UPS and HOME, postal code per country", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 1 }])
    const bad = await post(
      "/orders",
      partner.auth,
      orderBody({
        equipment_delivery: {
          type: "HOME",
          address: { line1: "", postal_code: "12", city: "Gent", country: "BE" },
        },
      }),
      { "accept-language": "en" },
    )
    expect(bad.status).toBe(422)
    expect(bad.body.errors["equipment_delivery.address.line1"]).toEqual(["This field is mandatory."])
    expect(bad.body.errors["equipment_delivery.address.postal_code"]).toEqual([
      "This postal code does not match the country.",
    ])
    const noAddress = await post("/orders", partner.auth, orderBody({ equipment_delivery: { type: "UPS" } }))
    expect(noAddress.body.errors).toHaveProperty(["equipment_delivery.address.line1"])
    const wrongType = await post(
      "/orders",
      partner.auth,
      orderBody({ equipment_delivery: { type: "DRONE" } }),
    )
    expect(wrongType.body.errors).toHaveProperty(["equipment_delivery.type"])
    const missingBlock = await post(
      "/orders",
      partner.auth,
      orderBody({ equipment_delivery: undefined, order_date: undefined }),
    )
    expect(Object.keys(missingBlock.body.errors).sort()).toEqual(["equipment_delivery.type", "order_date"])
  })

  test("shipping date: format, tomorrow at the earliest, no weekend, 8 weeks at the most (area manager)", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 1 }])
    const errorOf = async (order_date: string) =>
      (await post("/orders", partner.auth, orderBody({ order_date }), { "accept-language": "en" })).body
        .errors?.order_date
    expect(await errorOf("2026-13-01")).toEqual(["Enter a valid date."])
    const today = formatDay(addDays(shippingWindow(new Date()).earliest, -1))
    expect(await errorOf(`${today} 00:00:00`)).toEqual(["The earliest shipping date is tomorrow."])
    let saturday = shippingWindow(new Date()).earliest
    while (new Date(`${formatDay(saturday)}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1)
    expect(await errorOf(`${formatDay(saturday)} 00:00:00`)).toEqual([
      "Choose a weekday: there is no shipping on Saturdays and Sundays.",
    ])
    expect(await errorOf(shippingDay(60))).toEqual([
      "For shipping later than 8 weeks, please contact your area manager.",
    ])
  })

  test("the STORE block keeps no address and needs none", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [{ type: "products", id: heavyProduct, quantity: 1 }])
    const { status, body } = await post(
      "/orders",
      partner.auth,
      orderBody({ equipment_delivery: { type: "STORE" } }),
    )
    expect(status).toBe(201)
    expect(body.data.attributes.equipment_delivery).toEqual({ type: "STORE", origin: 2, express: false })
  })

  test("express needs every item eligible: the ineligible ones are named", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [
      { type: "products", id: expressProduct, quantity: 1 },
      { type: "products", id: heavyProduct, quantity: 1 },
    ])
    const ups = { ...home, type: "UPS", express: true }
    const refused = await post("/orders", partner.auth, orderBody({ equipment_delivery: ups }))
    expect(refused.status).toBe(422)
    expect(refused.body.errors["equipment_delivery.express"][0]).toContain(heavyProduct)
    expect(refused.body.errors["equipment_delivery.express"][0]).not.toContain(expressProduct)

    const check = await post("/orders/express-eligibility", partner.auth, { equipment_country: "BE" })
    expect(check.status).toBe(200)
    expect(check.body.data.attributes.equipment).toEqual([
      expect.objectContaining({ id: heavyProduct, reasons: expect.arrayContaining(["weight"]) }),
    ])
    expect(check.body.data.attributes.dispatch_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const homeExpress = await post(
      "/orders",
      partner.auth,
      orderBody({ equipment_delivery: { ...home, express: true } }),
    )
    expect(homeExpress.body.errors["equipment_delivery.express"]).toBeDefined()

    await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 1 }])
    const gb = await post(
      "/orders",
      partner.auth,
      orderBody({
        equipment_delivery: {
          ...ups,
          address: { line1: "12 Quay Street", postal_code: "BS1 4DJ", city: "Bristol", country: "GB" },
        },
      }),
    )
    expect(gb.status).toBe(422)
    const accepted = await post("/orders", partner.auth, orderBody({ equipment_delivery: ups }))
    expect(accepted.status).toBe(201)
    expect(accepted.body.data.attributes.equipment_delivery.express).toBe(true)
    expect(accepted.body.meta.express_dispatch.equipment).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  test("an empty basket cannot be ordered", async () => {
    const partner = await api.createPartner()
    const { status, body } = await post("/orders", partner.auth, orderBody())
    expect(status).toBe(422)
    expect(body.errors).toHaveProperty("basket")
  })

  test("a partner without the basket role gets 403 forbidden; a visitor 401", async () => {
    const partner = await api.createPartner([2])
    const { status, body } = await post("/orders", partner.auth, orderBody())
    expect(status).toBe(403)
    expect(body.error).toBe("forbidden")
    expect((await post("/check-duplicate", partner.auth, {})).status).toBe(403)
    expect((await post("/orders", {}, orderBody())).status).toBe(401)
  })

  test("one Idempotency-Key, two concurrent submissions: one order, both answers name it", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 3 }])
    const key = crypto.randomUUID()
    const [first, second] = await Promise.all([
      post("/orders", partner.auth, orderBody(), { "idempotency-key": key }),
      post("/orders", partner.auth, orderBody(), { "idempotency-key": key }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 201])
    expect(first.body.data.id).toBe(second.body.data.id)
    const made = await api.handle.db.select().from(orders).where(eq(orders.clientId, partner.id))
    expect(made).toHaveLength(1)
    expect(made[0]!.status).toBe("received")
    // one order, one confirmation mail: the answer that found the other's order sent none
    expect(api.sentMails.filter((mail) => mail.to === partner.email)).toHaveLength(1)
    // a retry later still answers the same order, even though the basket is empty now
    const retry = await post("/orders", partner.auth, orderBody(), { "idempotency-key": key })
    expect(retry.status).toBe(200)
    expect(retry.body.meta.replayed).toBe(true)
    expect(retry.body.data.id).toBe(first.body.data.id)
    expect(api.sentMails.filter((mail) => mail.to === partner.email)).toHaveLength(1)
  })

  test("the basket stays when the order cannot be written (it is emptied only with the order)", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 1 }])
    const key = crypto.randomUUID()
    // an item that no longer exists stops the transaction before the basket is touched
    await api.handle.db.insert(basketLines).values({
      clientId: partner.id,
      itemType: "products",
      itemId: "NO-SUCH-PRODUCT",
      quantity: 1,
    })
    const { status, body } = await post("/orders", partner.auth, orderBody(), { "idempotency-key": key })
    expect(status).toBe(422)
    expect(body.errors.basket[0]).toContain("NO-SUCH-PRODUCT")
    expect(
      await api.handle.db.select().from(basketLines).where(eq(basketLines.clientId, partner.id)),
    ).toHaveLength(2)
    expect(await api.handle.db.select().from(orders).where(eq(orders.clientId, partner.id))).toHaveLength(0)
  })

  test("an Idempotency-Key sent again with another body is refused (422) and makes nothing; the same body in another key order is the same order", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 1 }])
    const key = crypto.randomUUID()
    const first = await post("/orders", partner.auth, orderBody(), { "idempotency-key": key })
    expect(first.status).toBe(201)
    await fillBasket(partner.id, [{ type: "products", id: secondExpressProduct, quantity: 2 }])

    const other = await post("/orders", partner.auth, orderBody({ reference: "PO-9999" }), {
      "idempotency-key": key,
    })
    expect(other.status).toBe(422)
    expect(other.body.error).toBe("idempotency_key_reused")
    expect(other.body.message).toMatch(/already placed an order with other contents/)
    expect(await api.handle.db.select().from(orders).where(eq(orders.clientId, partner.id))).toHaveLength(1)

    // a retry of the first request, its keys in another order, still answers the first order
    const reordered = Object.fromEntries(Object.entries(orderBody()).reverse())
    const retry = await post("/orders", partner.auth, reordered, { "idempotency-key": key })
    expect(retry.status).toBe(200)
    expect(retry.body.data.id).toBe(first.body.data.id)
  })

  test("a bad Idempotency-Key is refused", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 1 }])
    const { status, body } = await post("/orders", partner.auth, orderBody(), { "idempotency-key": "short" })
    expect(status).toBe(422)
    expect(body.errors).toHaveProperty(["Idempotency-Key"])
  })
})

describe("POST /check-duplicate", () => {
  test("the same lines with the same delivery, in any order, are a duplicate of the last order", async () => {
    const partner = await api.createPartner()
    const lines = [
      { type: "products" as const, id: expressProduct, quantity: 1 },
      { type: "products" as const, id: secondExpressProduct, quantity: 2 },
    ]
    await fillBasket(partner.id, lines)
    const before = await post("/check-duplicate", partner.auth, orderBody())
    expect(before.body.data.attributes).toEqual({ is_duplicate: false, order_number: null })
    const order = await post("/orders", partner.auth, orderBody())
    expect(order.status).toBe(201)

    await fillBasket(partner.id, [...lines].reverse())
    const after = await post("/check-duplicate", partner.auth, orderBody())
    expect(after.body.data.attributes).toEqual({
      is_duplicate: true,
      order_number: order.body.data.attributes.order_number,
    })
    // another delivery or another quantity is another order
    const store = await post(
      "/check-duplicate",
      partner.auth,
      orderBody({ equipment_delivery: { type: "STORE" } }),
    )
    expect(store.body.data.attributes.is_duplicate).toBe(false)
    await fillBasket(partner.id, [lines[0]!, { ...lines[1]!, quantity: 3 }])
    expect(
      (await post("/check-duplicate", partner.auth, orderBody())).body.data.attributes.is_duplicate,
    ).toBe(false)
  })

  test("another partner's identical order is not a duplicate", async () => {
    const [first, second] = [await api.createPartner(), await api.createPartner()]
    for (const partner of [first, second])
      await fillBasket(partner.id, [{ type: "products", id: secondExpressProduct, quantity: 5 }])
    expect((await post("/orders", first.auth, orderBody())).status).toBe(201)
    const check = await post("/check-duplicate", second.auth, orderBody())
    expect(check.body.data.attributes.is_duplicate).toBe(false)
  })
})

test("the order's lines are stored with their prices", async () => {
  const partner = await api.createPartner()
  await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 4 }])
  const { body } = await post("/orders", partner.auth, orderBody())
  const [line] = await api.handle.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, Number(body.data.id)), eq(orderLines.position, 1)))
  if (!line) throw new Error("the order has no line 1")
  expect(line.quantity).toBe(4)
  expect(line.lineCents).toBe(line.unitCents * 4)
  expect(line.unitCents).toBeGreaterThan(0)
})

describe("order lines in the reader's language (ORDER-20)", () => {
  test("an order placed in French reads in German with the catalogue's German names", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [
      { type: "products", id: expressProduct, quantity: 1 },
      { type: "spare-parts", id: sparePart, quantity: 1 },
    ])
    const placed = await post(
      "/orders",
      { ...partner.auth, "accept-language": "fr" },
      orderBody({
        spare_parts_delivery: { type: "STORE", origin: 2, address: home.address },
        order_date_spare_parts: shippingDay(1),
      }),
    )
    expect(placed.status).toBe(201)
    const [product] = await api.handle.db.select().from(products).where(eq(products.id, expressProduct))
    const [part] = await api.handle.db.select().from(spareParts).where(eq(spareParts.id, sparePart))
    // the demo catalogue names them differently in the two languages, so the test can tell them apart
    expect(product!.name.de).not.toBe(product!.name.fr)
    const linesOf = (body: { included: { type: string; attributes: { item_id: string; name: string } }[] }) =>
      Object.fromEntries(
        body.included
          .filter((resource) => resource.type === "order-lines")
          .map((line) => [line.attributes.item_id, line.attributes.name]),
      )
    // the confirmation answers in the language it was asked in
    expect(linesOf(placed.body)).toEqual({ [expressProduct]: product!.name.fr, [sparePart]: part!.name.fr })

    const id = placed.body.data.id as string
    const german = await api.json(`/orders/${id}`, { headers: { ...partner.auth, "accept-language": "de" } })
    expect(german.status).toBe(200)
    expect(linesOf(german.body)).toEqual({ [expressProduct]: product!.name.de, [sparePart]: part!.name.de })
    // what was ordered is kept as it was written: the stored line names stay French
    const stored = await api.handle.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, Number(id)))
    expect(stored.map((line) => line.name).sort()).toEqual([product!.name.fr, part!.name.fr].sort())
  })

  test("a line whose product left the catalogue keeps the name it was ordered under", async () => {
    const partner = await api.createPartner()
    await fillBasket(partner.id, [{ type: "products", id: expressProduct, quantity: 1 }])
    const placed = await post("/orders", { ...partner.auth, "accept-language": "fr" }, orderBody())
    expect(placed.status).toBe(201)
    const id = Number(placed.body.data.id)
    // a line as an order of a product since withdrawn has it: an id the catalogue does not hold
    await api.handle.db
      .update(orderLines)
      .set({ itemId: "WITHDRAWN-1", name: "Four mixte retiré" })
      .where(eq(orderLines.orderId, id))
    const german = await api.json(`/orders/${id}`, { headers: { ...partner.auth, "accept-language": "de" } })
    const line = german.body.included.find((resource: { type: string }) => resource.type === "order-lines")
    expect(line.attributes).toMatchObject({ item_id: "WITHDRAWN-1", name: "Four mixte retiré" })
  })
})
