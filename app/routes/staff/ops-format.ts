import { formatDate, formatDateTime } from "#contract/format"
import { type Currency, formatMoney } from "#contract/money"

// How the operator's screens (orders, outbox, jobs, audit log) write amounts and times: formatted on the
// server in the page's language, so the page reads the same before and after hydration (decision 061).

export const moneyOf = (cents: number, currency: Currency) => formatMoney(cents, currency)
export const dayOf = (iso: string, locale: string) => formatDate(iso, locale)
export const momentOf = (iso: string | null, locale: string) => (iso ? formatDateTime(iso, locale) : null)

/** A YYYY-MM-DD day from a query value, or "" when it is none (a list never fails because of its URL). */
export const dayParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : ""
