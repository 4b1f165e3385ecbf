// Examples of the operator's staff operations (contract/staff-orders.ts, contract/staff-ops.ts): answers
// on the demo data, as the demo admin (README), on 2026-12-06.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import {
  deleteStaffJob,
  getOutboxMail,
  listOutboxMails,
  listStaffJobs,
  retryStaffJob,
  setStaffMemberActive,
} from "../staff-ops"
import { getStaffOrder } from "../staff-orders"

examples(getStaffOrder, {
  responses: {
    200: {
      data: {
        type: "orders",
        id: "7",
        attributes: {
          number: "SO2026-000007",
          status: "received",
          created_at: "2026-11-24T10:05:00.000Z",
          email: "buyer@partners.test",
          client_id: "2",
          partner_name: "Bram Peeters",
          company_name: "Brasserie Peeters",
          currency: "EUR",
          total_cents: 418_594,
          invoices: [],
          moves: ["confirm", "cancel"],
          reference: "Kitchen refit",
          comments: "",
          net_cents: 345_945,
          vat_cents: 72_649,
          lines: [
            {
              item_id: "BMG4-080A",
              name: "Gas range",
              quantity: 1,
              unit_cents: 345_945,
              line_cents: 345_945,
            },
          ],
          invoice_ids: [],
        },
      },
    },
  },
})

const mail: ExampleAnswer<typeof listOutboxMails, 200>["data"][number] = {
  type: "mails",
  id: "2026-12-06T09-12-03-114Z-a1b2c3",
  attributes: {
    date: "2026-12-06T09:12:03.000Z",
    to: "buyer@partners.test",
    subject: "Your order SO2026-000007 has been shipped",
  },
}

examples(listOutboxMails, {
  responses: {
    200: {
      data: [mail],
      meta: { kept: true, pagination: { total: 1, count: 1, per_page: 25, current_page: 1, total_pages: 1 } },
    },
  },
})

examples(getOutboxMail, {
  responses: {
    200: {
      data: {
        ...mail,
        attributes: {
          ...mail.attributes,
          language: "en",
          text: "Hello Bram,\n\nYour order SO2026-000007 has been shipped. Its invoice is INV2026-000009.",
        },
      },
    },
  },
})

examples(listStaffJobs, {
  responses: {
    200: {
      data: [
        {
          type: "jobs",
          id: "5b0c6d0e-8f0b-4c7e-9a55-1f2f1e4b8c21",
          attributes: {
            name: "export.generate",
            state: "failed",
            retry_count: 3,
            retry_limit: 3,
            created_on: "2026-12-06T08:00:00.000Z",
            start_after: "2026-12-06T08:07:00.000Z",
            started_on: "2026-12-06T08:07:00.000Z",
            completed_on: "2026-12-06T08:07:02.000Z",
            output: "storage unreachable",
          },
        },
      ],
    },
  },
})

examples(retryStaffJob, {
  responses: { 200: { meta: { id: "5b0c6d0e-8f0b-4c7e-9a55-1f2f1e4b8c21", outcome: "retried" } } },
})
examples(deleteStaffJob, {
  responses: { 200: { meta: { id: "5b0c6d0e-8f0b-4c7e-9a55-1f2f1e4b8c21", outcome: "dropped" } } },
})

examples(setStaffMemberActive, {
  body: { active: false },
  responses: {
    200: {
      data: {
        type: "staff",
        id: "3",
        attributes: {
          email: "content@partners.test",
          name: "Content editor",
          role: "content",
          is_active: false,
          second_factor_enrolled: true,
          created_at: "2026-11-20T09:00:00.000Z",
        },
      },
    },
  },
})
