import { and, desc, eq, sql } from "drizzle-orm"
import { Hono } from "hono"

import { getNews, listNews, NEWS_PAGE_SIZE } from "#contract/content"

import { news } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { document, pagination, resource } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"

export const newsRoutes = new Hono<ApiEnv>()

type NewsRow = typeof news.$inferSelect
const newsResource = (row: NewsRow, locale: Parameters<typeof pick>[1]) =>
  resource("news", row.id, {
    title: pick(row.title, locale),
    slug: pick(row.slug, locale),
    slugs: row.slug,
    summary: pick(row.summary, locale),
    is_highlighted: row.isHighlighted,
    published_at: row.publishedAt.toISOString(),
  })

defineRoute(newsRoutes, listNews, async (c, { query }) => {
  const db = c.get("db")
  const size = query["page[size]"] ?? NEWS_PAGE_SIZE
  const number = query["page[number]"] ?? 1
  const where = query["filter[news.is_highlighted][value]"]
    ? eq(news.isHighlighted, query["filter[news.is_highlighted][value]"] === "1")
    : undefined
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(size)
      .offset((number - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(news)
      .where(where),
  ])
  return c.json(
    document(
      rows.map((row) => newsResource(row, c.get("locale"))),
      { meta: { pagination: pagination(total, rows.length, size, number) } },
    ),
  )
})

defineRoute(newsRoutes, getNews, async (c, { params }) => {
  const [row] = await c
    .get("db")
    .select()
    .from(news)
    .where(and(eq(news.id, params.id)))
  if (!row) throw notFound()
  const item = newsResource(row, c.get("locale"))
  return c.json(
    document({ ...item, attributes: { ...item.attributes, body: pick(row.body, c.get("locale")) } }),
  )
})
