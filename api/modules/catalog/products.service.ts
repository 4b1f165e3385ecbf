import { and, asc, eq, exists, getTableColumns, inArray, isNotNull, type SQL, sql } from "drizzle-orm"

import { HIGHLIGHTED_CAP } from "#contract/catalog-rules"

import type { Database, Db } from "../../db/client"
import { type Locale, prices, productFilters, productRelations, products, stock } from "../../db/schema"
import { keptPerDatabase } from "../../lib/kept-per-database"
import { pick } from "../../lib/localized"
import { seesPrices, type Viewer } from "../../lib/viewer"
import {
  type Availability,
  availabilityOf,
  type PriceObject,
  priceObject,
  type PriceRow,
} from "./partner-prices"
import type { ProductFilterEntry, ProductQuery } from "./product-query"

type ProductRow = typeof products.$inferSelect

/**
 * A product of a list page as one statement reads it: whether it has a promotion and, for a
 * partner who sees prices, their price row and the stock per warehouse, which would otherwise take three
 * more statements (decision 057).
 */
export type ListedProduct = ProductRow & {
  listed: { isPromo: boolean; price: PriceRow | null; stock: [string, number][] | null }
}

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
function displayCents(viewer: Viewer) {
  return sql`least(round(${prices.catalogCents} * ${10_000 - viewer.discountBasisPoints}::numeric / 10000), case when ${prices.promoCents} > 0 then ${prices.promoCents} end, case when ${prices.liquidationCents} > 0 then ${prices.liquidationCents} end)`
}

function priceAtMost(viewer: Viewer, cents: number) {
  return exists(
    sql`(select 1 from ${prices} where ${prices.itemType} = 'products' and ${prices.itemId} = ${products.id} and ${prices.currency} = ${viewer.currency} and ${displayCents(viewer)} <= ${cents})`,
  )
}

function whereOf(query: ProductQuery, viewer: Viewer | null): SQL | undefined {
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

function orderOf(query: ProductQuery, viewer: Viewer | null, random = false): SQL[] {
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

const selectListed = (db: Db, locale: Locale, viewer: Viewer | null) =>
  db.select(listColumns(locale, viewer)).from(products)

function listed({
  listedIsPromo,
  listedPrice,
  listedStock,
  ...row
}: Awaited<ReturnType<typeof selectListed>>[number]): ListedProduct {
  return { ...row, listed: { isPromo: listedIsPromo, price: listedPrice, stock: listedStock } }
}

export interface ProductPage {
  rows: ListedProduct[]
  total: number
  page: { number: number; size: number } | null
}

/** GET products: one page, or the whole list for declined kids (CAT-14: not paged). */
export async function listProducts(
  db: Database,
  query: ProductQuery,
  viewer: Viewer | null,
  locale: Locale,
  options: { random?: boolean } = {},
): Promise<ProductPage> {
  const where = whereOf(query, viewer)
  const order = orderOf(query, viewer, options.random)
  if (query.declinedKids?.length) {
    const rows = await selectListed(db, locale, viewer)
      .where(where)
      .orderBy(...order)
    return { rows: rows.map(listed), total: rows.length, page: null }
  }
  let { number, size } = query.page
  if (query.highlighted) {
    // CAT-20: highlighted products are capped at 10
    size = Math.min(size, HIGHLIGHTED_CAP)
    number = 1
  }
  // The page's ids first, then its columns: a text in one language is computed wherever the statement
  // names it, and in a single query that is on every row of the list before the sort keeps a page of them
  // (the descriptions of 81 products read to show 6).
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((number - 1) * size)
  const [rows, total] = await Promise.all([
    selectListed(db, locale, viewer)
      .where(inArray(products.id, pageIds))
      .orderBy(...order),
    totalOf(db, where),
  ])
  return {
    rows: rows.map(listed),
    total: query.highlighted ? Math.min(total, HIGHLIGHTED_CAP) : total,
    page: { number, size },
  }
}

// A list's total is the part of a page of products that scans the whole list: the home page's four rails
// each counted every product, about 80 ms of a partner's home page in database time on PGlite (decision
// 046).
// It changes only with a catalogue import, so each process keeps a total for 30 s (as the catalogue
// cache keeps visitors' answers), keyed by the count's SQL and parameters: a partner's price filter is in
// them, so a total is only ever shared by the same question.
const TOTAL_MS = 30_000
const TOTALS_KEPT = 2_000
const totals = new WeakMap<Database, Map<string, { at: number; total: Promise<number> }>>()

function totalOf(db: Database, where: SQL | undefined): Promise<number> {
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where)
  const { sql: text, params } = count.toSQL()
  const key = `${text} ${JSON.stringify(params)}`
  let kept = totals.get(db)
  if (!kept) totals.set(db, (kept = new Map<string, { at: number; total: Promise<number> }>()))
  const hit = kept.get(key)
  if (hit && Date.now() - hit.at < TOTAL_MS) return hit.total
  const entry = { at: Date.now(), total: count.then(([row]) => row?.total ?? 0) }
  entry.total.catch(() => {
    if (kept.get(key) === entry) kept.delete(key)
  })
  kept.delete(key)
  kept.set(key, entry)
  // the oldest first: a Map iterates in insertion order
  if (kept.size > TOTALS_KEPT) kept.delete(kept.keys().next().value!)
  return entry.total
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

export const BRAND_TIER_LABELS: Record<number, string | null> = {
  1: null,
  2: null,
  3: "01",
  4: "02 SILVER",
  5: "03 GOLD",
  6: "04 PLATINUM",
  7: "05",
}

/** CAT-11: only tiers 4, 5 and 6 show a badge (silver, gold, platinum). */
export const brandBadge = (brand: number) => ({ 4: "silver", 5: "gold", 6: "platinum" })[brand] ?? null

/** The product as a JSON:API resource; price and availability only for partners (PRICE-1). */
export function productResource(
  row: ProductRow,
  locale: Locale,
  extra: { price?: PriceObject | null; availability?: Availability | null; isPromo?: boolean } = {},
) {
  const size =
    row.widthMm && row.depthMm && row.heightMm ? `${row.widthMm} × ${row.depthMm} × ${row.heightMm}` : null
  return {
    type: "products",
    id: row.id,
    attributes: {
      name: pick(row.name, locale),
      slug: pick(row.slug, locale),
      description_tech_spec: pick(row.descriptionTechSpec, locale),
      popup_info: pick(row.popupInfo, locale),
      brand: row.brand,
      brand_label: BRAND_TIER_LABELS[row.brand] ?? null,
      brand_badge: brandBadge(row.brand),
      label: row.label,
      media: row.media.map((media) => ({
        url: media.url,
        thumb: media.thumb,
        alt: media.alt[locale] || media.alt.en || "",
        width: media.width,
        height: media.height,
      })),
      price: extra.price ?? null,
      availability: extra.availability ?? null,
      page_catalog_number: row.pageCatalogNumber,
      page_promo_number: row.pagePromoNumber,
      product_category_id: row.categoryId,
      product_range_id: row.rangeId,
      product_subrange_id: row.subrangeId,
      product_family_id: row.familyId,
      product_subfamily_id: row.subfamilyId,
      product_line_id: row.lineId,
      is_new: row.isNew,
      is_good_deal: row.isGoodDeal,
      is_old: row.isOld,
      is_ups_ready: row.isUpsReady,
      is_highlighted: row.isHighlighted,
      is_promo: extra.isPromo ?? false,
      hit_parade_rank: row.hitParadeRank,
      has_accessories: row.hasAccessories,
      replacement_product_id: row.replacementProductId,
      max_order_quantity: row.maxOrderQuantity,
      declined_parent_article_id: row.declinedParentArticleId,
      declined_reason: row.declinedReason,
      has_declined_articles: row.hasDeclinedArticles,
      declined_kid_articles_id: row.declinedKidArticlesId,
      restock_info: row.restockInfo,
      term_of_delivery_days: row.termOfDeliveryDays,
      eprel_class: row.eprelClass,
      reference: row.reference,
      gross_weight_kg: row.grossWeightKg == null ? null : Number(row.grossWeightKg),
      size_mm: size,
      volume_m3: row.volumeM3 == null ? null : Number(row.volumeM3),
      power_kw: row.powerKw == null ? null : Number(row.powerKw),
      horse_power: row.horsePower == null ? null : Number(row.horsePower),
      gas_kcal_h: row.gasKcalH,
      steam: row.steam,
      voltage: row.voltage,
      temperature_c:
        row.temperatureMinC != null && row.temperatureMaxC != null
          ? { min: row.temperatureMinC, max: row.temperatureMaxC }
          : null,
      additional_tax_name: pick(row.additionalTaxName, locale),
    },
  }
}

/** Which of these products have a promotion (the promo badge is shown to everyone, its price is not). */
export async function promoIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await db
    .selectDistinct({ id: prices.itemId })
    .from(prices)
    .where(and(eq(prices.itemType, "products"), inArray(prices.itemId, ids), isNotNull(prices.promoCents)))
  return new Set(rows.map((row) => row.id))
}

/**
 * Products as JSON:API resources, from what their one statement read (listColumns): priced, stocked and
 * flagged without a further statement.
 */
export function resources(rows: ListedProduct[], locale: Locale, viewer: Viewer | null) {
  const sees = seesPrices(viewer)
  return rows.map(({ listed: known, ...row }) =>
    productResource(row, locale, {
      price: sees && known.price ? priceObject(known.price, viewer) : null,
      availability: sees ? availabilityOf(known.stock ?? []) : null,
      isPromo: known.isPromo,
    }),
  )
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
