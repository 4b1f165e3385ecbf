// Examples of the orders and the order process (contract/orders.ts, checkout.ts): answers of the API on
// the demo data, as buyer@partners.test, on 2026-11-25 (a Wednesday: the order dates are the next Monday).

import {
  checkDuplicate,
  checkExpressEligibility,
  previewOrder,
  submitOrder,
  validateAddress,
} from "../checkout"
import { type ExampleAnswer, examples } from "../endpoint-examples"
import { getOrder, listOrders, reorderOrder } from "../orders"

/** The order the basket of buyer@partners.test made: the product by UPS, the spare part from the store. */
const placedOrder: ExampleAnswer<typeof submitOrder, 201>["data"] = {
  type: "orders",
  id: "8",
  attributes: {
    order_number: "SO2026-000008",
    order_date: "2026-11-30T07:00:00.000Z",
    order_date_spare_parts: "2026-11-30T07:00:00.000Z",
    created_at: "2026-11-25T10:36:41.530Z",
    status: "received",
    origin: 2,
    comments: "Deliver to the goods entrance, weekdays before 16:00.",
    reference: "PO-2026-1012",
    equipment_delivery: {
      type: "UPS",
      origin: 2,
      address: {
        name: "Horeca Groothandel Vlaanderen",
        line1: "Industrieweg 8",
        postal_code: "9000",
        city: "Gent",
        country: "BE",
      },
      express: false,
    },
    spare_parts_delivery: { type: "STORE", origin: 2, express: false },
    currency: "EUR",
    item_count: 6,
    totals: {
      net: 780132,
      product_tax: 0,
      additional_tax: 2000,
      additional_taxes: [{ name: "Recupel environmental contribution", amount: 2000 }],
      vat_rate: 21,
      vat: 164248,
      total: 946380,
    },
  },
  relationships: {
    lines: {
      data: [
        { type: "order-lines", id: "8-1" },
        { type: "order-lines", id: "8-2" },
      ],
    },
    invoices: { data: [] },
  },
}

/** POST /orders: the order, its lines and what the submission did. */
export const submittedOrder: ExampleAnswer<typeof submitOrder, 201> = {
  data: placedOrder,
  included: [
    {
      type: "order-lines",
      id: "8-1",
      attributes: {
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
    },
    {
      type: "order-lines",
      id: "8-2",
      attributes: {
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
    },
  ],
  meta: { replayed: false, express_dispatch: { equipment: null, spare_parts: null } },
}

examples(submitOrder, {
  body: {
    equipment_delivery: {
      type: "UPS",
      origin: 2,
      express: false,
      address: {
        name: "Horeca Groothandel Vlaanderen",
        line1: "Industrieweg 8",
        postal_code: "9000",
        city: "Gent",
        country: "BE",
      },
    },
    spare_parts_delivery: { type: "STORE", origin: 2, express: false },
    order_date: "2026-11-30 08:00:00",
    order_date_spare_parts: "2026-11-30 08:00:00",
    comments: "Deliver to the goods entrance, weekdays before 16:00.",
    reference: "PO-2026-1012",
  },
  responses: {
    200: {
      ...submittedOrder,
      meta: { replayed: true, express_dispatch: { equipment: null, spare_parts: null } },
    },
    201: submittedOrder,
    422: {
      message: "The given data was invalid.",
      errors: {
        order_date: ["Choose a weekday: there is no shipping on Saturdays and Sundays."],
        comments: ["This field is mandatory."],
        reference: ["This field is mandatory."],
      },
    },
  },
})

examples(checkDuplicate, {
  body: {
    equipment_delivery: {
      type: "UPS",
      origin: 2,
      express: false,
      address: {
        name: "Horeca Groothandel Vlaanderen",
        line1: "Industrieweg 8",
        postal_code: "9000",
        city: "Gent",
        country: "BE",
      },
    },
    spare_parts_delivery: { type: "STORE", origin: 2, express: false },
  },
  responses: {
    200: {
      data: { type: "duplicate-checks", id: "1", attributes: { is_duplicate: false, order_number: null } },
    },
    422: {
      message: "The given data was invalid.",
      errors: { "equipment_delivery.type": ["Choose one of the listed values."] },
    },
  },
})

examples(previewOrder, {
  body: {
    equipment_delivery: {
      type: "UPS",
      origin: 2,
      express: false,
      address: {
        name: "Horeca Groothandel Vlaanderen",
        line1: "Industrieweg 8",
        postal_code: "9000",
        city: "Gent",
        country: "BE",
      },
    },
  },
  responses: {
    200: {
      data: {
        type: "order-previews",
        id: "1",
        attributes: {
          net: 710600,
          product_tax: 0,
          additional_tax: 2000,
          additional_taxes: [{ name: "Recupel environmental contribution", amount: 2000 }],
          vat_rate: 21,
          vat: 149646,
          total: 862246,
          currency: "EUR",
          lines: [
            {
              type: "products",
              item_id: "BCH3-075A",
              qty: 2,
              name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
              unit_price: 355300,
              line_total: 710600,
            },
          ],
        },
      },
    },
    422: {
      message: "The given data was invalid.",
      errors: {
        "equipment_delivery.address.line1": ["This field is mandatory."],
        "equipment_delivery.address.postal_code": ["This postal code does not match the country."],
      },
    },
  },
})

examples(checkExpressEligibility, {
  body: { equipment_country: "BE", spare_parts_country: "GB" },
  responses: {
    200: {
      data: {
        type: "express-eligibility",
        id: "1",
        attributes: {
          equipment: [
            {
              type: "products",
              id: "BCH3-075A",
              name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
              reasons: ["not_ups_ready", "size", "weight"],
            },
          ],
          spare_parts: [{ type: "spare-parts", id: "R0100000", name: "Burner POG-97", reasons: ["country"] }],
          dispatch_date: "2026-11-25",
        },
      },
    },
  },
})

examples(validateAddress, {
  body: { line1: "Industrieweg 8", postal_code: "9000", city: "gent", country: "BE" },
  responses: {
    200: {
      data: {
        type: "address-checks",
        id: "1",
        attributes: {
          status: "corrected",
          fields: ["city"],
          original: { line1: "Industrieweg 8", postal_code: "9000", city: "gent", country: "BE" },
          corrected: { line1: "Industrieweg 8", postal_code: "9000", city: "Gent", country: "BE" },
        },
      },
    },
    422: {
      message: "The given data was invalid.",
      errors: { line1: ["This field is mandatory."], country: ["This field is mandatory."] },
    },
  },
})

examples(listOrders, {
  responses: {
    200: {
      data: [
        placedOrder,
        {
          type: "orders",
          id: "7",
          attributes: {
            order_number: "SO2026-000007",
            order_date: null,
            order_date_spare_parts: "2026-11-02T09:00:00.000Z",
            created_at: "2026-10-31T09:00:00.000Z",
            status: "received",
            origin: 2,
            comments: "Spare parts for the dishwasher.",
            reference: "PO-2026-0998",
            equipment_delivery: null,
            spare_parts_delivery: {
              type: "UPS",
              origin: 2,
              address: {
                name: "Horeca Groothandel Vlaanderen",
                line1: "Industrieweg 8",
                postal_code: "9000",
                city: "Gent",
                country: "BE",
              },
            },
            currency: "EUR",
            item_count: 2,
            totals: {
              net: 15470,
              product_tax: 0,
              additional_tax: 0,
              additional_taxes: [],
              vat_rate: 21,
              vat: 3249,
              total: 18719,
            },
          },
          relationships: { lines: { data: [{ type: "order-lines", id: "7-1" }] }, invoices: { data: [] } },
        },
      ],
      included: [],
      meta: { pagination: { total: 7, count: 2, per_page: 2, current_page: 1, total_pages: 4 } },
    },
  },
})

examples(getOrder, {
  responses: {
    200: {
      data: {
        type: "orders",
        id: "2",
        attributes: {
          order_number: "SO2026-000002",
          order_date: null,
          order_date_spare_parts: "2026-10-13T09:00:00.000Z",
          created_at: "2026-10-11T09:00:00.000Z",
          status: "invoiced",
          origin: 2,
          comments: "Spare parts for the Vapora fryer repair.",
          reference: "PO-2026-0934",
          equipment_delivery: null,
          spare_parts_delivery: {
            type: "UPS",
            origin: 2,
            address: {
              name: "Horeca Groothandel Vlaanderen",
              line1: "Industrieweg 8",
              postal_code: "9000",
              city: "Gent",
              country: "BE",
            },
            express: true,
          },
          currency: "EUR",
          item_count: 6,
          totals: {
            net: 71828,
            product_tax: 0,
            additional_tax: 0,
            additional_taxes: [],
            vat_rate: 21,
            vat: 15084,
            total: 86912,
          },
        },
        relationships: {
          lines: {
            data: [
              { type: "order-lines", id: "2-1" },
              { type: "order-lines", id: "2-2" },
            ],
          },
          invoices: { data: [{ type: "invoices", id: "2" }] },
        },
      },
      included: [
        {
          type: "order-lines",
          id: "2-1",
          attributes: {
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
        },
        {
          type: "order-lines",
          id: "2-2",
          attributes: {
            position: 2,
            item_type: "spare-parts",
            item_id: "R0100007",
            name: "Burner cap GRO-78",
            quantity: 2,
            unit_price: 1148,
            product_tax: 0,
            additional_tax: 0,
            additional_tax_name: null,
            line_total: 2296,
          },
        },
        {
          type: "invoices",
          id: "2",
          attributes: {
            number: "INV2026-000002",
            name: "INV2026-000002.pdf",
            type: "pdf",
            size: null,
            date: "2026-10-12T09:00:00.000Z",
            order_id: "2",
            order_number: "SO2026-000002",
            currency: "EUR",
            total: 86912,
          },
          relationships: { order: { data: { type: "orders", id: "2" } } },
        },
      ],
    },
  },
})

examples(reorderOrder, {
  body: { save_current: true },
  responses: {
    200: {
      data: [
        {
          type: "reorder-lines",
          id: "1",
          attributes: {
            item_type: "products",
            item_id: "CS2-101A",
            name: "Combi steamer 10 × GN 1/1, electric",
            currency: "EUR",
            quantity_ordered: 1,
            quantity: 1,
            unit_price_then: 795_000,
            unit_price_now: 812_940,
            no_longer_sold: false,
            replacement_id: null,
            max_order_quantity: null,
          },
        },
        {
          type: "reorder-lines",
          id: "2",
          attributes: {
            item_type: "products",
            item_id: "BC1-060A",
            name: "Blast chiller 5 × GN 1/1",
            currency: "EUR",
            quantity_ordered: 4,
            quantity: 2,
            unit_price_then: 431_200,
            unit_price_now: 431_200,
            no_longer_sold: false,
            replacement_id: "BC1-060A-2",
            max_order_quantity: 2,
          },
        },
        {
          type: "reorder-lines",
          id: "3",
          attributes: {
            item_type: "spare-parts",
            item_id: "R0100042",
            name: "Door gasket 600 mm",
            currency: "EUR",
            quantity_ordered: 2,
            quantity: 0,
            unit_price_then: 3_890,
            unit_price_now: null,
            no_longer_sold: true,
            replacement_id: null,
            max_order_quantity: null,
          },
        },
      ],
      meta: {
        order_number: "SO2026-000042",
        loaded: 2,
        saved_current: {
          type: "drafts",
          id: "3",
          attributes: {
            number: "SB2026-000003",
            saved_at: "2026-11-25T10:31:26.087Z",
            items_count: 1,
            quantity_total: 2,
            amount: 102_850,
            currency: "EUR",
            order_date: null,
            shipping_date: null,
            comments: null,
            reference: null,
          },
        },
      },
    },
  },
})
