import { type Context, Hono } from "hono"
import type { z } from "zod"

import {
  getAvailability,
  getClearanceSummary,
  getMaxPrice,
  getProduct,
  getProductListFilters,
  getProductSitemap,
  getStock,
  type ListOfKindQuerySchema,
  listProductLists,
  listProducts,
  listProductsOfKind,
  listProductsOfKindCached,
  type StockRequestSchema,
} from "#contract/catalog-products"

import { products } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, notFound } from "../../lib/errors"
import { document, pagination, resource } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"
import { seesPrices } from "../../lib/viewer"
import { declinedKidsOf } from "./listed-products"
import { partnerData } from "./partner-prices"
import { productDocument } from "./product-document"
import { availableFilters, clearanceSummary, maxPrice, productListKinds } from "./product-list-controls"
import { parseProductQuery, type ProductQuery } from "./product-query"
import { resources } from "./product-resource"
import { listProducts as findProducts } from "./products.service"
import { searchRoutes } from "./search.routes"

export const productRoutes = new Hono<ApiEnv>()

// The list query language is parsed by parseProductQuery (the descriptor's schema documents it): its
// filter[product_filter][N] entries have any index, and only include[] repeats.
const rawQuery = (c: Context<ApiEnv>) => {
  const out: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries()))
    out[key] = key.endsWith("[]") ? values : (values[0] ?? "")
  return out
}

async function productList(c: Context<ApiEnv>, query: ProductQuery) {
  const db = c.get("db")
  const locale = c.get("locale")
  const viewer = c.get("viewer")
  const page = await findProducts(db, query, viewer, locale)
  const data = resources(page.rows, locale, viewer)
  const included = query.include.includes("includedProducts")
    ? resources(
        await declinedKidsOf(
          db,
          page.rows.filter((row) => row.hasDeclinedArticles).map((row) => row.id),
          locale,
          viewer,
        ),
        locale,
        viewer,
      )
    : undefined
  if (!page.page) return c.json(document(data, included ? { included } : {}))
  return c.json(
    document(data, {
      ...(included ? { included } : {}),
      meta: { pagination: pagination(page.total, data.length, page.page.size, page.page.number) },
    }),
  )
}

defineRoute(productRoutes, listProducts, (c) => productList(c, parseProductQuery(rawQuery(c))))

defineRoute(productRoutes, getProductListFilters, async (c) => {
  const filters = await availableFilters(c.get("db"), parseProductQuery(rawQuery(c)), c.get("viewer"))
  return c.json(document(resource("product-list-filters", "current", filters)))
})

defineRoute(productRoutes, getMaxPrice, async (c) => {
  const viewer = c.get("viewer")
  const max = await maxPrice(c.get("db"), parseProductQuery(rawQuery(c)), viewer)
  return c.json(
    document(resource("max-price", "current", { max_price: max, currency: viewer?.currency ?? null })),
  )
})

defineRoute(productRoutes, getClearanceSummary, async (c) => {
  const viewer = c.get("viewer")
  const summary = await clearanceSummary(c.get("db"), viewer)
  return c.json(
    document(
      resource("clearance-summary", "current", {
        articles_in_stock: summary.count,
        lowest_price: summary.lowest,
        currency: viewer?.currency ?? null,
      }),
    ),
  )
})

defineRoute(productRoutes, getProductSitemap, async (c) => {
  const rows = await c
    .get("db")
    .select({
      id: products.id,
      category: products.categoryId,
      range: products.rangeId,
      subrange: products.subrangeId,
    })
    .from(products)
    .orderBy(products.id)
  return c.json({ data: rows })
})

defineRoute(productRoutes, getProduct, async (c, { params, query }) => {
  const document = await productDocument(c.get("db"), params.id, {
    includes: new Set([query["include[]"] ?? []].flat()),
    accessoriesLimit: query.accessoriesLimit,
    locale: c.get("locale"),
    viewer: c.get("viewer"),
  })
  if (!document) throw notFound()
  return c.json(document)
})

// ── Stock (partners) ─────────────────────────────────────────────────────────────────────────────────
async function stockOf(c: Context<ApiEnv>, items: z.infer<typeof StockRequestSchema>["items"]) {
  const viewer = c.get("viewer")
  // prices and stock are for partners only (contract)
  if (!seesPrices(viewer)) throw new ApiError(401, "unauthenticated", "Log in as a partner to see stock.")
  const db = c.get("db")
  const result: Record<string, { DBE11: number; DBE12: number }> = {}
  for (const type of ["products", "spare-parts"] as const) {
    const ids = items.filter((item) => item.type === type).map((item) => item.id)
    const { stockById } = await partnerData(db, ids, viewer, type)
    for (const [id, stock] of stockById) result[id] = { DBE11: stock.DBE11, DBE12: stock.DBE12 }
  }
  return result
}

defineRoute(productRoutes, getStock, async (c, { body }) => c.json({ data: await stockOf(c, body.items) }))

defineRoute(productRoutes, getAvailability, async (c, { body }) => {
  const stock = await stockOf(c, body.items)
  return c.json({
    data: Object.fromEntries(Object.entries(stock).map(([id, value]) => [id, value.DBE11 + value.DBE12])),
  })
})

// ── Lists by kind (CAT-21: new, good deals, hit parade, promo) ─────────────────────────────────────
const FILTER_KIND_BY_KEY = {
  new: "new",
  "good-deals": "good-deals",
  "hit-parade": "hit-parade",
  promo: "promo",
} as const

defineRoute(productRoutes, listProductLists, async (c) => {
  const rows = await productListKinds(c.get("db"))
  return c.json(
    document(
      rows.map((row) =>
        resource("product-filters", row.id, { key: row.key, name: pick(row.name, c.get("locale")) }),
      ),
    ),
  )
})

async function listOfKind(c: Context<ApiEnv>, id: number, query: z.infer<typeof ListOfKindQuerySchema>) {
  const filter = (await productListKinds(c.get("db"))).find((row) => row.id === id)
  if (!filter) throw notFound()
  const kind = FILTER_KIND_BY_KEY[filter.key as keyof typeof FILTER_KIND_BY_KEY]
  const size = query["page[size]"] ?? 6
  if (query.sort === "random") {
    const db = c.get("db")
    const base = parseProductQuery({ "filter[product_filter][0][value]": kind })
    const sample = await findProducts(
      db,
      { ...base, page: { number: 1, size } },
      c.get("viewer"),
      c.get("locale"),
      { random: true },
    )
    return c.json(document(resources(sample.rows, c.get("locale"), c.get("viewer"))))
  }
  const parsed = parseProductQuery({
    "filter[product_filter][0][value]": kind,
    "filter[products.is_old][value]": "0",
    "page[size]": String(size),
    "page[number]": String(query["page[number]"] ?? 1),
  })
  return productList(c, parsed)
}

defineRoute(productRoutes, listProductsOfKind, (c, { params, query }) => listOfKind(c, params.id, query))

// the visitor variant: no prices, so shared caches may keep it
defineRoute(productRoutes, listProductsOfKindCached, async (c, { params, query }) => {
  c.set("viewer", null)
  // set before the answer is made: a header changed on a made answer is lost under @hono/node-server
  c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300")
  return listOfKind(c, params.id, query)
})

productRoutes.route("/", searchRoutes)
