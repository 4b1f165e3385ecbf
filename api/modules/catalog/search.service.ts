import { inArray, sql } from "drizzle-orm"

import { SEARCH_MIN_LENGTH, searchLength } from "#contract/catalog-rules"
import { SEARCH_PAGE_SIZE } from "#contract/catalog-search"
import { type Locale, LOCALES } from "#contract/locales"

import type { Database } from "../../db/client"
import type { Viewer } from "../../lib/viewer"
import { spareParts } from "./catalog.schema"
import { listedProducts } from "./listed-products"

// Search (SEARCH-5): what a buyer types finds what they mean.
// - A word matches inside compound names ("Ofen" in "Heißluftofen", "oven" in "combi oven"): plain
//   substring matching over the names and descriptions folded to lower case without accents (ß = ss).
//   The catalogue is small (1,500 products and 8,000 spare parts per scale), so scanning the folded
//   texts costs a few milliseconds, where an index on folded text would need a migration per language.
// - Stems of the reader's language (plural "ovens", French "fours") through the full-text vectors.
// - Typos: when a word of 5 letters or more matches nothing as typed, names and descriptions within one
//   edit (two from 9 letters) match too. pg_trgm's word_similarity (in PGlite and PostgreSQL alike)
//   picks the candidates in SQL; the edit distance is checked here over those few rows, because
//   trigram similarity alone lets unrelated words through (and trigram over every row is slow in PGlite,
//   so it runs only for the words that found nothing).
// - Ids whole or in part.
// - Ranking: id match, then name (whole word, then start of a word, then inside a word, then a typo),
//   then stems, then description; shorter names first among equals (the plainer product).
// - Texts in the reader's language, English where a translation is missing (as lib/localized pick).

const DICTIONARIES: Record<Locale, string> = {
  en: "english",
  fr: "french",
  nl: "dutch",
  de: "german",
  it: "italian",
  es: "spanish",
  pt: "portuguese",
}

/** at most this many rows are ranked per query: more than any first pages a person pages through */
const CANDIDATE_LIMIT = 5_000
const MAX_WORDS = 8
const FUZZY_MIN_LENGTH = 5
/** trigram pre-selection of typo candidates; the edit distance decides */
const FUZZY_SIMILARITY = 0.4

// Accents folded here, and matched in SQL by the patterns of wordPattern (upper case listed too:
// case-insensitive matching of a C-locale database may leave non-ASCII letters alone).
const FOLD_FROM =
  "àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżžÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮŁÑŃŇÒÓÔÕÖØŌŐŔŘŚŠŞŤÙÚÛÜŪŮŰŲÝŸŹŻŽ"
const FOLD_TO = [...FOLD_FROM]
  .map(
    (char) =>
      ({ ł: "l", Ł: "l", ø: "o", Ø: "o" })[char] ??
      char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(),
  )
  .join("")

/** lower case, no accents, ß = ss, œ = oe, æ = ae: what both sides are compared in */
export function fold(text: string): string {
  let out = ""
  for (const char of text.toLowerCase()) {
    const at = FOLD_FROM.indexOf(char)
    out += at >= 0 ? FOLD_TO[at] : char
  }
  return out.replace(/ß/g, "ss").replace(/œ/g, "oe").replace(/æ/g, "ae")
}

/** The words of a query, folded: letters and digits only, so no LIKE or tsquery syntax gets in. */
export function queryWords(text: string): string[] {
  return [...new Set(fold(text.normalize("NFC")).match(/[\p{L}\p{N}]+/gu) ?? [])]
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, 40))
}

/** Words of a query as prefix terms of a tsquery: letters and digits only, so no tsquery syntax gets in. */
export function prefixQuery(text: string): string | null {
  const words = (text.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, 40))
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The typos a word of this length may carry (SEARCH-5: one edit from 5 letters, two from 9). */
export function allowedEdits(word: string): number {
  return word.length >= 9 ? 2 : word.length >= FUZZY_MIN_LENGTH ? 1 : 0
}

/**
 * The fewest edits (insert, delete, replace, swap of two neighbours) that turn `word` into some part of
 * `text` (Sellers' approximate substring match with transpositions): 0 when `text` contains it, 1 for
 * one typo ("frituese" in "friteuse"), … Anything above `max` answers max + 1.
 */
export function editsWithin(word: string, text: string, max: number): number {
  const n = word.length
  let before: number[] | null = null
  let previous = Array.from({ length: n + 1 }, (_, i) => i)
  let best = previous[n]!
  let last = ""
  for (const char of text) {
    const current = [0]
    for (let i = 1; i <= n; i++) {
      const cost = word[i - 1] === char ? 0 : 1
      let value = Math.min(previous[i - 1]! + cost, previous[i]! + 1, current[i - 1]! + 1)
      if (before && i > 1 && word[i - 1] === last && word[i - 2] === char)
        value = Math.min(value, before[i - 2]! + 1)
      current.push(value)
    }
    best = Math.min(best, current[n]!)
    if (best === 0) return 0
    before = previous
    previous = current
    last = char
  }
  return best <= max ? best : max + 1
}

const WORD_SCORE = {
  head: 10,
  nameWord: 100,
  namePrefix: 85,
  nameInside: 70,
  nameTypo: 45,
  stem: 35,
  description: 20,
  descriptionTypo: 10,
} as const
const ID_SCORE = { exact: 10_000, prefix: 5_000, inside: 2_500 } as const

interface Candidate {
  id: string
  /** the id in lower case */
  key: string
  name: string
  description: string
  stem: boolean
}

/** How well one folded word matches one candidate, 0 for not at all. */
function wordScore(word: string, candidate: Candidate, fuzzy: boolean): number {
  const nameWords: string[] = candidate.name.match(/[\p{L}\p{N}]+/gu) ?? []
  // the head of the name's first part ("Combi oven – …", "Four à pizza – …", "Gas-Heißluftofen – …") is
  // what the product is: "oven" ranks a combi oven before a pizza oven stand
  const head = candidate.name.split(/\s[–,-]\s|,/)[0]!.match(/[\p{L}\p{N}]+/gu) ?? []
  const isHead = head.length > 0 && (head[0]!.startsWith(word) || head.at(-1)!.endsWith(word))
  const headBonus = isHead ? WORD_SCORE.head : 0
  if (nameWords.includes(word)) return WORD_SCORE.nameWord + headBonus
  if (nameWords.some((part) => part.startsWith(word))) return WORD_SCORE.namePrefix + headBonus
  if (candidate.name.includes(word)) return WORD_SCORE.nameInside + headBonus
  const edits = fuzzy ? allowedEdits(word) : 0
  if (edits && nameWords.some((part) => editsWithin(word, part, edits) <= edits)) return WORD_SCORE.nameTypo
  if (candidate.stem) return WORD_SCORE.stem
  if (candidate.description.includes(word) || candidate.key.includes(word)) return WORD_SCORE.description
  if (edits && editsWithin(word, candidate.description, edits) <= edits) return WORD_SCORE.descriptionTypo
  return 0
}

function idScore(query: string, id: string): number {
  if (!query) return 0
  if (id === query) return ID_SCORE.exact
  if (id.startsWith(query)) return ID_SCORE.prefix
  if (id.includes(query)) return ID_SCORE.inside
  return 0
}

export interface SearchOptions {
  /** from 1 */
  page?: number
  size?: number
  /** the header popup lists only products that are not old (SEARCH-2) */
  excludeOld?: boolean
}

export interface SearchPage {
  ids: string[]
  total: number
}

type Table = "products" | "spare_parts"

/** Ranked ids of one page and the number of matches of a query (SEARCH-4, SEARCH-5). */
export async function searchIds(
  db: Database,
  table: Table,
  locale: Locale,
  text: string,
  options: SearchOptions = {},
): Promise<SearchPage> {
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`unknown locale ${locale}`)
  const size = options.size ?? SEARCH_PAGE_SIZE
  const page = Math.max(1, options.page ?? 1)
  const trimmed = text.trim()
  const words = queryWords(trimmed)
  if (!words.length || searchLength(trimmed) < SEARCH_MIN_LENGTH) return { ids: [], total: 0 }
  // an id typed with or without its separators ("R0100 007", "frg-2", "FRG2")
  const idQuery = fold(trimmed).replace(/\s+/g, "")

  let candidates = await findCandidates(db, table, locale, trimmed, words, idQuery, [], options)
  let ranked = rank(candidates, words, idQuery, false)
  const typoWords = words.filter((word) => allowedEdits(word) > 0)
  if (!ranked.length && typoWords.length) {
    candidates = await findCandidates(db, table, locale, trimmed, words, idQuery, typoWords, options)
    ranked = rank(candidates, words, idQuery, true)
  }
  // nothing in the reader's language: the English texts (a German reader typing "oven")
  if (!ranked.length && locale !== "en") return searchIds(db, table, "en", text, options)
  return { ids: ranked.slice((page - 1) * size, page * size), total: ranked.length }
}

function rank(candidates: Candidate[], words: string[], idQuery: string, fuzzy: boolean): string[] {
  const scored: { id: string; score: number; length: number }[] = []
  for (const candidate of candidates) {
    const byId = idScore(idQuery, candidate.key)
    let sum = 0
    let all = true
    for (const word of words) {
      const score = wordScore(word, candidate, fuzzy)
      if (!score) {
        all = false
        break
      }
      sum += score
    }
    // every word must match somewhere, unless the whole query is (part of) the id
    if (!all && !byId) continue
    // among id matches the shorter id (closer to what was typed) first, then in id order
    const length = byId ? candidate.key.length : candidate.name.length
    scored.push({ id: candidate.id, score: byId + (all ? sum : 0), length })
  }
  scored.sort((a, b) => b.score - a.score || a.length - b.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return scored.map((row) => row.id)
}

/** each base letter and the accented letters that fold to it, as a regular-expression class */
const LETTER_CLASSES = new Map<string, string>()
for (const [index, char] of [...FOLD_FROM].entries()) {
  const base = FOLD_TO[index]!
  LETTER_CLASSES.set(base, (LETTER_CLASSES.get(base) ?? base) + char)
}

/**
 * A folded word as a case-insensitive POSIX pattern that matches it in the stored, unfolded texts:
 * "heissluftofen" finds "Heißluftofen", "electrique" finds "électrique". pg_trgm's GIN index on the
 * names serves such patterns, so no folded copy of the texts is needed (translate() over every row
 * took seconds in PGlite).
 */
export function wordPattern(word: string): string {
  let pattern = ""
  for (let i = 0; i < word.length; i++) {
    const pair = word.slice(i, i + 2)
    const ligature = pair === "ss" ? "ß" : pair === "oe" ? "œ" : pair === "ae" ? "æ" : null
    if (ligature) {
      pattern += `(${pair}|${ligature})`
      i++
      continue
    }
    const char = word[i]!
    const letters = LETTER_CLASSES.get(char)
    pattern += letters ? `[${letters}]` : /[\p{L}\p{N}]/u.test(char) ? char : `\\${char}`
  }
  return pattern
}

async function findCandidates(
  db: Database,
  table: Table,
  locale: Locale,
  text: string,
  words: string[],
  idQuery: string,
  typoWords: string[],
  options: SearchOptions,
): Promise<Candidate[]> {
  const tableSql = sql.raw(`"${table}"`)
  const descriptionColumn = table === "products" ? "description_tech_spec" : "description"
  // the very expressions of the trigram indexes on the names (migration 0001), so the planner uses them
  const name = sql.raw(`("name"->>'${locale}')`)
  const description = sql.raw(`("${descriptionColumn}"->>'${locale}')`)
  const vector = sql.raw(`"search_${locale}"`)
  const dictionary = DICTIONARIES[locale]
  const tsquery = prefixQuery(text)
  const rawWords = text.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? []
  const stemMatch = tsquery
    ? sql`(${vector} @@ to_tsquery(${dictionary}::regconfig, ${tsquery}))`
    : sql`false`
  // each word somewhere: inside a name, as a word or stem of name or description (full-text), in the id;
  // the typo words also by trigram similarity to a name (the edit distance is checked in rank)
  const wordConditions = words.map((word) => {
    // the stem as typed (accents and all, as the dictionary keeps them) or folded
    const typed = rawWords.filter((raw) => fold(raw) === word)
    const stems = [...new Set([...typed, word])].map((form) => `${form}:*`).join(" | ")
    const exact = sql`(${name} ~* ${wordPattern(word)} or ${vector} @@ to_tsquery(${dictionary}::regconfig, ${stems}) or "id" ilike ${`%${likeEscape(word)}%`})`
    return typoWords.includes(word) ? sql`(${exact} or ${word} <% ${name})` : exact
  })
  const oldFilter = options.excludeOld && table === "products" ? sql`not "is_old" and` : sql``
  const query = sql`
    select "id" as id, lower("id") as key, coalesce(${name}, '') as name,
      coalesce(${description}, '') as description, ${stemMatch} as stem
    from ${tableSql}
    where ${oldFilter} ((${sql.join(wordConditions, sql` and `)}) or "id" ilike ${`%${likeEscape(idQuery)}%`})
    limit ${CANDIDATE_LIMIT}`
  // the trigram operator's threshold (0.6 by default) misses one typo in a short word ("fredora" and
  // "Freidora" are 0.55): lowered for this query only (set_config local to the transaction)
  const result = typoWords.length
    ? await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_SIMILARITY)}, true)`,
        )
        return tx.execute(query)
      })
    : await db.execute(query)
  const rows = (result as { rows?: Candidate[] }).rows ?? (result as Candidate[])
  return rows.map((row) => ({
    ...row,
    name: fold(row.name),
    description: fold(row.description),
    stem: row.stem === true || (row.stem as unknown) === "t",
  }))
}

/** The rows in the ranking's order (the database answers an IN list in an order of its own). */
function inRankOrder<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined)
}

/** A page of products found, in rank order, read as a list page reads them (decision 057). */
export async function searchProducts(
  db: Database,
  locale: Locale,
  viewer: Viewer | null,
  text: string,
  options: SearchOptions = {},
) {
  const found = await searchIds(db, "products", locale, text, options)
  const rows = await listedProducts(db, found.ids, locale, viewer)
  return { rows: inRankOrder(found.ids, rows), total: found.total }
}

export async function searchSpareParts(
  db: Database,
  locale: Locale,
  text: string,
  options: SearchOptions = {},
) {
  const found = await searchIds(db, "spare_parts", locale, text, options)
  const ids = found.ids
  if (!ids.length) return { rows: [], total: found.total }
  const rows = await db.select().from(spareParts).where(inArray(spareParts.id, ids))
  return { rows: inRankOrder(ids, rows), total: found.total }
}
