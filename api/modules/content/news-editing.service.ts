import { desc, eq, getTableColumns, sql } from "drizzle-orm"

import type { NewsBody } from "#contract/staff-content"

import type { Db } from "../../db/client"
import { news } from "./content.schema"
import { announceContentChange, keptText, publishedInstant, slugsOf } from "./content-editing"

// News written by staff (CONTENT-1, decision 098). Each change announces itself so that every process
// drops the news answers it keeps; the caller writes the audit entry with the same transaction handle.

const { picture, pictureBytes, ...textColumns } = getTableColumns(news)
/** a row without its picture's bytes, with the picture's version (the shop's address changes with it) */
const editedColumns = {
  ...textColumns,
  pictureVersion: sql<
    string | null
  >`substr(md5(coalesce(encode(${pictureBytes}, 'base64'), ${picture})), 1, 12)`,
}
export type EditedNews = Awaited<ReturnType<typeof listEditedNews>>[number]

export const listEditedNews = (db: Db) =>
  db.select(editedColumns).from(news).orderBy(desc(news.publishedAt), desc(news.id))

export async function findEditedNews(db: Db, id: number) {
  const [row] = await db.select(editedColumns).from(news).where(eq(news.id, id))
  return row ?? null
}

const valuesOf = (body: NewsBody) => {
  const title = keptText(body.title)
  return {
    title,
    slug: slugsOf(title),
    summary: keptText(body.summary),
    body: keptText(body.body),
    pictureAlt: keptText(body.picture_alt),
    isHighlighted: body.is_highlighted,
    publishedAt: publishedInstant(body.published_at),
  }
}

export async function createNews(tx: Db, body: NewsBody) {
  const [{ id }] = (await tx.insert(news).values(valuesOf(body)).returning({ id: news.id })) as [
    { id: number },
  ]
  await announceContentChange(tx)
  return (await findEditedNews(tx, id))!
}

/** The item before and after, or null when there is none. */
export async function updateNews(tx: Db, id: number, body: NewsBody) {
  const before = await findEditedNews(tx, id)
  if (!before) return null
  await tx.update(news).set(valuesOf(body)).where(eq(news.id, id))
  await announceContentChange(tx)
  const after = await findEditedNews(tx, id)
  // deleted by another request since `before` was read: as if it had never been there
  return after ? { before, after } : null
}

export async function deleteNews(tx: Db, id: number) {
  const before = await findEditedNews(tx, id)
  if (!before) return null
  await tx.delete(news).where(eq(news.id, id))
  await announceContentChange(tx)
  return before
}

/** A picture staff uploaded, already checked by its bytes: it replaces the item's drawing. */
export async function setNewsPicture(tx: Db, id: number, bytes: Uint8Array, type: string) {
  const before = await findEditedNews(tx, id)
  if (!before) return null
  await tx.update(news).set({ pictureBytes: bytes, pictureType: type }).where(eq(news.id, id))
  await announceContentChange(tx)
  const after = await findEditedNews(tx, id)
  // deleted by another request since `before` was read: as if it had never been there
  return after ? { before, after } : null
}
