import { sql } from "drizzle-orm"

import type { Locale, LocalizedText } from "#contract/locales"
import { brusselsInstant } from "#contract/shipping-date"

import type { Db } from "../../db/client"
import { CONTENT_CHANNEL } from "../../lib/content-channel"
import { slugify } from "../../lib/slug"

// What every content change shares (decision 098): texts kept only in the languages that have one, a
// publication time typed in Brussels time, and the notice that tells every server process to drop the
// content answers it keeps (api/lib/catalogue-cache.ts).

export type LocalizedInput = Partial<Record<Locale, string | null>>

/** The languages that have a text; what the row keeps (a missing one falls back to English). */
export function keptText(input: LocalizedInput): LocalizedText {
  return Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string] => !!entry[1]),
  ) as LocalizedText
}

/** A slug per language, made from the title in that language. */
export function slugsOf(title: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(title).map(([lng, text]) => [lng, slugify(text)])) as LocalizedText
}

/** A datetime-local value is Brussels wall-clock time; anything else is read as an ISO instant. */
export function publishedInstant(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return brusselsInstant(`${value.replace("T", " ")}:00`)
  return new Date(value)
}

/** Tells every process (this one too) that the shop's content changed; delivered when the change commits. */
export async function announceContentChange(tx: Db) {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`)
}
