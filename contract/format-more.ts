import { cached } from "./format"
import { intlLocale } from "./locales"

// Formats used by few pages (the export page, the order flow's date picker), kept apart from format.ts:
// the bundler puts a module in one chunk with all its exports, so whatever sits in format.ts is in the
// scripts of every page that shows a date or a number (docs/decisions/033: a page's scripts do not grow).

/** A percentage in the page's language: 45 %, 45%, %45 as each writes it. */
export function formatPercent(percent: number, locale: string): string {
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 0 }),
  ).format(percent / 100)
}

/** An hour of the day with no date or zone (a settings choice, "14:00"): the same hour everywhere. */
export function formatHourOfDay(hour: number, locale: string): string {
  return cached(
    `hour:${locale}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }),
  ).format(Date.UTC(2026, 0, 1, hour))
}

/**
 * The parts of a calendar (the order flow's date picker) in the page's language: weekday names, the
 * month's title and a day in full, for calendar days with no time or zone.
 */
export function calendarFormats(locale: string) {
  const tag = intlLocale(locale)
  const make = (name: string, options: Intl.DateTimeFormatOptions) =>
    cached(`calendar:${name}:${locale}`, () => new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" }))
  return {
    weekdayShort: make("weekdayShort", { weekday: "short" }),
    weekdayLong: make("weekdayLong", { weekday: "long" }),
    month: make("month", { month: "long", year: "numeric" }),
    full: make("full", { dateStyle: "full" }),
  }
}

/**
 * An instant as a datetime-local field's value in Brussels time ("2026-12-07T09:00"): the back office's
 * forms type the shop's clock, whatever the browser's zone.
 */
export function brusselsDateTimeInput(iso: string | Date): string {
  const parts = cached(
    "input:brussels",
    () =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Brussels",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
  ).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00"
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`
}
