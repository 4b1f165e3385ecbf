import { and, eq, gt, isNull, lt } from "drizzle-orm"

import {
  STAFF_IDLE_TIMEOUT_SECONDS,
  STAFF_LOGIN_STEP_SECONDS,
  STAFF_SESSION_LIFETIME_SECONDS,
  STAFF_TOKEN_PREFIX,
} from "#contract/staff"

import type { Database, Db } from "../../db/client"
import { ApiError, ValidationError } from "../../lib/errors"
import type { Logger } from "../../lib/log"
import { networkPrefix } from "../../lib/network-prefix"
import { securityEvent } from "../../lib/security-events"
import type { StaffViewer } from "../../lib/viewer"
import { verifyPassword } from "../accounts/password-hash"
import {
  ACCOUNT_RULE,
  ADDRESS_RULE,
  clearFailures,
  loginThrottled,
  returnAttempt,
  takeAttempt,
  takeLoginAttempt,
} from "../accounts/throttle"
import { hashToken, newOpaqueToken } from "../accounts/tokens"
import { type AuditActor, recordStaffAction } from "./audit-log"
import {
  enrolmentOf,
  issueRecoveryCodes,
  newTotpSecret,
  takeTotpStep,
  totpStep,
  useRecoveryCode,
} from "./second-factor"
import { staff, staffSessions } from "./staff.schema"

// A staff login in two steps (docs/decisions/093). The password opens a login that is good for the
// second factor only, for five minutes; the second factor (a TOTP code, or a recovery code) turns it into
// a session with a new token. A session ends at logout, after STAFF_IDLE_TIMEOUT_SECONDS without a call,
// or STAFF_SESSION_LIFETIME_SECONDS after it began. Throttles are the partners' (accounts/throttle.ts,
// one row per key in the database, so every process counts the same attempts), on keys of their own.

export interface StaffCaller {
  address: string
  userAgent?: string | undefined
  log?: Logger | undefined
}

const USER_AGENT_KEPT = 300

const newStaffToken = () => `${STAFF_TOKEN_PREFIX}${newOpaqueToken()}`

const actorOf = (member: { id: number; email: string }, caller: StaffCaller): AuditActor => ({
  staffId: member.id,
  email: member.email,
  address: caller.address,
  userAgent: caller.userAgent ?? null,
})

/**
 * The password step. Each attempt is taken from the throttle before the password is checked, per account
 * and per address; a wrong address or password is one message whether the account exists or not (and
 * costs the same argon2 check). A partner's credentials are wrong here: staff accounts are their own.
 */
export async function staffLogin(
  db: Database,
  input: { email: string; password: string },
  caller: StaffCaller,
  now = new Date(),
) {
  const email = input.email.trim().toLowerCase()
  const addressKey = `staff-address:${caller.address}`
  const accountKey = `staff-email:${email}`
  const keys = { addressKey, accountKey, accountReason: "account", event: "staff.login.throttled" } as const
  await takeLoginAttempt(db, caller, keys, now)
  const [member] = await db.select().from(staff).where(eq(staff.email, email))
  const valid = await verifyPassword(member?.passwordHash, input.password)
  if (!member || !valid || !member.isActive) {
    securityEvent(caller.log, "staff.login.failed", {
      staffId: member?.id,
      address: caller.address,
      reason: !member ? "unknown_account" : !valid ? "wrong_password" : "inactive_account",
    })
    throw new ValidationError({ email: ["auth.invalidCredentials"] }, "auth.invalidCredentials")
  }
  await clearFailures(db, accountKey)
  await returnAttempt(db, addressKey, ADDRESS_RULE)

  // no app yet: a secret is made once and shown after each right password until its first code is typed
  let secret = member.totpSecret
  if (!secret) {
    secret = newTotpSecret()
    await db.update(staff).set({ totpSecret: secret }).where(eq(staff.id, member.id))
  }
  const loginToken = newStaffToken()
  await db.insert(staffSessions).values({
    id: crypto.randomUUID(),
    staffId: member.id,
    tokenHash: hashToken(loginToken),
    createdAt: now,
    lastSeenAt: now,
    userAgent: caller.userAgent?.slice(0, USER_AGENT_KEPT) || null,
    networkPrefix: networkPrefix(caller.address),
  })
  securityEvent(caller.log, "staff.password.accepted", { staffId: member.id, address: caller.address })
  const enrolled = member.totpEnabledAt !== null
  return {
    step: enrolled ? ("second_factor" as const) : ("enrolment" as const),
    loginToken,
    expiresAt: new Date(now.getTime() + STAFF_LOGIN_STEP_SECONDS * 1000),
    enrolment: enrolled ? null : enrolmentOf(secret, member.email),
  }
}

type Member = typeof staff.$inferSelect
type Factor = { code?: string | undefined; recovery_code?: string | undefined }

/**
 * Checks a second factor under the account's own throttle: "totp" or "recovery" when right, else a 422
 * on the field (a used code says so) or a 429. A code is checked against the secret in use, or the
 * pending one at enrolment (which also switches it on).
 */
async function checkSecondFactor(
  db: Db,
  member: Member,
  factor: Factor,
  caller: StaffCaller,
  now: Date,
): Promise<"totp" | "recovery"> {
  const key = `staff-factor:${member.id}`
  const wait = await takeAttempt(db, key, ACCOUNT_RULE, now)
  if (wait > 0) {
    securityEvent(caller.log, "staff.second_factor.throttled", {
      staffId: member.id,
      address: caller.address,
    })
    throw loginThrottled(wait)
  }
  const refuse = (field: "code" | "recovery_code", reason: string, message: string) => {
    securityEvent(caller.log, "staff.second_factor.failed", {
      staffId: member.id,
      address: caller.address,
      reason,
    })
    return new ValidationError({ [field]: [message] }, message)
  }
  if (factor.recovery_code !== undefined) {
    if (!member.totpEnabledAt || !(await useRecoveryCode(db, member.id, factor.recovery_code, now)))
      throw refuse("recovery_code", "wrong_recovery_code", "staff.recoveryCodeInvalid")
    await clearFailures(db, key)
    securityEvent(caller.log, "staff.recovery_code.used", { staffId: member.id, address: caller.address })
    return "recovery"
  }
  const step = member.totpSecret ? totpStep(member.totpSecret, factor.code ?? "", now) : null
  if (step === null) throw refuse("code", "wrong_code", "staff.codeInvalid")
  if (!(await takeTotpStep(db, member.id, step))) throw refuse("code", "code_reused", "staff.codeUsed")
  await clearFailures(db, key)
  return "totp"
}

/**
 * The second step: the login token of a right password (five minutes, once) and a second factor give
 * the session, under a new token. At enrolment the first right code switches the app on and the ten
 * recovery codes are made and answered, this once. The login is an entry of the audit log, written with
 * the session's change.
 */
export async function completeStaffLogin(
  db: Database,
  input: Factor & { login_token: string },
  caller: StaffCaller,
  now = new Date(),
) {
  const expired = new ApiError(401, "login_step_expired", "staff.loginStepExpired")
  if (!input.login_token.startsWith(STAFF_TOKEN_PREFIX)) throw expired
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(input.login_token)),
        isNull(staffSessions.secondFactorAt),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.createdAt, new Date(now.getTime() - STAFF_LOGIN_STEP_SECONDS * 1000)),
      ),
    )
  if (!row || !row.member.isActive) throw expired
  const { session, member } = row
  const enrolling = member.totpEnabledAt === null
  // a wrong code is counted (and logged) whatever happens next: outside the session's transaction
  const factor = await checkSecondFactor(db, member, input, caller, now)
  const token = newStaffToken()
  const recoveryCodes = await db.transaction(async (tx) => {
    // the token of the password step stops working: the session gets a token of its own
    const opened = await tx
      .update(staffSessions)
      .set({ tokenHash: hashToken(token), secondFactorAt: now, reauthenticatedAt: now, lastSeenAt: now })
      .where(and(eq(staffSessions.id, session.id), isNull(staffSessions.secondFactorAt)))
      .returning({ id: staffSessions.id })
    if (opened.length === 0) throw expired
    let codes: string[] | null = null
    if (enrolling) {
      await tx.update(staff).set({ totpEnabledAt: now }).where(eq(staff.id, member.id))
      codes = await issueRecoveryCodes(tx, member.id)
    }
    await recordStaffAction(tx, actorOf(member, caller), {
      action: "staff.login",
      target: `staff:${member.id}`,
      after: { session: session.id, second_factor: factor, ...(enrolling ? { enrolled: true } : {}) },
    })
    return codes
  })
  if (enrolling) securityEvent(caller.log, "staff.enrolled", { staffId: member.id, address: caller.address })
  securityEvent(caller.log, "staff.login.succeeded", {
    staffId: member.id,
    address: caller.address,
    sessionId: session.id,
    reason: factor,
  })
  return {
    token,
    expiresAt: new Date(session.createdAt.getTime() + STAFF_SESSION_LIFETIME_SECONDS * 1000),
    recoveryCodes,
    member: { ...member, totpEnabledAt: member.totpEnabledAt ?? now },
  }
}

/**
 * The staff member behind a session's token, or a 401: unknown, before its second factor, ended, idle
 * too long, past its lifetime, or of an account switched off. A partner's token is none of ours: 401.
 * Each call moves the idle limit (written at most once a minute).
 */
export async function resolveStaffSession(
  db: Database,
  token: string,
  log?: Logger,
  now = new Date(),
): Promise<StaffViewer> {
  const unauthorized = new ApiError(401, "unauthenticated", "errors.unauthenticated")
  if (!token.startsWith(STAFF_TOKEN_PREFIX)) throw unauthorized
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, hashToken(token)))
  if (!row || row.session.revokedAt || !row.session.secondFactorAt) throw unauthorized
  const { session, member } = row
  const over =
    now.getTime() - session.createdAt.getTime() >= STAFF_SESSION_LIFETIME_SECONDS * 1000
      ? "lifetime_over"
      : now.getTime() - session.lastSeenAt.getTime() >= STAFF_IDLE_TIMEOUT_SECONDS * 1000
        ? "idle"
        : !member.isActive
          ? "deactivated"
          : null
  if (over) {
    await endStaffSession(db, session.id, over, now)
    securityEvent(log, "staff.session.ended", { staffId: member.id, sessionId: session.id, reason: over })
    throw unauthorized
  }
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(staffSessions.id, session.id), lt(staffSessions.lastSeenAt, new Date(now.getTime() - 60_000))),
    )
  return {
    staffId: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    sessionId: session.id,
    sessionCreatedAt: session.createdAt,
    lastSeenAt: now,
    reauthenticatedAt: session.reauthenticatedAt ?? session.secondFactorAt!,
  }
}

export async function endStaffSession(db: Db, sessionId: string, reason: string, now = new Date()) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
}

/**
 * A fresh second factor in an open session: sensitive changes follow for `windowSeconds`
 * (STAFF_REAUTHENTICATION_SECONDS, five minutes by default); when that window ends.
 */
export async function reauthenticate(
  db: Database,
  viewer: StaffViewer,
  factor: Factor,
  caller: StaffCaller,
  windowSeconds: number,
  now = new Date(),
) {
  const [member] = await db.select().from(staff).where(eq(staff.id, viewer.staffId))
  if (!member) throw new ApiError(401, "unauthenticated", "errors.unauthenticated")
  await checkSecondFactor(db, member, factor, caller, now)
  await db.update(staffSessions).set({ reauthenticatedAt: now }).where(eq(staffSessions.id, viewer.sessionId))
  securityEvent(caller.log, "staff.reauthenticated", { staffId: member.id, address: caller.address })
  return new Date(now.getTime() + windowSeconds * 1000)
}

/** 403 unless a second factor was typed in this session within the last `windowSeconds`. */
export function requireRecentFactor(viewer: StaffViewer, windowSeconds: number, now = new Date()) {
  if (now.getTime() - viewer.reauthenticatedAt.getTime() > windowSeconds * 1000)
    throw new ApiError(403, "reauthentication_required", "staff.reauthenticationRequired")
}

export const reauthenticatedUntil = (viewer: StaffViewer, windowSeconds: number) => {
  const until = viewer.reauthenticatedAt.getTime() + windowSeconds * 1000
  return until > Date.now() ? new Date(until) : null
}

export const sessionEnds = (viewer: StaffViewer) => ({
  endsAt: new Date(viewer.sessionCreatedAt.getTime() + STAFF_SESSION_LIFETIME_SECONDS * 1000),
  idleEndsAt: new Date(viewer.lastSeenAt.getTime() + STAFF_IDLE_TIMEOUT_SECONDS * 1000),
})
