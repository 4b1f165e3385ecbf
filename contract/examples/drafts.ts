// Examples of the saved baskets (contract/drafts.ts): answers of the API on the demo data, as
// buyer@partners.test.

import { createDraft, getDraft, listDrafts, loadDraft } from "../drafts"
import { type ExampleAnswer, examples } from "../endpoint-examples"

/** A saved basket with its dates, comments and reference. */
const savedBasket: ExampleAnswer<typeof createDraft, 200>["data"] = {
  type: "drafts",
  id: "1",
  attributes: {
    number: "SB2026-000001",
    saved_at: "2026-11-25T10:29:03.412Z",
    items_count: 2,
    quantity_total: 6,
    amount: 946380,
    currency: "EUR",
    order_date: "2026-12-07T08:00:00.000Z",
    shipping_date: "2026-12-14T08:00:00.000Z",
    comments: "Blast chiller for the new pastry kitchen; confirm the size with the chef.",
    reference: "Hotel Zeezicht kitchen",
  },
}

/** The current basket, saved by loading another with {"save_current": true}. */
const currentBasketSaved: ExampleAnswer<typeof createDraft, 200>["data"] = {
  type: "drafts",
  id: "2",
  attributes: {
    number: "SB2026-000002",
    saved_at: "2026-11-25T10:31:26.087Z",
    items_count: 2,
    quantity_total: 6,
    amount: 946380,
    currency: "EUR",
    order_date: null,
    shipping_date: null,
    comments: null,
    reference: null,
  },
}

examples(listDrafts, {
  responses: {
    200: {
      data: [currentBasketSaved, savedBasket],
      meta: { pagination: { total: 2, count: 2, per_page: 2, current_page: 1, total_pages: 1 } },
    },
  },
})

examples(createDraft, {
  body: {
    reference: "Hotel Zeezicht kitchen",
    comments: "Blast chiller for the new pastry kitchen; confirm the size with the chef.",
    order_date: "2026-12-07 08:00:00",
    shipping_date: "2026-12-14 08:00:00",
  },
  responses: {
    200: { data: savedBasket },
    422: {
      message: "The given data was invalid.",
      errors: { order_date: ["Enter a date and time as yyyy-MM-dd HH:mm:ss."] },
    },
  },
})

examples(getDraft, {
  responses: {
    200: {
      data: {
        ...savedBasket,
        attributes: {
          ...savedBasket.attributes,
          lines: [
            {
              position: 1,
              item_type: "spare-parts",
              item_id: "R0100000",
              name: "Burner POG-97",
              quantity: 4,
              unit_price: 17383,
              product_tax: 0,
              additional_tax: 0,
              additional_tax_name: null,
              line_total: 69532,
            },
            {
              position: 2,
              item_type: "products",
              item_id: "BCH3-075A",
              name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
              quantity: 2,
              unit_price: 355300,
              product_tax: 0,
              additional_tax: 1000,
              additional_tax_name: "Recupel environmental contribution",
              line_total: 710600,
            },
          ],
          unavailable: [],
          totals: {
            net: 780132,
            product_tax: 0,
            additional_tax: 2000,
            additional_taxes: [{ name: "Recupel environmental contribution", amount: 2000 }],
            vat_rate: 21,
            vat: 164248,
            total: 946380,
            currency: "EUR",
          },
        },
        relationships: {
          items: {
            data: [
              { type: "spare-parts", id: "R0100000" },
              { type: "products", id: "BCH3-075A" },
            ],
          },
        },
      },
      included: [
        {
          type: "spare-parts",
          id: "R0100000",
          attributes: {
            name: "Burner POG-97",
            description: "Original spare part, tested in our factory. Fits: Gas pizza oven, Gas wok range.",
            price: { currency: "EUR", display: 17383 },
            availability: { DBE11: 13, DBE12: 4, total: 17 },
            is_old: false,
            replacement_product_id: null,
            max_order_quantity: null,
            restock_info: null,
          },
        },
        {
          type: "products",
          id: "BCH3-075A",
          attributes: {
            name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
            description:
              "Brings cooked food for 5 × GN 1/1 from +70 °C to +3 °C in 90 minutes or to -18 °C in 240 minutes, in line with HACCP rules.",
            price: { currency: "EUR", display: 355300 },
            availability: { DBE11: 0, DBE12: 0, total: 0 },
            is_old: false,
            replacement_product_id: null,
            max_order_quantity: null,
            restock_info: "2026-11-08",
          },
        },
      ],
    },
  },
})

examples(loadDraft, {
  body: { save_current: true },
  responses: {
    200: {
      data: savedBasket,
      meta: { saved_current: currentBasketSaved, loaded: 2, skipped: [], warnings: [] },
    },
    422: {
      message: "The given data was invalid.",
      errors: { save_current: ["Please fill in this field correctly."] },
    },
  },
})
