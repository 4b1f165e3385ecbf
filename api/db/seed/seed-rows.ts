import type { PgTable } from "drizzle-orm/pg-core"

import { slugify } from "../../lib/slug"
import type { Database } from "../client"
import { type Localized, SEED_LOCALES } from "./vocabulary.types"

// What the seed's steps share: the seed's date, texts in every seed locale, and inserts in batches.

const BATCH = 1_000
export const EUR_TO_GBP = 0.86
export const SEED_DATE = new Date("2026-11-01T09:00:00Z")

export const localize = (make: (locale: (typeof SEED_LOCALES)[number]) => string): Localized =>
  Object.fromEntries(SEED_LOCALES.map((locale) => [locale, make(locale)])) as Localized
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "")
export const cents = (euros: number) => Math.round(euros * 100)

/** rows[index], which the seed relies on being there (a returned row, a parallel list's entry). */
export function rowAt<T>(rows: readonly T[], index: number, what: string): T {
  const row = rows[index]
  if (row === undefined) throw new Error(`seed: no ${what} at index ${index}`)
  return row
}

export async function insertBatched(db: Database, table: PgTable, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH))
  }
}

/** Slugs unique per level and locale: a second "Gas" range becomes "gas-2". */
export function uniqueSlugs() {
  const seen = new Map<string, Set<string>>()
  return (level: string, names: Localized): Localized =>
    localize((locale) => {
      const key = `${level}:${locale}`
      const used = seen.get(key) ?? new Set<string>()
      seen.set(key, used)
      const base = slugify(names[locale], locale) || "item"
      let slug = base
      for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`
      used.add(slug)
      return slug
    })
}
