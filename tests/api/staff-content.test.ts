import { eq } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { staffAuditLog } from "../../api/modules/staff/staff.schema"
import { setupTestApi, storedKeys } from "../support/api"
import { STAFF, type StaffAuth, staffPost, staffTestKit } from "../support/staff"

// News and announcements written by the content role (decision 098): allowed to content and admin, 403
// for sales; a wrong field is a 422 naming it; each change is one audit entry in its own transaction and
// shows on the shop at once (the answers each process keeps are dropped on the change's notice).

const api = setupTestApi()
const { auth, send, auditCount } = staffTestKit(api)

const newsItem = (title = `Opening ${Math.random()}`) => ({
  title: { en: title, fr: `Ouverture ${title}` },
  summary: { en: "A new showroom in Liège.", fr: "Un nouveau showroom à Liège." },
  body: { en: "Come and see.", fr: "Venez voir." },
  picture_alt: {},
  is_highlighted: true,
  published_at: "2026-12-01T09:00",
})

// the first bytes of real files, enough for a signature: a PNG and an executable renamed to .png
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")

describe("who may write content", () => {
  test.each([
    ["get", "/staff/news"],
    ["get", "/staff/announcements"],
    ["get", "/staff/download-categories"],
  ])("%s %s: admin and content, not sales", async (method, path) => {
    for (const role of ["admin", "sales", "content"] as const) {
      const answer = await send(method.toUpperCase(), path, auth[role])
      expect(answer.status, role).toBe(role === "sales" ? 403 : 200)
    }
  })

  test("sales may not write news: 403 and nothing written, no audit entry", async () => {
    const before = await auditCount("news.create")
    const answer = await staffPost(api, "/staff/news", auth.sales, newsItem("Refused"))
    expect(answer.status).toBe(403)
    expect(answer.body.error).toBe("forbidden")
    expect(await auditCount("news.create")).toBe(before)
  })

  test("a partner's token is refused", async () => {
    const partner = await api.login("buyer@partners.test")
    expect((await send("GET", "/staff/news", partner.auth as StaffAuth)).status).toBe(401)
  })
})

describe("news", () => {
  test("written in two languages by the content role: on the shop in both, one audit entry", async () => {
    const title = `Showroom ${Date.now()}`
    // the shop's list, read once so that this process keeps it (API-6)
    await api.json("/pages/news", { locale: "fr" })
    const before = await auditCount("news.create")
    const created = await staffPost(api, "/staff/news", auth.content, newsItem(title))
    expect(created.status).toBe(201)
    expect(created.body.data.attributes.slug.fr).toBe(`ouverture-${title.toLowerCase().replace(" ", "-")}`)
    expect(await auditCount("news.create")).toBe(before + 1)
    const inFrench = await api.json("/pages/news", { locale: "fr" })
    expect(
      inFrench.body.data.map((item: { attributes: { title: string } }) => item.attributes.title),
    ).toContain(`Ouverture ${title}`)
    const inEnglish = await api.json(`/pages/news/${created.body.data.id}`, { locale: "en" })
    expect(inEnglish.body.data.attributes.title).toBe(title)
    // Brussels time: 09:00 on 1 December is 08:00 UTC
    expect(created.body.data.attributes.published_at).toBe("2026-12-01T08:00:00.000Z")
  })

  test("a missing English title is a 422 naming title.en; nothing written", async () => {
    const item = newsItem()
    const answer = await staffPost(api, "/staff/news", auth.content, {
      ...item,
      title: { fr: "Seulement en français" },
      published_at: "",
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors["title.en"]).toEqual(["This field is mandatory."])
    expect(answer.body.errors.published_at).toEqual(["This field is mandatory."])
  })

  test("edited and deleted by an admin, each with its audit entry", async () => {
    const created = await staffPost(api, "/staff/news", auth.admin, newsItem())
    const id = created.body.data.id
    const edited = await send("PUT", `/staff/news/${id}`, auth.admin, {
      ...newsItem("Changed"),
      is_highlighted: false,
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.attributes).toMatchObject({ is_highlighted: false, title: { en: "Changed" } })
    const [entry] = await api.handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `news:${id}`))
      .orderBy(staffAuditLog.id)
      .offset(1)
    expect(entry).toMatchObject({ action: "news.update", staffEmail: STAFF.admin })
    expect((entry!.before as { is_highlighted: boolean }).is_highlighted).toBe(true)
    expect((await send("DELETE", `/staff/news/${id}`, auth.admin)).status).toBe(204)
    expect((await api.json(`/pages/news/${id}`)).status).toBe(404)
    expect((await send("DELETE", `/staff/news/${id}`, auth.admin)).status).toBe(404)
  })

  test("a picture is checked by its bytes: a renamed executable is refused and changes nothing", async () => {
    const created = await staffPost(api, "/staff/news", auth.content, newsItem())
    const id = created.body.data.id
    const upload = (bytes: Uint8Array) =>
      api.json(`/staff/news/${id}/picture`, {
        method: "PUT",
        headers: { ...auth.content, "content-type": "image/png" },
        body: bytes as Uint8Array<ArrayBuffer>,
      })
    const refused = await upload(EXE)
    expect(refused.status).toBe(422)
    expect(refused.body.errors.file).toEqual([expect.stringContaining("JPEG, PNG or WebP")])
    expect(
      (await api.json(`/staff/news/${id}`, { headers: auth.content })).body.data.attributes.picture_url,
    ).toBeNull()
    const tooLarge = await upload(new Uint8Array(2 * 1024 * 1024 + 1).fill(0x89))
    expect(tooLarge.status).toBe(413)
    const accepted = await upload(PNG)
    expect(accepted.status).toBe(200)
    const picture = await api.request(accepted.body.data.attributes.picture_url.replace(/^\/api/, ""))
    expect(picture.headers.get("content-type")).toBe("image/png")
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG)
    expect(await auditCount("news.picture")).toBeGreaterThanOrEqual(1)
  })

  const putPicture = (id: string, bytes: Uint8Array) =>
    api.json(`/staff/news/${id}/picture`, {
      method: "PUT",
      headers: { ...auth.content, "content-type": "image/png" },
      body: bytes as Uint8Array<ArrayBuffer>,
    })

  test("a picture lives in the file storage: a new one replaces the old file, deleting the item removes it", async () => {
    const id = (await staffPost(api, "/staff/news", auth.content, newsItem())).body.data.id
    const before = await storedKeys(api, "news-pictures/")
    expect((await putPicture(id, PNG)).status).toBe(200)
    const first = (await storedKeys(api, "news-pictures/")).filter((key) => !before.includes(key))
    expect(first).toEqual([expect.stringMatching(/^news-pictures\/[0-9a-f-]{36}\.png$/)])
    expect(await api.storage.readBytes(first[0]!)).toEqual(Buffer.from(PNG))
    expect((await putPicture(id, PNG)).status).toBe(200)
    const second = (await storedKeys(api, "news-pictures/")).filter((key) => !before.includes(key))
    expect(second).toHaveLength(1)
    expect(second).not.toEqual(first)
    expect((await send("DELETE", `/staff/news/${id}`, auth.content)).status).toBe(204)
    expect(await storedKeys(api, "news-pictures/")).toEqual(before)
  })

  test("a picture for an item that is gone: 404, and the file written first is deleted again", async () => {
    const before = await storedKeys(api, "news-pictures/")
    const audits = await auditCount("news.picture")
    expect((await putPicture("999999", PNG)).status).toBe(404)
    expect(await storedKeys(api, "news-pictures/")).toEqual(before)
    expect(await auditCount("news.picture")).toBe(audits)
  })

  test("a picture the storage fails to write changes no row and writes no audit entry", async () => {
    const id = (await staffPost(api, "/staff/news", auth.content, newsItem())).body.data.id
    const audits = await auditCount("news.picture")
    const repair = api.breakStorageWrites("news-pictures/")
    try {
      expect((await putPicture(id, PNG)).status).toBe(500)
    } finally {
      repair()
    }
    const item = await api.json(`/staff/news/${id}`, { headers: auth.content })
    expect(item.body.data.attributes.picture_url).toBeNull()
    expect(await auditCount("news.picture")).toBe(audits)
  })
})

describe("announcements", () => {
  test("written for one category, changed and removed; each change audited", async () => {
    const body = {
      title: { en: "Wholesalers: new conditions", fr: "Grossistes : nouvelles conditions" },
      preview: { en: "From January." },
      body: { en: "From January, new conditions apply." },
      audience: "wholesaler",
      published_at: "2026-12-01T08:00:00Z",
    }
    const created = await staffPost(api, "/staff/announcements", auth.content, body)
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const buyer = await api.login("buyer@partners.test") // a wholesaler
    const viewer = await api.login("viewer@partners.test") // catering trade
    const seenBy = async (partner: { auth: HeadersInit }) =>
      (await api.json("/announcements?page[size]=50", { headers: partner.auth })).body.data.map(
        (item: { id: string }) => item.id,
      )
    expect(await seenBy(buyer)).toContain(id)
    expect(await seenBy(viewer)).not.toContain(id)
    const changed = await send("PUT", `/staff/announcements/${id}`, auth.content, {
      ...body,
      audience: "all",
    })
    expect(changed.status).toBe(200)
    expect(await seenBy(viewer)).toContain(id)
    expect((await send("DELETE", `/staff/announcements/${id}`, auth.content)).status).toBe(204)
    expect(await seenBy(buyer)).not.toContain(id)
    for (const action of ["announcement.create", "announcement.update", "announcement.delete"])
      expect(await auditCount(action), action).toBeGreaterThanOrEqual(1)
  })

  test("changed and removed at the same moment: the change either lands or finds nothing (404), never a 500", async () => {
    const body = {
      title: { en: "Closed on Monday" },
      preview: { en: "Closed." },
      body: { en: "Closed on Monday." },
      audience: "all",
      published_at: "2026-12-01T08:00:00Z",
    }
    for (let round = 0; round < 5; round++) {
      const { id } = (await staffPost(api, "/staff/announcements", auth.content, body)).body.data
      const [changed, removed] = await Promise.all([
        send("PUT", `/staff/announcements/${id}`, auth.content, { ...body, title: { en: "Open" } }),
        send("DELETE", `/staff/announcements/${id}`, auth.content),
      ])
      expect([200, 404]).toContain(changed.status)
      expect(removed.status).toBe(204)
    }
  })

  test("an unknown audience is a 422 naming the field; sales are refused", async () => {
    const body = { title: { en: "x" }, preview: { en: "x" }, body: { en: "x" }, published_at: "2026-12-01" }
    const wrong = await staffPost(api, "/staff/announcements", auth.content, {
      ...body,
      audience: "everyone",
    })
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors)).toEqual(["audience"])
    expect((await staffPost(api, "/staff/announcements", auth.sales, body)).status).toBe(403)
  })
})

describe("downloads", () => {
  const upload = (
    categoryId: string,
    bytes: Uint8Array,
    headers: StaffAuth,
    query = "language=fr&title=Catalogue%202027&file_name=catalogue.exe",
  ) =>
    api.json(`/staff/download-categories/${categoryId}/files?${query}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/octet-stream" },
      body: bytes as Uint8Array<ArrayBuffer>,
    })

  test("two categories of one name created at once get two keys, never a 500", async () => {
    const name = { en: `Spare part lists ${Date.now()}` }
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        staffPost(api, "/staff/download-categories", auth.content, { name, description: {} }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.body.data.attributes.key)).size).toBe(3)
  })

  test("a category, a French PDF in it (named by its type), on the shop; removed again", async () => {
    const category = await staffPost(api, "/staff/download-categories", auth.content, {
      name: { en: "Brochures 2027", fr: "Brochures 2027" },
      description: {},
    })
    expect(category.status).toBe(201)
    const id = category.body.data.id
    const added = await upload(id, PDF, auth.content)
    expect(added.status).toBe(201)
    const [file] = added.body.data.attributes.files
    expect(file.attributes).toMatchObject({
      file_name: "catalogue.pdf",
      content_type: "application/pdf",
      language: "fr",
      size: PDF.byteLength,
    })
    const shop = await api.json(`/downloads/categories/${id}`, { locale: "fr" })
    expect(shop.body.included.map((item: { id: string }) => item.id)).toContain(file.attributes.public_id)
    const served = await api.request(`/downloads/files/${file.attributes.public_id}`)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF)
    // the bytes are in the file storage (decision 098), under a key of their own
    const stored = await storedKeys(api, "download-files/")
    expect(stored).toContainEqual(expect.stringMatching(/^download-files\/[0-9a-f-]{36}\.pdf$/))
    expect((await send("DELETE", `/staff/download-categories/${id}`, auth.content)).status).toBe(409)
    expect((await send("DELETE", `/staff/download-files/${file.id}`, auth.content)).status).toBe(204)
    expect((await send("DELETE", `/staff/download-categories/${id}`, auth.content)).status).toBe(204)
    expect((await storedKeys(api, "download-files/")).length).toBe(stored.length - 1)
    for (const action of [
      "download_category.create",
      "download_file.upload",
      "download_file.delete",
      "download_category.delete",
    ])
      expect(await auditCount(action), action).toBeGreaterThanOrEqual(1)
  })

  test("refused by type and by size, and for sales: nothing stored", async () => {
    const categories = await send("GET", "/staff/download-categories", auth.content)
    const category = categories.body.data[0]
    const filesBefore = category.attributes.files.length
    const keysBefore = await storedKeys(api, "download-files/")
    const byType = await upload(category.id, EXE, auth.content)
    expect(byType.status).toBe(422)
    expect(byType.body.errors.file).toEqual([expect.stringContaining("PDF, ZIP, JPEG or PNG")])
    const bySize = await upload(category.id, new Uint8Array(8 * 1024 * 1024 + 1).fill(0x25), auth.content)
    expect(bySize.status).toBe(413)
    expect((await upload(category.id, PDF, auth.sales)).status).toBe(403)
    const noLanguage = await upload(category.id, PDF, auth.content, "title=x&file_name=x")
    expect(noLanguage.status).toBe(422)
    expect(Object.keys(noLanguage.body.errors)).toEqual(["language"])
    const after = await send("GET", `/staff/download-categories/${category.id}`, auth.content)
    expect(after.body.data.attributes.files.length).toBe(filesBefore)
    expect(await storedKeys(api, "download-files/")).toEqual(keysBefore)
  })

  test("a file for a category that is gone: 404, and the file written first is deleted again", async () => {
    const before = await storedKeys(api, "download-files/")
    expect((await upload("999999", PDF, auth.content)).status).toBe(404)
    expect(await storedKeys(api, "download-files/")).toEqual(before)
  })
})
