import { inArray } from "drizzle-orm"

import type { ItemType } from "#contract/items"
import type { Locale } from "#contract/locales"

import type { Db } from "../../db/client"
import { readTogether } from "../../db/reads"
import { pick } from "../../lib/localized"
import type { Viewer } from "../../lib/viewer"
import { products, spareParts } from "../catalog/catalog.schema"
import { type Availability, partnerData, type PriceObject, type PriceRow } from "../catalog/partner-prices"

// The pricing module: one pricing of basket-like lines (basket, drafts, order preview and submission, the
// seed's demo orders), so that every screen and document of the ordering flow shows the same amounts for
// the same lines. Its answer's JSON shape is totals-attributes.ts.

/**
 * VAT on orders: the Belgian standard rate, in basis points (PRICE-6). One rate is kept here until
 * per-country rates are asked for.
 */
export const VAT_BASIS_POINTS = 2100

export interface LineInput {
  itemType: ItemType
  itemId: string
  quantity: number
}

export interface PricedLine extends LineInput {
  name: string
  /** description_tech_spec of a product, description of a spare part */
  description: string | null
  /** the partner's unit price (priceObject().display), null when the item has no price in their currency */
  unitCents: number | null
  price: PriceObject | null
  /** PRICE-5: "maritime extra cost", per unit */
  productTaxCents: number
  additionalTaxCents: number
  additionalTaxName: string | null
  /** unit price × quantity, without the taxes */
  lineCents: number
  stock: Availability
  // what the ordering rules look at (BASKET-9, ORDER-7, ORDER-12)
  isOld: boolean
  replacementProductId: string | null
  maxOrderQuantity: number | null
  restockInfo: string | null
  declinedParentArticleId: string | null
  declinedReason: "reconditioned" | "end_of_series" | "downgraded" | null
  isUpsReady: boolean
  expressRestriction: "glass" | "quartz" | "liquid" | null
  grossWeightKg: number | null
  /** width, depth, height in millimetres, when known */
  sizeMm: [number, number, number] | null
}

export interface Totals {
  currency: "EUR" | "GBP"
  netCents: number
  productTaxCents: number
  additionalTaxCents: number
  vatBasisPoints: number
  vatCents: number
  totalCents: number
}

type ProductRow = typeof products.$inferSelect
type SparePartRow = typeof spareParts.$inferSelect

/** The catalogue rows of priced lines, by id: what the basket's document shows of its items. */
export interface ItemRows {
  products: ReadonlyMap<string, ProductRow>
  spareParts: ReadonlyMap<string, SparePartRow>
}

/**
 * What a caller already read of the lines' items (basket.service.ts checkItems reads it to check them):
 * their catalogue rows and the products' stock. Pricing reads only what is not in it.
 */
export interface KnownItems {
  rows: ItemRows
  productStock?: ReadonlyMap<string, Availability>
  /** the products' price rows in the viewer's currency (null: none), read with their rows */
  productPrices?: ReadonlyMap<string, PriceRow | null>
}

/**
 * Prices the lines for the partner, in their currency, in the order given. Lines whose item no longer
 * exists are left out and returned as `missing`.
 */
export async function priceLines(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  lines: readonly LineInput[],
  known?: KnownItems,
): Promise<{ lines: PricedLine[]; totals: Totals; missing: LineInput[]; rows: ItemRows }> {
  const idsOf = (type: ItemType) => lines.filter((line) => line.itemType === type).map((line) => line.itemId)
  const productIds = idsOf("products")
  const partIds = idsOf("spare-parts")
  const productsToRead = productIds.filter((id) => !known?.rows.products.has(id))
  const partsToRead = partIds.filter((id) => !known?.rows.spareParts.has(id))
  const [productRows, partRows, productData, partData] = await readTogether(
    db,
    async () =>
      productsToRead.length ? db.select().from(products).where(inArray(products.id, productsToRead)) : [],
    async () =>
      partsToRead.length ? db.select().from(spareParts).where(inArray(spareParts.id, partsToRead)) : [],
    async () => partnerData(db, productIds, viewer, "products", known?.productStock, known?.productPrices),
    async () => partnerData(db, partIds, viewer, "spare-parts"),
  )
  const productById = new Map(productRows.map((row) => [row.id, row]))
  const partById = new Map(partRows.map((row) => [row.id, row]))
  for (const id of productIds) {
    const row = known?.rows.products.get(id)
    if (row) productById.set(id, row)
  }
  for (const id of partIds) {
    const row = known?.rows.spareParts.get(id)
    if (row) partById.set(id, row)
  }

  const priced: PricedLine[] = []
  const missing: LineInput[] = []
  for (const line of lines) {
    const isProduct = line.itemType === "products"
    const row = isProduct ? productById.get(line.itemId) : partById.get(line.itemId)
    if (!row) {
      missing.push(line)
      continue
    }
    const data = isProduct ? productData : partData
    const price = data.priceById.get(line.itemId) ?? null
    const stock = data.stockById.get(line.itemId) ?? { DBE11: 0, DBE12: 0, total: 0 }
    priced.push(
      isProduct
        ? fromProduct(line, row as ProductRow, price, stock, locale)
        : fromSparePart(line, row as SparePartRow, price, stock, locale),
    )
  }
  return {
    lines: priced,
    totals: totalsOf(priced, viewer.currency),
    missing,
    rows: { products: productById, spareParts: partById },
  }
}

function common(line: LineInput, price: PriceObject | null, stock: Availability) {
  const unitCents = price?.display ?? null
  return {
    itemType: line.itemType,
    itemId: line.itemId,
    quantity: line.quantity,
    unitCents,
    price,
    productTaxCents: price?.product_tax ?? 0,
    additionalTaxCents: price?.additional_tax ?? 0,
    lineCents: (unitCents ?? 0) * line.quantity,
    stock,
  }
}

const numberOrNull = (value: string | null) => (value == null ? null : Number(value))

/** A priced line from its item's row: what `common` gives, with what the kind of item says of itself. */
type FromRow<Row> = (
  line: LineInput,
  row: Row,
  price: PriceObject | null,
  stock: Availability,
  locale: Locale,
) => PricedLine

const fromProduct: FromRow<ProductRow> = (line, row, price, stock, locale) => {
  return {
    ...common(line, price, stock),
    name: pick(row.name, locale) ?? row.id,
    description: pick(row.descriptionTechSpec, locale),
    additionalTaxName: (price?.additional_tax ?? 0) > 0 ? pick(row.additionalTaxName, locale) : null,
    isOld: row.isOld,
    replacementProductId: row.replacementProductId,
    maxOrderQuantity: row.maxOrderQuantity,
    restockInfo: row.restockInfo,
    declinedParentArticleId: row.declinedParentArticleId,
    declinedReason: row.declinedReason,
    isUpsReady: row.isUpsReady,
    expressRestriction: row.expressRestriction,
    grossWeightKg: numberOrNull(row.grossWeightKg),
    sizeMm:
      row.widthMm != null && row.depthMm != null && row.heightMm != null
        ? [row.widthMm, row.depthMm, row.heightMm]
        : null,
  }
}

const fromSparePart: FromRow<SparePartRow> = (line, row, price, stock, locale) => {
  return {
    ...common(line, price, stock),
    name: pick(row.name, locale) ?? row.id,
    description: pick(row.description, locale),
    additionalTaxName: null,
    isOld: false,
    replacementProductId: null,
    maxOrderQuantity: null,
    restockInfo: row.restockInfo,
    declinedParentArticleId: null,
    declinedReason: null,
    isUpsReady: row.isUpsReady,
    expressRestriction: row.expressRestriction,
    grossWeightKg: numberOrNull(row.grossWeightKg),
    sizeMm: null,
  }
}

/** Net, maritime extra cost, named additional taxes, VAT on all three, and the total. */
export function totalsOf(lines: readonly PricedLine[], currency: "EUR" | "GBP"): Totals {
  let netCents = 0
  let productTaxCents = 0
  let additionalTaxCents = 0
  for (const line of lines) {
    netCents += line.lineCents
    productTaxCents += line.productTaxCents * line.quantity
    additionalTaxCents += line.additionalTaxCents * line.quantity
  }
  const taxable = netCents + productTaxCents + additionalTaxCents
  const vatCents = Math.round((taxable * VAT_BASIS_POINTS) / 10_000)
  return {
    currency,
    netCents,
    productTaxCents,
    additionalTaxCents,
    vatBasisPoints: VAT_BASIS_POINTS,
    vatCents,
    totalCents: taxable + vatCents,
  }
}
