import { brusselsNow, formatDay } from "./shipping-date"

/**
 * CAT-28: what a restock info promises. `/` (CAT-13), nothing, or a day already past in Brussels promise
 * nothing; a day to come is a date to show in the reader's language; any other text is shown as it is.
 */
export type RestockPromise = { day: string } | { text: string } | null

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Today in Brussels as yyyy-MM-dd: worked out once, then compared with many restock days. */
export const brusselsToday = (now: Date) => formatDay(brusselsNow(now))

export function restockPromise(info: string | null | undefined, today: string): RestockPromise {
  const value = info?.trim()
  if (!value || value === "/") return null
  if (!DAY.test(value)) return { text: value }
  return value >= today ? { day: value } : null
}
