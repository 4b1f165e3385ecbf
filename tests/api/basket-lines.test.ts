import { beforeAll, describe, expect, test, vi } from "vitest"

import { setupTestApi } from "../support/api"
import { seededCatalogueItems } from "../support/catalogue"

// POST /basket/lines and POST /wishlist/lines: the person's intent for one line, the list's rules
// (BASKET-3 to BASKET-6) applied by the API; meta.outcome says what happened.

const api = setupTestApi()
const JSON_TYPE = { "content-type": "application/json" }

const change = (path: "/basket/lines" | "/wishlist/lines", headers: HeadersInit, body: unknown) =>
  api.json(path, { method: "POST", headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body) })
const basketLine = (auth: HeadersInit, body: unknown) => change("/basket/lines", auth, body)

type Included = { type: string; attributes: { item_id: string; qty: number } }
const quantities = (body: { included: Included[] }) =>
  body.included
    .filter((item) => item.type.endsWith("-lines"))
    .map((line) => [line.attributes.item_id, line.attributes.qty])

let plain: string[] = []
let sparePart = ""
let replaced = { id: "", replacementId: "", limit: 0 }

beforeAll(async () => {
  ;({ plain, sparePart, replaced } = await seededCatalogueItems(api.handle.db, 2))
})

describe("one basket line", () => {
  test("add appends (quantity 1 by default), then the same quantity is a duplicate and another updates", async () => {
    const { auth } = await api.createPartner()
    const added = await basketLine(auth, { intent: "add", id: plain[0], type: "products" })
    expect(added.status).toBe(200)
    expect(added.body.meta.outcome).toEqual({
      code: "added",
      item_id: plain[0],
      type: "products",
      quantity: 1,
    })
    expect(added.body.meta.warnings).toEqual([])
    await basketLine(auth, { intent: "add", id: plain[1], type: "products", quantity: 2 })

    const duplicate = await basketLine(auth, { intent: "add", id: plain[0], type: "products", quantity: 1 })
    expect(duplicate.body.meta.outcome).toMatchObject({ code: "duplicate", quantity: 1 })
    const updated = await basketLine(auth, { intent: "add", id: plain[0], type: "products", quantity: 4 })
    expect(updated.body.meta.outcome).toMatchObject({ code: "updated", quantity: 4 })
    // the line keeps its place
    expect(quantities(updated.body)).toEqual([
      [plain[0], 4],
      [plain[1], 2],
    ])
    expect(updated.body.data.attributes.count).toBe(2)
  })

  test("the answer is the basket a GET reads back, priced from the items as read to check the change", async () => {
    const { auth } = await api.createPartner()
    await basketLine(auth, { intent: "add", id: plain[0], type: "products", quantity: 2 })
    await basketLine(auth, { intent: "add", id: plain[1], type: "products", quantity: 1 })
    // the statements of this API's database client outside transactions: the pool's (PostgreSQL) or
    // PGlite's. The change is checked and stored in a transaction of its own connection; its answer is
    // priced after it, from the rows, prices and stock that transaction read (decision 062): nothing more
    const client = (api.handle.db as unknown as { $client: { query: (text: unknown) => unknown } }).$client
    const spy = vi.spyOn(client, "query")
    let statements: string[]
    let changed: Awaited<ReturnType<typeof basketLine>>
    try {
      changed = await basketLine(auth, { intent: "add", id: replaced.id, type: "products", quantity: 1 })
      statements = spy.mock.calls.map(([query]) =>
        String(typeof query === "string" ? query : (query as { text: string }).text),
      )
    } finally {
      spy.mockRestore()
    }
    expect(changed.status).toBe(200)
    const reading = (table: string) =>
      statements.filter((text) => new RegExp(`\\bfrom "${table}"`).test(text)).length
    expect(reading("products")).toBe(0)
    expect(reading("stock")).toBe(0)
    expect(reading("prices")).toBe(0)
    const get = await api.json("/basket", { headers: auth })
    expect(changed.body.data).toEqual(get.body.data)
    const byId = (items: { type: string; id: string }[]) =>
      [...items].sort((a, b) => `${a.type}:${a.id}`.localeCompare(`${b.type}:${b.id}`))
    expect(byId(changed.body.included)).toEqual(byId(get.body.included))
    expect(quantities(changed.body)).toEqual([
      [plain[0], 2],
      [plain[1], 1],
      [replaced.id, 1],
    ])
  })

  test("update, increase and decrease (clamped at 1), a quantity below 1 counts as 1, then remove", async () => {
    const { auth } = await api.createPartner()
    await basketLine(auth, { intent: "add", id: plain[0], type: "products", quantity: 2 })
    const outcome = async (body: object) =>
      (await basketLine(auth, { id: plain[0], type: "products", ...body })).body.meta.outcome
    expect(await outcome({ intent: "update", quantity: 6 })).toMatchObject({ code: "updated", quantity: 6 })
    expect(await outcome({ intent: "increase" })).toMatchObject({ code: "updated", quantity: 7 })
    expect(await outcome({ intent: "update", quantity: 0 })).toMatchObject({ code: "updated", quantity: 1 })
    expect(await outcome({ intent: "decrease" })).toMatchObject({ code: "updated", quantity: 1 })
    expect(await outcome({ intent: "update", id: plain[1], quantity: 3 })).toMatchObject({
      code: "not_in_list",
      quantity: null,
    })
    const removed = await basketLine(auth, { intent: "remove", id: plain[0], type: "products" })
    expect(removed.body.meta.outcome).toMatchObject({ code: "removed", quantity: null })
    expect(removed.body.data.attributes.count).toBe(0)
  })

  test("a spare part already in the basket is refused; spare parts need the spare_parts role", async () => {
    const { auth } = await api.createPartner()
    await basketLine(auth, { intent: "add", id: sparePart, type: "spare-parts" })
    const again = await basketLine(auth, { intent: "add", id: sparePart, type: "spare-parts", quantity: 3 })
    expect(again.status).toBe(200)
    expect(again.body.meta.outcome).toMatchObject({ code: "spare_part_already_added", quantity: 1 })

    const noParts = await api.createPartner([1, 2, 3])
    const refused = await basketLine(noParts.auth, { intent: "add", id: sparePart, type: "spare-parts" })
    expect(refused.status).toBe(403)
  })

  test("the replacement rule lowers the quantity and warns", async () => {
    const { auth } = await api.createPartner()
    const { body } = await basketLine(auth, {
      intent: "add",
      id: replaced.id,
      type: "products",
      quantity: replaced.limit + 5,
    })
    expect(body.meta.outcome).toMatchObject({ code: "added", quantity: replaced.limit })
    expect(body.meta.warnings).toEqual([
      {
        code: "replacement_limit",
        item_id: replaced.id,
        replacement_id: replaced.replacementId,
        max_order_quantity: replaced.limit,
      },
    ])
  })

  test("bad input answers 422 by field: quantity, an unknown item, an unknown intent", async () => {
    const { auth } = await api.createPartner()
    const tooMany = await basketLine(auth, {
      intent: "update",
      id: plain[0],
      type: "products",
      quantity: 1000,
    })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors.quantity[0]).toMatch(/at most 999/)
    const fraction = await basketLine(auth, { intent: "add", id: plain[0], type: "products", quantity: 1.5 })
    expect(Object.keys(fraction.body.errors)).toEqual(["quantity"])

    await basketLine(auth, { intent: "add", id: plain[0], type: "products", quantity: 999 })
    const beyond = await basketLine(auth, { intent: "increase", id: plain[0], type: "products" })
    expect(beyond.status).toBe(422)
    expect(beyond.body.errors.quantity[0]).toMatch(/at most 999/)

    const unknown = await basketLine(auth, { intent: "add", id: "NO-SUCH-ITEM", type: "products" })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.id[0]).toMatch(/does not exist/)

    const intent = await basketLine(auth, { intent: "double", id: plain[0], type: "products" })
    expect(intent.status).toBe(422)
    expect(Object.keys(intent.body.errors)).toEqual(["intent"])
  })

  test("another partner's basket is never touched; without the basket role 403", async () => {
    const first = await api.createPartner()
    const second = await api.createPartner()
    await basketLine(first.auth, { intent: "add", id: plain[0], type: "products", quantity: 3 })
    const other = await basketLine(second.auth, { intent: "remove", id: plain[0], type: "products" })
    expect(other.body.data.id).toBe(String(second.id))
    expect((await api.json("/basket", { headers: first.auth })).body.data.attributes.count).toBe(1)

    const viewer = await api.createPartner([2])
    expect((await basketLine(viewer.auth, { intent: "add", id: plain[0], type: "products" })).status).toBe(
      403,
    )
  })
})

describe("one wishlist line", () => {
  test("a visitor's key holds the line; rules as the basket's, without the replacement limit", async () => {
    const key = { "x-wishlist-key": crypto.randomUUID() }
    const added = await change("/wishlist/lines", key, {
      intent: "add",
      id: replaced.id,
      type: "products",
      quantity: replaced.limit + 5,
    })
    expect(added.status).toBe(200)
    expect(added.body.meta.outcome).toMatchObject({ code: "added", quantity: replaced.limit + 5 })
    const duplicate = await change("/wishlist/lines", key, {
      intent: "add",
      id: replaced.id,
      type: "products",
      quantity: replaced.limit + 5,
    })
    expect(duplicate.body.meta.outcome.code).toBe("duplicate")
    await change("/wishlist/lines", key, { intent: "add", id: sparePart, type: "spare-parts" })
    const part = await change("/wishlist/lines", key, { intent: "add", id: sparePart, type: "spare-parts" })
    expect(part.body.meta.outcome.code).toBe("spare_part_already_added")
    const decreased = await change("/wishlist/lines", key, {
      intent: "decrease",
      id: replaced.id,
      type: "products",
    })
    expect(quantities(decreased.body)).toEqual([
      [replaced.id, replaced.limit + 4],
      [sparePart, 1],
    ])
  })

  test("without a key 422 errors.key; a partner's own wishlist is theirs alone", async () => {
    const missing = await change("/wishlist/lines", {}, { intent: "add", id: plain[0], type: "products" })
    expect(missing.status).toBe(422)
    expect(missing.body.errors.key).toBeDefined()

    const first = await api.createPartner([2])
    const second = await api.createPartner([2])
    await change("/wishlist/lines", first.auth, {
      intent: "add",
      id: plain[0],
      type: "products",
      quantity: 2,
    })
    const other = await change("/wishlist/lines", second.auth, {
      intent: "increase",
      id: plain[0],
      type: "products",
    })
    expect(other.body.meta.outcome.code).toBe("not_in_list")
    const own = await api.json("/wishlist", { headers: first.auth })
    expect(quantities(own.body)).toEqual([[plain[0], 2]])
  })
})
