import { eq, inArray, sql } from "drizzle-orm"
import { describe, expect, test, vi } from "vitest"

import { clients, products } from "../../api/db/schema"
import { viewerOfClient } from "../../api/modules/accounts/viewers.service"
import { partnerData } from "../../api/modules/catalog/partner-prices"
import { productResource, promoIds } from "../../api/modules/catalog/product-resource"
import { setupTestApi } from "../support/api"

const api = setupTestApi()
const get = (path: string, locale = "en") => api.json(path, { locale })

async function firstId(query: string): Promise<string> {
  const result = await api.handle.db.execute(sql.raw(query))
  return String((result as { rows: Record<string, unknown>[] }).rows[0]!.id)
}

describe("GET /products", () => {
  test("answers a page of 6 by default with JSON:API pagination", async () => {
    const { status, body } = await get("/products")
    expect(status).toBe(200)
    expect(body.data).toHaveLength(6)
    expect(body.data[0]).toMatchObject({ type: "products", attributes: { name: expect.any(String) } })
    expect(body.meta.pagination).toMatchObject({ count: 6, per_page: 6, current_page: 1 })
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(1500)
  })

  test("filters by category, range and subrange, family, subfamily and line", async () => {
    const subrange = await firstId("select id from menu_items where kind = 'subrange' order by id limit 1")
    const { body } = await get(
      `/products?filter[products.product_subrange_id][value]=${subrange}&page[size]=100`,
    )
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((p: any) => String(p.attributes.product_subrange_id) === subrange)).toBe(true)
    const line = await firstId("select id from menu_items where kind = 'line' order by id limit 1")
    const family = await firstId(
      "select product_family_id as id from products where product_line_id is not null limit 1",
    )
    const both = await get(
      `/products?filter[products.product_line_id][value]=${line}&filter[products.product_family_id][value]=${family}&page[size]=100`,
    )
    expect(
      both.body.data.every(
        (p: any) =>
          String(p.attributes.product_line_id) === line && String(p.attributes.product_family_id) === family,
      ),
    ).toBe(true)
  })

  test("filters by EPREL class, list kind, ids and the old flag, with whitespace stripped", async () => {
    const eprel = await get("/products?filter[products.eprel_class][value]= a , b &page[size]=100")
    expect(eprel.status).toBe(200)
    expect(eprel.body.data.length).toBeGreaterThan(0)
    expect(eprel.body.data.every((p: any) => ["A", "B"].includes(p.attributes.eprel_class))).toBe(true)
    const fresh = await get("/products?filter[product_filter][0][value]=new&page[size]=100")
    expect(fresh.body.data.every((p: any) => p.attributes.is_new)).toBe(true)
    const notOld = await get("/products?filter[products.is_old][value]=0&page[size]=100")
    expect(notOld.body.data.every((p: any) => !p.attributes.is_old)).toBe(true)
    const ids = fresh.body.data.slice(0, 2).map((p: any) => p.id)
    const byIds = await get(
      `/products?filter[products.id][value]=${ids.join(" , ")}&filter[products.id][op]=in`,
    )
    expect(byIds.body.data.map((p: any) => p.id).sort()).toEqual([...ids].sort())
    const hitParade = await get("/products?filter[product_filter][0][value]=hit-parade&page[size]=5")
    const ranks = hitParade.body.data.map((p: any) => p.attributes.hit_parade_rank)
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b))
  })

  test("highlighted products are capped at 10", async () => {
    const { body } = await get("/products?filter[products.is_highlighted][value]=1&page[size]=50")
    expect(body.data.length).toBeLessThanOrEqual(10)
    expect(body.data.every((p: any) => p.attributes.is_highlighted)).toBe(true)
  })

  test("declined kid articles come as an unpaginated list; includedProducts adds a parent's kids", async () => {
    const parent = await get("/products?filter[product_filter][0][value]=declined&page[size]=1")
    const kidId = parent.body.data[0].id
    const parentId = parent.body.data[0].attributes.declined_parent_article_id
    const parentDoc = await get(`/products/${encodeURIComponent(parentId)}`)
    const kids = parentDoc.body.data.attributes.declined_kid_articles_id
    expect(kids).toContain(kidId)
    const list = await get(`/products?filter[products.declined_kid_articles_id][value]=${kids.join(",")}`)
    expect(list.body.meta).toBeUndefined()
    expect(list.body.data.map((p: any) => p.id).sort()).toEqual([...kids].sort())
    const withKids = await get(
      `/products?filter[products.id][value]=${encodeURIComponent(parentId)}&include[]=includedProducts`,
    )
    expect(withKids.body.included.map((p: any) => p.id).sort()).toEqual([...kids].sort())
  })

  test.each([
    ["page[number]=999999", 200],
    ["page[size]=0", 422],
    ["page[size]=-5", 422],
    ["page[size]=100000", 422],
    ["page[size]=abc", 422],
    ["page[number]=0", 422],
    ["sort=name", 422],
    ["filter[unknown]=1", 422],
    ["filter[products.product_category_id][value]=abc", 422],
    ["filter[products.product_category_id][value]=1%20OR%201=1", 422],
    ["filter[products.id][value]=x'%20or%20'1'='1", 422],
    ["filter[products.id][op]=like&filter[products.id][value]=A", 422],
    ["filter[product_filter][0][value]=drop%20table", 422],
    ["filter[product_filter][0][value]=new&filter[product_filter][0][op]=gt", 422],
    ["filter[products.eprel_class][value]=Z", 422],
    ["filter[price][min]=500&filter[price][max]=100", 422],
  ])("bad input %s answers %i with the parameter named, never 500", async (query, status) => {
    const response = await get(`/products?${query}`)
    expect(response.status).toBe(status)
    if (status === 422) {
      expect(response.body.message).toBeTruthy()
      expect(Object.keys(response.body.errors).length).toBeGreaterThan(0)
    } else {
      expect(response.body.data).toEqual([])
    }
  })
})

describe("visitors never receive a price or stock", () => {
  test.each([
    "/products?page[size]=100",
    "/products?filter[product_filter][0][value]=declined&page[size]=20",
    "/products?filter[products.is_highlighted][value]=1",
    "/product-filters/4/relationships/products",
    "/product-filters/4/relationships/products/cached?page[size]=3&sort=random",
    "/search?query=oven",
  ])("%s", async (path) => {
    const { status, body } = await get(path)
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(0)
    for (const product of [...body.data, ...(body.included ?? [])]) {
      expect(product.attributes.price).toBeNull()
      expect(product.attributes.availability).toBeNull()
    }
  })

  test("in product details with every include", async () => {
    const list = await get("/products?page[size]=1")
    const { body } = await get(
      `/products/${encodeURIComponent(list.body.data[0].id)}?include[]=similar&include[]=accessories&include[]=options&include[]=replacement&include[]=metatag`,
    )
    expect(body.data.attributes.price).toBeNull()
    for (const item of body.included.filter((entry: any) => entry.type === "products"))
      expect(item.attributes.price).toBeNull()
  })

  test("in spare-part search, and stock calls are refused", async () => {
    const { body } = await get("/search/spare-parts?query=R01000")
    expect(body.data.length).toBeGreaterThan(0)
    for (const part of body.data) expect(part.attributes).toMatchObject({ price: null, availability: null })
    const stock = await api.request("/products/stock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ id: body.data[0].id, type: "spare-parts" }] }),
    })
    expect(stock.status).toBe(401)
  })

  test("price filters and price sorts do not shape a visitor's list", async () => {
    const plain = await get("/products?page[size]=20")
    const filtered = await get(
      "/products?page[size]=20&filter[price][min]=1&filter[price][max]=2&sort=-price",
    )
    expect(filtered.body.data.map((p: any) => p.id)).toEqual(plain.body.data.map((p: any) => p.id))
    expect((await get("/products/max-price")).body.data.attributes.max_price).toBeNull()
  })
})

describe("GET /products/{id}", () => {
  test("answers the product with its relations; an unknown id is a 404", async () => {
    const id = await firstId(
      "select product_id as id from product_relations where kind = 'accessory' limit 1",
    )
    const { status, body } = await get(
      `/products/${encodeURIComponent(id)}?include[]=accessories&accessoriesLimit=1&include[]=metatag`,
    )
    expect(status).toBe(200)
    expect(body.data.relationships.accessories.data).toHaveLength(1)
    expect(body.included.some((item: any) => item.type === "meta-tags")).toBe(true)
    expect((await get("/products/NOPE-123")).status).toBe(404)
    expect((await get("/products/%3Cscript%3E")).status).toBe(422)
  })
})

describe("search (SEARCH-4, SEARCH-5)", () => {
  // a word of each language's own product vocabulary
  test.each([
    ["en", "fryer"],
    ["fr", "friteuse"],
    ["nl", "friteuse"],
    ["de", "Fritteuse"],
    ["it", "friggitrice"],
    ["es", "freidora"],
  ])("in %s finds products by the word %s with that language's dictionary", async (locale, word) => {
    const { status, body } = await get(`/search?query=${encodeURIComponent(word)}`, locale)
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data[0].attributes.name.toLowerCase()).toContain(word.toLowerCase().slice(0, 5))
  })

  test("finds a product by part of its id and by a one-letter typo", async () => {
    const id = await firstId("select id from products where id not like '%-D%' order by id limit 1")
    const partial = await get(`/search?query=${encodeURIComponent(id.slice(0, 5))}`)
    expect(partial.body.data.map((p: any) => p.id)).toContain(id)
    const typo = await get("/search?query=fryerr")
    expect(typo.body.data.length).toBeGreaterThan(0)
    expect(typo.body.data[0].attributes.name).toMatch(/fryer/i)
  })

  test("finds spare parts by their own ids; a query under 2 characters is a 422", async () => {
    const id = await firstId("select id from spare_parts order by id limit 1")
    const { body } = await get(`/search/spare-parts?query=${id}`)
    expect(body.data[0].id).toBe(id)
    expect((await get("/search?query=a")).status).toBe(422)
    const injection = await get(`/search?query=${encodeURIComponent("oven' ); drop table products; --")}`)
    expect(injection.status).toBe(200)
  })
})

describe("lists by kind and the clearance menu", () => {
  test("product-filters lists the four kinds in the request's language", async () => {
    const { body } = await get("/product-filters", "fr")
    expect(body.data.map((item: any) => item.attributes.key)).toEqual([
      "new",
      "good-deals",
      "hit-parade",
      "promo",
    ])
    expect(body.data[0].attributes.name).not.toBe("New products")
  })

  test("a random sample of 3 promo products", async () => {
    const { body } = await get("/product-filters/4/relationships/products/cached?page[size]=3&sort=random")
    expect(body.data).toHaveLength(3)
    expect(body.data.every((p: any) => p.attributes.is_promo)).toBe(true)
  })

  test("the declined menu tree only holds items with clearance articles", async () => {
    const { body } = await get("/declined-menu-tree")
    expect(body.data.attributes.tree.length).toBeGreaterThan(0)
    const categories = await get("/menu-trees")
    expect(body.included.length).toBeLessThan(categories.body.included.length)
  })
})

describe("product details includes", () => {
  test("spare parts and technical documents, and a document downloads as a real PDF", async () => {
    const id = await firstId("select product_id as id from technical_documents limit 1")
    const { body } = await get(
      `/products/${encodeURIComponent(id)}?include[]=spare-parts&include[]=technical-documents`,
    )
    expect(body.data.relationships["technical-documents"].data.length).toBeGreaterThan(0)
    const doc = body.included.find((item: any) => item.type === "technical-documents")
    expect(doc.attributes).toMatchObject({
      type: expect.any(String),
      name: expect.stringMatching(/\.pdf$/),
      size: expect.any(Number),
      language: expect.any(String),
    })
    const parts = body.included.filter((item: any) => item.type === "spare-parts")
    for (const part of parts) expect(part.attributes.price).toBeNull()
    const file = await api.request(doc.attributes.url.replace(/^\/api/, ""))
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    const bytes = Buffer.from(await file.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
    expect(bytes.length).toBe(doc.attributes.size)
    expect((await api.request("/technical-documents/999999/file")).status).toBe(404)
  })
})

describe("clearance button and news", () => {
  test("the clearance summary counts articles in stock and gives visitors no price", async () => {
    const { status, body } = await get("/products/clearance-summary")
    expect(status).toBe(200)
    expect(body.data.attributes.articles_in_stock).toBeGreaterThan(0)
    expect(body.data.attributes.lowest_price).toBeNull()
  })

  test("highlighted news are capped at 10, newest first, in the request's language", async () => {
    const { body } = await get("/pages/news?filter[news.is_highlighted][value]=1", "nl")
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.length).toBeLessThanOrEqual(10)
    expect(body.data.every((item: any) => item.attributes.is_highlighted)).toBe(true)
    const dates = body.data.map((item: any) => item.attributes.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect((await get("/pages/news?page[size]=11")).status).toBe(422)
    // on PostgreSQL the test files share one database: the newest item may be one news.test.ts made
    // (body "Body"), so this asks only that the detail has a body
    const one = await get(`/pages/news/${body.data[0].id}`, "de")
    expect(one.body.data.attributes.body.length).toBeGreaterThan(0)
    expect((await get("/pages/news/999999")).status).toBe(404)
  })
})

describe("a partner's prices shape the list", () => {
  // the buyer has a 15 % discount: filters, sorts and the slider's ceiling use the price the cards show
  test("the price range filters the partner's own price (display), in euros", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const { status, body } = await api.json(
      "/products?page[size]=50&filter[price][min]=400&filter[price][max]=900",
      {
        headers: auth,
      },
    )
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(0)
    for (const product of body.data) {
      expect(product.attributes.price.display).toBeGreaterThanOrEqual(40_000)
      expect(product.attributes.price.display).toBeLessThanOrEqual(90_000)
    }
    // a product whose catalogue price is above the range but whose own price is inside it is listed
    expect(
      body.data.some(
        (product: { attributes: { price: { catalog: number } } }) =>
          product.attributes.price.catalog > 90_000,
      ),
    ).toBe(true)
  })

  test("sorting by price follows the partner's own price; the ceiling is the highest of them", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const sorted = await api.json("/products?page[size]=30&sort=-price", { headers: auth })
    const shown = sorted.body.data.map(
      (product: { attributes: { price: { display: number } } }) => product.attributes.price.display,
    )
    expect(shown).toEqual([...shown].sort((a: number, b: number) => b - a))
    const ceiling = await api.json("/products/max-price", { headers: auth })
    expect(ceiling.body.data.attributes.max_price).toBe(shown[0])
  })
})

describe("a page of products is one statement (decision 057)", () => {
  // the statements of this API's database client: the pool's (PostgreSQL) or PGlite's
  function statementsOf<T>(work: () => Promise<T>) {
    const client = (api.handle.db as unknown as { $client: { query: (text: unknown) => unknown } }).$client
    const spy = vi.spyOn(client, "query")
    return work()
      .then((result) => ({
        result,
        statements: spy.mock.calls.map(([query]) =>
          String(typeof query === "string" ? query : (query as { text: string }).text),
        ),
      }))
      .finally(() => spy.mockRestore())
  }

  // what the same products are with their rows read whole, in every language, and priced apart (prices,
  // stock and promotions each in a statement of their own): the reference the one-statement reads are held to
  async function readApart(ids: string[], locale: "de" | "en") {
    const db = api.handle.db
    const [buyer] = await db.select().from(clients).where(eq(clients.email, "buyer@partners.test"))
    const viewer = await viewerOfClient(db, buyer!.id)
    const rows = await db.select().from(products).where(inArray(products.id, ids))
    const [{ priceById, stockById }, promos] = await Promise.all([
      partnerData(db, ids, viewer),
      promoIds(db, ids),
    ])
    return new Map(
      rows.map((row) => [
        row.id,
        productResource(row, locale, {
          price: priceById.get(row.id) ?? null,
          availability: stockById.get(row.id) ?? null,
          isPromo: promos.has(row.id),
        }).attributes,
      ]),
    )
  }
  const readsPricesApart = (statements: string[]) =>
    statements.filter((text) => /\bfrom "(prices|stock)"/.test(text) && !/\bfrom "products"/.test(text))

  test("a partner's page reads its products with their prices, stock and promotions at once, as they are apart", async () => {
    const { auth } = await api.login("buyer@partners.test")
    for (const path of [
      "/products?filter[product_filter][0][value]=promo&page[size]=8",
      "/products?page[number]=3&page[size]=12&sort=-price",
    ]) {
      const { result: list, statements } = await statementsOf(() =>
        api.json(path, { locale: "de", headers: auth }),
      )
      expect(list.status).toBe(200)
      // the page and its total (which each process keeps a while), nothing after them
      const reading = (table: string) =>
        statements.filter((text) => new RegExp(`\\bfrom "${table}"`).test(text))
      expect(reading("products").length).toBeGreaterThanOrEqual(1)
      expect(reading("products").length).toBeLessThanOrEqual(2)
      expect(readsPricesApart(statements)).toEqual([])
      expect(list.body.data.length).toBeGreaterThan(0)
      const apart = await readApart(
        list.body.data.map((product: { id: string }) => product.id),
        "de",
      )
      for (const product of list.body.data) {
        expect(product.attributes).toEqual(apart.get(product.id))
        expect(product.attributes.price).toEqual(expect.objectContaining({ currency: "EUR" }))
        expect(product.attributes.availability).toEqual(
          expect.objectContaining({ total: expect.any(Number) }),
        )
      }
      if (path.includes("promo"))
        expect(list.body.data.every((product: any) => product.attributes.is_promo)).toBe(true)
    }
  })

  test("a partner's product page reads the product and each kind of related product in one statement", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const id = await firstId(
      "select product_id as id from product_relations group by product_id having count(distinct kind) = 3 limit 1",
    )
    const { result: page, statements } = await statementsOf(() =>
      api.json(
        `/products/${encodeURIComponent(id)}?include[]=accessories&include[]=options&include[]=similar&include[]=replacement`,
        { locale: "de", headers: auth },
      ),
    )
    expect(page.status).toBe(200)
    expect(readsPricesApart(statements)).toEqual([])
    const related = page.body.included.filter((item: { type: string }) => item.type === "products")
    for (const kind of ["accessories", "options", "similar"])
      expect(page.body.data.relationships[kind].data.length).toBeGreaterThan(0)
    const apart = await readApart([id, ...related.map((item: { id: string }) => item.id)], "de")
    expect(page.body.data.attributes).toEqual(apart.get(id))
    for (const item of related) expect(item.attributes).toEqual(apart.get(item.id))
  })

  test("a partner's product page gives its replacement, read and priced as list pages read theirs", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const id = await firstId("select id from products where replacement_product_id is not null limit 1")
    const [row] = await api.handle.db.select().from(products).where(eq(products.id, id))
    const page = await api.json(`/products/${encodeURIComponent(id)}?include[]=replacement`, {
      locale: "de",
      headers: auth,
    })
    expect(page.status).toBe(200)
    expect(page.body.data.relationships.replacement.data).toEqual([
      { type: "products", id: row!.replacementProductId },
    ])
    const [replacement] = page.body.included
    const apart = await readApart([row!.replacementProductId!], "de")
    expect(replacement.attributes).toEqual(apart.get(row!.replacementProductId!))
    expect(replacement.attributes.price).toEqual(expect.objectContaining({ currency: "EUR" }))
  })

  test("a parent's clearance articles are read with their prices and stock in one statement", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const parentId = await firstId(
      "select declined_parent_article_id as id from products where declined_parent_article_id is not null limit 1",
    )
    const { result: list, statements } = await statementsOf(() =>
      api.json(
        `/products?filter[products.id][value]=${encodeURIComponent(parentId)}&include[]=includedProducts`,
        { locale: "de", headers: auth },
      ),
    )
    expect(list.status).toBe(200)
    expect(readsPricesApart(statements)).toEqual([])
    const kids = list.body.included
    expect(kids.length).toBeGreaterThan(0)
    expect(kids.map((kid: { id: string }) => kid.id).sort()).toEqual(
      [...list.body.data[0].attributes.declined_kid_articles_id].sort(),
    )
    const apart = await readApart(
      kids.map((kid: { id: string }) => kid.id),
      "de",
    )
    for (const kid of kids) {
      expect(kid.attributes).toEqual(apart.get(kid.id))
      expect(kid.attributes.declined_parent_article_id).toBe(parentId)
      expect(kid.attributes.availability).toEqual(expect.objectContaining({ total: expect.any(Number) }))
    }
  })

  test("a partner's search reads its page of products with their prices and stock, in rank order", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const { result: found, statements } = await statementsOf(() =>
      api.json("/search?query=oven&page[size]=8", { locale: "de", headers: auth }),
    )
    expect(found.status).toBe(200)
    expect(readsPricesApart(statements)).toEqual([])
    expect(found.body.data.length).toBeGreaterThan(1)
    const visitor = await get("/search?query=oven&page[size]=8", "de")
    // the same products in the same order as a visitor's search, which ranks without prices
    expect(found.body.data.map((product: { id: string }) => product.id)).toEqual(
      visitor.body.data.map((product: { id: string }) => product.id),
    )
    const apart = await readApart(
      found.body.data.map((product: { id: string }) => product.id),
      "de",
    )
    for (const product of found.body.data) expect(product.attributes).toEqual(apart.get(product.id))
  })

  test("texts come in the request's language, or in English where it has none; visitors get no price or stock", async () => {
    const page = await get("/products?page[size]=3", "de")
    const [first] = page.body.data
    expect(first.attributes.price).toBeNull()
    expect(first.attributes.availability).toBeNull()
    const german = await get(`/products/${encodeURIComponent(first.id)}`, "de")
    expect(first.attributes).toEqual(german.body.data.attributes)
    // a product whose pop-up text has no German: the English one, as on the product's own page
    await api.handle.db.execute(
      sql`update products set popup_info = jsonb_build_object('en', 'Only in English') where id = ${first.id}`,
    )
    const { auth } = await api.login("buyer@partners.test")
    const again = await api.json("/products?page[size]=3", { locale: "de", headers: auth })
    const same = again.body.data.find((product: { id: string }) => product.id === first.id)
    expect(same.attributes.popup_info).toBe("Only in English")
    expect(same.attributes.name).toBe(first.attributes.name)
  })
})
