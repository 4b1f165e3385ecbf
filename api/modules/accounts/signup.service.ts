import { randomUUID } from "node:crypto"

import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm"

import type { ClientCategory } from "#contract/accounts"

import type { Database, Db } from "../../db/client"
import { ApiError, notFound, ValidationError } from "../../lib/errors"
import type { Logger } from "../../lib/log"
import { securityEvent } from "../../lib/security-events"
import { type MailContext, pageLanguage, sendTextMail, setPasswordLink, shopLink } from "./account-mails"
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
import { hashToken, newOpaqueToken } from "./tokens"

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
/** A request as staff see it: never the password hash or the confirmation link's hash. */
export type SignupSummary = Omit<SignupRequest, "passwordHash" | "confirmTokenHash">

const summary = ({ passwordHash: _hash, confirmTokenHash: _link, ...rest }: SignupRequest): SignupSummary =>
  rest

/** how long the link of a request sent without the captcha's proof works */
export const CONFIRM_LINK_HOURS = 24

const normalEmail = (email: string) => email.trim().toLowerCase()

/**
 * Who already holds this address, an account or a pending request, with the language to write to them in;
 * null when nobody does (an unconfirmed request holds nothing: a new request replaces it).
 */
async function holderOf(db: Database, email: string): Promise<{ name: string; language: string } | null> {
  const address = normalEmail(email)
  const [account] = await db
    .select({ firstName: clients.firstName, lastName: clients.lastName, language: clients.language })
    .from(clients)
    .where(sql`lower(${clients.email}) = ${address}`)
    .limit(1)
  if (account) return { name: `${account.firstName} ${account.lastName}`, language: account.language }
  const [pending] = await db
    .select({
      firstName: signupRequests.firstName,
      lastName: signupRequests.lastName,
      language: signupRequests.language,
    })
    .from(signupRequests)
    .where(and(sql`lower(${signupRequests.email}) = ${address}`, eq(signupRequests.status, "pending")))
    .limit(1)
  return pending ? { name: `${pending.firstName} ${pending.lastName}`, language: pending.language } : null
}

/** What the applicant is answered, the same whether the address was new or known. */
export interface SignupReceipt {
  receipt: string
  /** pending: in staff review; unconfirmed: waiting for the mailed link (no captcha proof came with it) */
  status: "pending" | "unconfirmed"
}

export interface SignupAudit {
  log?: Logger
  address?: string
}

/**
 * Takes a sign-up request. The answer says nothing of the address (ASVS 5.0 6.3.7): for an address that
 * an account or a pending request already holds nothing is stored, the same receipt is answered, and the
 * address's owner is told by mail (in their language) that someone asked, with the way to a new password.
 * Every path hashes the password and writes one mail to the address before answering, so the answer takes
 * about as long either way; the provider's notice goes out after the answer.
 *
 * `confirmed`: the captcha's proof came with the request, which then goes to staff review at once (an
 * acknowledgement to the applicant, a notice to the provider). Without it, the request waits, unconfirmed,
 * until the applicant opens the mailed link and confirms (docs/decisions/078); an unconfirmed request is
 * removed a day later, and a new request for the address replaces it.
 */
export async function createSignupRequest(
  db: Database,
  mail: MailContext,
  input: SignupInput,
  { confirmed, audit = {} }: { confirmed: boolean; audit?: SignupAudit },
): Promise<SignupReceipt> {
  const status = confirmed ? "pending" : "unconfirmed"
  const email = normalEmail(input.email)
  const passwordHash = await hashPassword(input.password)
  const now = new Date()
  // unconfirmed requests nobody confirmed in time
  await db
    .delete(signupRequests)
    .where(and(eq(signupRequests.status, "unconfirmed"), lt(signupRequests.confirmBy, now)))

  const holder = await holderOf(db, email)
  if (holder) {
    await sendTextMail(mail, email, holder.language, "mail.signup.addressKnown", {
      name: holder.name,
      link: shopLink(mail.publicUrl, holder.language, "forgotYourPassword"),
    })
    securityEvent(audit.log, "signup.address_known", { address: audit.address })
    return { receipt: randomUUID(), status }
  }

  const confirmToken = confirmed ? null : newOpaqueToken()
  const row = await db.transaction(async (tx) => {
    // an earlier unconfirmed request for this address gives way (its link stops working)
    await tx
      .delete(signupRequests)
      .where(and(sql`lower(${signupRequests.email}) = ${email}`, eq(signupRequests.status, "unconfirmed")))
    const [inserted] = await tx
      .insert(signupRequests)
      .values({
        email,
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
        passwordHash,
        language: input.language,
        status,
        confirmTokenHash: confirmToken ? hashToken(confirmToken) : null,
        confirmBy: confirmToken ? new Date(now.getTime() + CONFIRM_LINK_HOURS * 3600_000) : null,
      })
      .returning()
    if (!inserted) throw new Error("insert into signup_requests returned no row")
    return inserted
  })
  const name = `${row.firstName} ${row.lastName}`
  securityEvent(audit.log, "signup.requested", { address: audit.address, reason: status })
  if (confirmToken) {
    await sendTextMail(mail, row.email, row.language, "mail.signup.confirm", {
      name,
      link: `${shopLink(mail.publicUrl, row.language, "signup", "confirmation")}?token=${encodeURIComponent(confirmToken)}`,
      hours: CONFIRM_LINK_HOURS,
    })
    return { receipt: row.receipt, status }
  }
  await sendTextMail(mail, row.email, row.language, "mail.signup.acknowledgement", { name })
  void notifyProvider(mail, row, audit.log)
  return { receipt: row.receipt, status }
}

/** The provider's notice of a request to review; a failure is logged (staff also see `signups list`). */
async function notifyProvider(mail: MailContext, row: SignupRequest, log?: Logger) {
  // the provider's staff read English; the notice names everything they review and the commands
  try {
    await sendTextMail(mail, mail.providerEmail, "en", "mail.signup.providerNotice", {
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.phone,
      company: row.companyName,
      reference: row.companyReference,
      function: row.companyFunction,
      category: row.category ?? "-",
      language: row.language,
      newsletter: row.newsletter ? "yes" : "no",
    })
  } catch (error) {
    log?.error("sign-up notice to the provider failed", { signupRequestId: row.id, error: String(error) })
  }
}

/**
 * The applicant confirms a request sent without the captcha's proof, from the mailed link: it goes to staff
 * review (a notice to the provider). A link that is unknown, used or out of time is a 422 on `token`.
 */
export async function confirmSignupRequest(
  db: Database,
  mail: MailContext,
  token: string,
  audit: SignupAudit = {},
) {
  const [row] = await db
    .update(signupRequests)
    .set({ status: "pending", confirmTokenHash: null, confirmBy: null, createdAt: new Date() })
    .where(
      and(
        eq(signupRequests.confirmTokenHash, hashToken(token)),
        eq(signupRequests.status, "unconfirmed"),
        gt(signupRequests.confirmBy, new Date()),
      ),
    )
    .returning()
  if (!row) throw new ValidationError({ token: ["auth.signupLinkInvalid"] }, "auth.signupLinkInvalid")
  securityEvent(audit.log, "signup.confirmed", { address: audit.address })
  await notifyProvider(mail, row, audit.log)
  return { receipt: row.receipt, status: "pending" as const }
}

/** Pending requests, oldest first; with `all`, every request. */
export async function listSignupRequests(db: Database, { all = false } = {}): Promise<SignupSummary[]> {
  const rows = await db
    .select()
    .from(signupRequests)
    .where(
      all
        ? inArray(signupRequests.status, ["pending", "approved", "rejected"])
        : eq(signupRequests.status, "pending"),
    )
    .orderBy(asc(signupRequests.createdAt), asc(signupRequests.id))
  return rows.map(summary)
}

/** Work of the caller's done in a review's own transaction: it commits or rolls back with the review. */
export type InTransaction = (tx: Db, before: SignupSummary, after: SignupSummary) => Promise<void>

export interface ApproveOptions {
  roles: RoleId[]
  currency?: "EUR" | "GBP"
  /** discount on catalogue prices in percent (0–100, two decimals) */
  discountPercent?: number
  /** SIGNUP-9: the partner's category, the applicant's choice when not given */
  category?: ClientCategory
}

/** a request by its number, or the latest of an e-mail address (what staff read in the notice) */
async function pendingRequest(db: Db, id: number | string) {
  const [row] = await db
    .select()
    .from(signupRequests)
    .where(
      typeof id === "number"
        ? eq(signupRequests.id, id)
        : and(
            sql`lower(${signupRequests.email}) = ${normalEmail(id)}`,
            inArray(signupRequests.status, ["pending", "approved", "rejected"]),
          ),
    )
    .orderBy(sql`${signupRequests.status} = 'pending' desc`, sql`${signupRequests.id} desc`)
    .for("update")
    .limit(1)
  if (!row || row.status === "unconfirmed") throw notFound("signup_request_not_found")
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
  id: number | string,
  options: ApproveOptions,
  /** runs in the approval's transaction, before it commits (the staff area's audit entry) */
  alongside?: InTransaction,
) {
  const reviewedAt = new Date()
  const { request, client, token } = await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id)
    const requestId = request.id
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
        category: options.category ?? request.category,
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
      .set({ status: "approved", reviewedAt, clientId: client.id, passwordHash: null })
      .where(eq(signupRequests.id, requestId))
    const token = await createPasswordToken(tx, client.id, "welcome")
    await alongside?.(
      tx,
      summary(request),
      summary({ ...request, status: "approved", clientId: client.id, reviewedAt }),
    )
    return { request, client, token }
  })

  await sendTextMail(mail, client.email, client.language, "mail.signup.approved", {
    name: `${client.firstName} ${client.lastName}`,
    email: client.email,
    link: setPasswordLink(mail.publicUrl, client.language, token),
    shop: `${mail.publicUrl}/${pageLanguage(client.language)}`,
  })
  return {
    request: summary({ ...request, status: "approved", clientId: client.id, reviewedAt }),
    clientId: client.id,
  }
}

/**
 * Marks a pending request rejected, forgets its password hash and mails a polite refusal, with the
 * reason staff gave if any (SIGNUP-9).
 */
export async function rejectSignupRequest(
  db: Database,
  mail: MailContext,
  id: number | string,
  alongside?: InTransaction,
  reason?: string,
) {
  const reviewedAt = new Date()
  const request = await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id)
    await tx
      .update(signupRequests)
      .set({ status: "rejected", reviewedAt, passwordHash: null })
      .where(eq(signupRequests.id, request.id))
    await alongside?.(tx, summary(request), summary({ ...request, status: "rejected", reviewedAt }))
    return request
  })
  const name = `${request.firstName} ${request.lastName}`
  if (reason)
    await sendTextMail(mail, request.email, request.language, "mail.signup.rejectedWithReason", {
      name,
      reason,
    })
  else await sendTextMail(mail, request.email, request.language, "mail.signup.rejected", { name })
  return summary({ ...request, status: "rejected", reviewedAt })
}
