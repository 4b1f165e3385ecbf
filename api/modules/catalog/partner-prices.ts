import { and, eq, inArray } from "drizzle-orm"
import type { z } from "zod"

import type { AvailabilitySchema, Price } from "#contract/catalog"

import type { Database } from "../../db/client"
import { readTogether } from "../../db/reads"
import { prices, stock } from "../../db/schema"
import { seesPrices, type Viewer } from "../../lib/viewer"

// What only partners see of an item (PRICE-1, PRICE-2): their price in their currency, with their discount
// and the promotions, and the stock per warehouse. Visitors get neither.

// updated_at only tells integrations what changed (decision 023)
export type PriceRow = Omit<typeof prices.$inferSelect, "updatedAt" | "itemType" | "itemId">

/** The partner's price object (PRICE-3): the contract's price, amounts in cents of their currency. */
export type PriceObject = Price

export function priceObject(row: PriceRow, viewer: Viewer): PriceObject {
  const net = Math.round((row.catalogCents * (10_000 - viewer.discountBasisPoints)) / 10_000)
  const candidates = [net, row.promoCents, row.liquidationCents].filter(
    (value): value is number => value != null && value > 0,
  )
  return {
    currency: row.currency,
    display: Math.min(...candidates),
    catalog: row.catalogCents,
    promo: row.promoCents,
    price: net,
    liquidation: row.liquidationCents,
    product_tax: row.productTaxCents,
    additional_tax: row.additionalTaxCents,
  }
}

export type Availability = z.infer<typeof AvailabilitySchema>

/** Prices (partner's currency) and stock of a set of products, for partners only. */
export async function partnerData(
  db: Database,
  ids: string[],
  viewer: Viewer | null,
  itemType: "products" | "spare-parts" = "products",
  /** the items' stock as the caller already read it (stockOfItems), so that it is not read again */
  knownStock?: ReadonlyMap<string, Availability>,
  /** their price rows in the viewer's currency as the caller already read them (null: none) */
  knownPrices?: ReadonlyMap<string, PriceRow | null>,
) {
  if (!seesPrices(viewer))
    return { priceById: new Map<string, PriceObject>(), stockById: new Map<string, Availability>() }
  return pricesAndStock(db, ids, viewer, itemType, knownStock, knownPrices)
}

/**
 * Prices and stock of a set of items for this partner, whatever their roles: the caller decides that they
 * may see them (partnerData by the price roles, the integration API by product_export_api). Stock and
 * price rows the caller passes are used for the ids it has; the others' are read.
 */
export async function pricesAndStock(
  db: Database,
  ids: string[],
  viewer: Viewer,
  itemType: "products" | "spare-parts" = "products",
  knownStock?: ReadonlyMap<string, Availability>,
  knownPrices?: ReadonlyMap<string, PriceRow | null>,
) {
  const priceById = new Map<string, PriceObject>()
  if (ids.length === 0) return { priceById, stockById: new Map<string, Availability>() }
  const stockToRead = knownStock ? ids.filter((id) => !knownStock.has(id)) : ids
  const pricesToRead = knownPrices ? ids.filter((id) => !knownPrices.has(id)) : ids
  const [priceRows, stockById] = await readTogether(
    db,
    async () =>
      pricesToRead.length
        ? db
            .select()
            .from(prices)
            .where(
              and(
                eq(prices.itemType, itemType),
                eq(prices.currency, viewer.currency),
                inArray(prices.itemId, pricesToRead),
              ),
            )
        : [],
    async () => stockOfItems(db, stockToRead, itemType),
  )
  for (const id of ids) {
    const known = knownPrices?.get(id)
    if (known) priceById.set(id, priceObject(known, viewer))
  }
  for (const row of priceRows) priceById.set(row.itemId, priceObject(row, viewer))
  for (const id of ids) if (!stockById.has(id)) stockById.set(id, { ...knownStock!.get(id)! })
  return { priceById, stockById }
}

/**
 * The stock of each item per warehouse and in all (PRICE-7), one query; an item with no stock rows has
 * none anywhere. Also what the replacement rule limits a basket line to (basket.service.ts checkItems).
 */
export async function stockOfItems(
  db: Database,
  ids: readonly string[],
  itemType: "products" | "spare-parts",
): Promise<Map<string, Availability>> {
  const stockById = new Map<string, Availability>()
  if (ids.length === 0) return stockById
  const rows = await db
    .select({ itemId: stock.itemId, warehouse: stock.warehouse, quantity: stock.quantity })
    .from(stock)
    .where(and(eq(stock.itemType, itemType), inArray(stock.itemId, [...ids])))
  const rowsOf = new Map<string, [string, number][]>()
  for (const row of rows) {
    const list = rowsOf.get(row.itemId) ?? []
    list.push([row.warehouse, row.quantity])
    rowsOf.set(row.itemId, list)
  }
  for (const id of ids) stockById.set(id, availabilityOf(rowsOf.get(id) ?? []))
  return stockById
}

/** An item's stock per warehouse and in all, from its stock rows (none: nothing anywhere). */
export function availabilityOf(rows: readonly (readonly [string, number])[]): Availability {
  const availability: Availability = { DBE11: 0, DBE12: 0, total: 0 }
  for (const [warehouse, quantity] of rows) {
    if (warehouse === "DBE11" || warehouse === "DBE12") availability[warehouse] = quantity
    availability.total += quantity
  }
  return availability
}
