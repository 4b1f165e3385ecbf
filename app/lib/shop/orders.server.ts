import { formatDate, formatDateTime } from "#contract/format"
import type { Locale } from "#contract/locales"

// The account pages' reading of orders and invoices (their documents are typed by contract/orders.ts and
// contract/invoices.ts): dates and sizes are formatted once on the server, so the page reads the same
// before and after hydration whatever the browser's own locale data.

/** The page number of `?page=`, 1 when missing or not a number. */
export const pageParam = (url: URL) =>
  Math.max(1, Math.min(100_000, Math.floor(Number(url.searchParams.get("page"))) || 1))

export function dateFormatters(locale: Locale) {
  return {
    day: (iso: string | null) => (iso ? formatDate(iso, locale) : null),
    moment: (iso: string | null) => (iso ? formatDateTime(iso, locale) : null),
  }
}
