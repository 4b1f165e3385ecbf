import { asc, eq, sql } from "drizzle-orm"

import type { Locale } from "#contract/locales"
import type { DownloadCategoryBody } from "#contract/staff-downloads"

import type { Db } from "../../db/client"
import { downloadCategories, downloadFiles } from "../../db/schema"
import { slugify } from "../../lib/slug"
import { keptText } from "./content-editing"
import { FILE_ORDER, listedFileColumns } from "./downloads.service"

// Download categories and files kept by staff (CONTENT-3, CONTENT-7, decision 098). An uploaded file's
// bytes are in the file storage (decision 026) under the key its row names; the caller stores them first
// and deletes them again when the row's transaction fails (api/lib/stored-upload.ts). The seeded files
// keep their bytes in download_file_contents (decision 019).

const fileColumns = {
  id: downloadFiles.id,
  categoryId: downloadFiles.categoryId,
  ...listedFileColumns,
  fileKey: downloadFiles.fileKey,
}
export type EditedFile = Awaited<ReturnType<typeof filesOf>>[number]
export type EditedCategory = typeof downloadCategories.$inferSelect & { files: EditedFile[] }

const filesOf = (db: Db, categoryId?: number) =>
  db
    .select(fileColumns)
    .from(downloadFiles)
    .where(categoryId === undefined ? undefined : eq(downloadFiles.categoryId, categoryId))
    .orderBy(...FILE_ORDER)

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
  sizeBytes: number
  /** where its bytes were stored */
  fileKey: string
}

/** The row of a checked file already stored under its key, in the caller's transaction. */
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
      sizeBytes: file.sizeBytes,
      partnerOnly: file.partnerOnly,
      position,
      fileKey: file.fileKey,
    })
    .returning(fileColumns)
  return row!
}

/** The file's row before, with the key of its stored bytes (null for a seeded file); null when none. */
export async function deleteFile(tx: Db, id: number) {
  const [before] = await tx.select(fileColumns).from(downloadFiles).where(eq(downloadFiles.id, id))
  if (!before) return null
  await tx.delete(downloadFiles).where(eq(downloadFiles.id, id))
  return before
}
