import { eq, sql } from "drizzle-orm"

import type { Database } from "../../db/client"
import { ApiError } from "../../lib/errors"
import type { Logger } from "../../lib/log"
import { securityEvent } from "../../lib/security-events"
import { loginThrottle } from "./accounts.schema"

// Login throttling (ACCOUNT-14): per account and per address. After a few failures in a window the key is
// locked for a short time that doubles with each further failure, capped at 15 minutes; a success on the
// account clears its count. The real person is slowed, never locked out for good.

export interface ThrottleRule {
  /** failures allowed in the window before locking */
  limit: number
  windowSeconds: number
  firstLockSeconds: number
  maxLockSeconds: number
}

export const ACCOUNT_RULE: ThrottleRule = {
  limit: 5,
  windowSeconds: 15 * 60,
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
}
// one office behind one address may hold many partners: a looser limit
export const ADDRESS_RULE: ThrottleRule = {
  limit: 20,
  windowSeconds: 15 * 60,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
}

/** Seconds until the key may try again, or 0. */
export async function lockedFor(db: Database, key: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key))
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000)
}

/**
 * Takes one attempt for a key in a single conditional statement, before the password is checked: the
 * attempt is counted, and the one that reaches the limit sets the lock, in the same row update. Parallel
 * guesses therefore queue on the row: once one of them has set the lock, the others find it locked and are
 * refused without a password check, so at most `limit` passwords are checked per window however many
 * arrive at once (decision 031: counted after the check instead, 50 parallel guesses got 25-28 checked).
 * A success clears the count (clearFailures) or gives the attempt back (returnAttempt).
 *
 * Answers 0 when the attempt may go ahead, else the seconds until the key may try again.
 */
export async function takeAttempt(db: Database, key: string, rule: ThrottleRule, now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`
  const windowOpen = sql`${loginThrottle.windowStartedAt} > ${at} - make_interval(secs => ${rule.windowSeconds})`
  const attempts = sql`(case when ${windowOpen} then ${loginThrottle.failures} + 1 else 1 end)`
  const lockFrom = (count: unknown) =>
    sql`case when ${count} >= ${rule.limit} then ${at} + make_interval(secs => least(${rule.maxLockSeconds}, ${rule.firstLockSeconds} * power(2, ${count} - ${rule.limit}))) else null end`
  const taken = await db
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: rule.limit <= 1 ? new Date(now.getTime() + rule.firstLockSeconds * 1000) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: attempts,
        windowStartedAt: sql`case when ${windowOpen} then ${loginThrottle.windowStartedAt} else ${at} end`,
        lockedUntil: lockFrom(attempts),
      },
      // a locked row is left as it is: the attempt is refused and not counted
      setWhere: sql`${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${at}`,
    })
    .returning({ failures: loginThrottle.failures })
  if (taken.length > 0) return 0
  return Math.max(1, await lockedFor(db, key, now))
}

/** Gives back an attempt taken by takeAttempt that turned out right (an address shared by an office). */
export async function returnAttempt(db: Database, key: string, rule: ThrottleRule) {
  await db
    .update(loginThrottle)
    .set({
      failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginThrottle.failures} - 1 < ${rule.limit} then null else ${loginThrottle.lockedUntil} end`,
    })
    .where(eq(loginThrottle.key, key))
}

/** 429 with Retry-After: a login attempt the throttle refused, before any password check. */
export const loginThrottled = (seconds: number) =>
  new ApiError(429, "too_many_attempts", `auth.throttled|seconds=${seconds}`, {
    "Retry-After": String(seconds),
  })

/** A login's two keys as the throttle counts them, and how its security event names a refusal. */
export interface LoginKeys {
  /** the key of the caller's address, looser (ADDRESS_RULE) */
  addressKey: string
  /** the key of the account (or of the browser bound to it), stricter (ACCOUNT_RULE) */
  accountKey: string
  /** what the security event calls a refusal on the account key */
  accountReason: string
  event: "login.throttled" | "staff.login.throttled"
}

/**
 * Takes a login's attempt on its address and on its account before the password is checked (ACCOUNT-14);
 * either locked is a 429 and a security event. A refusal on the account gives the address's attempt back:
 * the office's other people keep it. After a right password the caller clears the account's failures and
 * gives the address's attempt back.
 */
export async function takeLoginAttempt(
  db: Database,
  caller: { address: string; log?: Logger | undefined },
  { addressKey, accountKey, accountReason, event }: LoginKeys,
  now = new Date(),
) {
  const addressWait = await takeAttempt(db, addressKey, ADDRESS_RULE, now)
  if (addressWait > 0) {
    securityEvent(caller.log, event, { address: caller.address, reason: "address" })
    throw loginThrottled(addressWait)
  }
  const accountWait = await takeAttempt(db, accountKey, ACCOUNT_RULE, now)
  if (accountWait > 0) {
    await returnAttempt(db, addressKey, ADDRESS_RULE)
    securityEvent(caller.log, event, { address: caller.address, reason: accountReason })
    throw loginThrottled(accountWait)
  }
}

export async function clearFailures(db: Database, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key))
}

/** Forms that send mail (password links, contact): a few per address in a window, then 429. */
export const MAIL_FORM_RULE: ThrottleRule = {
  limit: 10,
  windowSeconds: 15 * 60,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
}

/** One use of a key that costs (a mail sent): counted like a login attempt, in one statement. */
export async function countUse(db: Database, key: string, rule: ThrottleRule, now = new Date()) {
  await takeAttempt(db, key, rule, now)
}

/** 429 with Retry-After while a key is locked. */
export async function requireNotLocked(db: Database, key: string, now = new Date()) {
  const wait = await lockedFor(db, key, now)
  if (wait > 0)
    throw new ApiError(429, "too_many_attempts", `auth.tooManyRequests|seconds=${wait}`, {
      "Retry-After": String(wait),
    })
}

/**
 * Counts one use of a key and answers 429 once it is locked. For forms where every use costs (a mail goes
 * out), not only failures.
 */
export async function requireWithinLimit(db: Database, key: string, rule: ThrottleRule, now = new Date()) {
  // checked and counted in one statement (takeAttempt), so a burst cannot pass the limit between the two
  const wait = await takeAttempt(db, key, rule, now)
  if (wait > 0)
    throw new ApiError(429, "too_many_attempts", `auth.tooManyRequests|seconds=${wait}`, {
      "Retry-After": String(wait),
    })
}
