import { describe, expect, test } from "vitest"

import { news } from "../../api/db/schema"
import { LOCALES, type LocalizedText } from "../../contract/locales"
import { setupTestApi } from "../support/api"

const api = setupTestApi()

/** The same text in every language. */
const text = (value: string) => Object.fromEntries(LOCALES.map((locale) => [locale, value])) as LocalizedText

// CONTENT-1, pages/news…: news page size 10, highlighted news capped at 10

describe("GET /pages/news", () => {
  test("answers the newest news first, 10 a page, with the pagination in meta", async () => {
    const { status, body } = await api.json("/pages/news", { locale: "en" })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(10)
    const dates = body.data.map((item: any) => item.attributes.published_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    const { pagination } = body.meta
    expect(pagination).toMatchObject({ per_page: 10, current_page: 1, count: 10 })
    expect(pagination.total).toBeGreaterThan(10)
    expect(pagination.total_pages).toBe(Math.ceil(pagination.total / 10))
  })

  test("the second page holds the rest, none of the first page's", async () => {
    const first = await api.json("/pages/news?page[number]=1")
    const second = await api.json("/pages/news?page[size]=10&page[number]=2")
    expect(second.status).toBe(200)
    const { total } = first.body.meta.pagination
    expect(second.body.data).toHaveLength(Math.min(10, total - 10))
    expect(second.body.meta.pagination).toMatchObject({ current_page: 2, count: second.body.data.length })
    const firstIds = new Set(first.body.data.map((item: any) => item.id))
    for (const item of second.body.data) expect(firstIds.has(item.id)).toBe(false)
    expect(
      second.body.data[0].attributes.published_at <= first.body.data.at(-1).attributes.published_at,
    ).toBe(true)
  })

  test("a page size above 10 or a page number of 0 is a 422 with the field's error", async () => {
    const big = await api.json("/pages/news?page[size]=11")
    expect(big.status).toBe(422)
    expect(Object.keys(big.body.errors)).toContain("page[size]")
    const zero = await api.json("/pages/news?page[number]=0")
    expect(zero.status).toBe(422)
    expect(Object.keys(zero.body.errors)).toContain("page[number]")
  })

  test("answers each item in the request's language with its slug in every language and a picture", async () => {
    const english = await api.json("/pages/news", { locale: "en" })
    const dutch = await api.json("/pages/news", { locale: "nl" })
    const [en, nl] = [english.body.data[0], dutch.body.data[0]]
    expect(nl.id).toBe(en.id)
    expect(nl.attributes.title).not.toBe(en.attributes.title)
    expect(en.attributes.slugs.nl).toBe(nl.attributes.slug)
    expect(Object.keys(en.attributes.slugs).sort()).toEqual(["de", "en", "es", "fr", "it", "nl", "pt"])
    expect(en.attributes.picture).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/api/pages/news/${en.id}/picture\\?v=[0-9a-f]{12}$`)),
      width: 800,
      height: 600,
    })
    expect(nl.attributes.picture.alt).not.toBe(en.attributes.picture.alt)
    expect(nl.attributes.picture.alt.length).toBeGreaterThan(10)
  })
})

describe("GET /pages/news?filter[news.is_highlighted][value]=1", () => {
  test("answers only highlighted news, and never more than 10 even when there are more", async () => {
    const before = await api.json("/pages/news?filter[news.is_highlighted][value]=1")
    expect(before.status).toBe(200)
    expect(before.body.data.length).toBeGreaterThan(0)
    for (const item of before.body.data) expect(item.attributes.is_highlighted).toBe(true)
    // this file's own database: 12 more highlighted items, newer than every seeded one
    await api.handle.db.insert(news).values(
      Array.from({ length: 12 }, (_, index) => ({
        title: text(`Highlighted ${index}`),
        slug: text(`highlighted-${index}`),
        summary: text("Summary"),
        body: text("Body"),
        isHighlighted: true,
        publishedAt: new Date(Date.UTC(2030, 0, index + 1)),
      })),
    )
    // the visitor cache (api/lib/catalogue-cache.ts) keeps the first answer for 30 s: ask with another URL
    const after = await api.json("/pages/news?filter[news.is_highlighted][value]=1&page[size]=10")
    expect(after.body.data).toHaveLength(10)
    expect(after.body.meta.pagination).toMatchObject({ total: 10, total_pages: 1 })
    expect(after.body.data[0].attributes.title).toBe("Highlighted 11")
    // an item inserted without a picture answers none
    expect(after.body.data[0].attributes.picture).toBeNull()
    const beyond = await api.json(
      "/pages/news?filter[news.is_highlighted][value]=1&page[size]=4&page[number]=3",
    )
    expect(beyond.body.data).toHaveLength(2)
    const none = await api.json("/pages/news?filter[news.is_highlighted][value]=1&page[number]=2")
    expect(none.body.data).toHaveLength(0)
    const plain = await api.json("/pages/news?filter[news.is_highlighted][value]=0")
    for (const item of plain.body.data) expect(item.attributes.is_highlighted).toBe(false)
  })
})

describe("GET /pages/news/{id}", () => {
  test("answers one item with its body in the language", async () => {
    // the seeded items (this file's own highlighted ones have no body to speak of)
    const list = await api.json("/pages/news?filter[news.is_highlighted][value]=0", { locale: "de" })
    const id = list.body.data[1].id
    const { status, body } = await api.json(`/pages/news/${id}`, { locale: "de" })
    expect(status).toBe(200)
    expect(body.data.id).toBe(id)
    expect(body.data.attributes.title).toBe(list.body.data[1].attributes.title)
    expect(body.data.attributes.body.length).toBeGreaterThan(100)
  })

  test("a missing item is a 404, a malformed id a 422, never a 5xx", async () => {
    expect((await api.json("/pages/news/999999")).status).toBe(404)
    const bad = await api.json("/pages/news/abc")
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toContain("id")
    expect((await api.json("/pages/news/99999999999999")).status).toBe(422)
    expect((await api.json("/pages/news/-1")).status).toBe(422)
  })
})

describe("GET /pages/news/{id}/picture", () => {
  test("answers the SVG with a year's cache at its versioned URL and a strict CSP", async () => {
    const list = await api.json("/pages/news?filter[news.is_highlighted][value]=0")
    const { url } = list.body.data[0].attributes.picture
    const response = await api.request(url.replace(/^\/api/, ""))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get("cache-control")).toContain("max-age=31536000")
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).not.toMatch(/<script|href=/i)
    // another version (an old URL) is not cached for good
    const stale = await api.request(`/pages/news/${list.body.data[0].id}/picture?v=000000000000`)
    expect(stale.headers.get("cache-control")).not.toContain("immutable")
  })

  test("a missing item or picture is a 404 and a malformed id a 422", async () => {
    expect((await api.request("/pages/news/999999/picture")).status).toBe(404)
    expect((await api.request("/pages/news/x/picture")).status).toBe(422)
    const [row] = await api.handle.db
      .insert(news)
      .values({
        title: text("No picture"),
        slug: text("no-picture"),
        summary: text("Summary"),
        body: text("Body"),
        publishedAt: new Date("2020-01-01T00:00:00Z"),
      })
      .returning({ id: news.id })
    expect((await api.request(`/pages/news/${row!.id}/picture`)).status).toBe(404)
  })
})
