import { Hono } from "hono"

import {
  createStaffAnnouncement,
  createStaffNews,
  deleteStaffAnnouncement,
  deleteStaffNews,
  getStaffAnnouncement,
  getStaffNews,
  listStaffAnnouncements,
  listStaffNews,
  NEWS_PICTURE_TYPES,
  setStaffNewsPicture,
  updateStaffAnnouncement,
  updateStaffNews,
} from "#contract/staff-content"

import { NEWS_PICTURES_PREFIX } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound, ValidationError } from "../../lib/errors"
import { fileTypeAmong } from "../../lib/file-type"
import { forgetStoredFile, requireStorage, storeThenRecord } from "../../lib/stored-upload"
import * as announcementEditing from "../content/announcement-editing.service"
import * as newsEditing from "../content/news-editing.service"
import { recordStaffAction } from "./audit-log"
import { auditActorOf, requireStaff } from "./staff-access"

// News and announcements as the content role writes them (decision 098): each route asks for the
// content permission first (403 for sales), then makes its change and its audit entry in one transaction.

export const staffContentRoutes = new Hono<ApiEnv>()

const newsResource = (row: newsEditing.EditedNews) => ({
  type: "staff-news" as const,
  id: String(row.id),
  attributes: {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    picture_alt: row.pictureAlt ?? {},
    is_highlighted: row.isHighlighted,
    published_at: row.publishedAt.toISOString(),
    picture_url: row.pictureVersion ? `/api/pages/news/${row.id}/picture?v=${row.pictureVersion}` : null,
  },
})

/** what the audit log keeps of an item: its texts and flags, not its picture's bytes */
const newsAudit = (row: newsEditing.EditedNews) => {
  const { attributes } = newsResource(row)
  return { ...attributes, picture_url: undefined, picture: row.pictureVersion }
}

defineRoute(staffContentRoutes, listStaffNews, async (c) => {
  requireStaff(c, "content")
  return c.json({ data: (await newsEditing.listEditedNews(c.get("db"))).map(newsResource) })
})

defineRoute(staffContentRoutes, getStaffNews, async (c, { params }) => {
  requireStaff(c, "content")
  const row = await newsEditing.findEditedNews(c.get("db"), params.id)
  if (!row) throw notFound()
  return c.json({ data: newsResource(row) })
})

defineRoute(staffContentRoutes, createStaffNews, async (c, { body }) => {
  const viewer = requireStaff(c, "content")
  const row = await c.get("db").transaction(async (tx) => {
    const created = await newsEditing.createNews(tx, body)
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "news.create",
      target: `news:${created.id}`,
      after: newsAudit(created),
    })
    return created
  })
  return c.json({ data: newsResource(row) }, 201)
})

defineRoute(staffContentRoutes, updateStaffNews, async (c, { params, body }) => {
  const viewer = requireStaff(c, "content")
  const row = await c.get("db").transaction(async (tx) => {
    const changed = await newsEditing.updateNews(tx, params.id, body)
    if (!changed) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "news.update",
      target: `news:${params.id}`,
      before: newsAudit(changed.before),
      after: newsAudit(changed.after),
    })
    return changed.after
  })
  return c.json({ data: newsResource(row) })
})

defineRoute(staffContentRoutes, deleteStaffNews, async (c, { params }) => {
  const viewer = requireStaff(c, "content")
  const deleted = await c.get("db").transaction(async (tx) => {
    const before = await newsEditing.deleteNews(tx, params.id)
    if (!before) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "news.delete",
      target: `news:${params.id}`,
      before: newsAudit(before),
    })
    return before
  })
  const storage = c.get("storage")
  if (storage) await forgetStoredFile(storage, deleted.pictureKey, c.get("log"))
  return c.body(null, 204)
})

defineRoute(staffContentRoutes, setStaffNewsPicture, async (c, { params, file }) => {
  const viewer = requireStaff(c, "content")
  // CONTENT-7: what the file is, from its first bytes; a refused picture stores nothing
  const sniffed = fileTypeAmong(file!, NEWS_PICTURE_TYPES)
  if (!sniffed) throw new ValidationError({ file: ["staffContent.pictureType"] })
  const storage = requireStorage(c)
  const upload = { folder: NEWS_PICTURES_PREFIX, extension: sniffed.extension, bytes: file! }
  const changed = await storeThenRecord(storage, upload, (key) =>
    c.get("db").transaction(async (tx) => {
      const changed = await newsEditing.setNewsPicture(tx, params.id, key, sniffed.type)
      if (!changed) throw notFound()
      await recordStaffAction(tx, auditActorOf(c, viewer), {
        action: "news.picture",
        target: `news:${params.id}`,
        before: { picture: changed.before.pictureVersion },
        after: { picture: changed.after.pictureVersion, type: sniffed.type, size: file!.byteLength },
      })
      return changed
    }),
  )
  await forgetStoredFile(storage, changed.before.pictureKey, c.get("log"))
  return c.json({ data: newsResource(changed.after) })
})

// ── Announcements ─────────────────────────────────────────────────────────────────────────────────────

const announcementResource = (row: announcementEditing.EditedAnnouncement) => ({
  type: "staff-announcements" as const,
  id: String(row.id),
  attributes: {
    title: row.title,
    preview: row.preview,
    body: row.body,
    audience: row.audience,
    published_at: row.publishedAt.toISOString(),
  },
})

const announcementAudit = (row: announcementEditing.EditedAnnouncement) =>
  announcementResource(row).attributes

defineRoute(staffContentRoutes, listStaffAnnouncements, async (c) => {
  requireStaff(c, "content")
  const rows = await announcementEditing.listEditedAnnouncements(c.get("db"))
  return c.json({ data: rows.map(announcementResource) })
})

defineRoute(staffContentRoutes, getStaffAnnouncement, async (c, { params }) => {
  requireStaff(c, "content")
  const row = await announcementEditing.findEditedAnnouncement(c.get("db"), params.id)
  if (!row) throw notFound()
  return c.json({ data: announcementResource(row) })
})

defineRoute(staffContentRoutes, createStaffAnnouncement, async (c, { body }) => {
  const viewer = requireStaff(c, "content")
  const row = await c.get("db").transaction(async (tx) => {
    const created = await announcementEditing.createAnnouncement(tx, body)
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "announcement.create",
      target: `announcement:${created.id}`,
      after: announcementAudit(created),
    })
    return created
  })
  return c.json({ data: announcementResource(row) }, 201)
})

defineRoute(staffContentRoutes, updateStaffAnnouncement, async (c, { params, body }) => {
  const viewer = requireStaff(c, "content")
  const row = await c.get("db").transaction(async (tx) => {
    const changed = await announcementEditing.updateAnnouncement(tx, params.id, body)
    if (!changed) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "announcement.update",
      target: `announcement:${params.id}`,
      before: announcementAudit(changed.before),
      after: announcementAudit(changed.after),
    })
    return changed.after
  })
  return c.json({ data: announcementResource(row) })
})

defineRoute(staffContentRoutes, deleteStaffAnnouncement, async (c, { params }) => {
  const viewer = requireStaff(c, "content")
  await c.get("db").transaction(async (tx) => {
    const before = await announcementEditing.deleteAnnouncement(tx, params.id)
    if (!before) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "announcement.delete",
      target: `announcement:${params.id}`,
      before: announcementAudit(before),
    })
  })
  return c.body(null, 204)
})
