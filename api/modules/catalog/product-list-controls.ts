import { and, eq, isNotNull, sql } from "drizzle-orm"

import type { Database } from "../../db/client"
import { prices, productFilters, products, stock } from "../../db/schema"
import { keptPerDatabase } from "../../lib/kept-per-database"
import { seesPrices, type Viewer } from "../../lib/viewer"
import { displayCents, whereOf } from "./product-conditions"
import type { ProductQuery } from "./product-query"

// What a product list's controls show beside its page: the clearance button, the price slider's ceiling,
// the filter choices left and the list kinds.

/** Products joined to their price rows in the partner's currency. */
const partnerPrices = (viewer: Viewer) =>
  and(eq(prices.itemType, "products"), eq(prices.itemId, products.id), eq(prices.currency, viewer.currency))

/**
 * CAT-15, the clearance button: how many clearance articles have stock in DBE11 or DBE12 and, for partners,
 * the lowest positive price among them.
 */
export async function clearanceSummary(db: Database, viewer: Viewer | null) {
  const inStock = sql`exists (select 1 from ${stock} where ${stock.itemType} = 'products' and ${stock.itemId} = ${products.id} and ${stock.quantity} > 0)`
  const clearanceInStock = and(isNotNull(products.declinedParentArticleId), inStock)
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(clearanceInStock)
  if (!seesPrices(viewer)) return { count, lowest: null }
  const [row] = await db
    .select({ lowest: sql<number | null>`min(${prices.liquidationCents})` })
    .from(products)
    .innerJoin(prices, partnerPrices(viewer))
    .where(and(clearanceInStock, sql`${prices.liquidationCents} > 0`))
  return { count, lowest: row?.lowest ?? null }
}

/** The highest of the partner's own prices in a filtered list, for the price slider (partners only). */
export async function maxPrice(
  db: Database,
  query: ProductQuery,
  viewer: Viewer | null,
): Promise<number | null> {
  if (!seesPrices(viewer)) return null
  const [{ max } = { max: null }] = await db
    .select({ max: sql<number | null>`max(${displayCents(viewer)})::int` })
    .from(products)
    .innerJoin(prices, partnerPrices(viewer))
    .where(whereOf({ ...query, priceMin: undefined, priceMax: undefined }, viewer))
  return max
}

/**
 * The family, subfamily, line and EPREL choices left in a filtered list, with counts, each in ascending
 * order. One scan of the list with four grouping sets instead of four scans (decision 046: the four
 * grouped queries were a third of a list page's database time); `grouping()` tells the sets apart, since a
 * product without a family would otherwise look like a row of another set.
 */
export async function availableFilters(db: Database, query: ProductQuery, viewer: Viewer | null) {
  const where = whereOf(
    { ...query, familyId: undefined, subfamilyId: undefined, lineId: undefined, eprel: undefined },
    viewer,
  )
  const { familyId, subfamilyId, lineId, eprelClass } = products
  const rows = await db
    .select({
      // 0 for the column a row is grouped by, 1 for the others: bit 3 family … bit 0 EPREL class
      set: sql<number>`grouping(${familyId}, ${subfamilyId}, ${lineId}, ${eprelClass})::int`,
      family: familyId,
      subfamily: subfamilyId,
      line: lineId,
      eprel: eprelClass,
      count: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(where)
    .groupBy(sql`grouping sets ((${familyId}), (${subfamilyId}), (${lineId}), (${eprelClass}))`)
  const of = <T extends number | string>(set: number, id: (row: (typeof rows)[number]) => T | null) =>
    rows
      .filter((row) => row.set === set)
      .flatMap((row) => {
        const value = id(row)
        return value == null ? [] : [{ id: value, count: row.count }]
      })
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return {
    families: of(0b0111, (row) => row.family),
    subfamilies: of(0b1011, (row) => row.subfamily),
    lines: of(0b1101, (row) => row.line),
    eprel: of(0b1110, (row) => row.eprel),
  }
}

// The four list kinds (CAT-21: new, promo, good deals, hit parade) are reference data that only the seed
// writes: each process reads them at most once per 30 s, as it does the menu, instead of once for each of
// the home page's four rails on every home page (decision 046).
export const productListKinds = keptPerDatabase(30_000, (db) => db.select().from(productFilters))
