import { asc, eq } from "drizzle-orm"

import type { Locale } from "#contract/locales"

import type { Database } from "../../db/client"
import { pick } from "../../lib/localized"
import { companyInfos, faqs, metaTags, policySections, services } from "./content.schema"

export async function findMetaTags(db: Database, page: string, locale: Locale) {
  const rows = await db.select().from(metaTags).where(eq(metaTags.page, page))
  return rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === "en") ?? null
}

export async function listCompanyInfos(db: Database, locale: Locale) {
  const rows = await db.select().from(companyInfos).orderBy(asc(companyInfos.position))
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: pick(row.title, locale),
    body: pick(row.body, locale),
  }))
}

export async function listFaqs(db: Database, locale: Locale) {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.position))
  return rows.map((row) => ({
    id: row.id,
    question: pick(row.question, locale),
    answer: pick(row.answer, locale),
  }))
}

export async function listServices(db: Database, locale: Locale) {
  const rows = await db.select().from(services).orderBy(asc(services.position))
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: pick(row.title, locale),
    summary: pick(row.summary, locale),
    body: pick(row.body, locale),
  }))
}

export async function listPolicySections(db: Database, page: string, locale: Locale) {
  const rows = await db
    .select()
    .from(policySections)
    .where(eq(policySections.page, page))
    .orderBy(asc(policySections.position))
  return rows.map((row) => ({ id: row.id, title: pick(row.title, locale), body: pick(row.body, locale) }))
}
