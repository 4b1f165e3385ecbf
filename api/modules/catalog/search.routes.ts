import { inArray, sql } from "drizzle-orm"
import { Hono } from "hono"
import type { z } from "zod"

import {
  SEARCH_PAGE_SIZE,
  searchProducts,
  type SearchQuerySchema,
  searchSpareParts,
} from "#contract/catalog-search"

import { productSpareParts } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { document, resource } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"
import { partnerData } from "./partner-prices"
import { resources } from "./product-resource"
import { searchProducts as findProducts, searchSpareParts as findSpareParts } from "./search.service"

export const searchRoutes = new Hono<ApiEnv>()

type SearchQuery = z.infer<typeof SearchQuerySchema>

function pageOf(query: SearchQuery) {
  return { page: query["page[number]"] ?? 1, size: query["page[size]"] ?? SEARCH_PAGE_SIZE }
}

function searchMeta(query: SearchQuery, total: number, count: number) {
  const { page, size } = pageOf(query)
  return {
    query: query.query,
    total,
    pagination: {
      total,
      count,
      per_page: size,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / size)),
    },
  }
}

defineRoute(searchRoutes, searchProducts, async (c, { query }) => {
  const db = c.get("db")
  const { rows, total } = await findProducts(db, c.get("locale"), c.get("viewer"), query.query, {
    ...pageOf(query),
    excludeOld: query["filter[is_old]"] === "false",
  })
  const data = resources(rows, c.get("locale"), c.get("viewer"))
  return c.json(document(data, { meta: searchMeta(query, total, data.length) }))
})

defineRoute(searchRoutes, searchSpareParts, async (c, { query }) => {
  const db = c.get("db")
  const locale = c.get("locale")
  const viewer = c.get("viewer")
  const { rows, total } = await findSpareParts(db, locale, query.query, pageOf(query))
  const ids = rows.map((row) => row.id)
  const { priceById, stockById } = await partnerData(db, ids, viewer, "spare-parts")
  const fits = rows.length
    ? await db
        .select({
          id: productSpareParts.sparePartId,
          products: sql<
            string[]
          >`array_agg(${productSpareParts.productId} order by ${productSpareParts.productId})`,
        })
        .from(productSpareParts)
        .where(inArray(productSpareParts.sparePartId, ids))
        .groupBy(productSpareParts.sparePartId)
    : []
  const fitById = new Map(fits.map((row) => [row.id, row.products]))
  const data = rows.map((row) =>
    resource("spare-parts", row.id, {
      name: pick(row.name, locale),
      description: pick(row.description, locale),
      is_ups_ready: row.isUpsReady,
      restock_info: row.restockInfo,
      gross_weight_kg: row.grossWeightKg == null ? null : Number(row.grossWeightKg),
      fits_products: fitById.get(row.id) ?? [],
      price: priceById.get(row.id) ?? null,
      availability: stockById.get(row.id) ?? null,
    }),
  )
  return c.json(document(data, { meta: searchMeta(query, total, data.length) }))
})
