import { spawn } from "node:child_process"

import { and, eq, isNotNull } from "drizzle-orm"
import ExcelJS from "exceljs"
import { beforeAll, describe, expect, test } from "vitest"

import { EXPORT_ERRORS, type ExportFile } from "#contract/exports"
import { brusselsToday, restockPromise } from "#contract/restock"
import { brusselsNow } from "#contract/shipping-date"

import {
  clients,
  exportFiles,
  exportSettings,
  menuItems,
  prices,
  products,
  spareParts,
  stock,
} from "../../api/db/schema"
import { STALLED_EXPORTS_CHECK_SECONDS } from "../../api/jobs"
import { createLogger } from "../../api/lib/log"
import {
  EXPORT_RETRY_LIMIT,
  generateExportFile,
  STALLED_AFTER_SECONDS,
} from "../../api/modules/exports/export-generate"
import { brusselsDay } from "../../api/modules/exports/export-schedule"
import { dispatchDueExports, requeueStalledExports } from "../../api/modules/exports/exports.service"
import { setupTestApi } from "../support/api"

// EXPORT-1 to EXPORT-9, the export/products calls: role 8 only, the settings, the frequencies, one manual
// file per Brussels day, the files themselves (CSV and
// XLSX checked against the database), and the scheduled sending run by moving the queue's clock.

const api = setupTestApi()

/** A partner with role 8, a 12.5 % discount and French as their language. */
async function exporter() {
  const partner = await api.createPartner([2, 8])
  await api.handle.db
    .update(clients)
    .set({ discountBasisPoints: 1250, language: "fr", firstName: "Anne", lastName: "Export" })
    .where(eq(clients.id, partner.id))
  return partner
}

const get = (url: string, auth: HeadersInit, locale = "en") => api.json(url, { headers: auth, locale })
const post = (url: string, auth: HeadersInit, body: unknown) =>
  api.json(url, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  })

async function download(id: string, auth: HeadersInit) {
  const response = await api.request(`/export/products/file?id=${id}`, { headers: auth })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** RFC 4180 records (quoted fields may hold the separator, quotes and line breaks). */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ""
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === separator) {
      record.push(field)
      field = ""
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(field)
      records.push(record)
      record = []
      field = ""
      i++
    } else field += char
  }
  if (field || record.length) records.push([...record, field])
  return records
}

/** what the partner's file must say of a product, read from the database */
async function expectedProduct(id: string, discountBasisPoints: number) {
  const db = api.handle.db
  const [product] = await db.select().from(products).where(eq(products.id, id))
  const [price] = await db
    .select()
    .from(prices)
    .where(and(eq(prices.itemType, "products"), eq(prices.itemId, id), eq(prices.currency, "EUR")))
  const stockRows = await db
    .select()
    .from(stock)
    .where(and(eq(stock.itemType, "products"), eq(stock.itemId, id)))
  const [category] = await db.select().from(menuItems).where(eq(menuItems.id, product!.categoryId))
  const net = Math.round((price!.catalogCents * (10_000 - discountBasisPoints)) / 10_000)
  const yours = Math.min(
    ...[net, price!.promoCents, price!.liquidationCents].filter((v): v is number => v != null && v > 0),
  )
  return {
    product: product!,
    price: price!,
    yours,
    category: category!,
    DBE11: stockRows.find((row) => row.warehouse === "DBE11")?.quantity ?? 0,
    DBE12: stockRows.find((row) => row.warehouse === "DBE12")?.quantity ?? 0,
  }
}

const euros = (cents: number, comma: boolean) => {
  const text = (cents / 100).toFixed(2)
  return comma ? text.replace(".", ",") : text
}

describe("roles", () => {
  test("every export call needs a token (401) and the partner_zone_export role (403)", async () => {
    const calls = [
      "/export/products/settings",
      "/export/products/generate?include_old=0",
      "/export/products/is-generating",
      "/export/products",
      `/export/products/file?id=${crypto.randomUUID()}`,
    ]
    const { auth } = await api.createPartner([1, 2, 3, 5])
    for (const url of calls) {
      expect((await api.json(url)).status, url).toBe(401)
      const refused = await get(url, auth)
      expect(refused.status, url).toBe(403)
      expect(refused.body.error).toBe("forbidden")
    }
    expect(
      (
        await post("/export/products/settings", auth, {
          data: { type: "export-settings", attributes: { lang: "en" } },
        })
      ).status,
    ).toBe(403)
  })
})

describe("settings", () => {
  test("defaults until saved, then the saved values come back; none leaves no next send date", async () => {
    const { auth } = await exporter()
    const defaults = await get("/export/products/settings", auth, "nl")
    expect(defaults.status).toBe(200)
    expect(defaults.body.data.attributes).toEqual({
      brands: [],
      file_type: "csv",
      delimiter: "semicolon",
      lang: "nl",
      include_old: false,
      products: "catalog",
      items: "products",
      frequency: "none",
      send_hour: 6,
      next_send_date: null,
      last_generation_date: null,
    })
    const attributes = {
      brands: [3, 1],
      file_type: "xlsx",
      delimiter: "comma",
      lang: "de",
      include_old: true,
      products: "promo",
      items: "spare_parts",
      frequency: "none",
      send_hour: 9,
    }
    const saved = await post("/export/products/settings", auth, {
      data: { type: "export-settings", attributes },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.attributes).toMatchObject({ ...attributes, brands: [1, 3], next_send_date: null })
    const read = await get("/export/products/settings", auth)
    expect(read.body.data.attributes).toEqual(saved.body.data.attributes)
  })

  test("bad values answer 422 per field", async () => {
    const { auth } = await exporter()
    const refused = await post("/export/products/settings", auth, {
      data: {
        type: "export-settings",
        attributes: {
          brands: [9],
          file_type: "pdf",
          delimiter: "tab",
          lang: "xx",
          include_old: "sometimes",
          products: "all",
          items: "boxes",
          frequency: "hourly",
          send_hour: 24,
        },
      },
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual(
      [
        "brands.0",
        "delimiter",
        "file_type",
        "frequency",
        "include_old",
        "items",
        "lang",
        "products",
        "send_hour",
      ].sort(),
    )
  })
})

describe("generation", () => {
  let partner: Awaited<ReturnType<typeof exporter>>
  let file: ExportFile

  beforeAll(async () => {
    partner = await exporter()
  })

  test("generate answers 202 with the queued file; the options left out come from the settings", async () => {
    await post("/export/products/settings", partner.auth, {
      data: {
        type: "export-settings",
        attributes: { lang: "en", delimiter: "semicolon", brands: [1, 2, 3, 4, 5, 6, 7] },
      },
    })
    const queued = await get("/export/products/generate?include_old=1&lang=fr&file_type=csv", partner.auth)
    expect(queued.status).toBe(202)
    file = queued.body.data
    expect(file.attributes).toMatchObject({
      name: `products-${brusselsDay(new Date())}.csv`,
      status: "queued",
      progress: 0,
      source: "manual",
      rows: null,
      filters: {
        brands: [1, 2, 3, 4, 5, 6, 7],
        file_type: "csv",
        delimiter: "semicolon",
        lang: "fr",
        include_old: true,
        products: "catalog",
        items: "products",
      },
    })
  })

  test("is-generating follows the file until it is ready", async () => {
    const before = await get("/export/products/is-generating", partner.auth)
    expect(before.body.data.attributes).toMatchObject({
      is_generating: true,
      file_id: file.id,
      status: "queued",
      progress: 0,
      can_generate: false,
    })
    const notYet = await get(`/export/products/file?id=${file.id}`, partner.auth)
    expect(notYet.status).toBe(409)
    expect(notYet.body.error).toBe(EXPORT_ERRORS.notReady)

    const drained = await api.jobs.drain("export.generate")
    expect(drained.failed).toBe(0)
    const after = await get("/export/products/is-generating", partner.auth)
    expect(after.body.data.attributes).toMatchObject({
      is_generating: false,
      file_id: file.id,
      status: "ready",
      progress: 100,
      can_generate: false,
    })
    const settings = await get("/export/products/settings", partner.auth)
    expect(settings.body.data.attributes.last_generation_date).not.toBeNull()
  })

  test("a file made before any settings were saved still dates the settings saved after it", async () => {
    const { auth } = await exporter()
    expect((await get("/export/products/generate?include_old=0&file_type=csv", auth)).status).toBe(202)
    expect((await api.jobs.drain("export.generate")).failed).toBe(0)
    const readyAt = (await get("/export/products/settings", auth)).body.data.attributes.last_generation_date
    expect(readyAt).not.toBeNull()
    const saved = await post("/export/products/settings", auth, {
      data: { type: "export-settings", attributes: { lang: "de", send_hour: 5 } },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.attributes.last_generation_date).toBe(readyAt)
    const read = await get("/export/products/settings", auth)
    expect(read.body.data.attributes.last_generation_date).toBe(readyAt)
  })

  test("the list shows the file with its filters, rows and size", async () => {
    const list = await get("/export/products", partner.auth)
    expect(list.status).toBe(200)
    const [listed] = list.body.data as ExportFile[]
    expect(listed!.id).toBe(file.id)
    expect(listed!.attributes).toMatchObject({ status: "ready", filters: file.attributes.filters })
    const total = await api.handle.db.$count(products)
    expect(listed!.attributes.rows).toBe(total)
    expect(listed!.attributes.size).toBeGreaterThan(1000)
  })

  test("a second generation the same Brussels day is refused with 429 and Retry-After", async () => {
    const refused = await get("/export/products/generate?include_old=0&items=spare_parts", partner.auth, "fr")
    expect(refused.status).toBe(429)
    expect(refused.body.error).toBe(EXPORT_ERRORS.dailyLimit)
    expect(refused.body.message).toMatch(/demain/)
    const retryAfter = Number(refused.headers.get("retry-after"))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(25 * 3600)
  })

  test("the CSV: byte-order mark, semicolons, the header in the file's language, a product field by field", async () => {
    const { response, bytes } = await download(file.id, partner.auth)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(response.headers.get("content-disposition")).toContain(`filename="${file.attributes.name}"`)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const records = parseCsv(bytes.subarray(3).toString("utf8"), ";")
    expect(records[0]).toEqual([
      "Numéro d'article",
      "Référence",
      "Nom",
      "Description",
      "Marque",
      "Catégorie",
      "Gamme",
      "Sous-gamme",
      "Nouveau",
      "Fin de série",
      "Bonne affaire",
      "Prix catalogue",
      "Prix promotionnel",
      "Votre prix",
      "Devise",
      "Stock DBE11",
      "Stock DBE12",
      "Information de réapprovisionnement",
      "Poids brut (kg)",
      "Largeur (mm)",
      "Profondeur (mm)",
      "Hauteur (mm)",
    ])
    // a product with a promotion and stock in a warehouse, so that every column says something
    const [candidate] = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(
        prices,
        and(eq(prices.itemId, products.id), eq(prices.itemType, "products"), eq(prices.currency, "EUR")),
      )
      .innerJoin(
        stock,
        and(eq(stock.itemId, products.id), eq(stock.itemType, "products"), eq(stock.warehouse, "DBE12")),
      )
      .where(isNotNull(prices.promoCents))
      .limit(1)
    const row = records.find((record) => record[0] === candidate!.id)!
    const want = await expectedProduct(candidate!.id, 1250)
    const { product } = want
    expect(row).toEqual([
      product.id,
      product.reference ?? "",
      product.name.fr,
      product.descriptionTechSpec.fr,
      String(product.brand),
      want.category.name.fr,
      expect.any(String),
      expect.any(String),
      product.isNew ? "1" : "0",
      product.isOld ? "1" : "0",
      product.isGoodDeal ? "1" : "0",
      euros(want.price.catalogCents, true),
      euros(want.price.promoCents!, true),
      euros(want.yours, true),
      "EUR",
      String(want.DBE11),
      String(want.DBE12),
      // CAT-28: a restock day already past is no promise: the cell stays empty
      (() => {
        const promise = restockPromise(product.restockInfo, brusselsToday(new Date()))
        return promise ? ("day" in promise ? promise.day : promise.text) : ""
      })(),
      product.grossWeightKg == null ? "" : String(Number(product.grossWeightKg)).replace(".", ","),
      product.widthMm == null ? "" : String(product.widthMm),
      product.depthMm == null ? "" : String(product.depthMm),
      product.heightMm == null ? "" : String(product.heightMm),
    ])
  })

  test("another partner's file is a 404, as is an unknown one; a malformed id is a 422", async () => {
    const other = await exporter()
    expect((await get(`/export/products/file?id=${file.id}`, other.auth)).status).toBe(404)
    expect((await get(`/export/products/file?id=${crypto.randomUUID()}`, partner.auth)).status).toBe(404)
    expect((await get("/export/products/file?id=not-a-uuid", partner.auth)).status).toBe(422)
    const list = await get("/export/products", other.auth)
    expect(list.body.data).toEqual([])
  })

  test("the ready mail links the page and the file, in the partner's language, with the file attached", () => {
    const mail = api.sentMails.find((sent) => sent.text.includes(file.id))!
    expect(mail.to).toBe(partner.email)
    expect(mail.language).toBe("fr")
    expect(mail.text).toContain("http://shop.test/fr/mon-compte/mon-export\n")
    expect(mail.text).toContain(`http://shop.test/fr/mon-compte/mon-export/${file.id}`)
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: file.attributes.name, contentType: "text/csv; charset=utf-8" }),
    ])
  })
})

describe("files", () => {
  test("an XLSX of promotions, opened with exceljs: a row checked against the database", async () => {
    const partner = await exporter()
    const queued = await get(
      "/export/products/generate?include_old=0&file_type=xlsx&products=promo&brands[]=1&brands[]=2&lang=de",
      partner.auth,
    )
    expect(queued.status).toBe(202)
    await api.jobs.drain("export.generate")
    const { response, bytes } = await download(queued.body.data.id, partner.auth)
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(1).getCell(3).value).toBe("Name")
    expect(sheet.getRow(1).getCell(14).value).toBe("Ihr Preis")
    expect(sheet.rowCount).toBeGreaterThan(1)
    const ids: string[] = []
    sheet.eachRow((row, number) => {
      if (number > 1) ids.push(row.getCell(1).text)
    })
    // only brands 1 and 2, only promotions, no discontinued products
    const wanted = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(
        prices,
        and(eq(prices.itemId, products.id), eq(prices.itemType, "products"), eq(prices.currency, "EUR")),
      )
      .where(and(isNotNull(prices.promoCents), eq(products.isOld, false)))
    const brands = new Map(
      (await api.handle.db.select({ id: products.id, brand: products.brand }).from(products)).map((r) => [
        r.id,
        r.brand,
      ]),
    )
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.sort()).toEqual(
      wanted
        .map((row) => row.id)
        .filter((id) => [1, 2].includes(brands.get(id)!))
        .sort(),
    )
    const row = sheet.getRow(2)
    const want = await expectedProduct(row.getCell(1).text, 1250)
    expect(row.getCell(3).value).toBe(want.product.name.de)
    expect(row.getCell(12).value).toBe(want.price.catalogCents / 100)
    expect(row.getCell(14).value).toBe(want.yours / 100)
    expect(row.getCell(16).value).toBe(want.DBE11)
    expect(row.getCell(17).value).toBe(want.DBE12)
  })

  test("a file of spare parts, separated by commas", async () => {
    const partner = await exporter()
    const queued = await get(
      "/export/products/generate?include_old=0&items=spare_parts&delimiter=comma&lang=en",
      partner.auth,
    )
    expect(queued.body.data.attributes.name).toMatch(/^spare-parts-\d{4}-\d{2}-\d{2}\.csv$/)
    await api.jobs.drain("export.generate")
    const { bytes } = await download(queued.body.data.id, partner.auth)
    const records = parseCsv(bytes.subarray(3).toString("utf8"), ",")
    expect(records[0]![0]).toBe("Item number")
    expect(records[0]).toHaveLength(11)
    expect(records.length - 1).toBe(await api.handle.db.$count(spareParts))
    const record = records[1]!
    const [part] = await api.handle.db.select().from(spareParts).where(eq(spareParts.id, record[0]!))
    const [price] = await api.handle.db
      .select()
      .from(prices)
      .where(and(eq(prices.itemType, "spare-parts"), eq(prices.itemId, part!.id), eq(prices.currency, "EUR")))
    expect(record[1]).toBe(part!.name.en)
    if (price) expect(record[3]).toBe(euros(price.catalogCents, false))
  })

  test("a failing file is tried again, then failed: the page may say to contact the administrator", async () => {
    const partner = await exporter()
    const queued = await get("/export/products/generate?include_old=0&items=spare_parts", partner.auth)
    const id: string = queued.body.data.id
    // the file's last step, putting it into the storage, fails
    const repair = api.breakStorageWrites(`exports/${partner.id}/`)
    expect(await api.jobs.drain("export.generate")).toEqual({ completed: 0, failed: 1 })
    const [retried] = await api.handle.db.select().from(exportFiles).where(eq(exportFiles.id, id))
    expect(retried).toMatchObject({ status: "queued", progress: 0 })
    expect(retried!.error).toBeTruthy()
    expect((await get("/export/products/is-generating", partner.auth)).body.data.attributes).toMatchObject({
      is_generating: true,
      can_generate: false,
    })

    // the last try
    await expect(
      generateExportFile(
        {
          db: api.handle.db,
          storage: { ...api.storage, putFile: () => Promise.reject(new Error("the storage is full")) },
          mailer: { send: () => Promise.resolve() },
          publicUrl: "http://shop.test",
          log: createLogger("silent"),
        },
        id,
        { retryCount: EXPORT_RETRY_LIMIT },
      ),
    ).rejects.toThrow()
    expect((await get("/export/products/is-generating", partner.auth)).body.data.attributes).toMatchObject({
      is_generating: false,
      file_id: id,
      status: "failed",
      can_generate: true,
    })
    expect((await get(`/export/products/file?id=${id}`, partner.auth)).status).toBe(409)
    repair()
  })

  test("a job whose file is gone completes without a file", async () => {
    await api.jobs.send("export.generate", { fileId: crypto.randomUUID() })
    expect(await api.jobs.drain("export.generate")).toEqual({ completed: 1, failed: 0 })
  })
})

describe("a file cut off by a crash", () => {
  /** what a try killed mid-file leaves: the file generating, its claim, and its last heartbeat `ago` ms back */
  async function leftByADeadTry(id: string, ago: number) {
    await api.handle.db
      .update(exportFiles)
      .set({
        status: "generating",
        progress: 12,
        claim: crypto.randomUUID(),
        heartbeatAt: new Date(Date.now() - ago),
      })
      .where(eq(exportFiles.id, id))
  }
  const mailsTo = (email: string) => api.sentMails.filter((mail) => mail.to === email)

  test("the partner is not refused meanwhile; once the try is silent for 30 s the file is queued again, made once and mailed once", async () => {
    const partner = await exporter()
    const queued = await get("/export/products/generate?include_old=0&items=spare_parts", partner.auth)
    expect(queued.status).toBe(202)
    const id: string = queued.body.data.id
    // the job was taken, and its process killed at 12 %, a few seconds ago
    await api.jobs.drain("export.dispatch-scheduled")
    await leftByADeadTry(id, 5_000)

    // asking again meanwhile: the file is on its way, not "the limit is reached"
    const again = await get("/export/products/generate?include_old=0&items=spare_parts", partner.auth, "fr")
    expect(again.status).toBe(202)
    expect(again.body.data.id).toBe(id)
    expect(again.body.data.attributes.status).toBe("generating")
    // a try that is still alive is left alone: nothing queued twice
    expect(await requeueStalledExports(api.handle.db, api.jobs, new Date(), partner.id)).toEqual([])

    // the watcher (every working process, every 15 s) finds the silent try, within a minute
    expect(STALLED_AFTER_SECONDS + STALLED_EXPORTS_CHECK_SECONDS).toBeLessThanOrEqual(60)
    const later = new Date(Date.now() + STALLED_AFTER_SECONDS * 1000)
    expect(await requeueStalledExports(api.handle.db, api.jobs, later, partner.id)).toEqual([id])
    // several processes checking at once queue it once
    expect(await requeueStalledExports(api.handle.db, api.jobs, later, partner.id)).toEqual([])
    const sentBefore = mailsTo(partner.email).length
    // the original job (once pg-boss expires it) and the requeued one: the file is made once
    await api.jobs.send("export.generate", { fileId: id })
    const drained = await api.jobs.drain("export.generate")
    expect(drained.failed).toBe(0)
    const [row] = await api.handle.db.select().from(exportFiles).where(eq(exportFiles.id, id))
    expect(row).toMatchObject({ status: "ready", progress: 100 })
    expect(mailsTo(partner.email).length - sentBefore).toBe(1)
    const { response } = await download(id, partner.auth)
    expect(response.status).toBe(200)
  })

  test("a try that is taken over stops without marking the file ready or mailing", async () => {
    const partner = await exporter()
    const queued = await get("/export/products/generate?include_old=0&items=spare_parts", partner.auth)
    const id: string = queued.body.data.id
    let mailed = 0
    // while this try stores the file, another try takes it over (this one had stalled for too long)
    await generateExportFile(
      {
        db: api.handle.db,
        storage: {
          ...api.storage,
          putFile: async (key, file) => {
            await api.handle.db
              .update(exportFiles)
              .set({ claim: crypto.randomUUID(), heartbeatAt: new Date() })
              .where(eq(exportFiles.id, id))
            return api.storage.putFile(key, file)
          },
        },
        mailer: {
          send: () => {
            mailed++
            return Promise.resolve()
          },
        },
        publicUrl: "http://shop.test",
        log: createLogger("silent"),
      },
      id,
    )
    expect(mailed).toBe(0)
    const [row] = await api.handle.db.select().from(exportFiles).where(eq(exportFiles.id, id))
    expect(row!.status).toBe("generating")
  })

  test.runIf(process.env.TEST_DATABASE_URL)(
    "kill -9 of the process making the file: noticed within a minute, then one file and one mail",
    async () => {
      const partner = await exporter()
      const queued = await get("/export/products/generate?include_old=0&items=spare_parts", partner.auth)
      const id: string = queued.body.data.id
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "tests/support/export-worker-process.ts", id],
        {
          env: { ...process.env },
          stdio: ["ignore", "pipe", "pipe"],
        },
      )
      let output = ""
      const storing = new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes("storing")) resolve()
        })
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
        child.on("exit", (code) => reject(new Error(`the worker ended (${code}):\n${output}`)))
      })
      await storing
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGKILL")
      await exited
      const [cut] = await api.handle.db.select().from(exportFiles).where(eq(exportFiles.id, id))
      expect(cut!.status).toBe("generating")
      // meanwhile the partner asking again is told it is on its way
      expect(
        (await get("/export/products/generate?include_old=0&items=spare_parts", partner.auth)).status,
      ).toBe(202)

      const sentBefore = mailsTo(partner.email).length
      const noticed = new Date(
        cut!.heartbeatAt!.getTime() + (STALLED_AFTER_SECONDS + STALLED_EXPORTS_CHECK_SECONDS) * 1000,
      )
      expect(await requeueStalledExports(api.handle.db, api.jobs, noticed, partner.id)).toEqual([id])
      expect((await api.jobs.drain("export.generate")).failed).toBe(0)
      const [made] = await api.handle.db.select().from(exportFiles).where(eq(exportFiles.id, id))
      expect(made).toMatchObject({ status: "ready", progress: 100 })
      expect(mailsTo(partner.email).length - sentBefore).toBe(1)
      expect((await download(id, partner.auth)).response.status).toBe(200)
    },
  )
})

describe("scheduled sending", () => {
  test("daily at an hour: nothing before it, a file and a mail after it, then the next day's slot", async () => {
    const partner = await exporter()
    const hour = (brusselsNow(new Date()).hour + 3) % 24
    const saved = await post("/export/products/settings", partner.auth, {
      data: {
        type: "export-settings",
        attributes: { lang: "en", frequency: "daily", send_hour: hour, brands: [1] },
      },
    })
    const next = new Date(saved.body.data.attributes.next_send_date)
    expect(brusselsNow(next).hour).toBe(hour)
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000)

    const mine = () => api.handle.db.select().from(exportFiles).where(eq(exportFiles.clientId, partner.id))
    await dispatchDueExports(api.handle.db, api.jobs, new Date(next.getTime() - 60_000))
    expect(await mine()).toEqual([])

    await dispatchDueExports(api.handle.db, api.jobs, new Date(next.getTime() + 30_000))
    // a second tick in the same minute makes nothing more
    await dispatchDueExports(api.handle.db, api.jobs, new Date(next.getTime() + 40_000))
    const files = await mine()
    expect(files).toHaveLength(1)
    expect(files[0]).toMatchObject({ source: "scheduled", status: "queued" })
    await api.jobs.drain("export.generate")
    const [ready] = await mine()
    expect(ready!.status).toBe("ready")
    const mail = api.sentMails.find((sent) => sent.to === partner.email)!
    expect(mail.subject).toContain(ready!.name)
    expect(mail.text).toContain(`http://shop.test/fr/mon-compte/mon-export/${ready!.id}`)
    expect(mail.attachments?.[0]?.filename).toBe(ready!.name)
    expect(await api.storage.stat(ready!.storageKey!)).toEqual({ size: ready!.sizeBytes })
    expect(mail.attachments?.[0]?.content.equals((await api.storage.readBytes(ready!.storageKey!))!)).toBe(
      true,
    )

    const [settings] = await api.handle.db
      .select()
      .from(exportSettings)
      .where(eq(exportSettings.clientId, partner.id))
    const advanced = settings!.nextSendAt!
    expect(brusselsNow(advanced).hour).toBe(hour)
    expect(advanced.getTime() - next.getTime()).toBeGreaterThanOrEqual(23 * 3600_000)
    expect(advanced.getTime() - next.getTime()).toBeLessThanOrEqual(25 * 3600_000)
    // a scheduled file does not use up the partner's own generation of the day
    expect(
      (await get("/export/products/is-generating", partner.auth)).body.data.attributes.can_generate,
    ).toBe(true)
  })

  test("weekly and monthly move by a week and a month; none cancels", async () => {
    const partner = await exporter()
    const save = (frequency: string) =>
      post("/export/products/settings", partner.auth, {
        data: { type: "export-settings", attributes: { lang: "en", frequency, send_hour: 5 } },
      })
    const weekly = new Date((await save("weekly")).body.data.attributes.next_send_date)
    await dispatchDueExports(api.handle.db, api.jobs, new Date(weekly.getTime() + 1000))
    const [afterWeek] = await api.handle.db
      .select()
      .from(exportSettings)
      .where(eq(exportSettings.clientId, partner.id))
    const days = Math.round((afterWeek!.nextSendAt!.getTime() - weekly.getTime()) / 86_400_000)
    expect(days).toBe(7)

    const monthly = new Date((await save("monthly")).body.data.attributes.next_send_date)
    await dispatchDueExports(api.handle.db, api.jobs, new Date(monthly.getTime() + 1000))
    const [afterMonth] = await api.handle.db
      .select()
      .from(exportSettings)
      .where(eq(exportSettings.clientId, partner.id))
    const start = brusselsNow(monthly)
    const end = brusselsNow(afterMonth!.nextSendAt!)
    expect(end.year * 12 + end.month - (start.year * 12 + start.month)).toBe(1)

    const cancelled = await save("none")
    expect(cancelled.body.data.attributes.next_send_date).toBeNull()
    const before = (
      await api.handle.db.select().from(exportFiles).where(eq(exportFiles.clientId, partner.id))
    ).length
    await dispatchDueExports(api.handle.db, api.jobs, new Date(Date.now() + 400 * 86_400_000))
    const after = (await api.handle.db.select().from(exportFiles).where(eq(exportFiles.clientId, partner.id)))
      .length
    expect(after).toBe(before)
    await api.jobs.drain("export.generate")
  })
})
