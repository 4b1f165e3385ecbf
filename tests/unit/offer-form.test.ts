import { describe, expect, test } from "vitest"

import { offerAsPosted } from "../../app/routes/my-offers/offer-as-posted"
import {
  addItems,
  bodyOf,
  checkBody,
  placeErrors,
  readOfferForm,
  removeLine,
} from "../../app/routes/my-offers/offer-form.server"

// OFFER-7: the offer editor's one form read into the API's whole body; amounts and percentages as
// partners type them, every typed value kept beside its message, and the API's paths put on the inputs.

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const twoLines = {
  csrf: "token",
  intent: "update",
  "lines.0.item_type": "products",
  "lines.0.item_id": "FT1-060A",
  "lines.0.quantity": "2",
  "lines.0.selling_price": "1.234,50",
  "lines.0.discount": "12,5",
  "lines.1.item_type": "spare-parts",
  "lines.1.item_id": "R0100007",
  "lines.1.quantity": "1",
  "lines.1.selling_price": "",
  "lines.1.discount": "",
  reference: "Kitchen Ghent",
  global_discount: "5",
  transport_price: "150",
  "customer.company_name": "Brasserie De Gouden Leeuw",
  "customer.country": "BE",
}

describe("the offer editor's form", () => {
  test("German-style amounts and percentages become cents and basis points; empty means the default", () => {
    const { draft, reply } = readOfferForm(form({ ...twoLines, show_only_catalog_price: "on" }))
    expect(reply.errors).toEqual({})
    expect(reply.rowKeys).toEqual(["products:FT1-060A", "spare-parts:R0100007"])
    expect(draft.lines).toEqual([
      { item_type: "products", item_id: "FT1-060A", quantity: 2, selling_price: 123450, discount: 1250 },
      // no selling price: the catalogue price; no discount: 0
      { item_type: "spare-parts", item_id: "R0100007", quantity: 1, selling_price: null, discount: 0 },
    ])
    expect(draft).toMatchObject({
      global_discount: 500,
      transport_price: 15000,
      show_only_catalog_price: true,
    })
    const body = bodyOf("12", draft, false)
    expect(body.lines[1]).not.toHaveProperty("selling_price")
    expect(checkBody(body)).toEqual({})
  })

  test("what is not an amount, a percentage or a quantity is refused beside its input, as typed", () => {
    const { reply } = readOfferForm(
      form({
        ...twoLines,
        "lines.0.quantity": "two",
        "lines.0.selling_price": "12,345",
        "lines.1.discount": "abc",
        transport_price: "lots",
      }),
    )
    expect(reply.errors).toEqual({
      "lines.0.quantity": ["validation.quantity"],
      "lines.0.selling_price": ["validation.amount"],
      "lines.1.discount": ["validation.percent"],
      transport_price: ["validation.amount"],
    })
    expect(reply.values["lines.0.quantity"]).toBe("two")
    expect(reply.values).not.toHaveProperty("csrf")
  })

  test("a line of a form no page sends is a bad request", () => {
    expect(() => readOfferForm(form({ "lines.0.item_type": "boats", "lines.0.item_id": "X" }))).toThrow()
  })

  test("items already in the offer get their quantity added, new ones come last at the catalogue price", () => {
    const { draft } = readOfferForm(form(twoLines))
    addItems(
      draft,
      [
        { item_type: "products", item_id: "FT1-060A", quantity: 3 },
        { item_type: "products", item_id: "BMG4-080A", quantity: 1 },
      ],
      (itemId) => ({ list: itemId }),
    )
    expect(draft.lines.map((line) => [line.item_id, line.quantity, line.selling_price])).toEqual([
      ["FT1-060A", 5, 123450],
      ["R0100007", 1, null],
      ["BMG4-080A", 1, null],
    ])
    expect(draft.sources).toEqual([{ row: 0 }, { row: 1 }, { list: "BMG4-080A" }])
    removeLine(draft, "spare-parts:R0100007")
    removeLine(draft, "products:gone")
    expect(draft.sources).toEqual([{ row: 0 }, { list: "BMG4-080A" }])
  })

  test("the contract's and the API's messages land on the input of the row they are about", () => {
    const { draft, reply } = readOfferForm(form(twoLines))
    removeLine(draft, "products:FT1-060A")
    addItems(draft, [{ item_type: "products", item_id: "NEW-1", quantity: 1 }], () => ({ add: true }))
    addItems(draft, [{ item_type: "products", item_id: "OLD-9", quantity: 1 }], (id) => ({ list: id }))
    placeErrors(
      reply,
      {
        // the body's line 0 is the form's row 1 now that row 0 is removed
        "lines.0.quantity": ["Enter a quantity of at least 1."],
        "lines.1.item_id": ["There is no product or spare part with this number."],
        "lines.2.item_id": ["validation.itemUnknown"],
        "customer.company_reference": ["validation.vatNumber|example=BE0123456749"],
        id: ["This offer is saved and can no longer change: duplicate it to make a new one."],
      },
      draft.sources,
      (message) => (message === "validation.itemUnknown" ? "There is no such item." : message),
    )
    expect(reply.errors).toEqual({
      "lines.1.quantity": ["Enter a quantity of at least 1."],
      add_item: ["There is no product or spare part with this number."],
      "customer.company_reference": ["validation.vatNumber|example=BE0123456749"],
    })
    expect(reply.formErrors).toEqual([
      "OLD-9: There is no such item.",
      "This offer is saved and can no longer change: duplicate it to make a new one.",
    ])
  })

  test("the contract's schema checks the body before it is sent: a VAT number needs its country's format", () => {
    const { draft } = readOfferForm(
      form({ ...twoLines, "customer.company_reference": "BE0123456789", "lines.0.quantity": "0" }),
    )
    expect(checkBody(bodyOf("12", draft, true))).toEqual({
      "customer.company_reference": ["validation.vatNumber|example=BE0123456749"],
      "lines.0.quantity": ["validation.quantity"],
    })
    const { draft: nameless } = readOfferForm(form({ ...twoLines, "customer.company_name": " " }))
    expect(checkBody(bodyOf("12", nameless, true))).toEqual({
      "customer.company_name": ["validation.required"],
    })
    expect(checkBody(bodyOf("12", nameless, false))).toEqual({})
  })
})

// decision 038: without scripts, the answer to a post during an outage draws the editor from the form
describe("the offer editor drawn from the form as posted", () => {
  test("its lines, options and customer are what was typed; what only the API knows is left out", () => {
    const { reply } = readOfferForm(form({ ...twoLines, "lines.0.quantity": "x" }))
    const offer = offerAsPosted("12", reply)
    expect(offer.id).toBe("12")
    expect(offer.number).toBe("")
    expect(offer.totals).toEqual([])
    expect(
      offer.lines.map(({ key, itemId, sellingInput, discountInput }) => ({
        key,
        itemId,
        sellingInput,
        discountInput,
      })),
    ).toEqual([
      { key: "products:FT1-060A", itemId: "FT1-060A", sellingInput: "1.234,50", discountInput: "12,5" },
      { key: "spare-parts:R0100007", itemId: "R0100007", sellingInput: "", discountInput: "" },
    ])
    expect(offer.lines[0]).toMatchObject({ name: "", purchase: null, catalog: null, total: "–" })
    expect(offer.inputs).toMatchObject({
      reference: "Kitchen Ghent",
      global_discount: "5",
      transport_price: "150",
      "customer.company_name": "Brasserie De Gouden Leeuw",
      "customer.country": "BE",
      "customer.city": "",
    })
    // a checkbox that is not ticked is not posted
    expect(offer.showOnlyCatalogPrice).toBe(false)
    expect(
      offerAsPosted("12", readOfferForm(form({ ...twoLines, show_only_catalog_price: "on" })).reply)
        .showOnlyCatalogPrice,
    ).toBe(true)
  })
})
