import { and, asc, count, eq, gt, inArray, isNotNull, type SQL, sql } from "drizzle-orm"
import { alias } from "drizzle-orm/pg-core"

import type { ExportOptions } from "#contract/exports"
import type { Currency } from "#contract/money"
import { brusselsToday, restockPromise } from "#contract/restock"

import type { Db } from "../../db/client"
import { menuItems, prices, products, spareParts, stock } from "../../db/schema"
import { priceObject } from "../catalog/partner-prices"

// What an export file lists (EXPORT-2), read in keyset batches (by id) so that a file of any size
// is made in constant memory: one query per batch joins the partner's prices, the stock per warehouse
// and the menu's names. The partner's price is the catalogue's own rule (partner-prices.ts).

/** the partner a file is made for: their currency and discount */
export interface ExportPartner {
  currency: Currency
  discountBasisPoints: number
}

/** One line of the file, before it is written as CSV or XLSX: money in cents, texts in the file's language. */
export interface ExportLine {
  id: string
  reference: string | null
  name: string
  description: string
  brand: number | null
  category: string | null
  range: string | null
  subrange: string | null
  isNew: boolean | null
  isOld: boolean | null
  isGoodDeal: boolean | null
  catalogCents: number | null
  promoCents: number | null
  /** the partner's own price (catalogue less their discount, or the promotion when lower) */
  priceCents: number | null
  currency: Currency
  stockDBE11: number
  stockDBE12: number
  restockInfo: string | null
  weightKg: string | null
  widthMm: number | null
  depthMm: number | null
  heightMm: number | null
}

export const BATCH_SIZE = 1000

const s11 = alias(stock, "s11")
const s12 = alias(stock, "s12")
const category = alias(menuItems, "category")
const range = alias(menuItems, "range")
const subrange = alias(menuItems, "subrange")

/** a localized jsonb column in the file's language, English when a text is missing */
const inLanguage = (column: unknown, lang: string) =>
  sql<string>`coalesce(${column} ->> ${lang}, ${column} ->> 'en', '')`

function productFilter(options: ExportOptions) {
  return and(
    options.brands.length ? inArray(products.brand, options.brands) : undefined,
    options.include_old ? undefined : eq(products.isOld, false),
    options.products === "promo" ? and(isNotNull(prices.promoCents), gt(prices.promoCents, 0)) : undefined,
  )
}

// Spare parts have no brand and are never "old": those options apply to equipment only.
function sparePartFilter(options: ExportOptions) {
  return options.products === "promo"
    ? and(isNotNull(prices.promoCents), gt(prices.promoCents, 0))
    : undefined
}

const priceJoin = (itemType: "products" | "spare-parts", id: SQL | typeof products.id, currency: Currency) =>
  and(eq(prices.itemType, itemType), eq(prices.itemId, id), eq(prices.currency, currency))
const stockJoin = (
  table: typeof s11 | typeof s12,
  itemType: "products" | "spare-parts",
  id: unknown,
  warehouse: string,
) =>
  and(eq(table.itemType, itemType), sql`${table.itemId} = ${id}`, eq(table.warehouse, warehouse as "DBE11"))

/** How many lines the file will have (for its progress). */
export async function countLines(db: Db, options: ExportOptions, partner: ExportPartner) {
  if (options.items === "spare_parts") {
    const [row] = await db
      .select({ total: count() })
      .from(spareParts)
      .leftJoin(prices, priceJoin("spare-parts", sql`${spareParts.id}`, partner.currency))
      .where(sparePartFilter(options))
    return row?.total ?? 0
  }
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .leftJoin(prices, priceJoin("products", products.id, partner.currency))
    .where(productFilter(options))
  return row?.total ?? 0
}

type PriceColumns = {
  catalogCents: number | null
  promoCents: number | null
  liquidationCents: number | null
  productTaxCents: number | null
  additionalTaxCents: number | null
}

/** The partner's own price of a line (PRICE-3), as the shop shows it; none without a catalogue price. */
function partnerPrice(partner: ExportPartner, row: PriceColumns) {
  return row.catalogCents == null
    ? null
    : priceObject(
        {
          currency: partner.currency,
          catalogCents: row.catalogCents,
          promoCents: row.promoCents,
          liquidationCents: row.liquidationCents,
          productTaxCents: row.productTaxCents ?? 0,
          additionalTaxCents: row.additionalTaxCents ?? 0,
        },
        { discountBasisPoints: partner.discountBasisPoints } as Parameters<typeof priceObject>[1],
      ).display
}

/** The price and stock columns of a line, from the joined price row and the two warehouses' stock rows. */
const priceColumns = {
  catalogCents: prices.catalogCents,
  promoCents: prices.promoCents,
  liquidationCents: prices.liquidationCents,
  productTaxCents: prices.productTaxCents,
  additionalTaxCents: prices.additionalTaxCents,
  stockDBE11: sql<number>`coalesce(${s11.quantity}, 0)`,
  stockDBE12: sql<number>`coalesce(${s12.quantity}, 0)`,
}

/** The lines after `afterId` (keyset), at most BATCH_SIZE, in id order. */
export async function readBatch(
  db: Db,
  options: ExportOptions,
  partner: ExportPartner,
  afterId: string | null,
): Promise<ExportLine[]> {
  if (options.items === "spare_parts") return readSparePartBatch(db, options, partner, afterId)
  const lang = options.lang
  const today = brusselsToday(new Date())
  const price = (row: PriceColumns) => partnerPrice(partner, row)
  const rows = await db
    .select({
      id: products.id,
      reference: products.reference,
      name: inLanguage(products.name, lang),
      description: inLanguage(products.descriptionTechSpec, lang),
      brand: products.brand,
      category: inLanguage(category.name, lang),
      range: inLanguage(range.name, lang),
      subrange: inLanguage(subrange.name, lang),
      isNew: products.isNew,
      isOld: products.isOld,
      isGoodDeal: products.isGoodDeal,
      restockInfo: products.restockInfo,
      weightKg: products.grossWeightKg,
      widthMm: products.widthMm,
      depthMm: products.depthMm,
      heightMm: products.heightMm,
      ...priceColumns,
    })
    .from(products)
    .leftJoin(prices, priceJoin("products", products.id, partner.currency))
    .leftJoin(s11, stockJoin(s11, "products", products.id, "DBE11"))
    .leftJoin(s12, stockJoin(s12, "products", products.id, "DBE12"))
    .leftJoin(category, eq(category.id, products.categoryId))
    .leftJoin(range, eq(range.id, products.rangeId))
    .leftJoin(subrange, eq(subrange.id, products.subrangeId))
    .where(and(afterId ? gt(products.id, afterId) : undefined, productFilter(options)))
    .orderBy(asc(products.id))
    .limit(BATCH_SIZE)
  return rows.map((row) => ({
    ...row,
    priceCents: price(row),
    currency: partner.currency,
    stockDBE11: Number(row.stockDBE11),
    stockDBE12: Number(row.stockDBE12),
    restockInfo: restock(row.restockInfo, today),
  }))
}

/** The spare parts' lines after `afterId`: no catalogue place, flags nor size, which products have. */
async function readSparePartBatch(
  db: Db,
  options: ExportOptions,
  partner: ExportPartner,
  afterId: string | null,
): Promise<ExportLine[]> {
  const lang = options.lang
  const today = brusselsToday(new Date())
  const price = (row: PriceColumns) => partnerPrice(partner, row)
  const rows = await db
    .select({
      id: spareParts.id,
      name: inLanguage(spareParts.name, lang),
      description: inLanguage(spareParts.description, lang),
      restockInfo: spareParts.restockInfo,
      weightKg: spareParts.grossWeightKg,
      ...priceColumns,
    })
    .from(spareParts)
    .leftJoin(prices, priceJoin("spare-parts", sql`${spareParts.id}`, partner.currency))
    .leftJoin(s11, stockJoin(s11, "spare-parts", spareParts.id, "DBE11"))
    .leftJoin(s12, stockJoin(s12, "spare-parts", spareParts.id, "DBE12"))
    .where(and(afterId ? gt(spareParts.id, afterId) : undefined, sparePartFilter(options)))
    .orderBy(asc(spareParts.id))
    .limit(BATCH_SIZE)
  return rows.map((row) => ({
    id: row.id,
    reference: null,
    name: row.name,
    description: row.description,
    brand: null,
    category: null,
    range: null,
    subrange: null,
    isNew: null,
    isOld: null,
    isGoodDeal: null,
    catalogCents: row.catalogCents,
    promoCents: row.promoCents,
    priceCents: price(row),
    currency: partner.currency,
    stockDBE11: Number(row.stockDBE11),
    stockDBE12: Number(row.stockDBE12),
    restockInfo: restock(row.restockInfo, today),
    weightKg: row.weightKg,
    widthMm: null,
    depthMm: null,
    heightMm: null,
  }))
}

/**
 * CAT-13, CAT-28: '/' means no restock info, and a day already past is no promise either: the file leaves
 * the cell empty. A day to come stays yyyy-MM-dd, which every spreadsheet reads as a date.
 */
export function restock(value: string | null, today: string): string | null {
  const promise = restockPromise(value, today)
  return promise && ("day" in promise ? promise.day : promise.text)
}
