import { formatDate, formatDateTime } from "#contract/format"
import type { Locale } from "#contract/locales"

// The account pages' dates (orders, invoices, API keys, sessions, stock alerts) are formatted once on the
// server, so the page reads the same before and after hydration whatever the browser's own locale data,
// and hydrating it builds no date format (decision 061).

/** A date as a day, and as a moment with its time, in the page's language; null stays null. */
export function dateFormatters(locale: Locale) {
  return {
    day: (iso: string | null) => (iso ? formatDate(iso, locale) : null),
    moment: (iso: string | null) => (iso ? formatDateTime(iso, locale) : null),
  }
}
