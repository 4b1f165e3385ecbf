import { jsonb } from "drizzle-orm/pg-core"

import type { LocalizedText } from "#contract/locales"

// Column helpers and enums that several modules' tables share (api/modules/<domain>/<domain>.schema.ts);
// a table itself always lives in the module that owns it.

// LANG-8: every text a person reads is stored per language, slugs included. Decided once
// (docs/decisions/002): a jsonb object keyed by locale.
export { type Locale, LOCALES, type LocalizedText } from "#contract/locales"

export const localized = (name: string) => jsonb(name).$type<LocalizedText>()

// Money is integer cents plus a currency code, never floats (architecture, Data): prices, basket-like
// lines, drafts, orders and invoices all carry one of these.
export { CURRENCIES } from "#contract/money"
// the item kinds a price, a stock level or a basket, wishlist, draft or order line points at
export { ITEM_TYPES, type ItemType } from "#contract/items"
