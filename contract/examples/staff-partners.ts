// Examples of the staff operations on partners' accounts (contract/staff-partners.ts): answers on the demo
// data, as the demo sales account (README), on 2026-12-06.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import {
  changePartnerRoles,
  deactivatePartner,
  getStaffPartner,
  listStaffPartnerApiKeys,
  listStaffPartnerOffers,
  listStaffPartnerOrders,
  listStaffPartners,
  reactivatePartner,
  requirePartnerTerms,
  sendPartnerPasswordLink,
} from "../staff-partners"

const summary: ExampleAnswer<typeof listStaffPartners, 200>["data"][number] = {
  type: "staff-partners",
  id: "1",
  attributes: {
    email: "buyer@partners.test",
    first_name: "Anne",
    last_name: "Peeters",
    company_name: "Traiteur Peeters",
    company_number: "C-10042",
    category: "catering_trade",
    currency: "EUR",
    discount: 5,
    is_active: true,
    is_gtc_accepted: true,
    created_at: "2026-11-20T09:00:00.000Z",
  },
}

examples(listStaffPartners, {
  responses: {
    200: {
      data: [summary],
      meta: { pagination: { total: 1, count: 1, per_page: 25, current_page: 1, total_pages: 1 } },
    },
  },
})

const partner: ExampleAnswer<typeof getStaffPartner, 200> = {
  data: {
    type: "staff-partners",
    id: "1",
    attributes: {
      ...summary.attributes,
      phone: "+32 2 555 01 42",
      company_function: "Purchasing",
      language: "fr",
      roles: [1, 2, 3, 4, 5],
      open_logins: 1,
      company: {
        name: "Traiteur Peeters",
        reference_number: "C-10042",
        vat_number: "BE0123456749",
        address: "Rue de la Loi 16, 1000 Brussels, Belgium",
        phone: "+32 2 555 01 40",
      },
      colleagues: [
        { id: "2", email: "chef@partners.test", name: "Marc Janssens", roles: [2, 3], is_active: true },
      ],
    },
  },
}
const partnerNow = (changes: Partial<typeof partner.data.attributes>) => ({
  data: { ...partner.data, attributes: { ...partner.data.attributes, ...changes } },
})

examples(getStaffPartner, { responses: { 200: partner } })
examples(changePartnerRoles, {
  body: { roles: [1, 2, 3] },
  responses: { 200: partnerNow({ roles: [1, 2, 3] }) },
})
examples(requirePartnerTerms, { responses: { 200: partnerNow({ is_gtc_accepted: false }) } })
examples(deactivatePartner, { responses: { 200: partnerNow({ is_active: false, open_logins: 0 }) } })
examples(reactivatePartner, { responses: { 200: partner } })
examples(sendPartnerPasswordLink, { responses: { 200: partner } })

examples(listStaffPartnerOrders, {
  responses: {
    200: {
      data: [
        {
          type: "orders",
          id: "7",
          attributes: {
            number: "SO2026-000007",
            status: "received",
            created_at: "2026-11-24T10:05:00.000Z",
            email: "buyer@partners.test",
            client_id: "1",
            partner_name: "Anne Peeters",
            company_name: "Traiteur Peeters",
            currency: "EUR",
            total_cents: 418_594,
            invoices: [],
            moves: ["confirm", "cancel"],
          },
        },
      ],
    },
  },
})

examples(listStaffPartnerOffers, {
  responses: {
    200: {
      data: [
        {
          type: "offers",
          id: "3",
          attributes: {
            number: "OF2026-000003",
            state: "saved",
            reference: "Kitchen renovation",
            customer_company_name: "Brasserie du Parc",
            currency: "EUR",
            line_count: 4,
            created_at: "2026-11-28T14:10:00.000Z",
            saved_at: "2026-11-28T14:32:00.000Z",
          },
        },
      ],
    },
  },
})

examples(listStaffPartnerApiKeys, {
  responses: {
    200: {
      data: [
        {
          type: "api-keys",
          id: "2",
          attributes: {
            name: "ERP order export",
            prefix: "bck_7Hq2",
            created_at: "2026-11-21T08:00:00.000Z",
            last_used_at: "2026-12-05T23:00:00.000Z",
            revoked_at: null,
          },
        },
      ],
    },
  },
})
