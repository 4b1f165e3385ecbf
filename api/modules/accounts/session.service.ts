import { and, eq, isNull } from "drizzle-orm"

import type { Database } from "../../db/client"
import { ApiError } from "../../lib/errors"
import { ValidationError } from "../../lib/errors"
import { roleFlags, type Viewer } from "../../lib/viewer"
import { readSettings, type SettingsValues } from "../content/settings.service"
import { authSessions, clientRoles, clients, refreshTokens, staff } from "./accounts.schema"
import { issueDeviceToken, readDeviceToken } from "./device-tokens"
import { verifyPassword } from "./password-hash"
import { ACCOUNT_RULE, ADDRESS_RULE, clearFailures, returnAttempt, takeAttempt } from "./throttle"
import {
  hashToken,
  issueAccessToken,
  loginOutlived,
  newOpaqueToken,
  readAccessToken,
  REFRESH_TOKEN_SECONDS,
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

const throttled = (seconds: number) =>
  new ApiError(429, "too_many_attempts", `auth.throttled|seconds=${seconds}`, {
    "Retry-After": String(seconds),
  })

async function issueTokens(db: Database, secret: string, clientId: number, sessionId: string, now: Date) {
  const access = await issueAccessToken(secret, clientId, sessionId, now)
  const refreshToken = newOpaqueToken()
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refreshToken),
    sessionId,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
  })
  return {
    accessToken: access.token,
    refreshToken,
    expiresIn: 10 * 60,
    refreshAt: access.refreshAt,
    clientId,
  } satisfies IssuedTokens
}

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
  input: { email: string; password: string; address: string; device_token?: string | undefined },
  now = new Date(),
): Promise<IssuedTokens> {
  const settings = await readSettings(db)
  if (settings.deactivate_login_for_users === "1")
    throw new ApiError(403, "login_deactivated", "auth.loginDeactivated")

  const email = input.email.trim().toLowerCase()
  const device = readDeviceToken(secret, email, input.device_token)
  const accountKey = device ? `device:${device}` : `email:${email}`
  const addressKey = `address:${input.address}`
  const addressWait = await takeAttempt(db, addressKey, ADDRESS_RULE, now)
  if (addressWait > 0) throw throttled(addressWait)
  const accountWait = await takeAttempt(db, accountKey, ACCOUNT_RULE, now)
  if (accountWait > 0) {
    // refused before any check: the office's other partners keep the address's attempt
    await returnAttempt(db, addressKey, ADDRESS_RULE)
    throw throttled(accountWait)
  }

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
  if (!client || !valid || !client.isActive)
    throw new ValidationError({ email: ["auth.invalidCredentials"] }, "auth.invalidCredentials")
  // the right password: this account's (or this device's) count starts again and the address gets its
  // attempt back. A login through a device token leaves the account's own count alone: the lock an
  // attacker ran into stays for browsers that are not the owner's.
  await clearFailures(db, accountKey)
  await returnAttempt(db, addressKey, ADDRESS_RULE)
  const sessionId = crypto.randomUUID()
  await db.insert(authSessions).values({ id: sessionId, clientId: client.id, createdAt: now })
  const tokens = await issueTokens(db, secret, client.id, sessionId, now)
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
 * token at once (a process only de-duplicates its own). That second use gets tokens of the same login, as
 * identity providers' "reuse interval" does; a use after the window still ends the login.
 */
/** how long a used refresh token may come back (another shop process) without ending the login */
export const REFRESH_REUSE_GRACE_MS = 30_000

export async function refresh(db: Database, secret: string, refreshToken: string, now = new Date()) {
  const unauthorized = new ApiError(401, "invalid_refresh_token", "Unauthenticated.")
  const [row] = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      clientId: authSessions.clientId,
      revokedAt: authSessions.revokedAt,
      loginCreatedAt: authSessions.createdAt,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
  if (!row || row.revokedAt) throw unauthorized
  if (loginOutlived(row.loginCreatedAt, now)) {
    await revokeSession(db, row.sessionId, "login_lifetime_over", now)
    throw unauthorized
  }
  const withinGrace = (usedAt: Date) => now.getTime() - usedAt.getTime() < REFRESH_REUSE_GRACE_MS
  if (row.usedAt && withinGrace(row.usedAt)) return reissue(db, secret, row, now)
  if (row.usedAt) {
    await revokeSession(db, row.sessionId, "refresh_token_reused", now)
    throw new ApiError(401, "refresh_token_reused", "Unauthenticated.")
  }
  if (row.expiresAt <= now) throw unauthorized
  // marks the first use only; a use racing it (another process, a moment ago) is within the grace window
  await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.usedAt)))
  return reissue(db, secret, row, now)
}

/** New tokens for the login of a refresh token just used, unless staff have switched logins off. */
async function reissue(
  db: Database,
  secret: string,
  row: { clientId: number; sessionId: string },
  now: Date,
) {
  const settings = await readSettings(db)
  if (settings.deactivate_login_for_users === "1") {
    await revokeSession(db, row.sessionId, "login_deactivated", now)
    throw new ApiError(401, "invalid_refresh_token", "Unauthenticated.")
  }
  return issueTokens(db, secret, row.clientId, row.sessionId, now)
}

// What a viewer is read from, by token or by API key: the partner's row joined with one row per role.
const VIEWER_COLUMNS = {
  clientId: clients.id,
  category: clients.category,
  currency: clients.currency,
  discountBasisPoints: clients.discountBasisPoints,
  isGtcAccepted: clients.isGtcAccepted,
  isActive: clients.isActive,
  roleId: clientRoles.roleId,
}
type ViewerRow = Omit<Viewer, "roles"> & { roleId: number | null }

/** The viewer of a partner's rows (one per role; the first carries the partner's columns). */
function viewerOfRows(first: ViewerRow, rows: ViewerRow[]): Viewer {
  return {
    clientId: first.clientId,
    category: first.category,
    currency: first.currency,
    discountBasisPoints: first.discountBasisPoints,
    isGtcAccepted: first.isGtcAccepted,
    roles: roleFlags(rows.flatMap((row) => (row.roleId == null ? [] : [row.roleId]))),
  }
}

export interface ResolvedViewer extends Viewer {
  sessionId: string
}

/**
 * The partner behind a bearer token, or a 401: bad or expired token, revoked login, inactive account,
 * or login switched off by staff (MODE-3: partners already in are logged out at their next request).
 */
export async function resolveViewer(
  db: Database,
  secret: string,
  token: string,
  currentSettings: () => Promise<SettingsValues> = () => readSettings(db),
): Promise<ResolvedViewer> {
  const unauthorized = new ApiError(401, "unauthenticated", "Unauthenticated.")
  const claims = await readAccessToken(secret, token)
  if (!claims) throw unauthorized
  const [rows, settings] = await Promise.all([
    db
      .select({
        ...VIEWER_COLUMNS,
        revokedAt: authSessions.revokedAt,
        loginCreatedAt: authSessions.createdAt,
      })
      .from(authSessions)
      .innerJoin(clients, eq(clients.id, authSessions.clientId))
      .leftJoin(clientRoles, eq(clientRoles.clientId, clients.id))
      .where(and(eq(authSessions.id, claims.sid), eq(clients.id, Number(claims.sub)))),
    currentSettings(),
  ])
  const first = rows[0]
  if (
    !first ||
    first.revokedAt ||
    loginOutlived(first.loginCreatedAt, new Date()) ||
    !first.isActive ||
    settings.deactivate_login_for_users === "1"
  )
    throw unauthorized
  return { ...viewerOfRows(first, rows), sessionId: claims.sid }
}

/**
 * The partner behind an API key (api/modules/integrations): the same viewer a token gives, or a 401 when
 * the account is inactive or login is switched off by staff.
 */
export async function viewerOfClient(
  db: Database,
  clientId: number,
  currentSettings: () => Promise<SettingsValues> = () => readSettings(db),
): Promise<Viewer> {
  const [rows, settings] = await Promise.all([
    db
      .select(VIEWER_COLUMNS)
      .from(clients)
      .leftJoin(clientRoles, eq(clientRoles.clientId, clients.id))
      .where(eq(clients.id, clientId)),
    currentSettings(),
  ])
  const first = rows[0]
  if (!first?.isActive || settings.deactivate_login_for_users === "1")
    throw new ApiError(401, "unauthenticated", "Unauthenticated.")
  return viewerOfRows(first, rows)
}
