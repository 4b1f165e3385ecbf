// Examples of the staff operations (contract/staff.ts): answers on the demo data, as the demo staff
// accounts (README), on 2026-12-06.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import {
  addStaffMember,
  checkStaffSecondFactor,
  confirmStaffIdentity,
  createStaffRecoveryCodes,
  getStaffSelf,
  listStaffAuditLog,
  listStaffMembers,
  logInStaff,
  revokeStaffSecondFactor,
} from "../staff"
import {
  approveSignupRequest,
  cancelOrder,
  changePartnerPrices,
  confirmOrder,
  getStaffSettings,
  listStaffSignupRequests,
  rejectSignupRequest,
  revokePartnerSessions,
  setStaffSetting,
  shipOrder,
} from "../staff-area"
import { listStaffOrders } from "../staff-orders"

const admin: ExampleAnswer<typeof getStaffSelf, 200>["data"] = {
  type: "staff",
  id: "1",
  attributes: {
    email: "staff@partners.test",
    name: "Back office administrator",
    role: "admin",
    is_active: true,
    second_factor_enrolled: true,
    created_at: "2026-11-20T09:00:00.000Z",
  },
}

examples(logInStaff, {
  body: { email: "staff@partners.test", password: "Partner-Demo-2026" },
  responses: {
    200: {
      data: {
        type: "staff-login-steps",
        id: "second_factor",
        attributes: {
          step: "second_factor",
          login_token: "bcs_Qm3vX8rT2kLp9sNw4yHc7bZa1eUf6gJd0iOoRtYq5xM",
          expires_at: "2026-12-06T08:05:00.000Z",
          enrolment: null,
        },
      },
    },
  },
})

examples(checkStaffSecondFactor, {
  body: { login_token: "bcs_Qm3vX8rT2kLp9sNw4yHc7bZa1eUf6gJd0iOoRtYq5xM", code: "492039" },
  responses: {
    200: {
      access_token: "bcs_7hYt2WqLm9Vx4cRn8sKb1zPa6eFd3gUj0oIiTrEw5yN",
      token_type: "bearer",
      expires_at: "2026-12-06T16:00:00.000Z",
      idle_timeout: 1800,
      recovery_codes: null,
      data: admin,
    },
  },
})

examples(confirmStaffIdentity, {
  body: { code: "817263" },
  responses: { 200: { meta: { reauthenticated_until: "2026-12-06T10:35:00.000Z" } } },
})

examples(getStaffSelf, {
  responses: {
    200: {
      data: admin,
      meta: {
        permissions: ["signups", "orders", "partners", "content", "settings", "staff", "audit"],
        session: {
          created_at: "2026-12-06T08:00:00.000Z",
          ends_at: "2026-12-06T16:00:00.000Z",
          idle_ends_at: "2026-12-06T10:55:00.000Z",
          reauthenticated_until: null,
        },
        recovery_codes_left: 10,
      },
    },
  },
})

examples(createStaffRecoveryCodes, {
  responses: {
    201: {
      meta: {
        recovery_codes: [
          "k7pq-2mzx-vb4n-s6td",
          "h3wc-q5ry-7jnf-a2ke",
          "x4ud-m6bt-p2qa-z7hs",
          "r5nf-k3vw-6cdy-b2tm",
          "c7ja-w4qe-s5pz-n3ux",
          "t2mh-y6rb-d4kv-q7fa",
          "e5sw-n7cu-j3xp-m2bz",
          "p6tz-a3ky-w5re-h4dn",
          "v3bx-s2qm-f7uc-k5wj",
          "d4ne-t6za-r3hy-x2pq",
        ],
      },
    },
  },
})

const request: ExampleAnswer<typeof listStaffSignupRequests, 200>["data"][number] = {
  type: "signup-requests",
  id: "7",
  attributes: {
    status: "pending",
    created_at: "2026-12-05T16:42:10.000Z",
    reviewed_at: null,
    first_name: "Ann",
    last_name: "Peeters",
    email: "ann@brasserie-peeters.be",
    phone: "+32 2 123 45 67",
    company_name: "Brasserie Peeters",
    company_reference: "BE0123456789",
    company_function: "Owner",
    category: "catering_trade",
    language: "nl",
    newsletter: false,
    client_id: null,
  },
}

examples(listStaffSignupRequests, { responses: { 200: { data: [request] } } })

examples(approveSignupRequest, {
  body: { roles: [1, 2, 3], currency: "EUR", discount: 10, category: "catering_trade" },
  responses: {
    200: {
      data: {
        ...request,
        attributes: {
          ...request.attributes,
          status: "approved",
          reviewed_at: "2026-12-06T08:12:00.000Z",
          client_id: "12",
        },
      },
    },
  },
})

examples(rejectSignupRequest, {
  body: { reason: "We only open accounts for companies with a Belgian or Luxembourg VAT number." },
  responses: {
    200: {
      data: {
        ...request,
        attributes: { ...request.attributes, status: "rejected", reviewed_at: "2026-12-06T08:12:00.000Z" },
      },
    },
  },
})

const order: ExampleAnswer<typeof listStaffOrders, 200>["data"][number] = {
  type: "orders",
  id: "7",
  attributes: {
    number: "SO2026-000007",
    status: "received",
    created_at: "2026-11-24T10:05:00.000Z",
    email: "buyer@partners.test",
    client_id: "2",
    partner_name: "Bram Janssens",
    company_name: "Brasserie Janssens",
    currency: "EUR",
    total_cents: 418_594,
    invoices: [],
    moves: ["confirm", "cancel"],
  },
}

examples(listStaffOrders, {
  responses: {
    200: {
      data: [order],
      meta: { pagination: { total: 1, count: 1, per_page: 20, current_page: 1, total_pages: 1 } },
    },
  },
})
examples(confirmOrder, {
  responses: {
    200: {
      data: { ...order, attributes: { ...order.attributes, status: "confirmed", moves: ["ship", "cancel"] } },
    },
  },
})
examples(shipOrder, {
  responses: {
    200: {
      data: {
        ...order,
        attributes: { ...order.attributes, status: "invoiced", invoices: ["INV2026-000009"], moves: [] },
      },
    },
  },
})
examples(cancelOrder, {
  responses: {
    200: { data: { ...order, attributes: { ...order.attributes, status: "cancelled", moves: [] } } },
  },
})

const switches: ExampleAnswer<typeof getStaffSettings, 200> = {
  data: {
    type: "staff-settings",
    id: "switches",
    attributes: {
      maintenance: false,
      maintenance_until: null,
      registration_only: false,
      partner_login: true,
    },
  },
}

examples(getStaffSettings, { responses: { 200: switches } })
examples(setStaffSetting, {
  body: { key: "maintenance", on: true, until: "2026-12-07T08:00" },
  responses: {
    200: {
      data: {
        ...switches.data,
        attributes: {
          ...switches.data.attributes,
          maintenance: true,
          maintenance_until: "2026-12-07T07:00:00.000Z",
        },
      },
    },
  },
})

examples(changePartnerPrices, {
  body: { currency: "EUR", discount: 12.5, category: "wholesaler" },
  responses: {
    200: {
      data: {
        type: "partner-prices",
        id: "1",
        attributes: { email: "buyer@partners.test", currency: "EUR", discount: 12.5, category: "wholesaler" },
      },
    },
  },
})

const sales: ExampleAnswer<typeof listStaffMembers, 200>["data"][number] = {
  type: "staff",
  id: "4",
  attributes: {
    email: "marie@belcater.example",
    name: "Marie Dubois",
    role: "sales",
    is_active: true,
    second_factor_enrolled: false,
    created_at: "2026-12-06T08:20:00.000Z",
  },
}

examples(listStaffMembers, { responses: { 200: { data: [admin, sales] } } })
examples(addStaffMember, {
  body: { email: "marie@belcater.example", name: "Marie Dubois", role: "sales" },
  responses: { 201: { data: sales, meta: { initial_password: "pW3nX9qLr7Tz2vKb5sHc" } } },
})

examples(listStaffAuditLog, {
  responses: {
    200: {
      data: [
        {
          type: "audit-entries",
          id: "42",
          attributes: {
            at: "2026-12-06T08:12:00.000Z",
            staff_id: "2",
            staff_email: "sales@partners.test",
            action: "order.confirm",
            target: "order:7",
            address: "203.0.113.7",
            user_agent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
            before: { number: "SO2026-000007", status: "received" },
            after: { number: "SO2026-000007", status: "confirmed" },
          },
        },
      ],
    },
  },
})

examples(revokePartnerSessions, { responses: { 200: { meta: { ended: 2 } } } })
examples(revokeStaffSecondFactor, { responses: { 200: { data: sales } } })
