// Examples of the login, the partner's account, the sign-up request and the forgotten password
// (contract/accounts.ts, signup.ts, passwords.ts): answers of the API on the demo data, as
// buyer@partners.test, tokens replaced by placeholders.

import {
  acceptGtc,
  endOtherSessions,
  endSession,
  getCurrentUser,
  getUserCompany,
  listSessions,
  logIn,
  refreshTokens,
  updateCurrentUser,
} from "../accounts"
import { type ExampleAnswer, examples } from "../endpoint-examples"
import { sendResetLink, setNewPassword } from "../passwords"
import { confirmSignup, requestSignup } from "../signup"

/** The demo partner buyer@partners.test, as the login and users/me answer it. */
const buyer: ExampleAnswer<typeof getCurrentUser, 200>["data"] = {
  type: "clients",
  id: "1",
  attributes: {
    email: "buyer@partners.test",
    first_name: "Bram",
    last_name: "Peeters",
    phone: null,
    company_function: "Purchasing manager",
    category: "wholesaler",
    currency: "EUR",
    language: "nl",
    newsletter: false,
    is_gtc_accepted: true,
  },
  relationships: {
    roles: {
      data: [
        { type: "roles", id: "1" },
        { type: "roles", id: "2" },
        { type: "roles", id: "3" },
        { type: "roles", id: "5" },
        { type: "roles", id: "8" },
      ],
    },
  },
  meta: {
    role_flags: {
      price_quotation: true,
      product: true,
      basket: true,
      after_sales: false,
      spare_parts: true,
      product_export_api: false,
      order_export_api: false,
      partner_zone_export: true,
    },
  },
}

examples(logIn, {
  body: { email: "buyer@partners.test", password: "Partner-Demo-2026" },
  responses: {
    200: {
      access_token: "eyJhbGciOi...example",
      token_type: "bearer",
      expires_in: 600,
      refresh_token: "c2VlLXRoZS1kb2Nz...example",
      refresh_at: "2026-11-25T10:32:49.000Z",
      device_token: "d1.kJ3v0Yb8...example.Qm9vT2d1...example",
      data: buyer,
    },
    422: {
      message: "These credentials do not match our records: wrong e-mail address or password.",
      errors: { email: ["These credentials do not match our records: wrong e-mail address or password."] },
    },
  },
})

examples(refreshTokens, {
  body: { refresh_token: "c2VlLXRoZS1kb2Nz...example" },
  responses: {
    200: {
      access_token: "eyJhbGciOi...example",
      token_type: "bearer",
      expires_in: 600,
      refresh_token: "bmV4dC1vbmU...example",
      refresh_at: "2026-11-25T10:36:12.000Z",
      data: buyer,
    },
    422: { message: "The given data was invalid.", errors: { refresh_token: ["This field is mandatory."] } },
  },
})

examples(getCurrentUser, { responses: { 200: { data: buyer } } })

examples(updateCurrentUser, {
  body: {
    data: {
      type: "clients",
      id: "1",
      attributes: { phone: "+32 9 222 33 45", company_function: "Head of purchasing" },
    },
  },
  responses: {
    200: {
      data: {
        ...buyer,
        attributes: { ...buyer.attributes, phone: "+32 9 222 33 45", company_function: "Head of purchasing" },
      },
    },
    422: {
      message: "The given data was invalid.",
      errors: {
        email: ["Enter an e-mail address like name@example.com."],
        password: ["The password needs at least 10 characters."],
        password_confirmation: ["The passwords are not the same."],
      },
    },
  },
})

examples(acceptGtc, {
  responses: {
    200: {
      data: {
        type: "clients",
        id: "3",
        attributes: {
          email: "newcomer@partners.test",
          first_name: "Camille",
          last_name: "Delacroix",
          phone: null,
          company_function: "Purchasing manager",
          category: "catering_trade",
          currency: "EUR",
          language: "fr",
          newsletter: false,
          is_gtc_accepted: true,
        },
        relationships: {
          roles: {
            data: [
              { type: "roles", id: "1" },
              { type: "roles", id: "2" },
              { type: "roles", id: "3" },
            ],
          },
        },
        meta: {
          role_flags: {
            price_quotation: true,
            product: true,
            basket: true,
            after_sales: false,
            spare_parts: false,
            product_export_api: false,
            order_export_api: false,
            partner_zone_export: false,
          },
        },
      },
    },
  },
})

examples(getUserCompany, {
  responses: {
    200: {
      data: {
        type: "companies",
        id: "1",
        attributes: {
          name: "Horeca Groothandel Vlaanderen",
          reference_number: "C-100245",
          vat_number: "BE0456789123",
          address_line1: "Industrieweg 8",
          address_line2: null,
          postal_code: "9000",
          city: "Gent",
          country: "BE",
          phone: "+32 9 222 33 44",
        },
      },
    },
  },
})

examples(requestSignup, {
  body: {
    data: {
      type: "clients",
      attributes: {
        first_name: "Lotte",
        last_name: "Janssens",
        email: "lotte.janssens@brasserie.example",
        email_confirmation: "lotte.janssens@brasserie.example",
        password: "Chosen-Password-42",
        password_confirmation: "Chosen-Password-42",
        phone: "+32 3 555 01 23",
        company_name: "Brasserie Voorbeeld",
        company_reference: "C-104420",
        company_function: "Owner",
        newsletter: false,
        gdpr_accepted: true,
        terms_accepted: true,
        category: "catering_trade",
        captcha_id: "86fc4265-86cc-406a-933f-b0f51a70bc22",
        captcha_value: "KT7MXP",
      },
    },
  },
  responses: {
    202: {
      data: {
        type: "signup-requests",
        id: "0d6a4c1e-7f1b-4a3e-9a52-52f0e8b1c7aa",
        attributes: { status: "pending" },
      },
    },
    422: {
      message: "The given data was invalid.",
      errors: { password_confirmation: ["The passwords are not the same."] },
    },
  },
})

examples(confirmSignup, {
  body: { token: "Zm9yLXRoZS1kb2Nz...example" },
  responses: {
    200: {
      data: {
        type: "signup-requests",
        id: "0d6a4c1e-7f1b-4a3e-9a52-52f0e8b1c7aa",
        attributes: { status: "pending" },
      },
    },
    422: {
      message: "This confirmation link is not valid any more: please send your request again.",
      errors: { token: ["This confirmation link is not valid any more: please send your request again."] },
    },
  },
})

examples(sendResetLink, {
  body: { email: "buyer@partners.test" },
  responses: {
    200: { meta: { email_sent: true } },
    422: {
      message: "The given data was invalid.",
      errors: { email: ["Enter an e-mail address like name@example.com."] },
    },
  },
})

examples(setNewPassword, {
  body: {
    token: "kJ3vQ8...example",
    email: "buyer@partners.test",
    password: "New-Password-2026",
    password_confirmation: "New-Password-2026",
  },
  responses: {
    200: { meta: { password_reset: true } },
    422: {
      message: "The given data was invalid.",
      errors: { password_confirmation: ["The passwords are not the same."] },
    },
  },
})

examples(listSessions, {
  responses: {
    200: {
      data: [
        {
          type: "sessions",
          id: "5b0f8a0e-3c1d-4d47-9d3e-0a1b2c3d4e5f",
          attributes: {
            created_at: "2026-11-25T08:02:11.000Z",
            last_seen_at: "2026-11-25T10:36:12.000Z",
            user_agent:
              "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
            network: "203.0.113.0/24",
            current: true,
            ends_at: "2026-11-25T20:02:11.000Z",
          },
        },
      ],
    },
  },
})

examples(endSession, { responses: {} })

examples(endOtherSessions, { responses: { 200: { meta: { ended: 2 } } } })
