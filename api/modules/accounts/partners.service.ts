import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm"

import type { PartnerSort, StaffPartner, StaffPartnerSummary } from "#contract/staff-partners"

import type { Db } from "../../db/client"
import { type MailContext, sendTextMail, setPasswordLink } from "./account-mails"
import { authSessions, clientRoles, clients, companies, type RoleId } from "./accounts.schema"
import { createPasswordToken, WELCOME_TOKEN_TTL_MS } from "./password-tokens"
import { endOtherLogins } from "./session.service"

// Partners' accounts as the provider's staff find, read and change them (PARTNER-1 to PARTNER-5). Each
// change takes the transaction handle of the staff route, which writes its audit entry with the same
// handle, and answers what it replaced and what it made.

type ClientRow = typeof clients.$inferSelect
type CompanyRow = typeof companies.$inferSelect

/** `%` and `_` typed in a search are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const SORT_COLUMNS: Record<PartnerSort, SQL[]> = {
  name: [sql`lower(${clients.lastName})`, sql`lower(${clients.firstName})`],
  company: [sql`lower(${companies.name})`],
  email: [sql`lower(${clients.email})`],
  number: [companies.referenceNumber as unknown as SQL],
  created_at: [clients.createdAt as unknown as SQL],
}

/** PARTNER-1: a word matches a name, the company's name or number, the e-mail address or the id. */
function searchCondition(q: string | undefined) {
  if (!q) return undefined
  const like = likeText(q)
  return or(
    ilike(clients.email, like),
    ilike(clients.firstName, like),
    ilike(clients.lastName, like),
    ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, like),
    ilike(companies.name, like),
    ilike(companies.referenceNumber, like),
    ...(/^\d{1,9}$/.test(q) ? [eq(clients.id, Number(q))] : []),
  )
}

const summaryOf = (client: ClientRow, company: CompanyRow | null): StaffPartnerSummary => ({
  type: "staff-partners",
  id: String(client.id),
  attributes: {
    email: client.email,
    first_name: client.firstName,
    last_name: client.lastName,
    company_name: company?.name ?? null,
    company_number: company?.referenceNumber ?? null,
    category: client.category,
    currency: client.currency,
    discount: client.discountBasisPoints / 100,
    is_active: client.isActive,
    is_gtc_accepted: client.isGtcAccepted,
    created_at: client.createdAt.toISOString(),
  },
})

export async function searchPartners(
  db: Db,
  options: { q?: string | undefined; sort: string; page: number; perPage: number },
) {
  const descending = options.sort.startsWith("-")
  const columns = SORT_COLUMNS[options.sort.replace(/^-/, "") as PartnerSort]
  const order = [...columns.map((column) => (descending ? desc(column) : asc(column))), asc(clients.id)]
  const where = searchCondition(options.q)
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ client: clients, company: companies })
      .from(clients)
      .leftJoin(companies, eq(companies.id, clients.companyId))
      .where(where)
      .orderBy(...order)
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db
      .select({ total: count() })
      .from(clients)
      .leftJoin(companies, eq(companies.id, clients.companyId))
      .where(where),
  ])
  return { data: rows.map((row) => summaryOf(row.client, row.company)), total }
}

async function rolesOf(db: Db, clientIds: number[]) {
  const rows = clientIds.length
    ? await db
        .select()
        .from(clientRoles)
        .where(inArray(clientRoles.clientId, clientIds))
        .orderBy(clientRoles.roleId)
    : []
  return (clientId: number) => rows.filter((row) => row.clientId === clientId).map((row) => row.roleId)
}

const oneLine = (company: CompanyRow) =>
  [
    company.addressLine1,
    company.addressLine2,
    [company.postalCode, company.city].filter(Boolean).join(" "),
    company.country,
  ]
    .filter(Boolean)
    .join(", ")

/** PARTNER-2: one partner as staff read it, or null when there is none. */
export async function partnerDetail(db: Db, clientId: number): Promise<StaffPartner | null> {
  const [row] = await db
    .select({ client: clients, company: companies })
    .from(clients)
    .leftJoin(companies, eq(companies.id, clients.companyId))
    .where(eq(clients.id, clientId))
  if (!row) return null
  const { client, company } = row
  const colleagues = client.companyId
    ? await db
        .select()
        .from(clients)
        .where(and(eq(clients.companyId, client.companyId), ne(clients.id, clientId)))
        .orderBy(clients.lastName, clients.firstName)
    : []
  const roleIds = await rolesOf(db, [clientId, ...colleagues.map((colleague) => colleague.id)])
  const [{ open } = { open: 0 }] = await db
    .select({ open: count() })
    .from(authSessions)
    .where(and(eq(authSessions.clientId, clientId), isNull(authSessions.revokedAt)))
  const summary = summaryOf(client, company)
  return {
    ...summary,
    attributes: {
      ...summary.attributes,
      phone: client.phone,
      company_function: client.companyFunction,
      language: client.language,
      roles: roleIds(clientId),
      open_logins: open,
      company: company && {
        name: company.name,
        reference_number: company.referenceNumber,
        vat_number: company.vatNumber,
        address: oneLine(company),
        phone: company.phone,
      },
      colleagues: colleagues.map((colleague) => ({
        id: String(colleague.id),
        email: colleague.email,
        name: `${colleague.firstName} ${colleague.lastName}`,
        roles: roleIds(colleague.id),
        is_active: colleague.isActive,
      })),
    },
  }
}

/** The partner's row, locked for a change; null when there is none. */
async function lockPartner(db: Db, clientId: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).for("update")
  return row ?? null
}

/** PARTNER-3: the partner's roles become exactly these (ACCOUNT-1 ids). */
export async function setPartnerRoles(db: Db, clientId: number, roles: number[]) {
  const client = await lockPartner(db, clientId)
  if (!client) return null
  const before = (await rolesOf(db, [clientId]))(clientId)
  const after = [...new Set(roles)].sort((a, b) => a - b)
  await db.delete(clientRoles).where(eq(clientRoles.clientId, clientId))
  if (after.length)
    await db.insert(clientRoles).values(after.map((roleId) => ({ clientId, roleId: roleId as RoleId })))
  return { email: client.email, before, after }
}

/** ACCOUNT-8: the terms gate opens at the partner's next call. */
export async function requireTermsOf(db: Db, clientId: number) {
  const client = await lockPartner(db, clientId)
  if (!client) return null
  await db.update(clients).set({ isGtcAccepted: false }).where(eq(clients.id, clientId))
  return { email: client.email, before: client.isGtcAccepted }
}

/**
 * PARTNER-4: a deactivated account's logins end at once (its tokens are refused from the next
 * call, its API keys with them) and its login is refused until staff reactivate it. `changed` is false
 * when the account was in that state already.
 */
export async function setPartnerActive(db: Db, clientId: number, active: boolean, now = new Date()) {
  const client = await lockPartner(db, clientId)
  if (!client) return null
  if (client.isActive === active) return { email: client.email, changed: false, ended: 0 }
  await db.update(clients).set({ isActive: active }).where(eq(clients.id, clientId))
  const ended = active ? 0 : await endOtherLogins(db, clientId, null, now, "account_deactivated")
  return { email: client.email, changed: true, ended }
}

/**
 * PARTNER-5: a set-your-password link for an active partner, good once for a week (the welcome
 * link's lifetime). The token is made with the caller's handle; the mail is sent by `send`, which the
 * caller runs after its transaction commits, so no mail leaves for a link that was rolled back.
 */
export async function preparePasswordLink(db: Db, mail: MailContext, clientId: number) {
  const client = await lockPartner(db, clientId)
  if (!client) return null
  if (!client.isActive) return { email: client.email, active: false as const }
  const token = await createPasswordToken(db, clientId, "welcome")
  const send = () =>
    sendTextMail(mail, client.email, client.language, "mail.password.byStaff", {
      name: `${client.firstName} ${client.lastName}`,
      link: setPasswordLink(mail.publicUrl, client.language, token),
      days: WELCOME_TOKEN_TTL_MS / (24 * 60 * 60 * 1000),
    })
  return { email: client.email, active: true as const, send }
}
