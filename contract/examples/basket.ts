// Examples of the basket and the wishlist (contract/basket.ts): answers of the API on the demo data,
// the basket of buyer@partners.test, the wishlist of a partner without the basket role.

import {
  askForOffer,
  changeBasketLine,
  changeWishlistLine,
  getBasket,
  getWishlist,
  mergeVisitorWishlist,
  replaceBasketItems,
  replaceWishlistItems,
} from "../basket"
import { type ExampleAnswer, examples } from "../endpoint-examples"

/** The basket of buyer@partners.test: a spare part and a product, at the partner's prices (15 % off). */
const basket: ExampleAnswer<typeof replaceBasketItems, 200> = {
  data: {
    type: "baskets",
    id: "1",
    attributes: {
      net: 780132,
      product_tax: 0,
      additional_tax: 2000,
      additional_taxes: [{ name: "Recupel environmental contribution", amount: 2000 }],
      vat_rate: 21,
      vat: 164248,
      total: 946380,
      currency: "EUR",
      count: 2,
      quantity: 6,
    },
    relationships: {
      lines: {
        data: [
          { type: "basket-lines", id: "spare-parts:R0100000" },
          { type: "basket-lines", id: "products:BCH3-075A" },
        ],
      },
    },
  },
  included: [
    {
      type: "basket-lines",
      id: "spare-parts:R0100000",
      attributes: {
        type: "spare-parts",
        item_id: "R0100000",
        qty: 4,
        name: "Burner POG-97",
        unit_price: 17383,
        line_total: 69532,
        product_tax: 0,
        additional_tax: 0,
        additional_tax_name: null,
        replacement_product_id: null,
        max_order_quantity: null,
      },
      relationships: { item: { data: { type: "spare-parts", id: "R0100000" } } },
    },
    {
      type: "basket-lines",
      id: "products:BCH3-075A",
      attributes: {
        type: "products",
        item_id: "BCH3-075A",
        qty: 2,
        name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
        unit_price: 355300,
        line_total: 710600,
        product_tax: 0,
        additional_tax: 1000,
        additional_tax_name: "Recupel environmental contribution",
        replacement_product_id: null,
        max_order_quantity: null,
      },
      relationships: { item: { data: { type: "products", id: "BCH3-075A" } } },
    },
    {
      type: "products",
      id: "BCH3-075A",
      attributes: {
        name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
        slug: "blast-chiller-freezer-5-gn-1-1-pro-900-750-mm",
        price: {
          currency: "EUR",
          display: 355300,
          catalog: 418000,
          promo: null,
          price: 355300,
          liquidation: null,
          product_tax: 0,
          additional_tax: 1000,
        },
        availability: { DBE11: 0, DBE12: 0, total: 0 },
        product_category_id: 66,
        product_range_id: 74,
        product_subrange_id: 75,
        is_good_deal: true,
        is_old: false,
        declined_reason: null,
      },
    },
    {
      type: "spare-parts",
      id: "R0100000",
      attributes: {
        name: "Burner POG-97",
        description: "Original spare part, tested in our factory. Fits: Gas pizza oven, Gas wok range.",
        is_ups_ready: true,
        restock_info: null,
        price: {
          currency: "EUR",
          display: 17383,
          catalog: 20450,
          promo: null,
          price: 17383,
          liquidation: null,
          product_tax: 0,
          additional_tax: 0,
        },
        availability: { DBE11: 13, DBE12: 4, total: 17 },
      },
    },
  ],
}

/** The wishlist of a partner without the basket role, at catalogue prices. */
const wishlist: ExampleAnswer<typeof replaceWishlistItems, 200> = {
  data: {
    type: "wishlists",
    id: "5",
    attributes: { count: 2, quantity: 4 },
    relationships: {
      lines: {
        data: [
          { type: "wishlist-lines", id: "products:BCH3-075A" },
          { type: "wishlist-lines", id: "spare-parts:R0100007" },
        ],
      },
    },
  },
  included: [
    {
      type: "wishlist-lines",
      id: "products:BCH3-075A",
      attributes: {
        type: "products",
        item_id: "BCH3-075A",
        qty: 3,
        name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
      },
      relationships: { item: { data: { type: "products", id: "BCH3-075A" } } },
    },
    {
      type: "wishlist-lines",
      id: "spare-parts:R0100007",
      attributes: { type: "spare-parts", item_id: "R0100007", qty: 1, name: "Burner cap GRO-78" },
      relationships: { item: { data: { type: "spare-parts", id: "R0100007" } } },
    },
    {
      type: "products",
      id: "BCH3-075A",
      attributes: {
        name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
        slug: "blast-chiller-freezer-5-gn-1-1-pro-900-750-mm",
        price: {
          currency: "EUR",
          display: 418000,
          catalog: 418000,
          promo: null,
          price: 418000,
          liquidation: null,
          product_tax: 0,
          additional_tax: 1000,
        },
        availability: { DBE11: 0, DBE12: 0, total: 0 },
        product_category_id: 66,
        product_range_id: 74,
        product_subrange_id: 75,
        is_good_deal: true,
        is_old: false,
        declined_reason: null,
      },
    },
    {
      type: "spare-parts",
      id: "R0100007",
      attributes: {
        name: "Burner cap GRO-78",
        description: "Original spare part, tested in our factory. Fits: Gas range with gas oven.",
        is_ups_ready: false,
        restock_info: null,
        price: {
          currency: "EUR",
          display: 1350,
          catalog: 1350,
          promo: null,
          price: 1350,
          liquidation: null,
          product_tax: 0,
          additional_tax: 0,
        },
        availability: { DBE11: 15, DBE12: 0, total: 15 },
      },
    },
  ],
}

examples(getBasket, { responses: { 200: basket } })

examples(replaceBasketItems, {
  body: {
    items: [
      { id: "BCH3-075A", type: "products", quantity: 2 },
      { id: "R0100000", type: "spare-parts", quantity: 4 },
    ],
  },
  responses: {
    200: basket,
    422: {
      message: "The given data was invalid.",
      errors: { "items.0.quantity": ["The quantity must be at least 1."] },
    },
  },
})

examples(changeBasketLine, {
  body: { intent: "add", id: "BCH3-075A", type: "products", quantity: 2 },
  responses: {
    200: {
      ...basket,
      meta: { warnings: [], outcome: { code: "added", item_id: "BCH3-075A", type: "products", quantity: 2 } },
    },
    422: {
      message: "The given data was invalid.",
      errors: { quantity: ["The quantity can be at most 999."] },
    },
  },
})

examples(getWishlist, { responses: { 200: wishlist } })

examples(replaceWishlistItems, {
  body: {
    items: [
      { id: "BCH3-075A", type: "products", quantity: 3 },
      { id: "R0100007", type: "spare-parts", quantity: 1 },
    ],
  },
  responses: {
    200: wishlist,
    422: {
      message: "The given data was invalid.",
      errors: { "items.1.id": ["Product duplicated: this item is already in the list."] },
    },
  },
})

examples(changeWishlistLine, {
  body: { intent: "increase", id: "BCH3-075A", type: "products" },
  responses: {
    200: {
      ...wishlist,
      meta: { outcome: { code: "updated", item_id: "BCH3-075A", type: "products", quantity: 3 } },
    },
    422: { message: "The given data was invalid.", errors: { intent: ["Choose one of the listed values."] } },
  },
})

examples(mergeVisitorWishlist, {
  body: { key: "5f0c3d2a-8b1e-4c7a-9d6f-2e4b8a1c3f70" },
  responses: {
    200: {
      data: {
        type: "wishlists",
        id: "5",
        attributes: { count: 2, quantity: 3 },
        relationships: {
          lines: {
            data: [
              { type: "wishlist-lines", id: "products:BCH3-075A" },
              { type: "wishlist-lines", id: "products:BCH3-075B" },
            ],
          },
        },
      },
      included: [
        {
          type: "wishlist-lines",
          id: "products:BCH3-075A",
          attributes: {
            type: "products",
            item_id: "BCH3-075A",
            qty: 2,
            name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
          },
          relationships: { item: { data: { type: "products", id: "BCH3-075A" } } },
        },
        {
          type: "wishlist-lines",
          id: "products:BCH3-075B",
          attributes: {
            type: "products",
            item_id: "BCH3-075B",
            qty: 1,
            name: "Blast chiller-freezer – 10 × GN 1/1 – Pro 900, 750 mm",
          },
          relationships: { item: { data: { type: "products", id: "BCH3-075B" } } },
        },
        {
          type: "products",
          id: "BCH3-075A",
          attributes: {
            name: "Blast chiller-freezer – 5 × GN 1/1 – Pro 900, 750 mm",
            slug: "blast-chiller-freezer-5-gn-1-1-pro-900-750-mm",
            price: {
              currency: "EUR",
              display: 418000,
              catalog: 418000,
              promo: null,
              price: 418000,
              liquidation: null,
              product_tax: 0,
              additional_tax: 1000,
            },
            availability: { DBE11: 0, DBE12: 0, total: 0 },
            product_category_id: 66,
            product_range_id: 74,
            product_subrange_id: 75,
            is_good_deal: true,
            is_old: false,
            declined_reason: null,
          },
        },
        {
          type: "products",
          id: "BCH3-075B",
          attributes: {
            name: "Blast chiller-freezer – 10 × GN 1/1 – Pro 900, 750 mm",
            slug: "blast-chiller-freezer-10-gn-1-1-pro-900-750-mm",
            price: {
              currency: "EUR",
              display: 1038000,
              catalog: 1038000,
              promo: null,
              price: 1038000,
              liquidation: null,
              product_tax: 0,
              additional_tax: 500,
            },
            availability: { DBE11: 0, DBE12: 119, total: 119 },
            product_category_id: 66,
            product_range_id: 74,
            product_subrange_id: 75,
            is_good_deal: false,
            is_old: false,
            declined_reason: null,
          },
        },
      ],
    },
    422: { message: "The given data was invalid.", errors: { key: ["The wishlist key is not valid."] } },
  },
})

examples(askForOffer, { responses: { 200: { meta: { offer_requested: true, lines: 2 } } } })
