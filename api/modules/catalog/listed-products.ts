import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm"

import type { Database, Db } from "../../db/client"
import { type Locale, prices, productRelations, products, stock } from "../../db/schema"
import { seesPrices, type Viewer } from "../../lib/viewer"
import type { PriceRow } from "./partner-prices"

export type ProductRow = typeof products.$inferSelect

/**
 * A product of a list page as one statement reads it: whether it has a promotion and, for a
 * partner who sees prices, their price row and the stock per warehouse, which would otherwise take three
 * more statements (decision 057).
 */
export type ListedProduct = ProductRow & {
  listed: { isPromo: boolean; price: PriceRow | null; stock: [string, number][] | null }
}

// what the driver gives for a json value: parsed by PGlite and node-postgres, a string otherwise
const fromJson = <T>(value: unknown) =>
  (typeof value === "string" ? (JSON.parse(value) as unknown) : value) as T

/**
 * A text column in the request's language and English only, which pick() falls back to, instead of all
 * seven: the descriptions of seven languages were most of a list page's bytes read from the database.
 */
function inLanguage(
  column: (typeof products)["name" | "slug" | "descriptionTechSpec" | "popupInfo" | "additionalTaxName"],
  locale: Locale,
) {
  return sql`jsonb_build_object(${locale}::text, ${column} -> ${locale}::text, 'en', ${column} -> 'en')`.mapWith(
    column,
  )
}

/** The columns of a list page: the product in one language, its promotion flag and what partners see. */
function listColumns(locale: Locale, viewer: Viewer | null) {
  const { name, slug, descriptionTechSpec, popupInfo, additionalTaxName } = products
  const ofThisProduct = (table: typeof prices | typeof stock) =>
    sql`${table.itemType} = 'products' and ${table.itemId} = ${products.id}`
  const sees = seesPrices(viewer)
  // visitors get neither (PRICE-1): a constant, not a subquery
  const price = sees
    ? sql`(select json_build_object('currency', ${prices.currency}, 'catalogCents', ${prices.catalogCents}, 'promoCents', ${prices.promoCents}, 'liquidationCents', ${prices.liquidationCents}, 'productTaxCents', ${prices.productTaxCents}, 'additionalTaxCents', ${prices.additionalTaxCents}) from ${prices} where ${ofThisProduct(prices)} and ${prices.currency} = ${viewer.currency})`
    : sql`null`
  const stockRows = sees
    ? sql`(select json_agg(json_build_array(${stock.warehouse}, ${stock.quantity})) from ${stock} where ${ofThisProduct(stock)})`
    : sql`null`
  return {
    ...getTableColumns(products),
    name: inLanguage(name, locale),
    slug: inLanguage(slug, locale),
    descriptionTechSpec: inLanguage(descriptionTechSpec, locale),
    popupInfo: inLanguage(popupInfo, locale),
    additionalTaxName: inLanguage(additionalTaxName, locale),
    listedIsPromo: sql<boolean>`exists (select 1 from ${prices} where ${ofThisProduct(prices)} and ${prices.promoCents} is not null)`,
    listedPrice: price.mapWith((value) => fromJson<PriceRow | null>(value)),
    listedStock: stockRows.mapWith((value) => fromJson<[string, number][] | null>(value)),
  }
}

export const selectListed = (db: Db, locale: Locale, viewer: Viewer | null) =>
  db.select(listColumns(locale, viewer)).from(products)

export function listed({
  listedIsPromo,
  listedPrice,
  listedStock,
  ...row
}: Awaited<ReturnType<typeof selectListed>>[number]): ListedProduct {
  return { ...row, listed: { isPromo: listedIsPromo, price: listedPrice, stock: listedStock } }
}

/** One product as a list page reads it (listColumns): in the request's language, priced for partners. */
export async function findProduct(
  db: Database,
  id: string,
  locale: Locale,
  viewer: Viewer | null,
): Promise<ListedProduct | null> {
  const [product] = await listedProducts(db, [id], locale, viewer)
  return product ?? null
}

/**
 * These products, in no particular order, read as a list page reads them (search's page of results, and a
 * basket's items as it is replaced): in a transaction too.
 */
export async function listedProducts(
  db: Db,
  ids: string[],
  locale: Locale,
  viewer: Viewer | null,
): Promise<ListedProduct[]> {
  if (!ids.length) return []
  const rows = await selectListed(db, locale, viewer).where(inArray(products.id, ids))
  return rows.map(listed)
}

/** A product's accessories, options or similar products in their order, read as a list page reads them. */
export async function relatedProducts(
  db: Database,
  id: string,
  kind: "accessory" | "option" | "similar",
  { locale, viewer, limit }: { locale: Locale; viewer: Viewer | null; limit?: number },
): Promise<ListedProduct[]> {
  const query = selectListed(db, locale, viewer)
    .innerJoin(productRelations, eq(productRelations.relatedId, products.id))
    .where(and(eq(productRelations.productId, id), eq(productRelations.kind, kind)))
    .orderBy(asc(productRelations.position))
  const rows = limit ? await query.limit(limit) : await query
  return rows.map(listed)
}

/** A parent's clearance articles (CAT-14, include[]=includedProducts), read as a list page reads them. */
export async function declinedKidsOf(
  db: Database,
  parentIds: string[],
  locale: Locale,
  viewer: Viewer | null,
): Promise<ListedProduct[]> {
  if (!parentIds.length) return []
  const rows = await selectListed(db, locale, viewer)
    .where(inArray(products.declinedParentArticleId, parentIds))
    .orderBy(asc(products.id))
  return rows.map(listed)
}
