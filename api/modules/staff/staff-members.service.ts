import { randomBytes } from "node:crypto"

import { and, asc, eq, isNull } from "drizzle-orm"

import type { StaffRole } from "#contract/staff"

import type { Db } from "../../db/client"
import { notFound, ValidationError } from "../../lib/errors"
import { hashPassword } from "../accounts/password-hash"
import { staff, staffRecoveryCodes, staffSessions } from "./staff.schema"

// The staff accounts: admins add them; each logs in with the first password it is given and enrols an
// authenticator app at that first login (staff-session.service.ts).

type Member = typeof staff.$inferSelect

/** A staff account as the API answers it: never a hash or a secret. */
export const staffMemberResource = (member: Member) => ({
  type: "staff" as const,
  id: String(member.id),
  attributes: {
    email: member.email,
    name: member.name,
    role: member.role,
    is_active: member.isActive,
    second_factor_enrolled: member.totpEnabledAt !== null,
    created_at: member.createdAt.toISOString(),
  },
})

export async function staffById(db: Db, id: number): Promise<Member> {
  const [member] = await db.select().from(staff).where(eq(staff.id, id))
  if (!member) throw notFound()
  return member
}

export const listStaff = (db: Db) => db.select().from(staff).orderBy(asc(staff.id))

/**
 * A new staff account with a random first password (120 bits), answered once: the new member types it
 * at the first login, which also makes them enrol a second factor before anything else works.
 */
export async function addStaff(db: Db, input: { email: string; name: string; role: StaffRole }) {
  const email = input.email.trim().toLowerCase()
  const password = randomBytes(15).toString("base64url")
  // the unique address decides, not a look before: two admins adding the same address at once get one
  // account and one "taken"
  const [member] = await db
    .insert(staff)
    .values({ email, name: input.name, role: input.role, passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: staff.email })
    .returning()
  if (!member) throw new ValidationError({ email: ["auth.emailTaken"] }, "auth.emailTaken")
  return { member, password }
}

/**
 * A lost phone: the account's TOTP secret and recovery codes are forgotten and its sessions end, so the
 * next login after the password enrols a new app. Null when there is no such account.
 */
export async function resetSecondFactor(db: Db, id: number, now = new Date()) {
  const [member] = await db
    .update(staff)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(staff.id, id))
    .returning()
  if (!member) return null
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id))
  await db
    .update(staffSessions)
    .set({ revokedAt: now, revokedReason: "second_factor_reset" })
    .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)))
  return member
}

/**
 * A staff account switched off (it can no longer log in and its sessions end at once) or on again. Null
 * when there is no such account.
 */
export async function setStaffActive(db: Db, id: number, active: boolean, now = new Date()) {
  const [member] = await db.update(staff).set({ isActive: active }).where(eq(staff.id, id)).returning()
  if (!member) return null
  if (!active)
    await db
      .update(staffSessions)
      .set({ revokedAt: now, revokedReason: "deactivated" })
      .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)))
  return member
}
