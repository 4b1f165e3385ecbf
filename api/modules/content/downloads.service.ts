import { and, asc, eq, sql } from "drizzle-orm"

import type { Locale } from "#contract/locales"

import type { Db } from "../../db/client"
import { downloadCategories, downloadFileContents, downloadFiles } from "../../db/schema"
import { pick } from "../../lib/localized"
import { slugify } from "../../lib/slug"

// CONTENT-3, download categories and files. A visitor sees and gets only the public files; a partner all.

const inLocale = (text: Parameters<typeof pick>[0], locale: Locale) => pick(text, locale) ?? ""

/** A file as a category lists it, on the shop and in the back office: by its public id, not its row's. */
export const listedFileColumns = {
  publicId: downloadFiles.publicId,
  title: downloadFiles.title,
  fileName: downloadFiles.fileName,
  language: downloadFiles.language,
  contentType: downloadFiles.contentType,
  sizeBytes: downloadFiles.sizeBytes,
  partnerOnly: downloadFiles.partnerOnly,
  publishedAt: downloadFiles.publishedAt,
}
/** the order a category's files are listed in: staff's order, then by language */
export const FILE_ORDER = [
  asc(downloadFiles.position),
  asc(downloadFiles.language),
  asc(downloadFiles.id),
] as const

const visibleTo = (partner: boolean) => (partner ? undefined : eq(downloadFiles.partnerOnly, false))

function categoryAttributes(
  row: typeof downloadCategories.$inferSelect,
  locale: Locale,
  counts: { visible: number; locked: number },
) {
  const name = inLocale(row.name, locale)
  return {
    key: row.key,
    name,
    slug: slugify(name),
    slugs: Object.fromEntries(
      Object.keys(row.name).map((lng) => [lng, slugify(inLocale(row.name, lng as Locale))]),
    ),
    description: inLocale(row.description, locale),
    file_count: counts.visible,
    locked_file_count: counts.locked,
  }
}

/** Every category with the number of files the caller may download and of those kept for partners. */
export async function listCategories(db: Db, locale: Locale, partner: boolean) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(downloadCategories)
      .orderBy(asc(downloadCategories.position), asc(downloadCategories.id)),
    db
      .select({
        categoryId: downloadFiles.categoryId,
        all: sql<number>`count(*)::int`,
        partnerOnly: sql<number>`count(*) filter (where ${downloadFiles.partnerOnly})::int`,
      })
      .from(downloadFiles)
      .groupBy(downloadFiles.categoryId),
  ])
  const byCategory = new Map(counts.map((row) => [row.categoryId, row]))
  return rows.map((row) => {
    const count = byCategory.get(row.id) ?? { all: 0, partnerOnly: 0 }
    return {
      id: row.id,
      attributes: categoryAttributes(row, locale, {
        visible: partner ? count.all : count.all - count.partnerOnly,
        locked: partner ? 0 : count.partnerOnly,
      }),
    }
  })
}

/** A category and the files the caller may see, optionally in one language; null when there is none. */
export async function findCategory(
  db: Db,
  id: number,
  locale: Locale,
  partner: boolean,
  language: Locale | undefined,
) {
  const [row] = await db.select().from(downloadCategories).where(eq(downloadCategories.id, id))
  if (!row) return null
  const files = await db
    .select(listedFileColumns)
    .from(downloadFiles)
    .where(and(eq(downloadFiles.categoryId, id), visibleTo(partner)))
    .orderBy(...FILE_ORDER)
  const locked = partner
    ? 0
    : (
        await db
          .select({ count: sql<number>`count(*)::int` })
          .from(downloadFiles)
          .where(and(eq(downloadFiles.categoryId, id), eq(downloadFiles.partnerOnly, true)))
      )[0]!.count
  const languages = [...new Set(files.map((file) => file.language as Locale))]
  const shown = language ? files.filter((file) => file.language === language) : files
  return {
    id: row.id,
    attributes: categoryAttributes(row, locale, { visible: files.length, locked }),
    languages,
    files: shown.map((file) => ({
      id: file.publicId,
      attributes: {
        title: inLocale(file.title, locale),
        file_name: file.fileName,
        size: file.sizeBytes,
        language: file.language as Locale,
        content_type: file.contentType,
        date: file.publishedAt.toISOString(),
        partner_only: file.partnerOnly,
      },
    })),
  }
}

/**
 * A file's name, type and visibility by its public id, with its bytes (a seeded file) or the storage key
 * of its bytes (an uploaded one, decision 098); null when no file has this id.
 */
export async function findFile(db: Db, publicId: string) {
  const [row] = await db
    .select({
      fileName: downloadFiles.fileName,
      contentType: downloadFiles.contentType,
      partnerOnly: downloadFiles.partnerOnly,
      publishedAt: downloadFiles.publishedAt,
      bytes: downloadFileContents.bytes,
      fileKey: downloadFiles.fileKey,
    })
    .from(downloadFiles)
    .leftJoin(downloadFileContents, eq(downloadFileContents.fileId, downloadFiles.id))
    .where(eq(downloadFiles.publicId, publicId))
  return row ?? null
}
