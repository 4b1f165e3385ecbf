import { randomBytes } from "node:crypto"

import { and, eq, isNull, lt, or, sql } from "drizzle-orm"
import { Secret, TOTP } from "otpauth"
import { renderSVG } from "uqr"

import { RECOVERY_CODE_COUNT } from "#contract/staff"

import type { Db } from "../../db/client"
import { hashPassword, verifyPassword } from "../accounts/password-hash"
import { staff, staffRecoveryCodes } from "./staff.schema"

// The second factor of a staff login (ASVS 5.0 6.3.3, 6.5): a TOTP code (RFC 6238: SHA-1, six digits,
// 30-second steps, what every authenticator app reads from an otpauth:// URI) through `otpauth`, or one
// of ten recovery codes. Decision 093 says why these libraries.

export const TOTP_ISSUER = "Belcater Pro staff"
const PERIOD = 30
/** a code of the step before or after now is accepted too: a phone's clock a little off, a slow typist */
const WINDOW = 1

const totpOf = (secret: string, label = "staff") =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  })

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** What an authenticator app needs: the otpauth:// URI, and the same as a QR code (an SVG document). */
export function enrolmentOf(secret: string, email: string) {
  const uri = totpOf(secret, email).toString()
  return { secret, otpauth_uri: uri, qr_svg: renderSVG(uri, { border: 2 }) }
}

/** The code a secret gives at an instant (the tests' and the demo's authenticator). */
export const totpCode = (secret: string, at = new Date()) =>
  totpOf(secret).generate({ timestamp: at.getTime() })

/** The time step a right code belongs to, or null for a wrong one. */
export function totpStep(secret: string, code: string, at = new Date()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW })
  if (delta === null) return null
  return Math.floor(at.getTime() / 1000 / PERIOD) + delta
}

/**
 * Takes a right code's step for the account, in one conditional statement: refused (false) when a code
 * of this step or a later one was accepted already, so a code seen over a shoulder, or sent twice at
 * once, works once (ASVS 5.0 6.5.1), across processes.
 */
export async function takeTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id })
  return taken.length > 0
}

// base32's letters and digits, lower case: no 0/1/8/9, so nothing reads as O, I, l or B
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567"

function randomCode(): string {
  const bytes = randomBytes(16)
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join("")
  return chars.match(/.{4}/g)!.join("-")
}

/** what was typed, as codes are kept: lower case, without blanks or dashes */
export const normalRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, "")

/**
 * Ten new recovery codes for an account, replacing any it had: each 16 base32 characters (80 bits), kept
 * as an argon2id hash with a salt (ASVS 5.0 6.5.2); the first four characters, kept plain, find the row,
 * so that a code costs one hash check. Answered once, never again.
 */
export async function issueRecoveryCodes(db: Db, staffId: number): Promise<string[]> {
  const codes: string[] = []
  const lookups = new Set<string>()
  while (codes.length < RECOVERY_CODE_COUNT) {
    const code = randomCode()
    const lookup = code.slice(0, 4)
    if (lookups.has(lookup)) continue
    lookups.add(lookup)
    codes.push(code)
  }
  const rows = await Promise.all(
    codes.map(async (code) => ({
      staffId,
      lookup: code.slice(0, 4),
      codeHash: await hashPassword(normalRecoveryCode(code)),
    })),
  )
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId))
  await db.insert(staffRecoveryCodes).values(rows)
  return codes
}

/**
 * Uses a recovery code: true once per code. The row is marked used in the same conditional update that
 * finds it unused, so two requests with one code cannot both pass.
 */
export async function useRecoveryCode(db: Db, staffId: number, typed: string, now = new Date()) {
  const code = normalRecoveryCode(typed)
  if (!/^[a-z2-7]{16}$/.test(code)) return false
  const candidates = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.lookup, code.slice(0, 4)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
  for (const candidate of candidates) {
    if (!(await verifyPassword(candidate.codeHash, code))) continue
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(staffRecoveryCodes.id, candidate.id), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id })
    return used.length > 0
  }
  return false
}

export async function recoveryCodesLeft(db: Db, staffId: number) {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
  return row?.left ?? 0
}
