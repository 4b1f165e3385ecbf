import { and, eq, isNull, ne } from "drizzle-orm"

import type { UserResource } from "#contract/accounts"

import type { Database, Db } from "../../db/client"
import { notFound, ValidationError } from "../../lib/errors"
import { resource } from "../../lib/jsonapi"
import type { Logger } from "../../lib/log"
import { securityEvent } from "../../lib/security-events"
import { roleFlags } from "../../lib/viewer"
import { authSessions, clientRoles, clients, companies } from "./accounts.schema"
import { hashPassword, verifyPassword } from "./password-hash"
import { passwordOwner, requireAcceptablePassword } from "./password-policy"

/** The partner as login, users/me, PATCH users and accept-gtc answer it (contract/accounts.ts). */
export async function clientResource(db: Database, clientId: number): Promise<UserResource> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId))
  if (!client) throw notFound()
  const roleRows = await db
    .select({ roleId: clientRoles.roleId })
    .from(clientRoles)
    .where(eq(clientRoles.clientId, clientId))
    .orderBy(clientRoles.roleId)
  const roleIds = roleRows.map((row) => row.roleId)
  return {
    type: "clients",
    id: String(client.id),
    attributes: {
      email: client.email,
      first_name: client.firstName,
      last_name: client.lastName,
      phone: client.phone,
      company_function: client.companyFunction,
      category: client.category,
      currency: client.currency,
      language: client.language,
      newsletter: client.newsletter,
      is_gtc_accepted: client.isGtcAccepted,
    },
    relationships: { roles: { data: roleIds.map((id) => ({ type: "roles", id: String(id) })) } },
    // ACCOUNT-1: the flags derived from the role ids, so that no caller has to repeat the table
    meta: { role_flags: roleFlags(roleIds) },
  }
}

export async function companyResource(db: Database, clientId: number) {
  const [row] = await db
    .select({ company: companies })
    .from(clients)
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .where(eq(clients.id, clientId))
  if (!row) throw notFound()
  const company = row.company
  return resource("companies", company.id, {
    name: company.name,
    reference_number: company.referenceNumber,
    vat_number: company.vatNumber,
    address_line1: company.addressLine1,
    address_line2: company.addressLine2,
    postal_code: company.postalCode,
    city: company.city,
    country: company.country,
    phone: company.phone,
  })
}

export interface ProfileChanges {
  first_name?: string
  last_name?: string
  email?: string
  phone?: string | null
  company_function?: string | null
  newsletter?: boolean
  /** a new password needs the current one */
  password?: string
  current_password?: string
}

/**
 * ACCOUNT-11: the profile update. Values equal to the current ones are refused ("updated data same as
 * current"), so a request that would change nothing is an error the person can act on.
 */
export async function updateProfile(
  db: Database,
  clientId: number,
  changes: ProfileChanges,
  /** the login that makes the change: kept when a new password ends the others */
  keepSessionId: string | null = null,
  /** where the change's security events go (a new password, a new e-mail address) */
  audit: { log?: Logger; address?: string } = {},
) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId))
  if (!client) throw notFound()
  const current = {
    first_name: client.firstName,
    last_name: client.lastName,
    email: client.email,
    phone: client.phone,
    company_function: client.companyFunction,
    newsletter: client.newsletter,
  }
  const changed = Object.entries(changes).filter(
    ([key, value]) =>
      key !== "current_password" &&
      value !== undefined &&
      (key === "password" || current[key as keyof typeof current] !== value),
  )
  if (changed.length === 0) throw new ValidationError({ _: ["auth.sameAsCurrent"] }, "auth.sameAsCurrent")

  // ASVS 5.0 6.2.3 and 7.5.1: a new password, and a new e-mail address (where password links go), need the
  // current password, checked before anything else is looked up
  const newEmail = changes.email !== undefined && changes.email !== client.email
  if (changes.password || newEmail) {
    if (!changes.current_password)
      throw new ValidationError({
        current_password: [changes.password ? "validation.required" : "auth.currentPasswordForEmail"],
      })
    if (!(await verifyPassword(client.passwordHash, changes.current_password)))
      throw new ValidationError({ current_password: ["auth.wrongCurrentPassword"] })
  }
  if (newEmail) {
    const [taken] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.email, changes.email!), ne(clients.id, clientId)))
    if (taken) throw new ValidationError({ email: ["auth.emailTaken"] })
  }
  let passwordHash: string | undefined
  if (changes.password) {
    // the lists and the person's own words, as they will be after this change
    const owner = await passwordOwner(db, { ...client, email: changes.email ?? client.email })
    await requireAcceptablePassword(changes.password, owner)
    passwordHash = await hashPassword(changes.password)
  }
  await db
    .update(clients)
    .set({
      firstName: changes.first_name,
      lastName: changes.last_name,
      email: changes.email,
      phone: changes.phone,
      companyFunction: changes.company_function,
      newsletter: changes.newsletter,
      passwordHash,
    })
    .where(eq(clients.id, clientId))
  // ASVS 5.0 7.4.3: a new password ends the account's other logins (another device, or whoever knew the old
  // one); the login that changed it stays
  if (passwordHash)
    await db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: "password_changed" })
      .where(
        and(
          eq(authSessions.clientId, clientId),
          isNull(authSessions.revokedAt),
          ...(keepSessionId ? [ne(authSessions.id, keepSessionId)] : []),
        ),
      )
  if (passwordHash) securityEvent(audit.log, "password.changed", { clientId, address: audit.address })
  if (newEmail) securityEvent(audit.log, "email.changed", { clientId, address: audit.address })
  return clientResource(db, clientId)
}

export async function acceptTerms(db: Database, clientId: number) {
  await db.update(clients).set({ isGtcAccepted: true }).where(eq(clients.id, clientId))
  return clientResource(db, clientId)
}

/**
 * Staff ask a partner to accept the terms again (new terms, or a partner who should confirm them):
 * the gate opens at their next call. Returns false when no such account exists.
 */
export async function requireTermsAgain(db: Database, email: string): Promise<boolean> {
  const updated = await db
    .update(clients)
    .set({ isGtcAccepted: false })
    .where(eq(clients.email, email.trim().toLowerCase()))
    .returning({ id: clients.id })
  return updated.length > 0
}

/** What a partner pays: currency, discount (percent) and category, as staff read and change them. */
export interface PartnerPrices {
  email: string
  currency: "EUR" | "GBP"
  discount: number
  category: "catering_trade" | "wholesaler" | null
}

/**
 * Staff change what a partner pays (PRICE-2: the discount is in basis points): the values before and
 * after, or null when no such partner exists. The row is locked, so "before" is what the change replaced.
 */
export async function changePartnerPrices(
  db: Db,
  clientId: number,
  next: Omit<PartnerPrices, "email">,
): Promise<{ before: PartnerPrices; after: PartnerPrices } | null> {
  const pricesOf = (row: typeof clients.$inferSelect): PartnerPrices => ({
    email: row.email,
    currency: row.currency,
    discount: row.discountBasisPoints / 100,
    category: row.category,
  })
  const [current] = await db.select().from(clients).where(eq(clients.id, clientId)).for("update")
  if (!current) return null
  const [changed] = await db
    .update(clients)
    .set({
      currency: next.currency,
      discountBasisPoints: Math.round(next.discount * 100),
      category: next.category,
    })
    .where(eq(clients.id, clientId))
    .returning()
  return { before: pricesOf(current), after: pricesOf(changed!) }
}

/** A partner's e-mail address by id, or null when there is no such partner (staff name whom they act on). */
export async function partnerEmail(db: Db, clientId: number): Promise<string | null> {
  const [row] = await db.select({ email: clients.email }).from(clients).where(eq(clients.id, clientId))
  return row?.email ?? null
}
