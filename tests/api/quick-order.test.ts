import { and, asc, eq } from "drizzle-orm"
import ExcelJS from "exceljs"
import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { basketLines, spareParts, wishlistLines } from "../../api/db/schema"
import { setupTestApi } from "../support/api"
import { insertTestProducts } from "../support/catalogue"

// QUICK-1 to QUICK-5: the preview resolves each line to its item or an error with the basket's own rules
// (BASKET-4, 5, 6, 9, 10), merges repeated numbers, clamps quantities; an upload is read by its content;
// adding puts the valid lines in the basket (or the wishlist) in one change and answers the others.

const api = setupTestApi()
const tag = crypto.randomUUID().slice(0, 6).toUpperCase()
const id = (name: string) => `ZQ${tag}-${name}`
const P = {
  plain: id("PLAIN"),
  second: id("SECOND"),
  successor: id("NEW"),
  old: id("OLD"),
  declined: id("DECL"),
  replacedNoRestock: id("REPL"),
  limited: id("LIMIT"),
  exhausted: id("NONE"),
}
let sparePart = ""
let removeProducts = async () => {}

beforeAll(async () => {
  removeProducts = await insertTestProducts(api.handle.db, [
    { id: P.plain, stock: { DBE11: 4, DBE12: 7 }, catalogCents: 123_45 },
    { id: P.second },
    { id: P.successor },
    { id: P.old, isOld: true, stock: { DBE11: 0, DBE12: 0 } },
    { id: P.declined, declinedParentArticleId: P.plain, stock: { DBE11: 0, DBE12: 0 } },
    {
      id: P.replacedNoRestock,
      replacementProductId: P.successor,
      restockInfo: "/",
      stock: { DBE11: 0, DBE12: 0 },
    },
    { id: P.limited, replacementProductId: P.successor, maxOrderQuantity: 2, stock: { DBE11: 3, DBE12: 0 } },
    {
      id: P.exhausted,
      replacementProductId: P.successor,
      restockInfo: "in two weeks",
      stock: { DBE11: 0, DBE12: 0 },
    },
  ])
  const [part] = await api.handle.db
    .select({ id: spareParts.id })
    .from(spareParts)
    .orderBy(spareParts.id)
    .limit(1)
  sparePart = part!.id
})
afterAll(() => removeProducts())

const post = (path: string, auth: HeadersInit, body: unknown, locale = "en") =>
  api.json(path, {
    method: "POST",
    locale,
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  })

const upload = (auth: HeadersInit, bytes: Uint8Array | string, type = "text/csv") =>
  api.json("/quick-order/upload", {
    method: "POST",
    headers: { ...auth, "content-type": type },
    body: typeof bytes === "string" ? bytes : Buffer.from(bytes),
  })

type Line = {
  attributes: {
    article: string
    quantity: number | null
    quantity_typed: string
    status: string
    error: { code: string; message: string; replacement_id: string | null } | null
    notices: { code: string; message: string; from: number | null; to: number | null; rows: number[] }[]
    item: { type: string; id: string; name: string | null; availability: unknown; price: unknown } | null
    outcome: string | null
  }
}
const lineOf = (body: { data: Line[] }, article: string) => {
  const line = body.data.find((candidate) => candidate.attributes.article === article)
  if (!line)
    throw new Error(`no line ${article} in ${JSON.stringify(body.data.map((l) => l.attributes.article))}`)
  return line.attributes
}

describe("the quick order's preview", () => {
  test("a line resolves to its item with picture, name, price and stock per warehouse", async () => {
    const buyer = await api.createPartner()
    const { status, body } = await post("/quick-order/preview", buyer.auth, {
      lines: [{ id: P.plain, quantity: "3" }],
    })
    expect(status).toBe(200)
    expect(body.meta).toEqual({ target: "basket", lines: 1, valid: 1, errors: 0, added: null })
    const line = lineOf(body, P.plain)
    expect(line).toMatchObject({ status: "ok", quantity: 3, error: null, notices: [], outcome: null })
    expect(line.item).toMatchObject({
      type: "products",
      id: P.plain,
      availability: { DBE11: 4, DBE12: 7, total: 11 },
      price: { currency: "EUR", catalog: 123_45 },
    })
    expect(line.item!.name).toBeTruthy()
    expect(body.data[0].attributes.item.picture).toMatchObject({ thumb: expect.any(String) })
  })

  test("pasted lines are read with each separator; a missing quantity is 1; case and blanks do not matter", async () => {
    const buyer = await api.createPartner()
    const text = [
      `${P.plain};2`,
      ` ${P.second.toLowerCase()} , 3 `,
      `${P.successor}\t4`,
      `${sparePart}   5`,
      `"${P.limited}"`,
    ].join("\r\n")
    const { status, body } = await post("/quick-order/preview", buyer.auth, { text })
    expect(status).toBe(200)
    expect(
      body.data.map((line: Line) => [
        line.attributes.item?.id,
        line.attributes.quantity,
        line.attributes.status,
      ]),
    ).toEqual([
      [P.plain, 2, "ok"],
      [P.second, 3, "ok"],
      [P.successor, 4, "ok"],
      [sparePart, 5, "ok"],
      [P.limited, 1, "ok"],
    ])
  })

  test("repeated numbers are merged into the first line, their quantities added", async () => {
    const buyer = await api.createPartner()
    const { body } = await post("/quick-order/preview", buyer.auth, {
      lines: [
        { id: P.plain, quantity: "2" },
        { id: P.second, quantity: "1" },
      ],
      text: `${P.plain.toLowerCase()};3`,
    })
    expect(body.meta.lines).toBe(2)
    const line = lineOf(body, P.plain)
    expect(line.quantity).toBe(5)
    expect(line.status).toBe("warning")
    expect(line.notices).toEqual([expect.objectContaining({ code: "merged", rows: [1, 3] })])
    expect(line.notices[0]!.message).toBe("Lines 1, 3 have the same number: merged, their quantities added.")
  })

  test("a quantity is clamped to 1–999 and says so; one that is no whole number is an error", async () => {
    const buyer = await api.createPartner()
    const { body } = await post("/quick-order/preview", buyer.auth, {
      lines: [
        { id: P.plain, quantity: "0" },
        { id: P.second, quantity: 5000 },
        { id: P.successor, quantity: "2,5" },
      ],
    })
    expect(lineOf(body, P.plain)).toMatchObject({
      quantity: 1,
      status: "warning",
      notices: [expect.objectContaining({ code: "quantity_clamped", from: 0, to: 1 })],
    })
    expect(lineOf(body, P.second)).toMatchObject({
      quantity: 999,
      notices: [expect.objectContaining({ code: "quantity_clamped", from: 5000, to: 999 })],
    })
    expect(lineOf(body, P.successor)).toMatchObject({
      quantity: null,
      status: "error",
      error: expect.objectContaining({ code: "quantity_invalid" }),
    })
  })

  test("each error kind is answered on its own line, in the caller's language", async () => {
    const buyer = await api.createPartner()
    await api.handle.db
      .insert(basketLines)
      .values({ clientId: buyer.id, itemType: "spare-parts", itemId: sparePart, quantity: 1 })
    const { body } = await post("/quick-order/preview", buyer.auth, {
      lines: [
        { id: "NO-SUCH-NUMBER", quantity: "1" },
        { id: P.old, quantity: "1" },
        { id: P.declined, quantity: "1" },
        { id: P.replacedNoRestock, quantity: "1" },
        { id: P.exhausted, quantity: "1" },
        { id: sparePart, quantity: "2" },
        { id: P.plain, quantity: "x" },
      ],
    })
    const codes = body.data.map((line: Line) => line.attributes.error?.code)
    expect(codes).toEqual([
      "unknown_item",
      "old_without_stock",
      "declined_without_stock",
      "replaced_without_stock",
      "replacement_limit",
      "spare_part_already_added",
      "quantity_invalid",
    ])
    expect(body.meta).toMatchObject({ valid: 0, errors: 7 })
    expect(lineOf(body, "NO-SUCH-NUMBER").error!.message).toBe(
      "No product or spare part has the number NO-SUCH-NUMBER.",
    )
    expect(lineOf(body, P.replacedNoRestock).error).toMatchObject({ replacement_id: P.successor })
    const french = await post("/quick-order/preview", buyer.auth, { lines: [{ id: P.old }] }, "fr")
    expect(french.body.data[0].attributes.error.message).toBe(
      `${P.old} n’est plus fabriqué et il n’en reste plus en stock.`,
    )
  })

  test("the replacement rule lowers a quantity to its maximum and names the replacement", async () => {
    const buyer = await api.createPartner()
    const { body } = await post("/quick-order/preview", buyer.auth, {
      lines: [{ id: P.limited, quantity: "10" }],
    })
    expect(lineOf(body, P.limited)).toMatchObject({
      quantity: 2,
      status: "warning",
      notices: [expect.objectContaining({ code: "replacement_limit", replacement_id: P.successor, to: 2 })],
    })
  })

  test("spare parts without the spare_parts role are refused for the basket", async () => {
    const buyer = await api.createPartner([1, 2, 3])
    const { body } = await post("/quick-order/preview", buyer.auth, {
      lines: [{ id: sparePart, quantity: "1" }],
    })
    expect(lineOf(body, sparePart).error?.code).toBe("spare_parts_role")
  })

  test("a partner without the basket role previews for the wishlist, without the replacement limit", async () => {
    const viewer = await api.createPartner([2])
    const { body } = await post("/quick-order/preview", viewer.auth, {
      lines: [{ id: P.limited, quantity: "10" }],
    })
    expect(body.meta.target).toBe("wishlist")
    expect(lineOf(body, P.limited)).toMatchObject({ quantity: 10, status: "ok" })
  })

  test("more than 500 lines, a visitor, and a malformed body are refused", async () => {
    const buyer = await api.createPartner()
    const text = Array.from({ length: 501 }, (_, index) => `A${index};1`).join("\n")
    const tooMany = await post("/quick-order/preview", buyer.auth, { text })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors.text[0]).toBe("A quick order holds at most 500 lines.")
    expect((await post("/quick-order/preview", {}, { text: "A;1" })).status).toBe(401)
    const malformed = await post("/quick-order/preview", buyer.auth, { lines: [{ id: 12 }] })
    expect(malformed.status).toBe(422)
    expect(Object.keys(malformed.body.errors)).toEqual(["lines.0.id"])
  })
})

describe("adding a quick order", () => {
  const basketOf = (clientId: number) =>
    api.handle.db
      .select({ type: basketLines.itemType, id: basketLines.itemId, quantity: basketLines.quantity })
      .from(basketLines)
      .where(eq(basketLines.clientId, clientId))
      .orderBy(asc(basketLines.addedAt), asc(basketLines.itemId))

  test("the valid lines go in the basket in one action; the others come back to be fixed", async () => {
    const buyer = await api.createPartner()
    await api.handle.db
      .insert(basketLines)
      .values({ clientId: buyer.id, itemType: "products", itemId: P.second, quantity: 1 })
    const { status, body } = await post("/quick-order", buyer.auth, {
      text: [`${P.plain};2`, `${P.second};6`, "NO-SUCH-NUMBER;1", `${P.limited};9`, `${P.old};1`].join("\n"),
    })
    expect(status).toBe(200)
    expect(body.meta).toMatchObject({ target: "basket", lines: 5, valid: 3, errors: 2, added: 3 })
    expect(body.data.map((line: Line) => line.attributes.outcome)).toEqual([
      "added",
      "updated",
      "not_added",
      "added",
      "not_added",
    ])
    expect(await basketOf(buyer.id)).toEqual([
      { type: "products", id: P.second, quantity: 6 },
      { type: "products", id: P.plain, quantity: 2 },
      { type: "products", id: P.limited, quantity: 2 },
    ])
  })

  test("a partner without the basket role fills the wishlist", async () => {
    const viewer = await api.createPartner([2])
    const { body } = await post("/quick-order", viewer.auth, { lines: [{ id: P.plain, quantity: "4" }] })
    expect(body.meta).toMatchObject({ target: "wishlist", added: 1 })
    const rows = await api.handle.db
      .select({ id: wishlistLines.itemId, quantity: wishlistLines.quantity })
      .from(wishlistLines)
      .where(and(eq(wishlistLines.owner, `client:${viewer.id}`)))
    expect(rows).toEqual([{ id: P.plain, quantity: 4 }])
  })
})

describe("uploading a list", () => {
  test.each([
    ["semicolons", ";"],
    ["commas", ","],
    ["tabs", "\t"],
    ["blanks", "  "],
  ])("a CSV separated by %s is read, its heading skipped", async (_, separator) => {
    const buyer = await api.createPartner()
    const csv = `\uFEFFArticle number${separator}Quantity\r\n${P.plain}${separator}2\r\n${P.second}${separator}\r\n`
    const { status, body } = await upload(buyer.auth, csv)
    expect(status).toBe(200)
    expect(body.data.map((line: Line) => [line.attributes.article, line.attributes.quantity])).toEqual([
      [P.plain, 2],
      [P.second, 1],
    ])
  })

  async function workbook(rows: (string | number | ExcelJS.CellValue)[][]) {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet("Lines")
    for (const row of rows) sheet.addRow(row)
    return new Uint8Array(await book.xlsx.writeBuffer())
  }

  test("an XLSX is read from its first sheet, whatever the Content-Type it came with", async () => {
    const buyer = await api.createPartner()
    const file = await workbook([
      ["Artikelnummer", "Menge"],
      [P.plain, 3],
      [P.second, "2"],
    ])
    const { status, body } = await upload(buyer.auth, file, "application/octet-stream")
    expect(status).toBe(200)
    expect(body.data.map((line: Line) => [line.attributes.article, line.attributes.quantity])).toEqual([
      [P.plain, 3],
      [P.second, 2],
    ])
  })

  test("a formula or a script in a cell stays text", async () => {
    const buyer = await api.createPartner()
    const file = await workbook([
      [P.second, 1],
      [
        { formula: `HYPERLINK("https://example.com","${P.plain}")`, result: P.plain },
        { formula: "1+1", result: 2 },
      ],
      ["<script>alert(1)</script>", 1],
    ])
    const { body } = await upload(buyer.auth, file)
    expect(body.data.map((line: Line) => [line.attributes.article, line.attributes.error?.code])).toEqual([
      [P.second, undefined],
      [`=HYPERLINK("https://example.com","${P.plain}")`, "unknown_item"],
      ["<script>alert(1)</script>", "unknown_item"],
    ])
    const csv = await upload(buyer.auth, `=cmd|' /C calc'!A0;1\n${P.plain};=2+3\n`)
    expect(csv.body.data.map((line: Line) => [line.attributes.article, line.attributes.error?.code])).toEqual(
      [
        ["=cmd|' /C calc'!A0", "unknown_item"],
        [P.plain, "quantity_invalid"],
      ],
    )
    expect(csv.body.data[1].attributes.quantity_typed).toBe("=2+3")
  })

  test("a file of another type, an empty one, a damaged XLSX, one too large or too long is refused", async () => {
    const buyer = await api.createPartner()
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const wrongType = await upload(buyer.auth, png, "text/csv")
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.errors.file).toEqual(["This file is neither a CSV nor an XLSX file."])
    expect((await upload(buyer.auth, "")).body.errors.file).toEqual(["The file is empty."])
    const damaged = await upload(buyer.auth, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]))
    expect(damaged.body.errors.file).toEqual(["This file cannot be read as a spreadsheet."])
    const large = await upload(buyer.auth, `${P.plain};1\n`.repeat(80_000))
    expect(large.status).toBe(413)
    expect(large.body.error).toBe("payload_too_large")
    const long = await upload(buyer.auth, Array.from({ length: 501 }, (_, index) => `A${index};1`).join("\n"))
    expect(long.status).toBe(422)
    expect(long.body.errors.file).toEqual(["The file has more than 500 lines."])
  })
})
