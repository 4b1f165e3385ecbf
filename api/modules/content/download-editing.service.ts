import { asc, eq, sql } from "drizzle-orm"

import type { Locale } from "#contract/locales"
import type { DownloadCategoryBody } from "#contract/staff-downloads"

import type { Db } from "../../db/client"
import { downloadCategories, downloadFileContents, downloadFiles } from "../../db/schema"
import { slugify } from "../../lib/slug"
import { keptText } from "./content-editing"

// Download categories and files kept by staff (CONTENT-3, CONTENT-7, decision 098). A file's bytes go
// into download_file_contents in the same transaction as its row (decision 019): every process serves
// them, and a refused or failed upload leaves neither.

const fileColumns = {
  id: downloadFiles.id,
  publicId: downloadFiles.publicId,
  categoryId: downloadFiles.categoryId,
  title: downloadFiles.title,
  fileName: downloadFiles.fileName,
  language: downloadFiles.language,
  contentType: downloadFiles.contentType,
  sizeBytes: downloadFiles.sizeBytes,
  partnerOnly: downloadFiles.partnerOnly,
  publishedAt: downloadFiles.publishedAt,
}
export type EditedFile = Awaited<ReturnType<typeof filesOf>>[number]
export type EditedCategory = typeof downloadCategories.$inferSelect & { files: EditedFile[] }

const filesOf = (db: Db, categoryId?: number) =>
  db
    .select(fileColumns)
    .from(downloadFiles)
    .where(categoryId === undefined ? undefined : eq(downloadFiles.categoryId, categoryId))
    .orderBy(asc(downloadFiles.position), asc(downloadFiles.language), asc(downloadFiles.id))

export async function listEditedCategories(db: Db): Promise<EditedCategory[]> {
  const [rows, files] = await Promise.all([
    db
      .select()
      .from(downloadCategories)
      .orderBy(asc(downloadCategories.position), asc(downloadCategories.id)),
    filesOf(db),
  ])
  return rows.map((row) => ({ ...row, files: files.filter((file) => file.categoryId === row.id) }))
}

export async function findEditedCategory(db: Db, id: number): Promise<EditedCategory | null> {
  const [row] = await db.select().from(downloadCategories).where(eq(downloadCategories.id, id))
  return row ? { ...row, files: await filesOf(db, id) } : null
}

/** a key nobody has yet, from the English name: price-lists, price-lists-2, … */
async function freeKey(tx: Db, name: string, tried: Set<string>) {
  const base = slugify(name) || "downloads"
  const taken = new Set(
    (await tx.select({ key: downloadCategories.key }).from(downloadCategories)).map((row) => row.key),
  )
  for (const key of tried) taken.add(key)
  let key = base
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
  return key
}

export async function createCategory(tx: Db, body: DownloadCategoryBody) {
  const name = keptText(body.name)
  // two categories of one name created at once may both find the same key free: the second tries the next
  const tried = new Set<string>()
  for (;;) {
    const key = await freeKey(tx, name.en, tried)
    tried.add(key)
    const [row] = await tx
      .insert(downloadCategories)
      .values({
        key,
        name,
        description: keptText(body.description),
        position: body.position,
      })
      .onConflictDoNothing({ target: downloadCategories.key })
      .returning({ id: downloadCategories.id })
    if (row) return (await findEditedCategory(tx, row.id))!
  }
}

export async function updateCategory(tx: Db, id: number, body: DownloadCategoryBody) {
  const before = await findEditedCategory(tx, id)
  if (!before) return null
  await tx
    .update(downloadCategories)
    .set({ name: keptText(body.name), description: keptText(body.description), position: body.position })
    .where(eq(downloadCategories.id, id))
  const after = await findEditedCategory(tx, id)
  // deleted by another request since `before` was read: as if it had never been there
  return after ? { before, after } : null
}

/** The category before, "not_empty" when it holds files, null when there is none. */
export async function deleteCategory(tx: Db, id: number) {
  const before = await findEditedCategory(tx, id)
  if (!before) return null
  if (before.files.length > 0) return "not_empty" as const
  await tx.delete(downloadCategories).where(eq(downloadCategories.id, id))
  return before
}

export interface NewDownloadFile {
  categoryId: number
  title: string
  fileName: string
  language: Locale
  partnerOnly: boolean
  contentType: string
  bytes: Uint8Array
}

/** A checked file and its bytes, in the caller's transaction; its row. */
export async function addFile(tx: Db, file: NewDownloadFile) {
  const [{ position }] = (await tx
    .select({ position: sql<number>`coalesce(max(${downloadFiles.position}), -1)::int + 1` })
    .from(downloadFiles)
    .where(eq(downloadFiles.categoryId, file.categoryId))) as [{ position: number }]
  const [row] = await tx
    .insert(downloadFiles)
    .values({
      categoryId: file.categoryId,
      // the title in the file's own language, and in English as the fallback when there is none
      title: keptText({ en: file.title, [file.language]: file.title }),
      fileName: file.fileName,
      language: file.language,
      contentType: file.contentType,
      sizeBytes: file.bytes.byteLength,
      partnerOnly: file.partnerOnly,
      position,
    })
    .returning(fileColumns)
  await tx.insert(downloadFileContents).values({ fileId: row!.id, bytes: file.bytes })
  return row!
}

export async function deleteFile(tx: Db, id: number) {
  const [before] = await tx.select(fileColumns).from(downloadFiles).where(eq(downloadFiles.id, id))
  if (!before) return null
  await tx.delete(downloadFiles).where(eq(downloadFiles.id, id))
  return before
}
