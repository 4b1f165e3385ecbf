import { lt, sql } from "drizzle-orm"
import type { Context } from "hono"

import type { Database } from "../../db/client"
import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { ApiError } from "../../lib/errors"
import { securityEvent } from "../../lib/security-events"
import { usageCounts } from "./limits.schema"

// Caps that hold for the whole shop, whoever asks: so many contact messages or sign-up requests an hour,
// whatever their source addresses (the per-address limits of accounts/throttle.ts come first). Counted in
// fixed windows in the database, one statement per use, so that several processes and a burst of parallel
// requests cannot pass a cap between reading and counting.

export interface Window {
  /** the window's length */
  seconds: number
  /** uses allowed in one window */
  limit: number
}

/** the window `now` falls in: its start, aligned to the epoch, so every process agrees */
export function windowOf(seconds: number, now: Date) {
  const start = Math.floor(now.getTime() / (seconds * 1000)) * seconds * 1000
  return { start: new Date(start), end: new Date(start + seconds * 1000) }
}

/**
 * Counts one use of `kind` in the current window, unless the window's uses already reached the limit:
 * 0 when counted, else the seconds until the next window.
 */
export async function takeFromCap(db: Database, kind: string, window: Window, now = new Date()) {
  const { start, end } = windowOf(window.seconds, now)
  const taken = await db
    .insert(usageCounts)
    .values({ key: `${kind}@${start.toISOString()}`, windowStartedAt: start, count: 1 })
    .onConflictDoUpdate({
      target: usageCounts.key,
      set: { count: sql`${usageCounts.count} + 1` },
      setWhere: sql`${usageCounts.count} < ${window.limit}`,
    })
    .returning({ count: usageCounts.count })
  if (taken.length > 0 && window.limit > 0) return 0
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000))
}

/** Counts one use (no cap) and answers how many the window holds now, this one included. */
export async function countUse(db: Database, kind: string, seconds: number, now = new Date()) {
  const { start } = windowOf(seconds, now)
  const [row] = await db
    .insert(usageCounts)
    .values({ key: `${kind}@${start.toISOString()}`, windowStartedAt: start, count: 1 })
    .onConflictDoUpdate({ target: usageCounts.key, set: { count: sql`${usageCounts.count} + 1` } })
    .returning({ count: usageCounts.count })
  return row?.count ?? 1
}

/** Gives back a use taken for something that then did not happen (a mail that could not be sent). */
export async function giveBack(db: Database, kind: string, seconds: number, now = new Date()) {
  const { start } = windowOf(seconds, now)
  await db
    .update(usageCounts)
    .set({ count: sql`greatest(${usageCounts.count} - 1, 0)` })
    .where(sql`${usageCounts.key} = ${`${kind}@${start.toISOString()}`}`)
}

/** Windows of more than a day ago are of no use: removed now and then (with each new challenge). */
export async function forgetOldWindows(db: Database, now = new Date()) {
  await db.delete(usageCounts).where(lt(usageCounts.windowStartedAt, new Date(now.getTime() - 86_400_000)))
}

/**
 * Takes one use from the shop-wide cap of the hour, or answers 429 with Retry-After and a calm message (a
 * text key of api.json with `{{minutes}}`), logged as a security event.
 */
export async function requireWithinShopCap(
  c: Context<ApiEnv>,
  kind: string,
  limit: number,
  message: string,
  now = new Date(),
) {
  const wait = await takeFromCap(c.get("db"), kind, { seconds: 3600, limit }, now)
  if (wait === 0) return
  securityEvent(c.get("log"), "limit.reached", { reason: kind, address: callerAddress(c) })
  throw new ApiError(429, "busy", `${message}|minutes=${Math.max(1, Math.ceil(wait / 60))}`, {
    "Retry-After": String(wait),
  })
}
