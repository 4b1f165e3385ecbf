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
import { productResource } from "../catalog/products.service"
import type { ItemRows, LineInput, PricedLine } from "../pricing/pricing.service"

// The items a basket or a wishlist points at, as the included resources of their documents.

/** Products and spare parts of the lines as JSON:API resources; prices and stock only when priced. */
export async function itemResources(
  db: Db,
  viewer: Viewer | null,
  locale: Locale,
  lines: readonly LineInput[],
  /** lines priced already (the basket): their rows, prices and stock are reused, not fetched again */
  known?: { priced: readonly PricedLine[]; rows: ItemRows },
): Promise<ResourceObject<unknown>[]> {
  const priced = known?.priced
  const productIds = lines.filter((l) => l.itemType === "products").map((l) => l.itemId)
  const partIds = lines.filter((l) => l.itemType === "spare-parts").map((l) => l.itemId)
  const reused = (type: ItemType) => ({
    priceById: new Map(priced?.filter((l) => l.itemType === type).map((l) => [l.itemId, l.price]) ?? []),
    // stock is for partners with a price role only (spec §6), as partnerData decides
    stockById: new Map(
      seesPrices(viewer)
        ? (priced?.filter((l) => l.itemType === type).map((l) => [l.itemId, l.stock]) ?? [])
        : [],
    ),
  })
  const [productRows, partRows, productData, partData] = await readTogether(
    db,
    async () =>
      known
        ? rowsOf(productIds, known.rows.products)
        : productIds.length
          ? db.select().from(products).where(inArray(products.id, productIds))
          : [],
    async () =>
      known
        ? rowsOf(partIds, known.rows.spareParts)
        : partIds.length
          ? db.select().from(spareParts).where(inArray(spareParts.id, partIds))
          : [],
    async () => (priced ? reused("products") : partnerData(db, productIds, viewer, "products")),
    async () => (priced ? reused("spare-parts") : partnerData(db, partIds, viewer, "spare-parts")),
  )
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

/** The rows of the ids that have one, in the ids' order. */
const rowsOf = <Row>(ids: readonly string[], rows: ReadonlyMap<string, Row>): Row[] =>
  ids.flatMap((id) => {
    const row = rows.get(id)
    return row ? [row] : []
  })
