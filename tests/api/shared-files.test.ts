import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { createApi } from "../../api/app"
import { writeProductPictures } from "../../api/db/seed/product-pictures"
import { CATEGORIES } from "../../api/db/seed/vocabulary"
import { createFolderStorage } from "../../api/lib/storage"
import { setupTestApi, TEST_TOKEN_SECRET } from "../support/api"

// Decision 026: several server processes on one database serve the same files. Two API instances with the
// database storage (on PostgreSQL, with TEST_DATABASE_URL, two connection pools as two processes have;
// on PGlite one handle): a picture stored by one and an export file made by the other are served by
// both. An instance with a folder of its own answers 404.

const api = setupTestApi({ fileStorage: "database", peer: true })
let elsewhere: string
let folderApi: ReturnType<typeof createApi>

beforeAll(async () => {
  elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), "shared-files-"))
  folderApi = createApi({
    handle: api.handle,
    storage: createFolderStorage(elsewhere),
    tokenSecret: TEST_TOKEN_SECRET,
  })
})
afterAll(async () => {
  await fs.rm(elsewhere, { recursive: true, force: true })
})

const fromFolderApi = (url: string, headers: HeadersInit = {}) =>
  Promise.resolve(folderApi.fetch(new Request(`http://test${url}`, { headers })))

describe("two instances on one database", () => {
  test("a product picture stored by one instance is served by the other", async () => {
    const list = await api.peer.json("/products?page[size]=1")
    const { url, thumb } = list.body.data[0].attributes.media[0] as { url: string; thumb: string }
    // what the seed does, on the first instance, for this product's type (names start with its code;
    // on PostgreSQL the template was seeded so already)
    const code = url.replace("/api/media/", "").split("-")[0]!.toUpperCase()
    const types = CATEGORIES.flatMap((category) =>
      category.ranges.flatMap((range) => range.subranges.flatMap((subrange) => subrange.types)),
    ).filter((type) => type.code === code)
    expect(types.length).toBeGreaterThan(0)
    await writeProductPictures(types, api.storage)

    for (const picture of [url, thumb]) {
      const route = picture.replace(/^\/api/, "")
      const served = await api.peer.request(route, { headers: { accept: "image/*,*/*" } })
      expect(served.status, picture).toBe(200)
      expect(served.headers.get("content-type")).toBe("image/svg+xml")
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(served.headers.get("content-length")).toBe(String(bytes.length))
      expect(bytes.equals((await api.storage.readBytes(route.slice(1)))!)).toBe(true)
      // a process with its own folder has no such file
      expect((await fromFolderApi(route)).status).toBe(404)
    }
  })

  test("an export file made by one instance is downloaded from the other", async () => {
    const partner = await api.createPartner([2, 8])
    const queued = await api.json("/export/products/generate?include_old=0&items=spare_parts", {
      headers: partner.auth,
    })
    expect(queued.status).toBe(202)
    const id: string = queued.body.data.id
    // on PostgreSQL the queue is the suite's one database: a job another file left may run here too
    const drained = await api.jobs.drain("export.generate")
    expect(drained.failed).toBe(0)
    expect(drained.completed).toBeGreaterThanOrEqual(1)

    const mine = await api.request(`/export/products/file?id=${id}`, { headers: partner.auth })
    const theirs = await api.peer.request(`/export/products/file?id=${id}`, { headers: partner.auth })
    expect(mine.status).toBe(200)
    expect(theirs.status).toBe(200)
    const bytes = Buffer.from(await theirs.arrayBuffer())
    expect(bytes.length).toBeGreaterThan(1000)
    expect(theirs.headers.get("content-length")).toBe(String(bytes.length))
    expect(bytes.equals(Buffer.from(await mine.arrayBuffer()))).toBe(true)
    // the mail's attachment was read back from the shared storage too
    const mail = api.sentMails.find((sent) => sent.text.includes(id))!
    expect(mail.attachments?.[0]?.content.equals(bytes)).toBe(true)

    expect((await fromFolderApi(`/export/products/file?id=${id}`, partner.auth)).status).toBe(404)
    // writing the whole spare-parts file takes seconds, more on a busy machine
  }, 90_000)
})
