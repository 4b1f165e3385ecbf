import { desc, eq } from "drizzle-orm"

import type { AnnouncementBody } from "#contract/staff-content"

import type { Db } from "../../db/client"
import { announcementReads, announcements } from "../../db/schema"
import { keptText, publishedInstant } from "./content-editing"

// Announcements written by staff (CONTENT-2, decision 098): for every partner or for one category. They
// are read fresh on every partner's page (never kept in a cache), so a change shows at once.

export type EditedAnnouncement = typeof announcements.$inferSelect

export const listEditedAnnouncements = (db: Db) =>
  db.select().from(announcements).orderBy(desc(announcements.publishedAt), desc(announcements.id))

export async function findEditedAnnouncement(db: Db, id: number) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id))
  return row ?? null
}

const valuesOf = (body: AnnouncementBody) => ({
  title: keptText(body.title),
  preview: keptText(body.preview),
  body: keptText(body.body),
  audience: body.audience,
  publishedAt: publishedInstant(body.published_at),
})

export async function createAnnouncement(tx: Db, body: AnnouncementBody) {
  const [row] = await tx.insert(announcements).values(valuesOf(body)).returning()
  return row!
}

export async function updateAnnouncement(tx: Db, id: number, body: AnnouncementBody) {
  const before = await findEditedAnnouncement(tx, id)
  if (!before) return null
  const [after] = await tx
    .update(announcements)
    .set(valuesOf(body))
    .where(eq(announcements.id, id))
    .returning()
  // deleted by another request since `before` was read: as if it had never been there
  return after ? { before, after } : null
}

/** The announcement and who read it; the row before, or null when there is none. */
export async function deleteAnnouncement(tx: Db, id: number) {
  const before = await findEditedAnnouncement(tx, id)
  if (!before) return null
  await tx.delete(announcementReads).where(eq(announcementReads.announcementId, id))
  await tx.delete(announcements).where(eq(announcements.id, id))
  return before
}
