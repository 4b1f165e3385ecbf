// Examples of the invoices (contract/invoices.ts): an answer of the API on the demo data, as
// buyer@partners.test.

import { examples } from "../endpoint-examples"
import { listInvoices } from "../invoices"

examples(listInvoices, {
  responses: {
    200: {
      data: [
        {
          type: "invoices",
          id: "2",
          attributes: {
            number: "INV2026-000002",
            name: "INV2026-000002.pdf",
            type: "pdf",
            size: 2882,
            date: "2026-10-12T09:00:00.000Z",
            order_id: "2",
            order_number: "SO2026-000002",
            currency: "EUR",
            total: 86912,
          },
          relationships: { order: { data: { type: "orders", id: "2" } } },
        },
        {
          type: "invoices",
          id: "1",
          attributes: {
            number: "INV2026-000001",
            name: "INV2026-000001.pdf",
            type: "pdf",
            size: 2989,
            date: "2026-09-01T09:00:00.000Z",
            order_id: "1",
            order_number: "SO2026-000001",
            currency: "EUR",
            total: 1209395,
          },
          relationships: { order: { data: { type: "orders", id: "1" } } },
        },
      ],
      meta: { pagination: { total: 2, count: 2, per_page: 2, current_page: 1, total_pages: 1 } },
    },
  },
})
