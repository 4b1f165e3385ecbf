import { formatCalendarDay, formatDateTime } from "#contract/format"
import type { Locale } from "#contract/locales"

/**
 * A saved basket's dates as its pages show them (DRAFT-2): when it was saved, with the time in Brussels;
 * its order and shipping dates as calendar days; null where it has none. Written on the server so that
 * hydrating the page builds no date format in the browser (decision 061).
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
