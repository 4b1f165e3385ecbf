import { describe, expect, expectTypeOf, test } from "vitest"

import { listProducts, ProductQuerySchema } from "#contract/catalog-products"
import { listOfKindQuery, type ProductListQuery, productListQuery } from "#contract/catalog-query"
import { type InputOf, searchOf } from "#contract/endpoint"

import { parseProductQuery } from "../../api/modules/catalog/product-query"

// What the API makes of a query the shop built: the descriptor's schema, then the list parser.
function parsedByApi(query: ProductListQuery) {
  const params = new URLSearchParams(searchOf(query))
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys()))
    raw[key] = key.endsWith("[]") ? params.getAll(key) : params.get(key)!
  expect(ProductQuerySchema.safeParse(raw).success).toBe(true)
  return parseProductQuery(raw)
}

describe("the product list query (GET products, CAT-24)", () => {
  test("a typed request becomes the API's filter keys, and empty values are left out", () => {
    expect(
      productListQuery({
        category: "12",
        range: 34,
        subrange: null,
        family: "7",
        subfamily: null,
        line: undefined,
        eprel: ["A", "C"],
        old: false,
        sort: "-price",
        page: 2,
      }),
    ).toEqual({
      "filter[products.product_category_id][value]": "12",
      "filter[products.product_range_id][value]": "34",
      "filter[products.product_family_id][value]": "7",
      "filter[products.eprel_class][value]": "A,C",
      "filter[products.is_old][value]": "0",
      sort: "-price",
      "page[number]": "2",
    })
    expect(productListQuery({})).toEqual({})
  })

  test("a special list and the clearance are two list kinds that both apply", () => {
    expect(productListQuery({ kind: "promo", clearance: true })).toEqual({
      "filter[product_filter][0][value]": "promo",
      "filter[product_filter][1][value]": "declined",
    })
    expect(productListQuery({ clearance: true })).toEqual({
      "filter[product_filter][0][value]": "declined",
    })
    const parsed = parsedByApi(productListQuery({ kind: "new", clearance: true }))
    expect(parsed.productFilters).toEqual([
      { value: "new", op: "eq", price: undefined },
      { value: "declined", op: "eq", price: undefined },
    ])
  })

  test("prices go in euros, with two decimals only when there are cents", () => {
    expect(productListQuery({ minPrice: 150, maxPrice: 99.9 })).toEqual({
      "filter[price][min]": "150",
      "filter[price][max]": "99.90",
    })
    const parsed = parsedByApi(productListQuery({ minPrice: 150, maxPrice: 1250.5 }))
    expect([parsed.priceMin, parsed.priceMax]).toEqual([15_000, 125_050])
  })

  test("highlighted products, page size and includes read back as asked", () => {
    const parsed = parsedByApi(
      productListQuery({ highlighted: true, size: 10, include: ["includedProducts"], old: true }),
    )
    expect(parsed).toMatchObject({
      highlighted: true,
      isOld: true,
      include: ["includedProducts"],
      page: { number: 1, size: 10 },
    })
  })

  test("every filter the list page sets is one the API accepts", () => {
    const parsed = parsedByApi(
      productListQuery({
        category: 1,
        range: 2,
        subrange: 3,
        family: 4,
        subfamily: 5,
        line: 6,
        eprel: ["B"],
        kind: "hit-parade",
        old: false,
        minPrice: 0,
        maxPrice: 500,
        sort: "availability",
        page: 3,
      }),
    )
    expect(parsed).toMatchObject({
      categoryId: 1,
      rangeId: 2,
      subrangeId: 3,
      familyId: 4,
      subfamilyId: 5,
      lineId: 6,
      eprel: ["B"],
      isOld: false,
      priceMin: 0,
      priceMax: 50_000,
      sort: "availability",
      page: { number: 3, size: 6 },
    })
  })

  test("its answer is typed by the GET products descriptor", () => {
    expectTypeOf(productListQuery({})).toEqualTypeOf<
      Exclude<InputOf<typeof listProducts>["query"], undefined>
    >()
  })
})

describe("the lists by kind (CAT-21)", () => {
  test("a page of a list, or a random sample", () => {
    expect(listOfKindQuery({ size: 4 })).toEqual({ "page[size]": 4 })
    expect(listOfKindQuery({ size: 6, page: 2, random: true })).toEqual({
      "page[size]": 6,
      "page[number]": 2,
      sort: "random",
    })
  })
})
