// Examples of the quick order (contract/quick-order.ts) and the back-in-stock alerts
// (contract/stock-alerts.ts): answers of the API on the demo data, as buyer@partners.test.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import { addQuickOrder, previewQuickOrder, uploadQuickOrder } from "../quick-order"
import { createStockAlert, deleteStockAlert, listStockAlerts } from "../stock-alerts"

type Line = ExampleAnswer<typeof previewQuickOrder, 200>["data"][number]

const combiSteamer: Line = {
  type: "quick-order-lines",
  id: "1",
  attributes: {
    article: "CS2-101A",
    quantity_typed: "2",
    quantity: 2,
    status: "ok",
    error: null,
    notices: [],
    item: {
      type: "products",
      id: "CS2-101A",
      name: "Combi steamer 10 × GN 1/1, electric",
      picture: {
        thumb: "/api/media/products/CS2-101A/1-thumb.svg",
        alt: "Combi steamer 10 × GN 1/1, electric",
        width: 800,
        height: 600,
      },
      price: {
        currency: "EUR",
        display: 812_940,
        catalog: 955_400,
        promo: null,
        price: 812_940,
        liquidation: null,
        product_tax: 0,
        additional_tax: 1_000,
      },
      availability: { DBE11: 4, DBE12: 12, total: 16 },
      slug: "combi-steamer-10-gn-1-1-electric",
      product_category_id: 1,
      product_range_id: 11,
      product_subrange_id: 111,
      replacement_product_id: null,
    },
    outcome: null,
  },
}

const burner: Line = {
  type: "quick-order-lines",
  id: "2",
  attributes: {
    article: "r0100007",
    quantity_typed: "5",
    quantity: 5,
    status: "warning",
    error: null,
    notices: [
      {
        code: "merged",
        message: "Lines 2, 4 have the same number: merged, their quantities added.",
        from: null,
        to: null,
        replacement_id: null,
        rows: [2, 4],
      },
    ],
    item: {
      type: "spare-parts",
      id: "R0100007",
      name: "Burner POG-97",
      picture: null,
      price: {
        currency: "EUR",
        display: 4_210,
        catalog: 4_950,
        promo: null,
        price: 4_210,
        liquidation: null,
        product_tax: 0,
        additional_tax: 0,
      },
      availability: { DBE11: 30, DBE12: 0, total: 30 },
      slug: null,
      product_category_id: null,
      product_range_id: null,
      product_subrange_id: null,
      replacement_product_id: null,
    },
    outcome: null,
  },
}

const unknown: Line = {
  type: "quick-order-lines",
  id: "3",
  attributes: {
    article: "CS2-1O1A",
    quantity_typed: "1",
    quantity: null,
    status: "error",
    error: {
      code: "unknown_item",
      message: "No product or spare part has the number CS2-1O1A.",
      replacement_id: null,
      max_order_quantity: null,
    },
    notices: [],
    item: null,
    outcome: null,
  },
}

const preview = {
  data: [combiSteamer, burner, unknown],
  meta: { target: "basket" as const, lines: 3, valid: 2, errors: 1, added: null },
}

examples(previewQuickOrder, {
  body: {
    lines: [{ id: "CS2-101A", quantity: "2" }],
    text: "r0100007;3\nCS2-1O1A;1\nR0100007;2",
  },
  responses: {
    200: preview,
    422: {
      message: "The given data was invalid.",
      errors: { text: ["A quick order holds at most 500 lines."] },
    },
  },
})

// the file's 422 (errors.file) is described on the operation; the example's schema is the preview's
examples(uploadQuickOrder, { responses: { 200: preview } })

examples(addQuickOrder, {
  body: { text: "CS2-101A\t2\nr0100007 3\nCS2-1O1A,1\nR0100007;2" },
  responses: {
    200: {
      data: [
        { ...combiSteamer, attributes: { ...combiSteamer.attributes, outcome: "added" } },
        { ...burner, attributes: { ...burner.attributes, outcome: "added" } },
        { ...unknown, attributes: { ...unknown.attributes, outcome: "not_added" } },
      ],
      meta: { ...preview.meta, added: 2 },
    },
    422: {
      message: "The given data was invalid.",
      errors: { "lines.0.id": ["This text is too long (at most 64 characters)."] },
    },
  },
})

const alert: ExampleAnswer<typeof createStockAlert, 201>["data"] = {
  type: "stock-alerts",
  id: "17",
  attributes: {
    item_type: "products",
    item_id: "FR4-070B",
    name: "Fryer 2 × 10 l, electric",
    slug: "fryer-2-10-l-electric",
    product_category_id: 1,
    product_range_id: 14,
    product_subrange_id: 142,
    created_at: "2026-11-25T10:12:44.310Z",
    notified_at: null,
  },
}

examples(listStockAlerts, {
  responses: {
    200: {
      data: [
        alert,
        {
          type: "stock-alerts",
          id: "9",
          attributes: {
            item_type: "spare-parts",
            item_id: "R0100007",
            name: "Burner POG-97",
            slug: null,
            product_category_id: null,
            product_range_id: null,
            product_subrange_id: null,
            created_at: "2026-11-18T08:30:02.118Z",
            notified_at: "2026-11-21T06:01:00.402Z",
          },
        },
      ],
    },
  },
})

examples(createStockAlert, {
  body: { id: "FR4-070B", type: "products" },
  responses: {
    200: { data: alert },
    201: { data: alert },
    422: {
      message: "The given data was invalid.",
      errors: { id: ["This item is in stock now: it can be ordered."] },
    },
  },
})

examples(deleteStockAlert, { responses: {} })
