import { and, desc, eq, gt, isNull, ne } from "drizzle-orm"

import type { Database, Db } from "../../db/client"
import { ApiError } from "../../lib/errors"
import { ValidationError } from "../../lib/errors"
import type { Logger } from "../../lib/log"
import { networkPrefix } from "../../lib/network-prefix"
import { securityEvent } from "../../lib/security-events"
import { readSettings } from "../content/settings.service"
import { staff } from "../staff/staff.schema"
import { authSessions, clients, refreshTokens } from "./accounts.schema"
import { issueDeviceToken, readDeviceToken } from "./device-tokens"
import { verifyPassword } from "./password-hash"
import { ACCOUNT_RULE, ADDRESS_RULE, clearFailures, returnAttempt, takeLoginAttempt } from "./throttle"
import {
  ACCESS_TOKEN_SECONDS,
  DEFAULT_LOGIN_LIFETIME_SECONDS,
  hashToken,
  issueAccessToken,
  loginOutlived,
  newOpaqueToken,
  openSuccessor,
  REFRESH_TOKEN_SECONDS,
  sealSuccessor,
} from "./tokens"

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  /** seconds the access token is valid */
  expiresIn: number
  /** ACCOUNT-5: when the token should be refreshed (4 minutes after issue) */
  refreshAt: Date
  clientId: number
  /** binds this browser to the account for the login throttle (device-tokens.ts); login answers only */
  deviceToken?: string
}

/** A new access token and refresh token for a login; the refresh token is stored by the caller. */
async function prepareTokens(secret: string, clientId: number, sessionId: string, now: Date) {
  const access = await issueAccessToken(secret, clientId, sessionId, now)
  return {
    accessToken: access.token,
    refreshToken: newOpaqueToken(),
    expiresIn: ACCESS_TOKEN_SECONDS,
    refreshAt: access.refreshAt,
    clientId,
  } satisfies IssuedTokens
}

const refreshTokenRow = (tokens: IssuedTokens, sessionId: string, now: Date) => ({
  tokenHash: hashToken(tokens.refreshToken),
  sessionId,
  issuedAt: now,
  expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
})

/** Who opens or uses a login: what "My sessions" shows of it, and what security events name. */
export interface Caller {
  /** the caller's address (throttling per address; its network prefix is what is kept) */
  address: string
  /** the User-Agent of the browser (the shop passes its visitor's) or program */
  userAgent?: string | undefined
  log?: Logger | undefined
}

/** a User-Agent is kept only as long as anyone reads it */
const USER_AGENT_KEPT = 300

/**
 * Checks the credentials under the throttle and opens a login (session). Wrong credentials are one
 * message on the email field (contract), whether the address exists or not.
 *
 * Every attempt is taken from the throttle before the password is checked (takeAttempt), per source
 * address and per account, so parallel guesses cannot pass the limits. A browser that presents a device
 * token of this account (from an earlier successful login) is counted on a lock of its own instead of the
 * account's: an attacker elsewhere can lock the account for unknown browsers but not for its owner's.
 */
export async function login(
  db: Database,
  secret: string,
  input: { email: string; password: string; device_token?: string | undefined },
  caller: Caller,
  now = new Date(),
): Promise<IssuedTokens> {
  const settings = await readSettings(db)
  if (settings.deactivate_login_for_users === "1")
    throw new ApiError(403, "login_deactivated", "auth.loginDeactivated")

  const email = input.email.trim().toLowerCase()
  const device = readDeviceToken(secret, email, input.device_token)
  const accountKey = device ? `device:${device}` : `email:${email}`
  const addressKey = `address:${caller.address}`
  const accountReason = device ? "device" : "account"
  await takeLoginAttempt(db, caller, { addressKey, accountKey, accountReason, event: "login.throttled" }, now)

  const [client] = await db
    .select({ id: clients.id, passwordHash: clients.passwordHash, isActive: clients.isActive })
    .from(clients)
    .where(eq(clients.email, email))
  const valid = await verifyPassword(client?.passwordHash, input.password)
  if (!client && (await isStaffLogin(db, email, input.password))) {
    // the right staff password: say where staff work instead of "wrong credentials"; not a failed guess
    await returnAttempt(db, accountKey, ACCOUNT_RULE)
    await returnAttempt(db, addressKey, ADDRESS_RULE)
    throw new ApiError(403, "staff_account", "auth.staffAccount")
  }
  if (!client || !valid) {
    securityEvent(caller.log, "login.failed", {
      clientId: client?.id,
      address: caller.address,
      reason: !client ? "unknown_account" : "wrong_password",
    })
    throw new ValidationError({ email: ["auth.invalidCredentials"] }, "auth.invalidCredentials")
  }
  if (!client.isActive) {
    // PARTNER-4: the right password of an account staff deactivated is told so (only the owner of
    // the password learns it), and is not a failed guess
    await returnAttempt(db, accountKey, ACCOUNT_RULE)
    await returnAttempt(db, addressKey, ADDRESS_RULE)
    securityEvent(caller.log, "login.failed", {
      clientId: client.id,
      address: caller.address,
      reason: "inactive_account",
    })
    throw new ApiError(403, "account_deactivated", "auth.accountDeactivated")
  }
  // the right password: this account's (or this device's) count starts again and the address gets its
  // attempt back. A login through a device token leaves the account's own count alone: the lock an
  // attacker ran into stays for browsers that are not the owner's.
  await clearFailures(db, accountKey)
  await returnAttempt(db, addressKey, ADDRESS_RULE)
  const sessionId = crypto.randomUUID()
  await db.insert(authSessions).values({
    id: sessionId,
    clientId: client.id,
    createdAt: now,
    userAgent: caller.userAgent?.slice(0, USER_AGENT_KEPT) || null,
    networkPrefix: networkPrefix(caller.address),
    lastSeenAt: now,
  })
  const tokens = await prepareTokens(secret, client.id, sessionId, now)
  await db.insert(refreshTokens).values(refreshTokenRow(tokens, sessionId, now))
  securityEvent(caller.log, "login.succeeded", { clientId: client.id, address: caller.address, sessionId })
  return { ...tokens, deviceToken: device ? input.device_token! : issueDeviceToken(secret, email) }
}

async function isStaffLogin(db: Database, email: string, password: string) {
  const [member] = await db
    .select({ passwordHash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.email, email))
  return member ? verifyPassword(member.passwordHash, password) : false
}

export async function revokeSession(db: Database, sessionId: string, reason: string, now = new Date()) {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
}

/**
 * Rotation: a refresh token is good once. A token that comes back after use means two parties hold it,
 * so the whole login (every token of the family) is revoked and both must log in again.
 *
 * Except within REFRESH_REUSE_GRACE_MS of its first use: behind a load balancer a page's document and its
 * data requests reach different shop processes, and each may find the refresh due and present the same
 * token at once (a process only de-duplicates its own). Every use within the window gets the very tokens
 * the first use got (kept on the used row, sealed with the used token: tokens.ts sealSuccessor), so the
 * login goes on as one: ten parallel uses of one stolen token are one login, not ten. A use after the
 * window still ends the login.
 */
/** how long a used refresh token may come back (another shop process) without ending the login */
export const REFRESH_REUSE_GRACE_MS = 30_000

export interface RefreshOptions extends Partial<Caller> {
  /** the absolute lifetime of a login (DEFAULT_LOGIN_LIFETIME_SECONDS unless configured) */
  lifetimeSeconds?: number
}

type SealedTokens = Omit<IssuedTokens, "refreshAt" | "deviceToken"> & { refreshAt: string }

export async function refresh(
  db: Database,
  secret: string,
  refreshToken: string,
  options: RefreshOptions = {},
  now = new Date(),
): Promise<IssuedTokens> {
  const { lifetimeSeconds = DEFAULT_LOGIN_LIFETIME_SECONDS, log, address } = options
  const unauthorized = new ApiError(401, "invalid_refresh_token", "errors.unauthenticated")
  const tokenHash = hashToken(refreshToken)
  const readRow = async () => {
    const [row] = await db
      .select({
        sessionId: refreshTokens.sessionId,
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
        successor: refreshTokens.successor,
        clientId: authSessions.clientId,
        revokedAt: authSessions.revokedAt,
        loginCreatedAt: authSessions.createdAt,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
    return row
  }
  type Row = NonNullable<Awaited<ReturnType<typeof readRow>>>

  /** a used token again: the same tokens within the grace window, else the login ends */
  const answerReuse = async (row: Row & { usedAt: Date }): Promise<IssuedTokens> => {
    // (a row used by a process of an earlier version holds no tokens: its reuse ends the login, since
    // new tokens would fork it)
    if (now.getTime() - row.usedAt.getTime() < REFRESH_REUSE_GRACE_MS && row.successor) {
      const sealed = openSuccessor<SealedTokens>(refreshToken, row.successor)
      if (sealed) return { ...sealed, refreshAt: new Date(sealed.refreshAt) }
    }
    await revokeSession(db, row.sessionId, "refresh_token_reused", now)
    securityEvent(log, "refresh.reused", { clientId: row.clientId, sessionId: row.sessionId, address })
    throw new ApiError(401, "refresh_token_reused", "errors.unauthenticated")
  }

  /** new tokens for the login, this token marked used in the same transaction, or the winning use's */
  const reissue = async (row: Row): Promise<IssuedTokens> => {
    const settings = await readSettings(db)
    if (settings.deactivate_login_for_users === "1") {
      await revokeSession(db, row.sessionId, "login_deactivated", now)
      throw unauthorized
    }
    const tokens = await prepareTokens(secret, row.clientId, row.sessionId, now)
    const successor = sealSuccessor(refreshToken, { ...tokens, refreshAt: tokens.refreshAt.toISOString() })
    const won = await db.transaction(async (tx) => {
      // marks the first use only: a use racing it waits for this row, then finds it used
      const marked = await tx
        .update(refreshTokens)
        .set({ usedAt: now, successor })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId })
      if (marked.length === 0) return false
      await tx.insert(refreshTokens).values(refreshTokenRow(tokens, row.sessionId, now))
      await tx
        .update(authSessions)
        .set({ lastSeenAt: now, ...(address && { networkPrefix: networkPrefix(address) }) })
        .where(eq(authSessions.id, row.sessionId))
      return true
    })
    if (won) return tokens
    // another use of the same token got there first: its tokens
    const again = await readRow()
    if (!again?.usedAt) throw unauthorized
    return answerReuse({ ...again, usedAt: again.usedAt })
  }

  const row = await readRow()
  if (!row || row.revokedAt) throw unauthorized
  if (loginOutlived(row.loginCreatedAt, now, lifetimeSeconds)) {
    await revokeSession(db, row.sessionId, "login_lifetime_over", now)
    securityEvent(log, "session.lifetime_over", { clientId: row.clientId, sessionId: row.sessionId })
    throw unauthorized
  }
  if (row.usedAt) return answerReuse({ ...row, usedAt: row.usedAt })
  if (row.expiresAt <= now) throw unauthorized
  return reissue(row)
}

/** One of a partner's open logins, as "My sessions" shows it. */
export interface OpenLogin {
  id: string
  createdAt: Date
  lastSeenAt: Date
  userAgent: string | null
  networkPrefix: string | null
  current: boolean
}

/**
 * The partner's logins still open: not ended and within their absolute lifetime, the latest used first.
 * A login whose refresh token lapsed (unused for REFRESH_TOKEN_SECONDS) is left out too.
 */
export async function openLogins(
  db: Database,
  clientId: number,
  currentSessionId: string | null,
  lifetimeSeconds = DEFAULT_LOGIN_LIFETIME_SECONDS,
  now = new Date(),
): Promise<OpenLogin[]> {
  const rows = await db
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
      userAgent: authSessions.userAgent,
      networkPrefix: authSessions.networkPrefix,
    })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.clientId, clientId),
        isNull(authSessions.revokedAt),
        gt(authSessions.createdAt, new Date(now.getTime() - lifetimeSeconds * 1000)),
      ),
    )
    .orderBy(desc(authSessions.lastSeenAt), desc(authSessions.createdAt))
    .limit(100)
  const idleSince = new Date(now.getTime() - REFRESH_TOKEN_SECONDS * 1000)
  return rows
    .map((row) => ({
      ...row,
      lastSeenAt: row.lastSeenAt ?? row.createdAt,
      current: row.id === currentSessionId,
    }))
    .filter((row) => row.current || row.lastSeenAt > idleSince)
}

/** Ends one of the partner's logins; false when it is not theirs or already ended. */
export async function endLogin(db: Database, clientId: number, sessionId: string, now = new Date()) {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: "ended_by_partner" })
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.clientId, clientId),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id })
  return ended.length > 0
}

/** Ends every login of the partner but the one making the call; how many were ended. */
export async function endOtherLogins(
  db: Db,
  clientId: number,
  keep: string | null,
  now = new Date(),
  /** ended_by_partner (My sessions) or ended_by_staff (the staff area) */
  reason = "ended_by_partner",
) {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(authSessions.clientId, clientId),
        isNull(authSessions.revokedAt),
        ...(keep ? [ne(authSessions.id, keep)] : []),
      ),
    )
    .returning({ id: authSessions.id })
  return ended.length
}
