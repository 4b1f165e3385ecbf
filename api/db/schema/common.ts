import { jsonb } from "drizzle-orm/pg-core"

// spec §3: every text a person reads is stored per language, slugs included. Decided once
// (docs/decisions/002): a jsonb object keyed by locale.
export const LOCALES = ["en", "fr", "nl", "de", "it", "es", "pt"] as const
export type Locale = (typeof LOCALES)[number]
export type LocalizedText = Record<Locale, string>

export const localized = (name: string) => jsonb(name).$type<LocalizedText>()
