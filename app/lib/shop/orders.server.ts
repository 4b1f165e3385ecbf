import { formatCalendarDay, formatDate, formatDateTime } from "#contract/format"
import type { Locale } from "#contract/locales"

// The account pages' reading of orders and invoices (their documents are typed by contract/orders.ts and
// contract/invoices.ts), saved baskets and API keys: dates and sizes are formatted once on the server, so
// the page reads the same before and after hydration whatever the browser's own locale data, and
// hydrating it builds no date format (decision 061).

/** The page number of `?page=`, 1 when missing or not a number. */
export const pageParam = (url: URL) =>
  Math.max(1, Math.min(100_000, Math.floor(Number(url.searchParams.get("page"))) || 1))

export function dateFormatters(locale: Locale) {
  return {
    day: (iso: string | null) => (iso ? formatDate(iso, locale) : null),
    moment: (iso: string | null) => (iso ? formatDateTime(iso, locale) : null),
  }
}

/**
 * A saved basket's dates as its pages show them (DRAFT-2): when it was saved, with the time in Brussels;
 * its order and shipping dates as calendar days; null where it has none. Written here so that hydrating
 * the page builds no date format in the browser (decision 061).
 */
export function draftDates(
  draft: { saved_at: string; order_date: string | null; shipping_date: string | null },
  locale: Locale,
) {
  const day = (value: string | null) => (value ? formatCalendarDay(value, locale, "medium") : null)
  return {
    savedAt: formatDateTime(draft.saved_at, locale),
    orderDate: day(draft.order_date),
    shippingDate: day(draft.shipping_date),
  }
}
