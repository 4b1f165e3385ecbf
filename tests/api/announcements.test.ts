import { and, eq } from "drizzle-orm"
import { beforeAll, describe, expect, test } from "vitest"

import { announcementReads, announcements, clients } from "../../api/db/schema"
import { setupTestApi } from "../support/api"

// CONTENT-2, GET announcements and announcements/{id}: announcements meant for every partner or for one
// partner category, and each partner's reading of them. Every partner here is the test's
// own (a category set on a fresh account), so one test's readings never reach another's.

const api = setupTestApi()

type Category = "wholesaler" | "catering_trade" | null
interface Listed {
  id: string
  attributes: { title: string; date: string; preview: string; audience: string; is_read: boolean }
}

async function partnerOf(category: Category) {
  const { id, email } = await api.insertPartner()
  await api.handle.db.update(clients).set({ category }).where(eq(clients.id, id))
  const { auth } = await api.login(email)
  return { id, auth }
}

/** The seeded announcements meant for the category, newest first, as the database has them. */
async function expectedFor(category: Category) {
  const rows = await api.handle.db.select().from(announcements)
  return rows
    .filter((row) => row.audience === "all" || row.audience === category)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
}

const list = (auth: HeadersInit, query = "", locale = "en") =>
  api.json<{ data: Listed[]; meta: { unread: number; pagination: { total: number; total_pages: number } } }>(
    `/announcements${query}`,
    { headers: auth, locale },
  )

let wholesaler: Awaited<ReturnType<typeof partnerOf>>
let catering: Awaited<ReturnType<typeof partnerOf>>
let forCatering: number
let forWholesalers: number

beforeAll(async () => {
  wholesaler = await partnerOf("wholesaler")
  catering = await partnerOf("catering_trade")
  const rows = await api.handle.db.select().from(announcements)
  forCatering = rows.find((row) => row.audience === "catering_trade")!.id
  forWholesalers = rows.find((row) => row.audience === "wholesaler")!.id
})

describe("announcements", () => {
  test("a visitor is asked to log in", async () => {
    expect((await api.json("/announcements")).status).toBe(401)
    expect((await api.json(`/announcements/${forWholesalers}`)).status).toBe(401)
  })

  test("the seed has announcements for everyone and for each category", async () => {
    const rows = await api.handle.db.select().from(announcements)
    for (const audience of ["all", "wholesaler", "catering_trade"])
      expect(rows.filter((row) => row.audience === audience).length, audience).toBeGreaterThanOrEqual(2)
  })

  test("a partner sees the announcements for everyone and for their own category, newest first", async () => {
    for (const [partner, category] of [
      [wholesaler, "wholesaler"],
      [catering, "catering_trade"],
    ] as const) {
      const { status, body } = await list(partner.auth, "?page[size]=50")
      expect(status).toBe(200)
      const expected = await expectedFor(category)
      expect(body.data.map((item) => item.id)).toEqual(expected.map((row) => String(row.id)))
      expect(body.data.every((item) => ["all", category].includes(item.attributes.audience))).toBe(true)
      expect(body.meta.pagination.total).toBe(expected.length)
      const first = body.data[0]!.attributes
      expect(first.title).toBe(expected[0]!.title.en)
      expect(first.preview).toBe(expected[0]!.preview.en)
      expect(first.date).toBe(expected[0]!.publishedAt.toISOString())
    }
  })

  test("a partner without a category sees only the announcements for everyone", async () => {
    const partner = await partnerOf(null)
    const { body } = await list(partner.auth, "?page[size]=50")
    expect(body.data.map((item) => item.id)).toEqual((await expectedFor(null)).map((row) => String(row.id)))
    expect(body.data.every((item) => item.attributes.audience === "all")).toBe(true)
  })

  test("the other category's announcement is a 404, like a missing one, and is not marked read", async () => {
    expect((await api.json(`/announcements/${forCatering}`, { headers: wholesaler.auth })).status).toBe(404)
    expect((await api.json(`/announcements/${forWholesalers}`, { headers: catering.auth })).status).toBe(404)
    expect((await api.json("/announcements/1999999999", { headers: wholesaler.auth })).status).toBe(404)
    const reads = await api.handle.db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, forCatering))
    expect(reads.filter((read) => read.clientId === wholesaler.id)).toEqual([])
  })

  test("opening an announcement marks it read for that partner only, once", async () => {
    const reader = await partnerOf("wholesaler")
    const other = await partnerOf("wholesaler")
    const before = await list(reader.auth)
    const target = before.body.data[1]!
    expect(target.attributes.is_read).toBe(false)
    expect(before.body.meta.unread).toBe(before.body.meta.pagination.total)

    const detail = await api.json(`/announcements/${target.id}`, { headers: reader.auth })
    expect(detail.status).toBe(200)
    expect(detail.body.data.attributes).toMatchObject({ title: target.attributes.title, is_read: true })
    expect(detail.body.data.attributes.body.length).toBeGreaterThan(target.attributes.preview.length)
    // the count after the reading comes with it
    expect(detail.body.meta.unread).toBe(before.body.meta.unread - 1)
    const firstReading = detail.body.data.attributes.read_at
    expect(firstReading).toEqual(expect.any(String))

    const after = await list(reader.auth)
    expect(after.body.data.find((item) => item.id === target.id)!.attributes.is_read).toBe(true)
    expect(after.body.data.filter((item) => item.attributes.is_read)).toHaveLength(1)
    expect(after.body.meta.unread).toBe(before.body.meta.unread - 1)

    // opening it again keeps the first reading
    const again = await api.json(`/announcements/${target.id}`, { headers: reader.auth })
    expect(again.body.data.attributes.read_at).toBe(firstReading)

    // another partner of the same category has not read it
    const theirs = await list(other.auth)
    expect(theirs.body.data.find((item) => item.id === target.id)!.attributes.is_read).toBe(false)
    expect(theirs.body.meta.unread).toBe(theirs.body.meta.pagination.total)
  })

  test("several readings at once record one reading and all succeed", async () => {
    const reader = await partnerOf("catering_trade")
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.json(`/announcements/${forCatering}`, { headers: reader.auth })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    const reads = await api.handle.db
      .select()
      .from(announcementReads)
      .where(
        and(eq(announcementReads.clientId, reader.id), eq(announcementReads.announcementId, forCatering)),
      )
    expect(reads).toHaveLength(1)
    expect(new Set(answers.map((answer) => answer.body.data.attributes.read_at)).size).toBe(1)
  })

  test("texts come in the request's language", async () => {
    const [row] = await api.handle.db.select().from(announcements).where(eq(announcements.id, forWholesalers))
    for (const locale of ["fr", "de", "pt"] as const) {
      const listed = await list(wholesaler.auth, "?page[size]=50", locale)
      expect(listed.headers.get("content-language")).toBe(locale)
      const item = listed.body.data.find((entry) => entry.id === String(forWholesalers))!
      expect(item.attributes.title).toBe(row!.title[locale])
      expect(item.attributes.preview).toBe(row!.preview[locale])
      const detail = await api.json(`/announcements/${forWholesalers}`, { headers: wholesaler.auth, locale })
      expect(detail.body.data.attributes.body).toBe(row!.body[locale])
    }
    expect(row!.title.fr).not.toBe(row!.title.en)
  })

  test("the list is paged with the shared pagination", async () => {
    const all = await list(wholesaler.auth, "?page[size]=50")
    const first = await list(wholesaler.auth, "?page[size]=3")
    const second = await list(wholesaler.auth, "?page[size]=3&page[number]=2")
    expect(first.body.meta.pagination).toEqual({
      total: all.body.data.length,
      count: 3,
      per_page: 3,
      current_page: 1,
      total_pages: Math.ceil(all.body.data.length / 3),
    })
    expect([...first.body.data, ...second.body.data].map((item) => item.id)).toEqual(
      all.body.data.slice(0, 6).map((item) => item.id),
    )
    // the default page size is 10
    expect((await list(wholesaler.auth)).body.meta.pagination).toMatchObject({ per_page: 10 })
  })

  test("bad ids and bad pages are 404 or 422, never a server error", async () => {
    for (const path of [
      "/announcements/abc",
      "/announcements/-1",
      "/announcements/1.5",
      "/announcements/%00",
    ])
      expect((await api.json(path, { headers: wholesaler.auth })).status, path).toBe(404)
    for (const path of [
      "/announcements/0",
      "/announcements/99999999999",
      "/announcements?page[size]=0",
      "/announcements?page[size]=51",
      "/announcements?page[number]=abc",
    ]) {
      const answer = await api.json(path, { headers: wholesaler.auth })
      expect(answer.status, path).toBe(422)
      expect(answer.body.errors, path).toBeTruthy()
    }
  })
})
