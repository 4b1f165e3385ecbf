import { inArray, type SQL, sql } from "drizzle-orm"

import { HIGHLIGHTED_CAP } from "#contract/catalog-rules"

import type { Database } from "../../db/client"
import { type Locale, products } from "../../db/schema"
import type { Viewer } from "../../lib/viewer"
import { listed, type ListedProduct, selectListed } from "./listed-products"
import { orderOf, whereOf } from "./product-conditions"
import type { ProductQuery } from "./product-query"

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
