import { SHOP_TIME_ZONE } from "./format"

// ORDER-5, ORDER-6: the shipping date (which also becomes the order date) is a weekday, tomorrow at the
// earliest, written yyyy-MM-dd HH:mm:ss; later than 8 weeks needs the area manager. Days are counted in
// Brussels time, where the orders are prepared. Express parcels leave the same day when ordered before
// 12:00 Brussels time.

/** ORDER-5: shipping later than 8 weeks needs the area manager */
export const MAX_SHIPPING_WEEKS = 8
/** ORDER-8: express orders placed before 12:00 (Brussels) are dispatched the same day */
export const EXPRESS_CUTOFF_HOUR = 12

export const ORDER_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/

/** A calendar day, with no time and no zone. */
export interface Day {
  year: number
  month: number
  day: number
}

const pad = (value: number, size = 2) => String(value).padStart(size, "0")
export const formatDay = (day: Day) => `${day.year}-${pad(day.month)}-${pad(day.day)}`

/** The day and hour it is in Brussels at this instant. */
export function brusselsNow(now: Date): Day & { hour: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => {
    const value = parts.find((candidate) => candidate.type === type)?.value
    if (value === undefined) throw new Error(`no ${type} in the ${SHOP_TIME_ZONE} time`)
    return +value
  }
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour") }
}

const toUtcNoon = (day: Day) => Date.UTC(day.year, day.month - 1, day.day, 12)
const fromUtc = (ms: number): Day => {
  const date = new Date(ms)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}
export const addDays = (day: Day, days: number): Day => fromUtc(toUtcNoon(day) + days * 86_400_000)
export const compareDays = (a: Day, b: Day) => Math.sign(toUtcNoon(a) - toUtcNoon(b))
export const isWeekend = (day: Day) => [0, 6].includes(new Date(toUtcNoon(day)).getUTCDay())

/** The first and last day a shipping date may take today (ORDER-5: earliest tomorrow, 8 weeks at most). */
export function shippingWindow(now: Date): { earliest: Day; latest: Day } {
  const today = brusselsNow(now)
  return { earliest: addDays(today, 1), latest: addDays(today, MAX_SHIPPING_WEEKS * 7) }
}

export type ShippingDateProblem = "format" | "past" | "weekend" | "too_late"

/** Reads "yyyy-MM-dd HH:mm:ss" (a real calendar day), or null. */
export function parseOrderDate(value: string): { day: Day; time: [number, number, number] } | null {
  const match = ORDER_DATE_PATTERN.exec(value)
  if (!match) return null
  // the pattern's six groups are all required
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const parsed = { year, month, day }
  if (formatDay(fromUtc(toUtcNoon(parsed))) !== formatDay(parsed)) return null
  if (hour > 23 || minute > 59 || second > 59) return null
  return { day: parsed, time: [hour, minute, second] }
}

/** What is wrong with a shipping date, or null when it may be ordered. */
export function checkShippingDate(value: string, now: Date): ShippingDateProblem | null {
  const parsed = parseOrderDate(value)
  if (!parsed) return "format"
  const { earliest, latest } = shippingWindow(now)
  if (compareDays(parsed.day, earliest) < 0) return "past"
  if (isWeekend(parsed.day)) return "weekend"
  if (compareDays(parsed.day, latest) > 0) return "too_late"
  return null
}

/**
 * The instant a Brussels wall-clock time stands for (the order's timestamp columns hold instants).
 * The zone's offset is read for that day, so summer and winter time both come out right.
 */
export function brusselsInstant(value: string): Date {
  const parsed = parseOrderDate(value)
  if (!parsed) throw new Error(`not an order date: ${value}`)
  const { day, time } = parsed
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, ...time)
  const offsetOf = (ms: number) => {
    const wall = brusselsNow(new Date(ms))
    const minutes = new Date(ms).getUTCMinutes()
    return (
      Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, minutes) - Math.floor(ms / 60_000) * 60_000
    )
  }
  return new Date(asUtc - offsetOf(asUtc - offsetOf(asUtc)))
}

/** ORDER-8: the day an express parcel leaves: today before 12:00 on a weekday, else the next weekday. */
export function expressDispatchDay(now: Date): Day {
  const today = brusselsNow(now)
  let day: Day = today
  if (today.hour >= EXPRESS_CUTOFF_HOUR) day = addDays(day, 1)
  while (isWeekend(day)) day = addDays(day, 1)
  return day
}
