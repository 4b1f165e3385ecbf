import { desc, eq, getTableColumns, sql } from "drizzle-orm"
import { Hono } from "hono"

import { getNews, getNewsPicture, listNews, NEWS_PAGE_SIZE } from "#contract/content"

import { news, newsPictureVersion } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { document, pagination, resource } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"

export const newsRoutes = new Hono<ApiEnv>()

// The drawing size of the seeded pictures (api/db/seed/news-pictures.ts): every picture is 4:3.
export const NEWS_PICTURE_WIDTH = 800
export const NEWS_PICTURE_HEIGHT = 600

// A news row without its picture's markup, which only the picture route reads; the picture's version
// goes into its URL, so a changed picture is a new URL and the old one may be cached for good.
const { picture: _picture, ...listColumns } = getTableColumns(news)
const newsColumns = { ...listColumns, pictureVersion: newsPictureVersion }

type NewsRow = Omit<typeof news.$inferSelect, "picture"> & { pictureVersion: string | null }
type Locale = Parameters<typeof pick>[1]

const newsResource = (row: NewsRow, locale: Locale) =>
  resource("news", row.id, {
    title: pick(row.title, locale),
    slug: pick(row.slug, locale),
    slugs: row.slug,
    summary: pick(row.summary, locale),
    is_highlighted: row.isHighlighted,
    published_at: row.publishedAt.toISOString(),
    picture: row.pictureVersion
      ? {
          url: `/api/pages/news/${row.id}/picture?v=${row.pictureVersion}`,
          width: NEWS_PICTURE_WIDTH,
          height: NEWS_PICTURE_HEIGHT,
          alt: pick(row.pictureAlt, locale) ?? "",
        }
      : null,
  })

defineRoute(newsRoutes, listNews, async (c, { query }) => {
  const db = c.get("db")
  const highlighted = query["filter[news.is_highlighted][value]"]
  // CONTENT-1: highlighted news are capped at 10: the 10 newest, whatever page is asked for
  const capped = highlighted === "1"
  const size = query["page[size]"] ?? NEWS_PAGE_SIZE
  const number = query["page[number]"] ?? 1
  const offset = (number - 1) * size
  const limit = capped ? Math.max(0, Math.min(size, NEWS_PAGE_SIZE - offset)) : size
  const where = highlighted ? eq(news.isHighlighted, highlighted === "1") : undefined
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(newsColumns)
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(news)
      .where(where),
  ])
  const counted = capped ? Math.min(total, NEWS_PAGE_SIZE) : total
  return c.json(
    document(
      rows.map((row) => newsResource(row, c.get("locale"))),
      { meta: { pagination: pagination(counted, rows.length, size, number) } },
    ),
  )
})

defineRoute(newsRoutes, getNews, async (c, { params }) => {
  const [row] = await c
    .get("db")
    .select({ ...newsColumns, body: news.body })
    .from(news)
    .where(eq(news.id, params.id))
  if (!row) throw notFound()
  const item = newsResource(row, c.get("locale"))
  return c.json(
    document({ ...item, attributes: { ...item.attributes, body: pick(row.body, c.get("locale")) } }),
  )
})

defineRoute(newsRoutes, getNewsPicture, async (c, { params, query }) => {
  const [row] = await c
    .get("db")
    .select({
      picture: news.picture,
      key: news.pictureKey,
      type: news.pictureType,
      version: newsPictureVersion,
    })
    .from(news)
    .where(eq(news.id, params.id))
  if (!row) throw notFound()
  // a picture staff uploaded (decision 098), from the file storage, comes before the seeded drawing
  const uploaded = row.key ? await c.get("storage")?.readBytes(row.key) : null
  if (row.key ? !uploaded : !row.picture) throw notFound()
  return new Response(uploaded ? new Uint8Array(uploaded) : row.picture, {
    headers: {
      "Content-Type": uploaded ? (row.type ?? "application/octet-stream") : "image/svg+xml; charset=utf-8",
      // the URL the news item names carries the picture's version: that answer never changes
      "Cache-Control":
        query.v === row.version ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      // an SVG opened on its own is a document: no scripts, no external loads, only its inline styles
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  })
})
