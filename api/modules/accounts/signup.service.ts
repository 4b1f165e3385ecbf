import { and, asc, eq, sql } from "drizzle-orm"

import type { Database, Db } from "../../db/client"
import { ApiError, notFound, ValidationError } from "../../lib/errors"
import { type MailContext, pageLanguage, sendTextMail, setPasswordLink } from "./account-mails"
import {
  type CLIENT_CATEGORIES,
  clientRoles,
  clients,
  companies,
  type RoleId,
  signupRequests,
} from "./accounts.schema"
import { hashPassword } from "./password-hash"
import { createPasswordToken } from "./password-tokens"

// SIGNUP-1: a visitor's request waits, pending, until the provider's staff approve
// it (the account is created) or reject it. Used by PUT /users and by both paths of `npm run staff --
// signups` (the running server's staff door, or the command line on its own database).

export interface SignupInput {
  firstName: string
  lastName: string
  email: string
  password: string
  phone: string
  companyName: string
  companyReference: string
  companyFunction: string
  newsletter: boolean
  category: (typeof CLIENT_CATEGORIES)[number] | null
  /** the language the applicant used, for every mail to them */
  language: string
}

export type SignupRequest = typeof signupRequests.$inferSelect
/** A request as staff see it: never the password hash. */
export type SignupSummary = Omit<SignupRequest, "passwordHash">

const summary = ({ passwordHash: _hash, ...rest }: SignupRequest): SignupSummary => rest

const normalEmail = (email: string) => email.trim().toLowerCase()

/** Whether an account or a pending request already holds this address. */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const address = normalEmail(email)
  const [account] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`lower(${clients.email}) = ${address}`)
    .limit(1)
  if (account) return true
  const [pending] = await db
    .select({ id: signupRequests.id })
    .from(signupRequests)
    .where(and(sql`lower(${signupRequests.email}) = ${address}`, eq(signupRequests.status, "pending")))
    .limit(1)
  return Boolean(pending)
}

/**
 * Records a pending request and mails the applicant an acknowledgement and the provider a notice.
 * The chosen password is kept only as its argon2id hash, moved to the account on approval.
 */
export async function createSignupRequest(db: Database, mail: MailContext, input: SignupInput) {
  if (await isEmailTaken(db, input.email)) throw new ValidationError({ email: ["auth.emailTaken"] })
  const now = new Date()
  const [row] = await db
    .insert(signupRequests)
    .values({
      email: normalEmail(input.email),
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      companyName: input.companyName,
      companyReference: input.companyReference,
      companyFunction: input.companyFunction,
      category: input.category,
      newsletter: input.newsletter,
      gdprAcceptedAt: now,
      termsAcceptedAt: now,
      passwordHash: await hashPassword(input.password),
      language: input.language,
    })
    .returning()
  if (!row) throw new Error("insert into signup_requests returned no row")

  const name = `${row.firstName} ${row.lastName}`
  await sendTextMail(mail, row.email, row.language, "mail.signup.acknowledgement", { name })
  // the provider's staff read English; the notice names everything they review and the commands
  await sendTextMail(mail, mail.providerEmail, "en", "mail.signup.providerNotice", {
    id: row.id,
    name,
    email: row.email,
    phone: row.phone,
    company: row.companyName,
    reference: row.companyReference,
    function: row.companyFunction,
    category: row.category ?? "-",
    language: row.language,
    newsletter: row.newsletter ? "yes" : "no",
  })
  return summary(row)
}

/** Pending requests, oldest first; with `all`, every request. */
export async function listSignupRequests(db: Database, { all = false } = {}): Promise<SignupSummary[]> {
  const rows = await db
    .select()
    .from(signupRequests)
    .where(all ? undefined : eq(signupRequests.status, "pending"))
    .orderBy(asc(signupRequests.createdAt), asc(signupRequests.id))
  return rows.map(summary)
}

export interface ApproveOptions {
  roles: RoleId[]
  currency?: "EUR" | "GBP"
  /** discount on catalogue prices in percent (0–100, two decimals) */
  discountPercent?: number
}

async function pendingRequest(db: Db, id: number) {
  const [row] = await db.select().from(signupRequests).where(eq(signupRequests.id, id)).for("update").limit(1)
  if (!row) throw notFound("signup_request_not_found")
  if (row.status !== "pending")
    throw new ApiError(409, "not_pending", `Request ${id} is already ${row.status}.`)
  return row
}

/**
 * Creates the company and the client from a pending request, with the roles, currency and discount staff
 * chose, and mails "your account is ready" with a link to set (or change) the password.
 */
export async function approveSignupRequest(
  db: Database,
  mail: MailContext,
  id: number,
  options: ApproveOptions,
) {
  const { request, client, token } = await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id)
    const [existing] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(sql`lower(${clients.email}) = ${request.email}`)
      .limit(1)
    if (existing) throw new ApiError(409, "email_taken", `An account with ${request.email} already exists.`)
    const [company] = await tx
      .insert(companies)
      .values({ name: request.companyName, referenceNumber: request.companyReference, phone: request.phone })
      .returning({ id: companies.id })
    if (!company) throw new Error("insert into companies returned no row")
    const [client] = await tx
      .insert(clients)
      .values({
        email: request.email,
        passwordHash: request.passwordHash,
        firstName: request.firstName,
        lastName: request.lastName,
        phone: request.phone,
        companyId: company.id,
        companyFunction: request.companyFunction,
        category: request.category,
        currency: options.currency ?? "EUR",
        language: request.language,
        discountBasisPoints: Math.round((options.discountPercent ?? 0) * 100),
        // the applicant accepted the terms on the sign-up form
        isGtcAccepted: true,
        newsletter: request.newsletter,
        gdprAcceptedAt: request.gdprAcceptedAt,
      })
      .returning()
    if (!client) throw new Error("insert into clients returned no row")
    const roles = [...new Set(options.roles)]
    if (roles.length)
      await tx.insert(clientRoles).values(roles.map((roleId) => ({ clientId: client.id, roleId })))
    await tx
      .update(signupRequests)
      .set({ status: "approved", reviewedAt: new Date(), clientId: client.id, passwordHash: null })
      .where(eq(signupRequests.id, id))
    const token = await createPasswordToken(tx, client.id, "welcome")
    return { request, client, token }
  })

  await sendTextMail(mail, client.email, client.language, "mail.signup.approved", {
    name: `${client.firstName} ${client.lastName}`,
    email: client.email,
    link: setPasswordLink(mail.publicUrl, client.language, token),
    shop: `${mail.publicUrl}/${pageLanguage(client.language)}`,
  })
  return { request: summary({ ...request, status: "approved", clientId: client.id }), clientId: client.id }
}

/** Marks a pending request rejected, forgets its password hash and mails a polite refusal. */
export async function rejectSignupRequest(db: Database, mail: MailContext, id: number) {
  const request = await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id)
    await tx
      .update(signupRequests)
      .set({ status: "rejected", reviewedAt: new Date(), passwordHash: null })
      .where(eq(signupRequests.id, id))
    return request
  })
  await sendTextMail(mail, request.email, request.language, "mail.signup.rejected", {
    name: `${request.firstName} ${request.lastName}`,
  })
  return summary({ ...request, status: "rejected" })
}
