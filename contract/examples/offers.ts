// Examples of the offers (contract/offers.ts): answers of the API on the demo data, as
// buyer@partners.test (15 % off catalogue prices), for a made-up end customer.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import { createOffer, getOffer, listOffers, offerToBasket, saveOffer } from "../offers"

/** A saved offer, as the list of offers shows it. */
const savedOffer: ExampleAnswer<typeof listOffers, 200>["data"][number] = {
  type: "offers",
  id: "1",
  attributes: {
    number: "OF-00001",
    state: "saved",
    created_at: "2026-11-25T10:44:18.220Z",
    saved_at: "2026-11-25T10:52:37.905Z",
    valid_until: "2026-12-25",
    reference: "Bistro Voorbeeldhoek – kitchen renewal",
    currency: "EUR",
    global_discount: 500,
    transport_price: 4500,
    show_only_catalog_price: false,
    customer: {
      company_name: "Bistro Voorbeeldhoek",
      company_reference: "BE0123456749",
      telephone: "+32 9 233 44 55",
      address_line1: "Voorbeeldstraat 12",
      address_line2: null,
      postal_code: "9000",
      city: "Gent",
      country: "BE",
      additional_information: "Delivery and installation in January",
    },
    lines_count: 2,
    total: 1343015,
  },
}

/** The saved offer with its lines and totals. */
const savedOfferDocument: ExampleAnswer<typeof getOffer, 200> = {
  data: {
    ...savedOffer,
    attributes: {
      ...savedOffer.attributes,
      lines: [
        {
          position: 1,
          item_type: "products",
          item_id: "BCH3-075A",
          name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
          quantity: 2,
          available: true,
          catalog_price: 418000,
          purchase_price: 355300,
          selling_price: 418000,
          discount: 1000,
          reduced_price: 376200,
          line_total: 752400,
          product_tax: 0,
          additional_tax: 1000,
          additional_tax_name: "Recupel environmental contribution",
        },
        {
          position: 2,
          item_type: "products",
          item_id: "BCH3-075A-D1",
          name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm (reconditioned)",
          quantity: 1,
          available: true,
          catalog_price: 407000,
          purchase_price: 284900,
          selling_price: 407000,
          discount: 0,
          reduced_price: 407000,
          line_total: 407000,
          product_tax: 0,
          additional_tax: 2000,
          additional_tax_name: "Recupel environmental contribution",
        },
      ],
      totals: {
        net: 1101430,
        product_tax: 0,
        additional_tax: 4000,
        additional_taxes: [{ name: "Recupel environmental contribution", amount: 4000 }],
        vat_rate: 21,
        vat: 233085,
        total: 1343015,
        currency: "EUR",
        lines_total: 1159400,
        global_discount_amount: 57970,
        transport: 4500,
        purchase_total: 995500,
        margin: 105930,
      },
    },
  },
}

examples(createOffer, {
  responses: {
    201: {
      data: {
        type: "offers",
        id: "1",
        attributes: {
          number: "OF-00001",
          state: "created",
          created_at: "2026-11-25T10:44:18.220Z",
          saved_at: null,
          valid_until: null,
          reference: null,
          currency: "EUR",
          global_discount: 0,
          transport_price: 0,
          show_only_catalog_price: false,
          customer: {
            company_name: null,
            company_reference: null,
            telephone: null,
            address_line1: null,
            address_line2: null,
            postal_code: null,
            city: null,
            country: null,
            additional_information: null,
          },
          lines_count: 0,
          total: 0,
          lines: [],
          totals: {
            net: 0,
            product_tax: 0,
            additional_tax: 0,
            additional_taxes: [],
            vat_rate: 21,
            vat: 0,
            total: 0,
            currency: "EUR",
            lines_total: 0,
            global_discount_amount: 0,
            transport: 0,
            purchase_total: 0,
            margin: 0,
          },
        },
      },
    },
  },
})

examples(saveOffer, {
  body: {
    id: "1",
    save: true,
    reference: "Bistro Voorbeeldhoek – kitchen renewal",
    global_discount: 500,
    transport_price: 4500,
    show_only_catalog_price: false,
    customer: {
      company_name: "Bistro Voorbeeldhoek",
      company_reference: "BE0123456749",
      telephone: "+32 9 233 44 55",
      address_line1: "Voorbeeldstraat 12",
      address_line2: "",
      postal_code: "9000",
      city: "Gent",
      country: "BE",
      additional_information: "Delivery and installation in January",
    },
    lines: [
      { item_type: "products", item_id: "BCH3-075A", quantity: 2, discount: 1000 },
      { item_type: "products", item_id: "BCH3-075A-D1", quantity: 1, selling_price: null },
    ],
  },
  responses: {
    200: savedOfferDocument,
    422: {
      message: "The given data was invalid.",
      errors: {
        "customer.company_reference": [
          "This VAT number does not match the country's format, for example BE0123456749.",
        ],
      },
    },
  },
})

examples(listOffers, {
  responses: {
    200: {
      data: [savedOffer],
      meta: { pagination: { total: 1, count: 1, per_page: 2, current_page: 1, total_pages: 1 } },
    },
  },
})

examples(getOffer, { responses: { 200: savedOfferDocument } })

examples(offerToBasket, {
  body: { save_current: false },
  responses: {
    200: { data: savedOffer, meta: { saved_current: null, loaded: 2, skipped: [], warnings: [] } },
    422: {
      message: "The given data was invalid.",
      errors: { save_current: ["Please fill in this field correctly."] },
    },
  },
})
