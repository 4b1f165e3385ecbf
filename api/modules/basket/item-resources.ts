import { inArray } from "drizzle-orm"

import type { ItemType } from "#contract/items"
import type { Locale } from "#contract/locales"

import type { Db } from "../../db/client"
import { readTogether } from "../../db/reads"
import { resource, type ResourceObject } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"
import { seesPrices, type Viewer } from "../../lib/viewer"
import { products, spareParts } from "../catalog/catalog.schema"
import { partnerData } from "../catalog/partner-prices"
import { productResource } from "../catalog/product-resource"
import type { ItemRows, LineInput, PricedLine } from "../pricing/pricing.service"

// The items a basket or a wishlist points at, as the included resources of their documents.

type ProductRow = typeof products.$inferSelect
type SparePartRow = typeof spareParts.$inferSelect
type PartnerData = Awaited<ReturnType<typeof partnerData>>

/** Products and spare parts of the lines as JSON:API resources; prices and stock only when priced. */
export async function itemResources(
  db: Db,
  viewer: Viewer | null,
  locale: Locale,
  lines: readonly LineInput[],
): Promise<ResourceObject<unknown>[]> {
  const productIds = idsOf(lines, "products")
  const partIds = idsOf(lines, "spare-parts")
  const [productRows, partRows, productData, partData] = await readTogether(
    db,
    async () => (productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : []),
    async () => (partIds.length ? db.select().from(spareParts).where(inArray(spareParts.id, partIds)) : []),
    async () => partnerData(db, productIds, viewer, "products"),
    async () => partnerData(db, partIds, viewer, "spare-parts"),
  )
  return resourcesOf(locale, productRows, partRows, productData, partData)
}

/**
 * The basket's items from its priced lines: the rows, prices and stock its pricing read, nothing read
 * again. Stock is for partners with a price role only (PRICE-2), as partnerData decides.
 */
export function pricedItemResources(
  viewer: Viewer,
  locale: Locale,
  priced: readonly PricedLine[],
  rows: ItemRows,
): ResourceObject<unknown>[] {
  const dataOf = (type: ItemType): PartnerData => {
    const lines = priced.filter((line) => line.itemType === type)
    return {
      priceById: new Map(lines.flatMap((line) => (line.price ? [[line.itemId, line.price]] : []))),
      stockById: new Map(seesPrices(viewer) ? lines.map((line) => [line.itemId, line.stock]) : []),
    }
  }
  const rowsOf = <Row>(type: ItemType, byId: ReadonlyMap<string, Row>): Row[] =>
    idsOf(priced, type).flatMap((id) => {
      const row = byId.get(id)
      return row ? [row] : []
    })
  return resourcesOf(
    locale,
    rowsOf("products", rows.products),
    rowsOf("spare-parts", rows.spareParts),
    dataOf("products"),
    dataOf("spare-parts"),
  )
}

const idsOf = (lines: readonly LineInput[], type: ItemType) =>
  lines.filter((line) => line.itemType === type).map((line) => line.itemId)

function resourcesOf(
  locale: Locale,
  productRows: readonly ProductRow[],
  partRows: readonly SparePartRow[],
  productData: PartnerData,
  partData: PartnerData,
): ResourceObject<unknown>[] {
  return [
    ...productRows.map((row) =>
      productResource(row, locale, {
        price: productData.priceById.get(row.id) ?? null,
        availability: productData.stockById.get(row.id) ?? null,
      }),
    ),
    ...partRows.map((part) =>
      resource("spare-parts", part.id, {
        name: pick(part.name, locale),
        description: pick(part.description, locale),
        is_ups_ready: part.isUpsReady,
        restock_info: part.restockInfo,
        price: partData.priceById.get(part.id) ?? null,
        availability: partData.stockById.get(part.id) ?? null,
      }),
    ),
  ]
}
