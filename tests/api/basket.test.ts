import { beforeAll, describe, expect, test, vi } from "vitest"

import { readBasketLines, replaceBasket } from "../../api/modules/basket/basket.service"
import { setupTestApi } from "../support/api"
import { seededCatalogueItems } from "../support/catalogue"

const api = setupTestApi()
const JSON_TYPE = { "content-type": "application/json" }

const putBasket = (auth: HeadersInit, items: unknown) =>
  api.json("/basket", {
    method: "PUT",
    headers: { ...JSON_TYPE, ...auth },
    body: JSON.stringify({ items }),
  })

// catalogue items found in the seeded data
let plain: string[] = []
let sparePart = ""
let replaced: { id: string; replacementId: string; limit: number } = { id: "", replacementId: "", limit: 0 }

beforeAll(async () => {
  ;({ plain, sparePart, replaced } = await seededCatalogueItems(api.handle.db, 3))
})

describe("basket", () => {
  test("without the basket role the basket answers 403 forbidden; without a token 401", async () => {
    const viewer = await api.createPartner([2])
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await api.json("/basket", {
        method,
        headers: { ...JSON_TYPE, ...viewer.auth },
        body: method === "PUT" ? JSON.stringify({ items: [] }) : undefined,
      })
      expect(response.status).toBe(403)
      expect(response.body.error).toBe("forbidden")
    }
    expect((await api.json("/basket")).status).toBe(401)
  })

  test("an empty basket is a document with no lines and zero totals", async () => {
    const { auth } = await api.createPartner()
    const { status, body } = await api.json("/basket", { headers: auth })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      type: "baskets",
      attributes: { count: 0, net: 0, total: 0, currency: "EUR" },
    })
    expect(body.data.relationships.lines.data).toEqual([])
    expect(body.included).toEqual([])
  })

  test("PUT stores the lines priced with VAT, keeps first-add order, and includes the products", async () => {
    const { auth } = await api.createPartner()
    await putBasket(auth, [{ id: plain[0], type: "products", quantity: 2 }])
    const { status, body } = await putBasket(auth, [
      { id: plain[1], type: "products", quantity: 1 },
      { id: plain[0], type: "products", quantity: 3 },
    ])
    expect(status).toBe(200)
    const lines = body.included.filter((item: { type: string }) => item.type === "basket-lines")
    // plain[0] was added first: it stays first although the payload lists it second
    expect(lines.map((line: { attributes: { item_id: string } }) => line.attributes.item_id)).toEqual([
      plain[0],
      plain[1],
    ])
    expect(lines[0].attributes.qty).toBe(3)
    expect(lines[0].attributes.line_total).toBe(lines[0].attributes.unit_price * 3)
    const a = body.data.attributes
    expect(a.net).toBe(
      lines.reduce(
        (sum: number, line: { attributes: { line_total: number } }) => sum + line.attributes.line_total,
        0,
      ),
    )
    expect(a.vat).toBe(Math.round(((a.net + a.product_tax + a.additional_tax) * 2100) / 10_000))
    expect(a.total).toBe(a.net + a.product_tax + a.additional_tax + a.vat)
    const productIds = body.included
      .filter((item: { type: string }) => item.type === "products")
      .map((p: { id: string }) => p.id)
    expect(productIds.sort()).toEqual([plain[0], plain[1]].sort())
  })

  test("PUT answers the document a GET reads back: lines, order, totals and included items", async () => {
    // the answer is built from the lines as stored, without reading them again (decision 054)
    const { auth } = await api.createPartner()
    await putBasket(auth, [
      { id: plain[2], type: "products", quantity: 1 },
      { id: sparePart, type: "spare-parts", quantity: 2 },
    ])
    const put = await putBasket(auth, [
      { id: plain[0], type: "products", quantity: 4 },
      { id: sparePart, type: "spare-parts", quantity: 5 },
      { id: plain[1], type: "products", quantity: 1 },
      { id: plain[2], type: "products", quantity: 2 },
    ])
    expect(put.status).toBe(200)
    const get = await api.json("/basket", { headers: auth })
    const byId = (items: { type: string; id: string }[]) =>
      [...items].sort((a, b) => `${a.type}:${a.id}`.localeCompare(`${b.type}:${b.id}`))
    expect(put.body.data).toEqual(get.body.data)
    expect(put.body.data.relationships.lines.data.map((line: { id: string }) => line.id)).toEqual([
      `products:${plain[2]}`,
      `spare-parts:${sparePart}`,
      `products:${plain[0]}`,
      `products:${plain[1]}`,
    ])
    expect(byId(put.body.included)).toEqual(byId(get.body.included))
    expect(put.body.included.filter((item: { type: string }) => item.type !== "basket-lines")).toHaveLength(4)
  })

  test("bad quantities, unknown items and a product twice answer 422 per item field", async () => {
    const { auth } = await api.createPartner()
    const { status, body } = await putBasket(auth, [
      { id: plain[0], type: "products", quantity: 0 },
      { id: plain[1], type: "products", quantity: 1.5 },
      { id: plain[2], type: "products", quantity: 1000 },
    ])
    expect(status).toBe(422)
    expect(Object.keys(body.errors).sort()).toEqual([
      "items.0.quantity",
      "items.1.quantity",
      "items.2.quantity",
    ])
    expect(body.errors["items.0.quantity"][0]).toMatch(/at least 1/)

    const unknown = await putBasket(auth, [{ id: "NO-SUCH-ITEM", type: "products", quantity: 1 }])
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors["items.0.id"][0]).toMatch(/does not exist/)

    const twice = await putBasket(auth, [
      { id: plain[0], type: "products", quantity: 1 },
      { id: plain[0], type: "products", quantity: 2 },
    ])
    expect(twice.status).toBe(422)
    expect(twice.body.errors["items.1.id"][0]).toMatch(/duplicated/)

    const malformed = await api.json("/basket", {
      method: "PUT",
      headers: { ...JSON_TYPE, ...auth },
      body: "{",
    })
    expect(malformed.status).toBe(422)
  })

  test("a spare part twice is refused with its message; spare parts need the spare_parts role (BASKET-5)", async () => {
    const { auth } = await api.createPartner()
    const twice = await putBasket(auth, [
      { id: sparePart, type: "spare-parts", quantity: 1 },
      { id: sparePart, type: "spare-parts", quantity: 1 },
    ])
    expect(twice.status).toBe(422)
    expect(twice.body.errors["items.1.id"][0]).toBe("This spare part is already in your basket or wishlist.")

    const ok = await putBasket(auth, [{ id: sparePart, type: "spare-parts", quantity: 2 }])
    expect(ok.status).toBe(200)
    expect(
      ok.body.included.some(
        (item: { type: string; id: string }) => item.type === "spare-parts" && item.id === sparePart,
      ),
    ).toBe(true)

    const noParts = await api.createPartner([1, 2, 3])
    const refused = await putBasket(noParts.auth, [{ id: sparePart, type: "spare-parts", quantity: 1 }])
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe("forbidden")
  })

  test("PUT reads its items with their prices and stock in one statement, to check the lines and to price them (decisions 054, 062)", async () => {
    const { auth } = await api.createPartner()
    // the statements of this API's database client: the pool's (PostgreSQL) or PGlite's
    const client = (api.handle.db as unknown as { $client: { query: (text: unknown) => unknown } }).$client
    const spy = vi.spyOn(client, "query")
    try {
      const put = await putBasket(auth, [
        { id: replaced.id, type: "products", quantity: 1 },
        { id: plain[0], type: "products", quantity: 2 },
        { id: plain[1], type: "products", quantity: 3 },
      ])
      expect(put.status).toBe(200)
      // the answer is still priced, with stock: the rows checked are the rows priced
      const lines = put.body.included.filter((item: { type: string }) => item.type === "basket-lines")
      expect(lines).toHaveLength(3)
      for (const line of lines) expect(line.attributes.unit_price).toEqual(expect.any(Number))
      const replacedItem = put.body.included.find(
        (item: { type: string; id: string }) => item.type === "products" && item.id === replaced.id,
      )
      expect(replacedItem.attributes.availability.total).toBeGreaterThanOrEqual(1)
      const statements = spy.mock.calls.map(([query]) =>
        String(typeof query === "string" ? query : (query as { text: string }).text),
      )
      const reading = (table: string) =>
        statements.filter((text) => new RegExp(`\\bfrom "${table}"`).test(text)).length
      expect(reading("products")).toBe(1)
      expect(reading("stock")).toBe(1)
      expect(reading("prices")).toBe(1)
      // one statement for all three (decision 062)
      expect(statements.filter((text) => /\bfrom "(products|stock|prices)"/.test(text))).toHaveLength(1)
    } finally {
      spy.mockRestore()
    }
  })

  test("PUT answers, in the request's language, the basket that GET answers (decision 062)", async () => {
    const { auth } = await api.createPartner()
    for (const language of ["de", "fr", "en"]) {
      const headers = { ...auth, "accept-language": language }
      const put = await putBasket(headers, [
        { id: plain[0], type: "products", quantity: 2 },
        { id: plain[1], type: "products", quantity: 1 },
        { id: sparePart, type: "spare-parts", quantity: 4 },
      ])
      expect(put.status).toBe(200)
      const got = await api.json("/basket", { headers })
      expect(got.status).toBe(200)
      expect(put.body).toEqual(got.body)
    }
  })

  test("replacement rule: the quantity is lowered to the available total and a warning names the replacement", async () => {
    const { auth } = await api.createPartner()
    const { status, body } = await putBasket(auth, [
      { id: replaced.id, type: "products", quantity: replaced.limit + 5 },
    ])
    expect(status).toBe(200)
    expect(body.meta.warnings).toEqual([
      {
        code: "replacement_limit",
        item_id: replaced.id,
        replacement_id: replaced.replacementId,
        max_order_quantity: replaced.limit,
      },
    ])
    const line = body.included.find((item: { type: string }) => item.type === "basket-lines")
    expect(line.attributes.qty).toBe(replaced.limit)

    const within = await putBasket(auth, [{ id: replaced.id, type: "products", quantity: replaced.limit }])
    expect(within.body.meta).toBeUndefined()
  })

  test("DELETE empties the basket (204); an empty PUT does the same", async () => {
    const { auth, id } = await api.createPartner()
    await putBasket(auth, [{ id: plain[0], type: "products", quantity: 1 }])
    const response = await api.request("/basket", { method: "DELETE", headers: auth })
    expect(response.status).toBe(204)
    expect(await readBasketLines(api.handle.db, id)).toEqual([])
    await putBasket(auth, [{ id: plain[0], type: "products", quantity: 1 }])
    expect((await putBasket(auth, [])).body.data.attributes.count).toBe(0)
  })

  test("fields[baskets]=count answers only the number of lines and pieces", async () => {
    const { auth } = await api.createPartner()
    await putBasket(auth, [
      { id: plain[0], type: "products", quantity: 2 },
      { id: plain[1], type: "products", quantity: 3 },
    ])
    const { body } = await api.json("/basket?fields[baskets]=count", { headers: auth })
    expect(body).toEqual({
      data: { type: "baskets", id: expect.any(String), attributes: { count: 2, quantity: 5 } },
    })
    const key = crypto.randomUUID()
    const wishlist = await api.json("/wishlist?fields[wishlists]=count", {
      headers: { "x-wishlist-key": key },
    })
    expect(wishlist.body.data.attributes).toEqual({ count: 0, quantity: 0 })
  })

  test("a basket-role partner without a price role gets no prices or stock in the basket", async () => {
    const { auth } = await api.createPartner([3])
    const { status, body } = await putBasket(auth, [{ id: plain[0], type: "products", quantity: 2 }])
    expect(status).toBe(200)
    const line = body.included.find((item: { type: string }) => item.type === "basket-lines")
    expect(line.attributes.unit_price).toBeNull()
    const product = body.included.find((item: { type: string }) => item.type === "products")
    expect(product.attributes.price).toBeNull()
    expect(product.attributes.availability).toBeNull()
  })

  test("another partner never sees this basket", async () => {
    const first = await api.createPartner()
    const second = await api.createPartner()
    await putBasket(first.auth, [{ id: plain[0], type: "products", quantity: 4 }])
    const { body } = await api.json("/basket", { headers: second.auth })
    expect(body.data.attributes.count).toBe(0)
    expect(body.data.id).toBe(String(second.id))
  })

  test("the same basket written at once from many requests: every answer is 200 and one of them wins whole", async () => {
    // two tabs, a double click, a retry: on PostgreSQL these used to meet on the unique key (a 500)
    const { id, auth } = await api.createPartner()
    const submissions = Array.from({ length: 10 }, (_, index) => [
      { id: plain[index % 3], type: "products", quantity: index + 1 },
      { id: plain[(index + 1) % 3], type: "products", quantity: 1 },
    ])
    const answers = await Promise.all(submissions.map((items) => putBasket(auth, items)))
    expect(answers.map((answer) => answer.status)).toEqual(submissions.map(() => 200))
    const stored = await readBasketLines(api.handle.db, id)
    const asStored = (items: (typeof submissions)[number]) =>
      items.map((item) => `${item.id}×${item.quantity}`).sort()
    expect(submissions.map(asStored)).toContainEqual(
      stored.map((line) => `${line.itemId}×${line.quantity}`).sort(),
    )
  })

  test("replaceBasket and readBasketLines work inside another module's transaction", async () => {
    const { id } = await api.createPartner()
    await api.handle.db.transaction(async (tx) => {
      await replaceBasket(tx, id, [{ itemType: "products", itemId: plain[2]!, quantity: 5 }])
      expect(await readBasketLines(tx, id)).toEqual([{ itemType: "products", itemId: plain[2], quantity: 5 }])
    })
  })
})

describe("wishlist", () => {
  const visitorKey = () => crypto.randomUUID()
  const putWishlist = (headers: HeadersInit, items: unknown) =>
    api.json("/wishlist", {
      method: "PUT",
      headers: { ...JSON_TYPE, ...headers },
      body: JSON.stringify({ items }),
    })

  test("a visitor's wishlist lives under their key, without prices or stock", async () => {
    const key = visitorKey()
    const { status, body } = await putWishlist({ "x-wishlist-key": key }, [
      { id: plain[0], type: "products", quantity: 2 },
    ])
    expect(status).toBe(200)
    expect(body.data.attributes.count).toBe(1)
    const product = body.included.find((item: { type: string }) => item.type === "products")
    expect(product.attributes.price).toBeNull()
    expect(product.attributes.availability).toBeNull()

    const again = await api.json("/wishlist", { headers: { "x-wishlist-key": key } })
    expect(again.body.data.attributes.count).toBe(1)
    // another key, or none, sees nothing
    expect(
      (await api.json("/wishlist", { headers: { "x-wishlist-key": visitorKey() } })).body.data.attributes
        .count,
    ).toBe(0)
    expect((await api.json("/wishlist")).body.data.attributes.count).toBe(0)
  })

  test("the same wishlist written at once from many requests: every answer is 200", async () => {
    const key = visitorKey()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        putWishlist({ "x-wishlist-key": key }, [
          { id: plain[index % 3], type: "products", quantity: index + 1 },
        ]),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(
      (await api.json("/wishlist", { headers: { "x-wishlist-key": key } })).body.data.attributes.count,
    ).toBe(1)
  })

  test("a visitor without a valid key cannot store a wishlist; lines are deduplicated by id", async () => {
    expect((await putWishlist({}, [{ id: plain[0], type: "products", quantity: 1 }])).status).toBe(422)
    const bad = await putWishlist({ "x-wishlist-key": "not-a-uuid" }, [])
    expect(bad.status).toBe(422)
    expect(bad.body.errors.key).toBeDefined()
    const twice = await putWishlist({ "x-wishlist-key": visitorKey() }, [
      { id: sparePart, type: "spare-parts", quantity: 1 },
      { id: sparePart, type: "spare-parts", quantity: 3 },
    ])
    expect(twice.status).toBe(422)
    expect(twice.body.errors["items.1.id"][0]).toBe("This spare part is already in your basket or wishlist.")
  })

  test("at login the visitor's wishlist is merged into the partner's: one line per item, the larger quantity", async () => {
    const partner = await api.createPartner([2])
    await putWishlist(partner.auth, [
      { id: plain[0], type: "products", quantity: 5 },
      { id: plain[1], type: "products", quantity: 1 },
    ])
    const key = visitorKey()
    await putWishlist({ "x-wishlist-key": key }, [
      { id: plain[1], type: "products", quantity: 3 },
      { id: plain[2], type: "products", quantity: 1 },
    ])
    const { status, body } = await api.json("/wishlist/merge", {
      method: "POST",
      headers: { ...JSON_TYPE, ...partner.auth },
      body: JSON.stringify({ key }),
    })
    expect(status).toBe(200)
    const lines = body.included
      .filter((item: { type: string }) => item.type === "wishlist-lines")
      .map((line: { attributes: { item_id: string; qty: number } }) => [
        line.attributes.item_id,
        line.attributes.qty,
      ])
    expect(lines).toEqual([
      [plain[0], 5],
      [plain[1], 3],
      [plain[2], 1],
    ])
    // a partner with a price role sees prices in their own wishlist
    expect(
      body.included.find((item: { type: string }) => item.type === "products").attributes.price,
    ).not.toBeNull()
    // the visitor's list is gone
    expect(
      (await api.json("/wishlist", { headers: { "x-wishlist-key": key } })).body.data.attributes.count,
    ).toBe(0)
    // merging needs a partner
    const anonymous = await api.json("/wishlist/merge", {
      method: "POST",
      headers: JSON_TYPE,
      body: JSON.stringify({ key }),
    })
    expect(anonymous.status).toBe(401)
  })

  test("asking for an offer mails the wishlist to the provider and clears it; an empty wishlist is refused", async () => {
    const partner = await api.createPartner([2])
    await putWishlist(partner.auth, [{ id: plain[0], type: "products", quantity: 4 }])
    const before = api.sentMails.length
    const { status, body } = await api.json("/wishlist", { method: "POST", headers: partner.auth })
    expect(status).toBe(200)
    expect(body.meta.offer_requested).toBe(true)
    const mail = api.sentMails.slice(before).find((sent) => sent.to === "partners@belcater.example")
    expect(mail).toBeDefined()
    expect(mail!.text).toContain(`4 × ${plain[0]}`)
    expect(mail!.text).toContain(partner.email)
    expect(mail!.replyTo).toBe(partner.email)
    expect((await api.json("/wishlist", { headers: partner.auth })).body.data.attributes.count).toBe(0)

    const empty = await api.json("/wishlist", { method: "POST", headers: partner.auth })
    expect(empty.status).toBe(422)
    // visitors cannot ask for an offer
    expect((await api.json("/wishlist", { method: "POST" })).status).toBe(401)
  })

  test("the basket and wishlist paths are in the OpenAPI document", async () => {
    const { body } = await api.json("/openapi.json")
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(["/basket", "/wishlist", "/wishlist/merge"]),
    )
    expect(body.paths["/basket"].put).toBeDefined()
    expect(body.paths["/wishlist"].post).toBeDefined()
  })
})
