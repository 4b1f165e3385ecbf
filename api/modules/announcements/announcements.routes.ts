import { Hono } from "hono"

import { ANNOUNCEMENTS_PAGE_SIZE, getAnnouncement, listAnnouncements } from "#contract/announcements"
import type { Locale } from "#contract/locales"

import { requirePartner } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { document, pagination, resource } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"
import { countsFor, listForPartner, type ReadAnnouncement, readForPartner } from "./announcements.service"

// CONTENT-2, GET announcements, announcements/{id}: partners only (a visitor is a 401), texts in the
// request's language.
export const announcementRoutes = new Hono<ApiEnv>()

const announcementResource = ({ row, readAt }: ReadAnnouncement, locale: Locale) =>
  resource("announcements", row.id, {
    title: pick(row.title, locale) ?? "",
    date: row.publishedAt.toISOString(),
    preview: pick(row.preview, locale) ?? "",
    audience: row.audience,
    is_read: readAt !== null,
    read_at: readAt?.toISOString() ?? null,
  })

defineRoute(announcementRoutes, listAnnouncements, async (c, { query }) => {
  const viewer = requirePartner(c.get("viewer"))
  const size = query["page[size]"] ?? ANNOUNCEMENTS_PAGE_SIZE
  const number = query["page[number]"] ?? 1
  const { rows, total, unread } = await listForPartner(c.get("db"), viewer, { size, number })
  c.header("Cache-Control", "private, no-store")
  return c.json(
    document(
      rows.map((row) => announcementResource(row, c.get("locale"))),
      { meta: { pagination: pagination(total, rows.length, size, number), unread } },
    ),
  )
})

// A GET that writes: the API has only this GET for the detail, and reading the detail is what "read"
// means, so the call records it. It is safe to repeat (idempotent: the first reading is kept), which is
// what matters for a GET that a browser or a proxy may send twice; the shop's page works without scripts
// because nothing but opening the page is needed.
defineRoute(announcementRoutes, getAnnouncement, async (c, { params }) => {
  const viewer = requirePartner(c.get("viewer"))
  const found = await readForPartner(c.get("db"), viewer, params.id)
  if (!found) throw notFound()
  const item = announcementResource(found, c.get("locale"))
  // the count after this reading, so that a page showing it beside the announcement is already right
  const { unread } = await countsFor(c.get("db"), viewer)
  c.header("Cache-Control", "private, no-store")
  return c.json(
    document(
      { ...item, attributes: { ...item.attributes, body: pick(found.row.body, c.get("locale")) ?? "" } },
      { meta: { unread } },
    ),
  )
})
