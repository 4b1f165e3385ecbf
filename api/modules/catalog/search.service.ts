import { asc, inArray, sql } from "drizzle-orm"

import { SEARCH_MIN_LENGTH } from "#contract/catalog-rules"
import { type Locale, LOCALES } from "#contract/locales"

import type { Database } from "../../db/client"
import { products, spareParts } from "./catalog.schema"

// Search (spec §7): PostgreSQL full-text search in the request's language with its own dictionary, ids
// matched in part, and trigram similarity on names as the fallback for typos (stack notes: trigram on
// every query is slow in PGlite, so only when nothing else matched).

const DICTIONARIES: Record<Locale, string> = {
  en: "english",
  fr: "french",
  nl: "dutch",
  de: "german",
  it: "italian",
  es: "spanish",
  pt: "portuguese",
}

export const SEARCH_LIMIT = 20

/** Words of a query as prefix terms of a tsquery: letters and digits only, so no tsquery syntax gets in. */
export function prefixQuery(text: string): string | null {
  const words = (text.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 8)
    .map((word) => word.slice(0, 40))
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function searchColumn(locale: Locale) {
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`unknown locale ${locale}`)
  return sql.raw(`"search_${locale}"`)
}

async function rankedIds(
  db: Database,
  table: "products" | "spare_parts",
  locale: Locale,
  text: string,
  limit: number,
): Promise<string[]> {
  const trimmed = text.trim()
  const tsquery = prefixQuery(trimmed)
  if (!tsquery) return []
  const dictionary = DICTIONARIES[locale]
  const tableSql = sql.raw(`"${table}"`)
  const column = searchColumn(locale)
  const [byId, byText] = await Promise.all([
    trimmed.length >= SEARCH_MIN_LENGTH
      ? db.execute(
          sql`select id from ${tableSql} where id ilike ${likePattern(trimmed)} order by (id ilike ${likePattern(trimmed).slice(1)}) desc, length(id), id limit ${limit}`,
        )
      : Promise.resolve({ rows: [] }),
    db.execute(
      sql`select id from ${tableSql}, to_tsquery(${dictionary}::regconfig, ${tsquery}) query where ${column} @@ query order by ts_rank(${column}, query) desc, id limit ${limit}`,
    ),
  ])
  const ids = [...rowsOf(byId), ...rowsOf(byText)].map((row) => row.id)
  if (ids.length === 0 && table === "products" && trimmed.length >= 3) {
    // one-letter typos: trigram similarity of the query to the product names of the language
    const name = sql.raw(`("name"->>'${locale}')`)
    const fuzzy = await db.execute(
      sql`select id from "products" where ${name} % ${trimmed} or word_similarity(${trimmed}, ${name}) > 0.45 order by word_similarity(${trimmed}, ${name}) desc, id limit ${limit}`,
    )
    ids.push(...rowsOf(fuzzy).map((row) => row.id))
  }
  return [...new Set(ids)].slice(0, limit)
}

function rowsOf(result: unknown): { id: string }[] {
  return (result as { rows?: { id: string }[] }).rows ?? (result as { id: string }[])
}

export async function searchProducts(db: Database, locale: Locale, text: string, limit = SEARCH_LIMIT) {
  const ids = await rankedIds(db, "products", locale, text, limit)
  if (!ids.length) return []
  const rows = await db.select().from(products).where(inArray(products.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id)!).filter(Boolean)
}

export async function searchSpareParts(db: Database, locale: Locale, text: string, limit = SEARCH_LIMIT) {
  const ids = await rankedIds(db, "spare_parts", locale, text, limit)
  if (!ids.length) return []
  const rows = await db
    .select()
    .from(spareParts)
    .where(inArray(spareParts.id, ids))
    .orderBy(asc(spareParts.id))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id)!).filter(Boolean)
}
