import { asc, eq } from "drizzle-orm"

import { type CompanyContact, CompanyContactSchema } from "#contract/content"
import type { CompanyContactBody, CompanyInfoBody } from "#contract/staff-company"

import type { Db } from "../../db/client"
import { companyInfos } from "./content.schema"
import { announceContentChange, keptText } from "./content-editing"
import { readSettings, writeSetting } from "./settings.service"

// The company as staff keep it (CONTENT-4, CONTENT-9, decision 122): the company info page's sections and
// the contact the footer and the invoices show. Each change announces itself so that every process drops
// the /pages answers it keeps; the contact is a setting, whose table's trigger tells every process's
// settings memo as well (decision 052). The caller writes the audit entry with the same transaction.

export type EditedCompanyInfo = typeof companyInfos.$inferSelect

export const listEditedCompanyInfos = (db: Db) =>
  db.select().from(companyInfos).orderBy(asc(companyInfos.position), asc(companyInfos.id))

export async function findEditedCompanyInfo(db: Db, id: number) {
  const [row] = await db.select().from(companyInfos).where(eq(companyInfos.id, id))
  return row ?? null
}

/** The section before and after, or null when there is none. */
export async function updateCompanyInfo(tx: Db, id: number, body: CompanyInfoBody) {
  const before = await findEditedCompanyInfo(tx, id)
  if (!before) return null
  await tx
    .update(companyInfos)
    .set({ title: keptText(body.title), body: keptText(body.body) })
    .where(eq(companyInfos.id, id))
  await announceContentChange(tx)
  const after = await findEditedCompanyInfo(tx, id)
  // removed by another request (SQL, a later seed) since `before` was read: as if it had never been there
  return after ? { before, after } : null
}

/** The kept contact, or null when there is none (or what is kept is not a whole contact). */
export async function readCompanyContact(db: Db): Promise<CompanyContact | null> {
  const parsed = CompanyContactSchema.safeParse((await readSettings(db)).company_contact)
  return parsed.success ? parsed.data : null
}

/** The contact before (null: none) and after; its social links stay as they were. */
export async function updateCompanyContact(tx: Db, body: CompanyContactBody) {
  const before = await readCompanyContact(tx)
  const after: CompanyContact = {
    street: body.street,
    postalCode: body.postalCode,
    city: keptText(body.city),
    country: keptText(body.country),
    phone: body.phone,
    email: body.email,
    vat: body.vat,
    openingHours: keptText(body.openingHours),
    social: before?.social ?? [],
  }
  await writeSetting(tx, "company_contact", after)
  await announceContentChange(tx)
  return { before, after }
}
