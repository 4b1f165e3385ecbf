import { and, asc, eq, exists, inArray, isNotNull, type SQL, sql } from "drizzle-orm"

import { prices, products, stock } from "../../db/schema"
import { seesPrices, type Viewer } from "../../lib/viewer"
import type { ProductFilterEntry, ProductQuery } from "./product-query"

// The SQL of a product list's question: which products it holds (their place in the catalogue, their
// kinds, the partner's price range) and in which order.

/** The SQL condition of one list kind (CAT-21). */
function kindCondition(entry: ProductFilterEntry, viewer: Viewer | null): SQL | undefined {
  const promo = exists(
    sql`(select 1 from ${prices} where ${prices.itemType} = 'products' and ${prices.itemId} = ${products.id} and ${prices.promoCents} is not null)`,
  )
  const conditions: Record<ProductFilterEntry["value"], SQL | undefined> = {
    new: eq(products.isNew, true),
    "good-deals": eq(products.isGoodDeal, true),
    "hit-parade": isNotNull(products.hitParadeRank),
    promo,
    declined: isNotNull(products.declinedParentArticleId),
    old: eq(products.isOld, true),
    express: eq(products.isUpsReady, true),
    highlighted: eq(products.isHighlighted, true),
  }
  let condition = conditions[entry.value]!
  if (entry.op === "neq") return sql`not (${condition})`
  if (entry.price !== undefined && seesPrices(viewer)) {
    condition = and(condition, priceAtMost(viewer, entry.price))!
  }
  return condition
}

/**
 * The partner's own price in SQL, the same as priceObject().display (partner-prices.ts): the catalogue price less the
 * partner's discount, or a lower promo or liquidation price. Price filters, sorts and the slider's ceiling
 * use it, so a range means what the cards show (least() skips the NULLs).
 */
export function displayCents(viewer: Viewer) {
  return sql`least(round(${prices.catalogCents} * ${10_000 - viewer.discountBasisPoints}::numeric / 10000), case when ${prices.promoCents} > 0 then ${prices.promoCents} end, case when ${prices.liquidationCents} > 0 then ${prices.liquidationCents} end)`
}

function priceAtMost(viewer: Viewer, cents: number) {
  return exists(
    sql`(select 1 from ${prices} where ${prices.itemType} = 'products' and ${prices.itemId} = ${products.id} and ${prices.currency} = ${viewer.currency} and ${displayCents(viewer)} <= ${cents})`,
  )
}

export function whereOf(query: ProductQuery, viewer: Viewer | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.categoryId !== undefined) conditions.push(eq(products.categoryId, query.categoryId))
  if (query.rangeId !== undefined) conditions.push(eq(products.rangeId, query.rangeId))
  if (query.subrangeId !== undefined) conditions.push(eq(products.subrangeId, query.subrangeId))
  if (query.familyId !== undefined) conditions.push(eq(products.familyId, query.familyId))
  if (query.subfamilyId !== undefined) conditions.push(eq(products.subfamilyId, query.subfamilyId))
  if (query.lineId !== undefined) conditions.push(eq(products.lineId, query.lineId))
  if (query.eprel?.length) conditions.push(inArray(products.eprelClass, query.eprel as never[]))
  if (query.highlighted !== undefined) conditions.push(eq(products.isHighlighted, query.highlighted))
  if (query.isOld !== undefined) conditions.push(eq(products.isOld, query.isOld))
  if (query.ids?.length) conditions.push(inArray(products.id, query.ids))
  if (query.declinedKids?.length) conditions.push(inArray(products.id, query.declinedKids))
  for (const entry of query.productFilters) conditions.push(kindCondition(entry, viewer))
  // Filtering by price would tell a visitor about prices: price filters apply to partners only.
  if (seesPrices(viewer) && (query.priceMin !== undefined || query.priceMax !== undefined)) {
    const min = query.priceMin ?? 0
    const max = query.priceMax ?? Number.MAX_SAFE_INTEGER
    conditions.push(
      exists(
        sql`(select 1 from ${prices} where ${prices.itemType} = 'products' and ${prices.itemId} = ${products.id} and ${prices.currency} = ${viewer.currency} and ${displayCents(viewer)} between ${min} and ${max})`,
      ),
    )
  }
  return conditions.length ? and(...conditions) : undefined
}

const totalStock = sql<number>`(select coalesce(sum(${stock.quantity}), 0) from ${stock} where ${stock.itemType} = 'products' and ${stock.itemId} = ${products.id})`

export function orderOf(query: ProductQuery, viewer: Viewer | null, random = false): SQL[] {
  if (random) return [sql`random()`]
  const sort = query.sort
  // price and availability sorts would reveal them: for visitors the catalogue order applies
  if (sort && seesPrices(viewer)) {
    if (sort === "price" || sort === "-price") {
      const price = sql`(select ${displayCents(viewer)} from ${prices} where ${prices.itemType} = 'products' and ${prices.itemId} = ${products.id} and ${prices.currency} = ${viewer.currency})`
      return [
        sort === "price" ? sql`${price} asc nulls last` : sql`${price} desc nulls last`,
        asc(products.id),
      ]
    }
    return [sort === "availability" ? sql`${totalStock} asc` : sql`${totalStock} desc`, asc(products.id)]
  }
  if (query.productFilters.some((entry) => entry.value === "hit-parade" && entry.op === "eq")) {
    return [sql`${products.hitParadeRank} asc nulls last`, asc(products.id)]
  }
  return [sql`${products.pageCatalogNumber} asc nulls last`, asc(products.id)]
}
