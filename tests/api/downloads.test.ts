import { describe, expect, test } from "vitest"

import { setupTestApi } from "../support/api"
import { pdfText } from "../support/pdf-text"

const api = setupTestApi()

interface Category {
  id: string
  attributes: { key: string; name: string; slug: string; file_count: number; locked_file_count: number }
}
interface FileResource {
  id: string
  attributes: {
    title: string
    file_name: string
    size: number
    language: string
    content_type: string
    date: string
    partner_only: boolean
  }
  links: { self: string }
}

async function categories(init?: RequestInit & { locale?: string }) {
  const { status, body } = await api.json<{ data: Category[] }>("/downloads/categories", init)
  expect(status).toBe(200)
  return body.data
}

async function categoryId(key: string) {
  const found = (await categories()).find((category) => category.attributes.key === key)
  expect(found, key).toBeDefined()
  return found!.id
}

async function filesOf(key: string, init?: RequestInit & { locale?: string }, query = "") {
  const { status, body } = await api.json<{ included: FileResource[]; meta: { languages: string[] } }>(
    `/downloads/categories/${await categoryId(key)}${query}`,
    init,
  )
  expect(status).toBe(200)
  return body
}

describe("GET /downloads/categories", () => {
  test("answers the categories in the request's language with their file counts", async () => {
    const english = await categories({ locale: "en" })
    const french = await categories({ locale: "fr" })
    expect(english.map((c) => c.attributes.key)).toContain("price-lists")
    const priceLists = (list: Category[]) => list.find((c) => c.attributes.key === "price-lists")!.attributes
    expect(priceLists(english).name).toBe("Price lists")
    expect(priceLists(french).name).toBe("Listes de prix")
    expect(priceLists(french).slug).toBe("listes-de-prix")
    const certificates = english.find((c) => c.attributes.key === "certificates-quality")!.attributes
    expect(certificates.file_count).toBeGreaterThan(4)
  })

  test("a visitor's counts leave the partners' files out and count them as locked", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const visitor = (await categories()).find((c) => c.attributes.key === "price-lists")!.attributes
    const partner = (await categories({ headers: auth })).find(
      (c) => c.attributes.key === "price-lists",
    )!.attributes
    expect(visitor.file_count).toBe(0)
    expect(visitor.locked_file_count).toBe(partner.file_count)
    expect(partner.file_count).toBeGreaterThan(0)
    expect(partner.locked_file_count).toBe(0)
  })
})

describe("GET /downloads/categories/{id}", () => {
  test("answers the category's files with title, name, size, language and date", async () => {
    const { included, meta } = await filesOf("certificates-quality", { locale: "de" })
    expect(meta.languages).toEqual(expect.arrayContaining(["en", "fr", "nl", "de"]))
    const iso = included.find((file) => file.attributes.file_name === "iso-9001-certificate-fr.pdf")!
    expect(iso.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(iso.attributes).toMatchObject({
      title: "ISO-9001-Zertifikat – Qualitätsmanagement",
      language: "fr",
      content_type: "application/pdf",
      partner_only: false,
    })
    expect(new Date(iso.attributes.date).getTime()).not.toBeNaN()
    expect(iso.links.self).toBe(`/api/downloads/files/${iso.id}`)
  })

  test("filter[language] keeps the files in one language", async () => {
    const all = await filesOf("brochures")
    const dutch = await filesOf("brochures", undefined, "?filter[language]=nl")
    expect(dutch.included.length).toBeGreaterThan(0)
    expect(dutch.included.length).toBeLessThan(all.included.length)
    expect(new Set(dutch.included.map((file) => file.attributes.language))).toEqual(new Set(["nl"]))
    const bad = await api.json(`/downloads/categories/${await categoryId("brochures")}?filter[language]=xx`)
    expect(bad.status).toBe(422)
    expect(bad.body.errors["filter[language]"]).toBeDefined()
  })

  test("a visitor does not see the partner-only price lists; a partner does", async () => {
    const { auth } = await api.login("buyer@partners.test")
    expect((await filesOf("price-lists")).included).toEqual([])
    const partner = await filesOf("price-lists", { headers: auth })
    expect(partner.included.length).toBeGreaterThan(0)
    expect(partner.included.every((file) => file.attributes.partner_only)).toBe(true)
  })

  test("an unknown category is a 404 and a malformed id a 422", async () => {
    expect((await api.json("/downloads/categories/999999")).status).toBe(404)
    expect((await api.json("/downloads/categories/abc")).status).toBe(422)
    expect((await api.json("/downloads/categories/0")).status).toBe(422)
  })
})

describe("GET /downloads/files/{fileId}", () => {
  test("answers the PDF as an attachment whose text is the file's, in its own language", async () => {
    const { included } = await filesOf("certificates-quality", { locale: "nl" })
    const file = included.find(
      (f) => f.attributes.language === "nl" && f.attributes.file_name.startsWith("iso-9001"),
    )!
    const response = await api.request(`/downloads/files/${file.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${file.attributes.file_name}"; filename*=UTF-8''${file.attributes.file_name}`,
    )
    expect(response.headers.get("cache-control")).toContain("public")
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(file.attributes.size)
    expect(Number(response.headers.get("content-length"))).toBe(file.attributes.size)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    const { text } = await pdfText(bytes)
    expect(text).toContain(file.attributes.title)
    expect(text).toContain("kwaliteitsmanagementsysteem")
  })

  test("the price list is refused to a visitor (401) and served, several pages long, to a partner", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const { included } = await filesOf("price-lists", { headers: auth, locale: "fr" })
    const list = included.find((f) => f.attributes.file_name === "price-list-2027-equipment-fr.pdf")!
    const refused = await api.json(`/downloads/files/${list.id}`)
    expect(refused.status).toBe(401)
    expect(refused.headers.get("content-disposition")).toBeNull()
    const served = await api.request(`/downloads/files/${list.id}`, { headers: auth })
    expect(served.status).toBe(200)
    expect(served.headers.get("cache-control")).toBe("private, no-store")
    const { pages, text } = await pdfText(new Uint8Array(await served.arrayBuffer()))
    expect(pages).toBeGreaterThan(5)
    expect(text).toContain("Liste de prix 2027 – équipements")
    // catalogue prices as the shop writes money (PRICE-4: German number style)
    expect(text).toMatch(/\d,\d{2} €/)
  })

  test("the spare parts' prices are a CSV spreadsheet", async () => {
    const { auth } = await api.login("buyer@partners.test")
    const { included } = await filesOf("price-lists", { headers: auth })
    const csv = included.find((f) => f.attributes.file_name === "price-list-2027-spare-parts-de.csv")!
    const response = await api.request(`/downloads/files/${csv.id}`, { headers: auth })
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    const bytes = new Uint8Array(await response.arrayBuffer())
    // UTF-8 with a byte-order mark, so that spreadsheets read the accents right
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.split("\r\n")[0]).toBe("Artikelnummer;Ersatzteil;Katalogpreis;EUR")
    expect(text.split("\r\n").length).toBeGreaterThan(1000)
  })

  test.each([
    ["..%2F..%2Fetc%2Fpasswd"],
    ["%2e%2e%2f%2e%2e%2fpackage.json"],
    ["%2Fetc%2Fpasswd"],
    ["downloads%2Fprice-list-2027-equipment-en.pdf"],
    ["price-list-2027-equipment-en.pdf"],
    ["abc%00def"],
    ["1"],
    ["A".repeat(5000)],
    ["AAAAAAAAAAAAAAAAAAAA%00A"],
  ])("%s is never a file and never a 5xx", async (id) => {
    const response = await api.request(`/downloads/files/${id}`)
    expect([404, 422]).toContain(response.status)
    expect(response.headers.get("content-type")).toContain("json")
  })

  test("a well-formed id that names no file is a 404", async () => {
    expect((await api.request("/downloads/files/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404)
    expect((await api.request("/downloads/files/../../etc/passwd")).status).toBe(404)
  })
})
