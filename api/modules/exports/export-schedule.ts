import type { ExportFrequency } from "#contract/exports"
import { addDays, brusselsInstant, brusselsNow, type Day, formatDay } from "#contract/shipping-date"

// Brussels wall-clock arithmetic for the export (EXPORT-3: once per day; EXPORT-6: scheduled sending at an
// hour of Brussels time). Days and hours are read in the zone, so summer and winter time both come out right.

const pad = (value: number) => String(value).padStart(2, "0")

/** The instant of `hour`:00 in Brussels on a calendar day. */
export const brusselsHour = (day: Day, hour: number) =>
  brusselsInstant(`${formatDay(day)} ${pad(hour)}:00:00`)

/** The Brussels calendar day of an instant, as yyyy-MM-dd (the once-a-day rule's day). */
export const brusselsDay = (now: Date) => formatDay(brusselsNow(now))

/** The start of the next Brussels day. */
export const nextBrusselsMidnight = (now: Date) => brusselsHour(addDays(brusselsNow(now), 1), 0)

function addMonths(day: Day, months: number): Day {
  const index = day.year * 12 + (day.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  // the 31st of a short month is its last day
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { year, month, day: Math.min(day.day, last) }
}

/** The first `hour`:00 in Brussels strictly after `now` (today's, or tomorrow's). */
export function nextOccurrence(hour: number, now: Date): Date {
  const today = brusselsHour(brusselsNow(now), hour)
  return today > now ? today : brusselsHour(addDays(brusselsNow(now), 1), hour)
}

/**
 * The slot after `slot` for a frequency: a day, seven days or a calendar month later at the same
 * Brussels hour; never one already past `now` (a server that was down sends once, not once per missed
 * slot).
 */
export function nextSlot(frequency: Exclude<ExportFrequency, "none">, hour: number, slot: Date, now: Date) {
  let day = brusselsNow(slot) as Day
  let next: Date
  do {
    day =
      frequency === "daily" ? addDays(day, 1) : frequency === "weekly" ? addDays(day, 7) : addMonths(day, 1)
    next = brusselsHour(day, hour)
  } while (next <= now)
  return next
}
