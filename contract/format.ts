import { intlLocale } from "./locales"

// One way to write numbers and dates, for the shop's pages and the API's PDFs and mails alike (money:
// money.ts, kept apart so the pages that show only prices load only that). Formatters are costly to
// build and are kept per locale and style. Formats that only one or two pages use live in
// format-more.ts, so that the catalogue pages' scripts do not carry them (one module, one chunk).

/** Where the orders are prepared: shipping days, dispatch cut-offs and every time shown are Brussels time. */
export const SHOP_TIME_ZONE = "Europe/Brussels"

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined
  if (!format) cache.set(key, (format = make()))
  return format
}

/** A measure in the page's language (2,5 in German, 2.5 in English), at most `digits` decimals. */
export function formatNumber(value: number, locale: string, digits = 2): string {
  return cached(
    `number:${locale}:${digits}`,
    () => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }),
  ).format(value)
}

/** A file size for people, in the page's language: 2,4 kB, 1.2 MB. */
export function formatFileSize(bytes: number | null, locale: string): string | null {
  if (bytes == null) return null
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, "megabyte"]
      : bytes >= 1_000
        ? [bytes / 1_000, "kilobyte"]
        : [bytes, "byte"]
  return cached(
    `size:${locale}:${unit}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: "unit",
        unit,
        unitDisplay: "short",
        maximumFractionDigits: unit === "byte" ? 0 : 1,
      }),
  ).format(value)
}

export type DateStyle = "medium" | "long" | "full"

/** An instant's day, as it is in Brussels where orders are prepared: 24 Nov 2026, 24. November 2026. */
export function formatDate(iso: string | Date, locale: string, style: DateStyle = "medium"): string {
  return cached(
    `date:${locale}:${style}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: SHOP_TIME_ZONE }),
  ).format(new Date(iso))
}

/** An instant with its time of day in Brussels: 24 Nov 2026, 14:05. */
export function formatDateTime(iso: string | Date, locale: string, style: DateStyle = "medium"): string {
  return cached(
    `moment:${locale}:${style}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        dateStyle: style,
        timeStyle: "short",
        timeZone: SHOP_TIME_ZONE,
      }),
  ).format(new Date(iso))
}

/** A calendar day with no time or zone ("2026-11-24", a shipping date): the same day everywhere. */
export function formatCalendarDay(day: string, locale: string, style: DateStyle = "full"): string {
  return cached(
    `day:${locale}:${style}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: "UTC" }),
  ).format(new Date(`${day.slice(0, 10)}T12:00:00Z`))
}
