import { and, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm"

import type { Database } from "../../db/client"
import { announcements } from "../../db/schema"
import type { Viewer } from "../../lib/viewer"
import { announcementReads } from "./announcements.schema"

// The partner's announcements (CONTENT-2): those meant for every partner or for the partner's category,
// published by now, with whether this partner has read each (announcements.schema.ts).

export type AnnouncementRow = typeof announcements.$inferSelect
export interface ReadAnnouncement {
  row: AnnouncementRow
  readAt: Date | null
}

/** What this partner may see: for all, or for their category; not before it is published. */
function meantFor(viewer: Pick<Viewer, "category">, now: Date): SQL {
  const audiences = viewer.category ? (["all", viewer.category] as const) : (["all"] as const)
  return and(inArray(announcements.audience, [...audiences]), lte(announcements.publishedAt, now))!
}

/** this partner's reading of the announcement in the same row, null when unread */
const readBy = (clientId: number) =>
  and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.clientId, clientId))

/** A page of the partner's announcements, newest first; the total and the unread count over all pages. */
export async function listForPartner(
  db: Database,
  viewer: Pick<Viewer, "clientId" | "category">,
  page: { size: number; number: number },
  now = new Date(),
) {
  const where = meantFor(viewer, now)
  const [rows, counts] = await Promise.all([
    db
      .select({ row: announcements, readAt: announcementReads.readAt })
      .from(announcements)
      .leftJoin(announcementReads, readBy(viewer.clientId))
      .where(where)
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    countsFor(db, viewer, now),
  ])
  return { rows: rows as ReadAnnouncement[], ...counts }
}

/** How many announcements the partner has, and how many of them they have not read. */
export async function countsFor(
  db: Database,
  viewer: Pick<Viewer, "clientId" | "category">,
  now = new Date(),
) {
  const [counts = { total: 0, unread: 0 }] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${announcementReads.clientId} is null))::int`,
    })
    .from(announcements)
    .leftJoin(announcementReads, readBy(viewer.clientId))
    .where(meantFor(viewer, now))
  return counts
}

/**
 * One of the partner's announcements, recorded as read by them (the first reading's time is kept; a
 * second request, even at the same instant, changes nothing); null when it is missing or not meant for
 * them, so another category's announcement is indistinguishable from a missing one.
 */
export async function readForPartner(
  db: Database,
  viewer: Pick<Viewer, "clientId" | "category">,
  id: number,
  now = new Date(),
): Promise<ReadAnnouncement | null> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), meantFor(viewer, now)))
  if (!row) return null
  await db
    .insert(announcementReads)
    .values({ clientId: viewer.clientId, announcementId: id, readAt: now })
    .onConflictDoNothing()
  const [read] = await db
    .select({ readAt: announcementReads.readAt })
    .from(announcementReads)
    .where(and(eq(announcementReads.clientId, viewer.clientId), eq(announcementReads.announcementId, id)))
  return { row, readAt: read?.readAt ?? now }
}
