import { and, asc, eq, gt, inArray, isNotNull } from "drizzle-orm"
import { beforeAll, describe, expect, test } from "vitest"

import { MAX_UNSAVED_OFFERS } from "#contract/offer-rules"

import { basketLines, clients, offers, prices } from "../../api/db/schema"
import { EMPTY_OFFER_KEPT_HOURS } from "../../api/modules/offers/offers.service"
import { formatMoney } from "../../contract/money"
import { setupTestApi } from "../support/api"
import { pdfText } from "../support/pdf-text"

// OFFER-1 to OFFER-11, the offers calls: a partner's quote
// for their own customer. The arithmetic is recomputed here from the lines the API answers, in cents.

const api = setupTestApi()

/** products with a catalogue price in both currencies; the first ones carry a maritime extra cost */
let taxed: string[] = []
let plain: string[] = []
let sparePart = ""

beforeAll(async () => {
  const db = api.handle.db
  const withPrice = (taxedOnly: boolean) =>
    db
      .selectDistinct({ id: prices.itemId })
      .from(prices)
      .where(
        and(
          eq(prices.itemType, "products"),
          eq(prices.currency, "GBP"),
          isNotNull(prices.catalogCents),
          taxedOnly ? gt(prices.productTaxCents, 0) : eq(prices.productTaxCents, 0),
        ),
      )
      .orderBy(asc(prices.itemId))
      .limit(4)
  taxed = (await withPrice(true)).map((row) => row.id)
  plain = (await withPrice(false)).map((row) => row.id)
  const [part] = await db
    .select({ id: prices.itemId })
    .from(prices)
    .where(and(eq(prices.itemType, "spare-parts"), eq(prices.currency, "EUR")))
    .orderBy(asc(prices.itemId))
    .limit(1)
  sparePart = part!.id
})

type Auth = HeadersInit

const send = (method: string, path: string, auth: Auth, body?: unknown, locale?: string) =>
  api.json(path, {
    method,
    locale,
    headers: { ...auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function newOffer(auth: Auth) {
  const { status, body } = await send("POST", "/offers/create", auth)
  expect(status).toBe(201)
  return body.data.id as string
}

interface Line {
  quantity: number
  catalog_price: number | null
  purchase_price: number | null
  selling_price: number
  discount: number
  reduced_price: number
  line_total: number
  product_tax: number
  additional_tax: number
}

/** the offer's arithmetic, written out again: a line's discount, the global one, transport, taxes, VAT */
function expectedTotals(
  lines: Line[],
  options: { globalDiscount: number; transport: number; vatRate: number; catalogOnly: boolean },
) {
  const round = (value: number) => Math.round(value)
  let linesTotal = 0
  let taxes = 0
  for (const line of lines) {
    const unit = options.catalogOnly ? line.catalog_price! : line.selling_price
    const discount = options.catalogOnly ? 0 : line.discount
    const reduced = unit - round((unit * discount) / 10_000)
    linesTotal += reduced * line.quantity
    taxes += (line.product_tax + line.additional_tax) * line.quantity
  }
  const globalDiscount = options.catalogOnly ? 0 : round((linesTotal * options.globalDiscount) / 10_000)
  const net = linesTotal - globalDiscount
  const taxable = net + options.transport + taxes
  const vat = round((taxable * options.vatRate) / 100)
  return { lines_total: linesTotal, global_discount_amount: globalDiscount, net, vat, total: taxable + vat }
}

describe("who may use offers", () => {
  test("a visitor is asked to log in; a partner without price_quotation is refused every call", async () => {
    expect((await send("GET", "/offers", {})).status).toBe(401)
    const partner = await api.createPartner([2, 3])
    const calls: [string, string, unknown?][] = [
      ["POST", "/offers/create"],
      ["POST", "/offers", { id: "1" }],
      ["GET", "/offers"],
      ["GET", "/offers/1"],
      ["DELETE", "/offers/1"],
      ["GET", "/offers/pdf/1/customer"],
      ["POST", "/offers/1/basket", {}],
    ]
    for (const [method, path, body] of calls) {
      const { status, body: answer } = await send(method, path, partner.auth, body)
      expect(status, `${method} ${path}`).toBe(403)
      expect(answer.error).toBe("forbidden")
    }
  })

  test("another partner's offer is not found on every call, and so is an id that is not one", async () => {
    const owner = await api.createPartner()
    const stranger = await api.createPartner()
    const id = await newOffer(owner.auth)
    for (const [method, path, body] of [
      ["GET", `/offers/${id}`],
      ["POST", "/offers", { id, reference: "taken" }],
      ["DELETE", `/offers/${id}`],
      ["GET", `/offers/pdf/${id}/customer`],
      ["GET", `/offers/pdf/${id}/internal`],
      ["POST", `/offers/${id}/basket`, {}],
      ["GET", "/offers/abc"],
      ["GET", "/offers/0"],
      ["POST", "/offers", { id: "12abc" }],
    ] as [string, string, unknown?][]) {
      const { status, body: answer } = await send(method, path, stranger.auth, body)
      expect(status, `${method} ${path}`).toBe(404)
      expect(answer.error).toBe("offer_not_found")
    }
    const list = await send("GET", "/offers", stranger.auth)
    expect(list.body.data).toEqual([])
    // the owner's offer is untouched
    const own = await send("GET", `/offers/${id}`, owner.auth)
    expect(own.status).toBe(200)
    expect(own.body.data.attributes.reference).toBeNull()
  })
})

describe("creating and numbering", () => {
  test("an empty offer is created with the partner's next number, in the partner's currency", async () => {
    const partner = await api.createPartner()
    const { status, body } = await send("POST", "/offers/create", partner.auth)
    expect(status).toBe(201)
    expect(body.data).toMatchObject({
      type: "offers",
      attributes: {
        number: "OF-00001",
        state: "created",
        saved_at: null,
        valid_until: null,
        currency: "EUR",
        lines_count: 0,
        lines: [],
        total: 0,
      },
    })
    const second = await send("POST", "/offers/create", partner.auth)
    expect(second.body.data.attributes.number).toBe("OF-00002")
    // every partner has their own sequence
    const other = await api.createPartner()
    expect((await send("POST", "/offers/create", other.auth)).body.data.attributes.number).toBe("OF-00001")
  })

  test("offers created at the same moment never share a number", async () => {
    const partner = await api.createPartner()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send("POST", "/offers/create", partner.auth)),
    )
    const numbers = answers.map((answer) => answer.body.data.attributes.number as string).sort()
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `OF-${String(i + 1).padStart(5, "0")}`))
  })
})

describe("offers being written are limited", () => {
  test("at most 50 offers being written: 60 created in parallel give 50 and ten 409s with a message, in the caller's language", async () => {
    const partner = await api.createPartner()
    const answers = await Promise.all(
      Array.from({ length: MAX_UNSAVED_OFFERS + 10 }, () =>
        send("POST", "/offers/create", partner.auth, undefined, "it"),
      ),
    )
    const created = answers.filter((answer) => answer.status === 201)
    const refused = answers.filter((answer) => answer.status === 409)
    expect(created).toHaveLength(MAX_UNSAVED_OFFERS)
    expect(refused).toHaveLength(10)
    expect(refused[0]!.body).toEqual({
      error: "too_many_unsaved_offers",
      message: `Hai ${MAX_UNSAVED_OFFERS} offerte non ancora salvate. Salvane o eliminane alcune prima di crearne un’altra.`,
    })
    // the numbers handed out stay continuous: the refused ones took none
    const numbers = created.map((answer) => answer.body.data.attributes.number as string).sort()
    expect(numbers.at(-1)).toBe(`OF-${String(MAX_UNSAVED_OFFERS).padStart(5, "0")}`)
    // deleting one makes room for one
    expect((await send("DELETE", `/offers/${created[0]!.body.data.id}`, partner.auth)).status).toBe(204)
    expect((await send("POST", "/offers/create", partner.auth)).status).toBe(201)
    expect((await send("POST", "/offers/create", partner.auth)).status).toBe(409)
    // another partner is not held by this one's offers
    const other = await api.createPartner()
    expect((await send("POST", "/offers/create", other.auth)).status).toBe(201)
  })

  test("an offer being written that stayed empty for a day is removed; one with lines, or saved, is kept", async () => {
    const partner = await api.createPartner()
    const empty = await newOffer(partner.auth)
    const fresh = await newOffer(partner.auth)
    const withLines = await newOffer(partner.auth)
    const stored = await send("POST", "/offers", partner.auth, {
      id: withLines,
      save: false,
      lines: [{ item_type: "products", item_id: plain[0], quantity: 1 }],
    })
    expect(stored.status).toBe(200)
    const dayAgo = new Date(Date.now() - (EMPTY_OFFER_KEPT_HOURS * 3600 + 60) * 1000)
    await api.handle.db
      .update(offers)
      .set({ updatedAt: dayAgo })
      .where(inArray(offers.id, [Number(empty), Number(withLines)]))
    // the hourly job removes them everywhere; creating an offer does it for the partner at once
    await api.jobs.send("offers.remove-empty", {})
    expect(await api.jobs.drain("offers.remove-empty")).toEqual({ completed: 1, failed: 0 })
    expect((await send("GET", `/offers/${empty}`, partner.auth)).status).toBe(404)
    expect((await send("GET", `/offers/${fresh}`, partner.auth)).status).toBe(200)
    expect((await send("GET", `/offers/${withLines}`, partner.auth)).status).toBe(200)
  })
})

describe("storing an offer and its arithmetic", () => {
  test("lines start at the catalogue price; discounts, transport, taxes and the customer's VAT add up in cents (EUR)", async () => {
    const partner = await api.createPartner()
    const id = await newOffer(partner.auth)
    const first = await send("POST", "/offers", partner.auth, {
      id,
      reference: "  Bistro Lux  ",
      global_discount: 333,
      transport_price: 4_950,
      customer: { company_name: "Chez Marie", country: "DE", company_reference: "de 123 456 789" },
      lines: [
        { item_type: "products", item_id: taxed[0], quantity: 3 },
        { item_type: "products", item_id: plain[0], quantity: 2, selling_price: 123_457, discount: 1_250 },
        { item_type: "spare-parts", item_id: sparePart, quantity: 7, selling_price: 999, discount: 333 },
      ],
    })
    expect(first.status).toBe(200)
    const offer = first.body.data.attributes
    expect(offer).toMatchObject({ reference: "Bistro Lux", state: "created", lines_count: 3 })
    expect(offer.customer).toMatchObject({ company_name: "Chez Marie", company_reference: "DE123456789" })
    const [taxedLine, discounted, part] = offer.lines as (Line & { item_id: string; position: number })[]
    // the first line starts at the catalogue price; the partner's own price is their purchase price
    const [catalogue] = await api.handle.db
      .select()
      .from(prices)
      .where(and(eq(prices.itemId, taxed[0]!), eq(prices.currency, "EUR"), eq(prices.itemType, "products")))
    expect(taxedLine).toMatchObject({ position: 1, selling_price: catalogue!.catalogCents, discount: 0 })
    expect(taxedLine!.catalog_price).toBe(catalogue!.catalogCents)
    expect(taxedLine!.product_tax).toBe(catalogue!.productTaxCents)
    expect(taxedLine!.purchase_price).toBeGreaterThan(0)
    // 1.234,57 less 12,5 % is 1.080,25 (154,32 rounded from 154,32125)
    expect(discounted).toMatchObject({ reduced_price: 108_025, line_total: 216_050 })
    // 9,99 less 3,33 % is 9,66 (0,33 from 0,332667)
    expect(part).toMatchObject({ reduced_price: 966, line_total: 6_762 })

    const expected = expectedTotals(offer.lines, {
      globalDiscount: 333,
      transport: 4_950,
      vatRate: 19,
      catalogOnly: false,
    })
    expect(offer.totals).toMatchObject({ ...expected, currency: "EUR", vat_rate: 19, transport: 4_950 })
    expect(offer.total).toBe(expected.total)
    expect(offer.totals.product_tax).toBe(catalogue!.productTaxCents * 3)
    const purchase = (offer.lines as Line[]).reduce(
      (sum, line) => sum + line.purchase_price! * line.quantity,
      0,
    )
    expect(offer.totals).toMatchObject({ purchase_total: purchase, margin: expected.net - purchase })

    // the same offer with catalogue prices only: no discount of any kind, the same transport and taxes
    const catalogOnly = await send("POST", "/offers", partner.auth, {
      id,
      reference: "Bistro Lux",
      global_discount: 333,
      transport_price: 4_950,
      show_only_catalog_price: true,
      lines: offer.lines.map((line: Line & { item_type: string; item_id: string }) => ({
        item_type: line.item_type,
        item_id: line.item_id,
        quantity: line.quantity,
        selling_price: line.selling_price,
        discount: line.discount,
      })),
    })
    expect(catalogOnly.status).toBe(200)
    const plainOffer = catalogOnly.body.data.attributes
    // the customer block was not sent: it stays
    expect(plainOffer.customer.company_name).toBe("Chez Marie")
    expect(plainOffer.lines.map((line: Line) => line.discount)).toEqual([0, 0, 0])
    expect(plainOffer.totals).toMatchObject({
      ...expectedTotals(plainOffer.lines, {
        globalDiscount: 333,
        transport: 4_950,
        vatRate: 19,
        catalogOnly: true,
      }),
      global_discount_amount: 0,
    })
    // the partner's selling prices and discounts are kept for when the option is switched off again
    expect(plainOffer.lines[1]).toMatchObject({ selling_price: 123_457 })
  })

  test("a partner paying in pounds gets pound prices and totals, and the VAT of the customer's country", async () => {
    const partner = await api.createPartner()
    await api.handle.db.update(clients).set({ currency: "GBP" }).where(eq(clients.id, partner.id))
    const { auth } = await api.login(partner.email)
    const id = await newOffer(auth)
    const { status, body } = await send("POST", "/offers", auth, {
      id,
      global_discount: 1_000,
      transport_price: 2_500,
      customer: { company_name: "The Ivy Kitchen", country: "GB", company_reference: "GB 123456789" },
      lines: [
        { item_type: "products", item_id: taxed[1], quantity: 1, discount: 500 },
        { item_type: "products", item_id: plain[1], quantity: 4 },
      ],
    })
    expect(status).toBe(200)
    const offer = body.data.attributes
    const [gbp] = await api.handle.db
      .select()
      .from(prices)
      .where(and(eq(prices.itemId, plain[1]!), eq(prices.currency, "GBP"), eq(prices.itemType, "products")))
    expect(offer.currency).toBe("GBP")
    expect(offer.lines[1].catalog_price).toBe(gbp!.catalogCents)
    expect(offer.totals).toMatchObject({
      currency: "GBP",
      vat_rate: 20,
      ...expectedTotals(offer.lines, {
        globalDiscount: 1_000,
        transport: 2_500,
        vatRate: 20,
        catalogOnly: false,
      }),
    })
    const catalogOnly = await send("POST", "/offers", auth, {
      id,
      transport_price: 2_500,
      show_only_catalog_price: true,
    })
    expect(catalogOnly.body.data.attributes.totals).toMatchObject(
      expectedTotals(catalogOnly.body.data.attributes.lines, {
        globalDiscount: 0,
        transport: 2_500,
        vatRate: 20,
        catalogOnly: true,
      }),
    )
  })

  test("saving dates the offer, makes it valid for 30 days and fixes it", async () => {
    const partner = await api.createPartner()
    const id = await newOffer(partner.auth)
    const saved = await send("POST", "/offers", partner.auth, {
      id,
      save: true,
      customer: { company_name: "Brasserie du Parc", country: "BE", company_reference: "BE 0123.456.749" },
      lines: [{ item_type: "products", item_id: plain[0], quantity: 1 }],
    })
    expect(saved.status).toBe(200)
    const offer = saved.body.data.attributes
    expect(offer.state).toBe("saved")
    expect(offer.customer.company_reference).toBe("BE0123456749")
    const savedAt = new Date(offer.saved_at as string)
    expect(Date.now() - savedAt.getTime()).toBeLessThan(60_000)
    const days = (Date.parse(`${offer.valid_until}T12:00:00Z`) - savedAt.getTime()) / 86_400_000
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThan(31)
    expect(offer.totals.vat_rate).toBe(21)

    const again = await send("POST", "/offers", partner.auth, { id, reference: "changed" })
    expect(again.status).toBe(422)
    expect(again.body.errors.id[0]).toMatch(/duplicate it/)
    expect((await send("GET", `/offers/${id}`, partner.auth)).body.data.attributes.reference).toBeNull()
  })
})

describe("what an offer refuses", () => {
  test("each wrong field gets its own message, in the caller's language, and nothing is stored", async () => {
    const partner = await api.createPartner()
    const id = await newOffer(partner.auth)
    const { status, body } = await send("POST", "/offers", partner.auth, {
      id,
      global_discount: 10_001,
      transport_price: -5,
      customer: {
        company_name: "   ",
        telephone: "call me",
        country: "BE",
        company_reference: "BE0123456789",
      },
      lines: [
        { item_type: "products", item_id: plain[0], quantity: 0 },
        { item_type: "products", item_id: plain[1], quantity: 1, discount: 1.5 },
        { item_type: "boats", item_id: plain[2], quantity: 1 },
      ],
    })
    expect(status).toBe(422)
    expect(Object.keys(body.errors).sort()).toEqual(
      [
        "customer.company_reference",
        "customer.telephone",
        "global_discount",
        "lines.0.quantity",
        "lines.1.discount",
        "lines.2.item_type",
        "transport_price",
      ].sort(),
    )
    expect(body.errors["customer.company_reference"][0]).toContain("BE0123456749")
    expect(body.errors["lines.0.quantity"][0]).toBe("Enter a quantity of at least 1.")

    const french = await send(
      "POST",
      "/offers",
      partner.auth,
      { id, customer: { company_reference: "123" } },
      "fr",
    )
    expect(french.status).toBe(422)
    expect(french.body.errors["customer.country"][0]).toBe("Choisissez le pays du numéro de TVA.")
    expect((await send("GET", `/offers/${id}`, partner.auth)).body.data.attributes.lines).toEqual([])
  })

  test("unknown and repeated items are named by their line; saving needs lines, a customer name and a country", async () => {
    const partner = await api.createPartner()
    const id = await newOffer(partner.auth)
    const wrong = await send("POST", "/offers", partner.auth, {
      id,
      lines: [
        { item_type: "products", item_id: plain[0], quantity: 1 },
        { item_type: "products", item_id: "NO-SUCH-OVEN", quantity: 1 },
        { item_type: "products", item_id: plain[0], quantity: 2 },
      ],
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual({
      "lines.1.item_id": ["There is no product or spare part with this number."],
      "lines.2.item_id": ["This item is already in the offer: change its quantity instead."],
    })
    const empty = await send("POST", "/offers", partner.auth, { id, save: true, customer: {} })
    expect(empty.status).toBe(422)
    expect(Object.keys(empty.body.errors).sort()).toEqual(["customer.company_name", "customer.country"])
    const noLines = await send("POST", "/offers", partner.auth, {
      id,
      save: true,
      customer: { company_name: "Le Coq", country: "FR" },
    })
    expect(noLines.status).toBe(422)
    expect(noLines.body.errors.lines[0]).toMatch(/at least one item/)
    expect((await send("GET", `/offers/${id}`, partner.auth)).body.data.attributes.state).toBe("created")
  })

  test("a body that is not an offer is a 422, never a 500", async () => {
    const partner = await api.createPartner()
    const id = await newOffer(partner.auth)
    for (const body of [
      [],
      "offer",
      { id: 5 },
      { id, lines: "all" },
      { id, lines: [null] },
      { id, customer: 3 },
    ]) {
      const answer = await send("POST", "/offers", partner.auth, body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
    }
    const tooMany = await send("POST", "/offers", partner.auth, {
      id,
      lines: Array.from({ length: 201 }, (_, i) => ({
        item_type: "products",
        item_id: `X${i}`,
        quantity: 1,
      })),
    })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors.lines[0]).toBe("An offer has at most 200 items.")
    expect((await send("GET", "/offers/pdf/1/everything", partner.auth)).status).toBe(422)
  })
})

describe("the list", () => {
  test("newest first, paged, filtered by reference, customer or state", async () => {
    const partner = await api.createPartner()
    const make = async (reference: string, customer: string, save: boolean) => {
      const id = await newOffer(partner.auth)
      const answer = await send("POST", "/offers", partner.auth, {
        id,
        save,
        reference,
        customer: { company_name: customer, country: "NL" },
        lines: [{ item_type: "products", item_id: plain[0], quantity: 2 }],
      })
      expect(answer.status).toBe(200)
      return id
    }
    const first = await make("Kitchen 100%", "Hotel Amstel", true)
    const second = await make("Terrace", "Hotel Kras", false)
    const third = await make("Kitchen 2", "Café Loos", true)
    const all = await send("GET", "/offers", partner.auth)
    expect(all.body.data.map((offer: { id: string }) => offer.id)).toEqual([third, second, first])
    expect(all.body.data[0].attributes).toMatchObject({ lines_count: 1, currency: "EUR" })
    expect(all.body.data[0].attributes.total).toBeGreaterThan(0)
    expect(all.body.meta.pagination).toMatchObject({ total: 3, count: 3, current_page: 1 })

    const ids = async (query: string) =>
      (await send("GET", `/offers?${query}`, partner.auth)).body.data.map((offer: { id: string }) => offer.id)
    expect(await ids("filter[reference]=kitchen")).toEqual([third, first])
    expect(await ids(`filter[reference]=${encodeURIComponent("100%")}`)).toEqual([first])
    expect(await ids(`filter[reference]=${encodeURIComponent("_")}`)).toEqual([])
    expect(await ids("filter[customer]=hotel")).toEqual([second, first])
    expect(await ids("filter[state]=created")).toEqual([second])
    expect(await ids("filter[state]=saved&page[size]=1&page[number]=2")).toEqual([first])
    expect((await send("GET", "/offers?filter[state]=lost", partner.auth)).status).toBe(422)
  })
})

describe("deleting, the PDF and the basket", () => {
  test("an offer is deleted with 204 and is then not found", async () => {
    const partner = await api.createPartner()
    const id = await newOffer(partner.auth)
    const deleted = await api.request(`/offers/${id}`, { method: "DELETE", headers: partner.auth })
    expect(deleted.status).toBe(204)
    expect((await send("GET", `/offers/${id}`, partner.auth)).status).toBe(404)
    expect((await send("DELETE", `/offers/${id}`, partner.auth)).status).toBe(404)
  })

  test("the customer's PDF has the offer and no purchase price; the partner's copy has them", async () => {
    const partner = await api.createPartner()
    const id = await newOffer(partner.auth)
    const stored = await send("POST", "/offers", partner.auth, {
      id,
      save: true,
      reference: "Terrace kitchen",
      transport_price: 12_000,
      customer: {
        company_name: "Restaurant De Gouden Lepel",
        city: "Gent",
        postal_code: "9000",
        country: "BE",
      },
      lines: [
        { item_type: "products", item_id: plain[0], quantity: 2, selling_price: 250_000, discount: 1_000 },
        { item_type: "products", item_id: plain[1], quantity: 1, selling_price: 99_990 },
      ],
    })
    const offer = stored.body.data.attributes
    const response = await api.request(`/offers/pdf/${id}/customer`, { headers: partner.auth })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    expect(response.headers.get("content-disposition")).toContain(`filename="offer-${offer.number}.pdf"`)
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()))
    const money = (cents: number) => formatMoney(cents, "EUR").replace(/[\u00a0\u202f]/g, " ")
    for (const expected of [
      offer.number,
      "Restaurant De Gouden Lepel",
      "Terrace kitchen",
      plain[0]!,
      plain[1]!,
      // a long name wraps in its column: its first words
      (offer.lines[0].name as string).slice(0, 16),
      money(offer.totals.total),
    ])
      expect(text).toContain(expected)
    for (const line of offer.lines as Line[]) expect(text).not.toContain(money(line.purchase_price!))

    const internal = await api.request(`/offers/pdf/${id}/internal`, { headers: partner.auth })
    const internalText = (await pdfText(new Uint8Array(await internal.arrayBuffer()))).text
    for (const line of offer.lines as Line[]) expect(internalText).toContain(money(line.purchase_price!))
    expect(internalText).toContain(money(offer.totals.margin))
  })

  test("the two PDFs download under distinct names in the caller's language, the internal one saying so", async () => {
    const partner = await api.createPartner()
    const id = await newOffer(partner.auth)
    const number = (await send("GET", `/offers/${id}`, partner.auth)).body.data.attributes.number as string
    const fileName = async (variant: string, locale: string) => {
      const headers = new Headers(partner.auth)
      headers.set("accept-language", locale)
      const response = await api.request(`/offers/pdf/${id}/${variant}`, { headers })
      expect(response.status).toBe(200)
      return /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1]
    }
    expect(await fileName("customer", "en")).toBe(`offer-${number}.pdf`)
    expect(await fileName("internal", "en")).toBe(`offer-${number}-internal-copy.pdf`)
    expect(await fileName("customer", "de")).toBe(`Angebot-${number}.pdf`)
    expect(await fileName("internal", "de")).toBe(`Angebot-${number}-interne-Kopie.pdf`)
    expect(await fileName("internal", "fr")).toBe(`offre-${number}-copie-interne.pdf`)
    expect(await fileName("internal", "nl")).toBe(`offerte-${number}-interne-kopie.pdf`)
  })

  test("turning an offer into the basket replaces the basket, saving it first when asked", async () => {
    const partner = await api.createPartner()
    const id = await newOffer(partner.auth)
    await send("POST", "/offers", partner.auth, {
      id,
      lines: [
        { item_type: "products", item_id: plain[0], quantity: 2 },
        { item_type: "products", item_id: plain[1], quantity: 1 },
      ],
    })
    await api.handle.db.insert(basketLines).values({
      clientId: partner.id,
      itemType: "products",
      itemId: plain[2]!,
      quantity: 5,
      addedAt: new Date(),
    })
    const { status, body } = await send("POST", `/offers/${id}/basket`, partner.auth, { save_current: true })
    expect(status).toBe(200)
    expect(body.meta.loaded).toBe(2)
    expect(body.meta.saved_current.attributes).toMatchObject({ items_count: 1, quantity_total: 5 })
    const basket = await api.handle.db
      .select({ id: basketLines.itemId, quantity: basketLines.quantity })
      .from(basketLines)
      .where(eq(basketLines.clientId, partner.id))
    expect(basket.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: plain[0], quantity: 2 },
        { id: plain[1], quantity: 1 },
      ].sort((a, b) => a.id!.localeCompare(b.id!)),
    )
    // a partner who may quote but not order has no basket to fill
    const quoter = await api.createPartner([1, 2])
    const own = await newOffer(quoter.auth)
    expect((await send("POST", `/offers/${own}/basket`, quoter.auth, {})).status).toBe(403)
  })
})
