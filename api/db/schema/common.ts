import { jsonb } from "drizzle-orm/pg-core"
import type { LocalizedText } from "#contract/locales"

// spec §3: every text a person reads is stored per language, slugs included. Decided once
// (docs/decisions/002): a jsonb object keyed by locale.
export { LOCALES, type Locale, type LocalizedText } from "#contract/locales"

export const localized = (name: string) => jsonb(name).$type<LocalizedText>()
