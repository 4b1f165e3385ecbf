import fs from "node:fs/promises"
import path from "node:path"

import { sql } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { RENDERER } from "../../api/modules/catalog/technical-document-files"
import { TECHNICAL_DOCUMENT_TEXTS } from "../../api/modules/catalog/technical-document-texts"
import { setupTestApi } from "../support/api"
import { pdfText } from "../support/pdf-text"

// CAT-18, technical documents, as the product page lists them and a partner downloads them: generated
// from the product's data, kept in the database (not in one process's DATA_DIR), the size listed being
// the size served.

const api = setupTestApi()

async function rows<T>(query: string): Promise<T[]> {
  const result = await api.handle.db.execute(sql.raw(query))
  return (result as { rows: T[] }).rows
}

interface Listed {
  id: string
  attributes: { type: string; name: string; size: number; language: string; url: string }
}

async function listed(productId: string): Promise<Listed[]> {
  const { status, body } = await api.json(
    `/products/${encodeURIComponent(productId)}?include[]=technical-documents`,
  )
  expect(status).toBe(200)
  return body.included.filter((item: { type: string }) => item.type === "technical-documents")
}

async function download(url: string) {
  const response = await api.request(url.replace(/^\/api/, ""))
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

const words = (text: string) => text.replace(/\s+/g, " ")

describe("technical documents", () => {
  test("every type is a real PDF of several pages with the product's id and name, its listed size the size served", async () => {
    const documents = await rows<{
      id: number
      type: string
      product_id: string
      language: string
      name: string
    }>(
      `select distinct on (d.type) d.id, d.type, d.product_id, d.language, p.name ->> d.language as name
         from technical_documents d join products p on p.id = d.product_id order by d.type, d.id`,
    )
    expect(documents.map((doc) => doc.type)).toHaveLength(9)
    for (const document of documents) {
      const entry = (await listed(document.product_id)).find((item) => item.id === String(document.id))
      expect(entry, document.type).toBeDefined()
      const { response, bytes } = await download(entry!.attributes.url)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${document.product_id}-${document.type}-${document.language}.pdf"`,
      )
      expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/)
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length)
      expect(bytes.length, document.type).toBe(entry!.attributes.size)
      const { pages, text } = await pdfText(bytes)
      expect(pages, document.type).toBeGreaterThanOrEqual(2)
      const content = words(text)
      expect(content).toContain(document.product_id)
      expect(content).toContain(words(document.name))
      const language = document.language as keyof typeof TECHNICAL_DOCUMENT_TEXTS
      expect(content).toContain(TECHNICAL_DOCUMENT_TEXTS[language].titles[document.type as "user-manual"])
    }
  }, 180_000)

  test("German and French documents print their own characters", async () => {
    for (const [language, expected] of [
      ["de", ["Seite 1 von", "Ausgabe vom"]],
      ["fr", ["Page 1 sur", "Édité le"]],
    ] as const) {
      const [document] = await rows<{ id: number; product_id: string; name: string }>(
        `select d.id, d.product_id, p.name ->> '${language}' as name from technical_documents d
           join products p on p.id = d.product_id
          where d.language = '${language}' and d.type = 'installation-manual' and p.name ->> '${language}' like '% – %'
          order by d.id limit 1`,
      )
      expect(document, language).toBeDefined()
      const { bytes } = await download(`/technical-documents/${document!.id}/file`)
      const content = words((await pdfText(bytes)).text)
      expect(document!.name).toContain("–")
      expect(content).toContain(words(document!.name))
      for (const text of expected) expect(content).toContain(text)
      // fixed texts with the language's letters, as the document's text table carries them
      const texts = TECHNICAL_DOCUMENT_TEXTS[language]
      expect(content).toContain(texts.titles["installation-manual"])
      expect(content).toContain(texts.installation.safety.title)
      expect(content).not.toMatch(/\?/)
    }
  }, 60_000)

  test("the PDF is kept in the database once made, and served again byte for byte", async () => {
    const [document] = await rows<{ id: number; product_id: string }>(
      "select id, product_id from technical_documents where type = 'technical-data-sheet' order by id desc limit 1",
    )
    const before = await rows<{ n: number }>(
      `select count(*)::int as n from technical_document_files where document_id = ${document!.id}`,
    )
    expect(before[0]!.n).toBe(0)
    const first = await download(`/technical-documents/${document!.id}/file`)
    const kept = await rows<{ size_bytes: number }>(
      `select size_bytes from technical_document_files where document_id = ${document!.id}`,
    )
    expect(kept[0]!.size_bytes).toBe(first.bytes.length)
    const second = await download(`/technical-documents/${document!.id}/file`)
    expect(second.bytes.equals(first.bytes)).toBe(true)
    const entry = (await listed(document!.product_id)).find((item) => item.id === String(document!.id))
    expect(entry!.attributes.size).toBe(first.bytes.length)
    // nothing of it in the files folder: every server process reads it from the database
    await expect(fs.access(path.join(api.filesDir, "technical-documents"))).rejects.toThrow()
  })

  test("a PDF kept by an older generator is made again when its product is listed, and listed at its new size", async () => {
    const [document] = await rows<{ id: number; product_id: string }>(
      "select id, product_id from technical_documents where type = 'installation-manual' order by id desc limit 1",
    )
    const first = await download(`/technical-documents/${document!.id}/file`)
    // as an older generator would have left it: another renderer, another size
    await rows(
      `update technical_document_files set renderer = 'older', size_bytes = 7 where document_id = ${document!.id}`,
    )
    const entry = (await listed(document!.product_id)).find((item) => item.id === String(document!.id))
    expect(entry!.attributes.size).toBe(first.bytes.length)
    const kept = await rows<{ renderer: string; size_bytes: number }>(
      `select renderer, size_bytes from technical_document_files where document_id = ${document!.id}`,
    )
    expect(kept).toEqual([{ renderer: RENDERER, size_bytes: first.bytes.length }])
  })

  test("a missing document is 404, an id that is no document id 422, never a server error", async () => {
    for (const id of ["999999", "2147483647"]) {
      expect((await api.request(`/technical-documents/${id}/file`)).status, id).toBe(404)
    }
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "1e99"]) {
      expect((await api.request(`/technical-documents/${id}/file`)).status, id).toBe(422)
    }
    expect((await api.request(`/technical-documents/..%2F..%2Fetc%2Fpasswd/file`)).status).toBe(422)
  })
})
