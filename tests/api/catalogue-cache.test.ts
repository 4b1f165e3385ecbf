import { sql } from "drizzle-orm"
import { afterEach, describe, expect, test, vi } from "vitest"

import { setupTestApi } from "../support/api"

// The list's filter choices come from one grouped query (decision 046), and the catalogue cache
// (api/lib/catalogue-cache.ts) shares three answers among partners who see the same prices.
const api = setupTestApi()

async function rows<T>(query: string): Promise<T[]> {
  const result = await api.handle.db.execute(sql.raw(query))
  return (result as { rows: T[] }).rows
}

type Choice = { id: number | string; count: number }
const byId = (choices: Choice[]) => choices.map((choice) => [String(choice.id), choice.count])

/** The choices as four separate counts over the same products would give them, in ascending order. */
async function countedOneByOne(where: string) {
  const grouped = async (column: string) =>
    (
      await rows<{ id: number | string; count: number }>(
        `select ${column} as id, count(*)::int as count from products where ${where} and ${column} is not null group by ${column} order by ${column}`,
      )
    ).map((row) => [String(row.id), row.count])
  return {
    families: await grouped("product_family_id"),
    subfamilies: await grouped("product_subfamily_id"),
    lines: await grouped("product_line_id"),
    eprel: await grouped("eprel_class"),
  }
}

describe("GET /products/filters", () => {
  test("gives each family, subfamily, line and EPREL class left in the list with its count", async () => {
    const [category] = await rows<{ id: number }>(
      "select product_category_id as id from products where product_category_id is not null group by 1 order by count(distinct eprel_class) desc, count(*) desc limit 1",
    )
    // a product without a family must not be counted as a family (nor look like another set's row)
    await api.handle.db.execute(
      sql.raw(
        `update products set product_family_id = null where id = (select id from products where product_category_id = ${category!.id} order by id limit 1)`,
      ),
    )
    const { status, body } = await api.json(
      `/products/filters?filter[products.product_category_id][value]=${category!.id}&filter[products.is_old][value]=0`,
    )
    expect(status).toBe(200)
    const choices = body.data.attributes as Record<string, Choice[]>
    const expected = await countedOneByOne(`product_category_id = ${category!.id} and is_old = false`)
    expect(expected.families.length).toBeGreaterThan(1)
    expect(expected.eprel.length).toBeGreaterThan(1)
    expect({
      families: byId(choices.families!),
      subfamilies: byId(choices.subfamilies!),
      lines: byId(choices.lines!),
      eprel: byId(choices.eprel!),
    }).toEqual(expected)
  })

  test("a chosen family, subfamily, line or class does not narrow the choices themselves", async () => {
    const [product] = await rows<{ category: number; family: number; line: number }>(
      "select product_category_id as category, product_family_id as family, product_line_id as line from products where product_family_id is not null and product_line_id is not null order by id limit 1",
    )
    const base = `/products/filters?filter[products.product_category_id][value]=${product!.category}`
    const narrowed = await api.json(
      `${base}&filter[products.product_family_id][value]=${product!.family}&filter[products.product_line_id][value]=${product!.line}&filter[products.eprel_class][value]=A`,
    )
    const whole = await api.json(`${base}&page[size]=7`)
    expect(narrowed.body.data.attributes).toEqual(whole.body.data.attributes)
  })
})

describe("the catalogue cache for partners", () => {
  test("a list's ceiling is kept per price view: a new discount is a new answer, never another's", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const path = "/products/max-price?filter[products.is_old][value]=0"
    const first = await api.json(path, { headers: auth })
    const again = await api.json(path, { headers: auth })
    expect(first.headers.get("x-cache")).toBeNull()
    expect(again.headers.get("x-cache")).toBe("hit")
    expect(again.body).toEqual(first.body)
    expect(again.headers.get("cache-control")).toBe("no-store")

    // visitors see no price: the partner's answer is not theirs, nor theirs the partner's
    const visitor = await api.json(path)
    expect(visitor.body.data.attributes.max_price).toBeNull()

    // the same partner with another discount sees other prices at once
    await api.handle.db.execute(
      sql.raw("update clients set discount_basis_points = 0 where email = 'buyer@partners.test'"),
    )
    const undiscounted = await api.json(path, { headers: auth })
    expect(undiscounted.headers.get("x-cache")).toBeNull()
    expect(undiscounted.body.data.attributes.max_price).toBeGreaterThan(first.body.data.attributes.max_price)
  })

  test("a partner's product lists and settings are never kept; the terms gate still answers first", async () => {
    const { auth } = await api.login("buyer@partners.test")
    for (const path of ["/products?page[size]=3", "/settings", "/basket"]) {
      await api.request(path, { headers: auth })
      expect((await api.request(path, { headers: auth })).headers.get("x-cache"), path).toBeNull()
    }
    // the newcomer has not accepted the terms: a kept answer for others changes nothing
    await api.request("/meta-tags/home", { headers: auth })
    expect((await api.request("/meta-tags/home", { headers: auth })).headers.get("x-cache")).toBe("hit")
    const newcomer = await api.login("newcomer@partners.test")
    const gated = await api.json("/meta-tags/home", { headers: newcomer.auth })
    expect(gated.status).toBe(403)
    expect(gated.body.error).toBe("gtc_not_accepted")
  })
})

describe("a list's total", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test("is counted once per 30 s for the same question, and each question has its own", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    // as a partner: the catalogue cache keeps no partner's product list, so this is the total alone
    const { auth } = await api.login("buyer@partners.test")
    const path = "/products?filter[product_filter][0][value]=new&page[size]=1"
    const total = async () => (await api.json(path, { headers: auth })).body.meta.pagination.total as number
    const [{ count }] = (await rows<{ count: number }>(
      "select count(*)::int as count from products where is_new",
    )) as [{ count: number }]
    expect(await total()).toBe(count)

    // a product becomes new without an import: the total a page shows lags by at most 30 s
    await api.handle.db.execute(
      sql.raw(
        "update products set is_new = true where id = (select id from products where not is_new order by id limit 1)",
      ),
    )
    expect(await total()).toBe(count)
    // another question (only products not old) is counted anew
    const notOld = await api.json(`${path}&filter[products.is_old][value]=0`, { headers: auth })
    const [{ count: notOldCount }] = (await rows<{ count: number }>(
      "select count(*)::int as count from products where is_new and not is_old",
    )) as [{ count: number }]
    expect(notOld.body.meta.pagination.total).toBe(notOldCount)

    vi.setSystemTime(Date.now() + 31_000)
    expect(await total()).toBe(count + 1)
  })

  test("within a partner's price range is theirs: another discount counts another list", async () => {
    // the buyer's own discount, 15 % (a test above took it away)
    await api.handle.db.execute(
      sql.raw("update clients set discount_basis_points = 1500 where email = 'buyer@partners.test'"),
    )
    const { auth } = await api.login("buyer@partners.test")
    // a product the buyer sees at their discount (15 %): inside 80–90 % of its catalogue price
    const page = await api.json("/products?page[size]=30", { headers: auth })
    type Priced = { id: string; attributes: { price: { catalog: number; display: number } | null } }
    const discountedOnly = (page.body.data as Priced[]).find(
      (p) =>
        p.attributes.price && p.attributes.price.display === Math.round(p.attributes.price.catalog * 0.85),
    )!
    const product = { id: discountedOnly.id, cents: discountedOnly.attributes.price!.catalog }
    const path = `/products?filter[price][min]=${Math.ceil((product.cents * 0.8) / 100)}&filter[price][max]=${Math.floor((product.cents * 0.9) / 100)}&page[size]=100`
    const listed = async () => {
      const { body } = await api.json(path, { headers: auth })
      return {
        total: body.meta.pagination.total as number,
        ids: body.data.map((p: { id: string }) => p.id) as string[],
      }
    }
    const discounted = await listed()
    expect(discounted.ids).toContain(product.id)
    expect(discounted.total).toBe(discounted.ids.length)
    await api.handle.db.execute(
      sql.raw("update clients set discount_basis_points = 0 where email = 'buyer@partners.test'"),
    )
    const undiscounted = await listed()
    expect(undiscounted.ids).not.toContain(product.id)
    expect(undiscounted.total).toBe(undiscounted.ids.length)
  })
})
