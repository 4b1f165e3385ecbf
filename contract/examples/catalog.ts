import type { z } from "zod"

import {
  getDeclinedMenuTree,
  getMenuTrees,
  type MenuItemResourceSchema,
  type ProductResourceSchema,
} from "../catalog"
import {
  getAvailability,
  getClearanceSummary,
  getMaxPrice,
  getProduct,
  getProductListFilters,
  getProductSitemap,
  getStock,
  listProductLists,
  listProducts,
  listProductsOfKind,
  listProductsOfKindCached,
} from "../catalog-products"
import { searchProducts, searchSpareParts } from "../catalog-search"
import { examples } from "../endpoint-examples"

type MenuItem = z.input<typeof MenuItemResourceSchema>
type Product = z.input<typeof ProductResourceSchema>

// The catalogue as the demo data answers it to buyer@partners.test (a wholesaler paying in EUR): the
// partner's view with prices (cents) and stock, since that is what integrations read; a visitor gets
// attributes.price and attributes.availability null. Lists are cut to one or two items and the menu to
// one branch; every id, price and stock figure is as captured.

// ── Menu ──────────────────────────────────────────────────────────────────────────────────────────────

const cooking: MenuItem = {
  type: "product-categories",
  id: "53",
  attributes: {
    position: 0,
    visibility: "all",
    en: { name: "Cooking", slug: "cooking" },
    fr: { name: "Cuisson", slug: "cuisson" },
    nl: { name: "Kooktoestellen", slug: "kooktoestellen" },
    de: { name: "Kochtechnik", slug: "kochtechnik" },
    it: { name: "Cottura", slug: "cottura" },
    es: { name: "Cocción", slug: "coccion" },
    pt: { name: "Cozedura", slug: "cozedura" },
  },
}

const rangesAndHobs: MenuItem = {
  type: "product-ranges",
  id: "54",
  attributes: {
    position: 0,
    visibility: "all",
    en: { name: "Ranges and hobs", slug: "ranges-and-hobs" },
    fr: { name: "Fourneaux et plans de cuisson", slug: "fourneaux-et-plans-de-cuisson" },
    nl: { name: "Fornuizen en kookplaten", slug: "fornuizen-en-kookplaten" },
    de: { name: "Herde und Kochfelder", slug: "herde-und-kochfelder" },
    it: { name: "Cucine e piani cottura", slug: "cucine-e-piani-cottura" },
    es: { name: "Cocinas y encimeras", slug: "cocinas-y-encimeras" },
    pt: { name: "Fogões e placas", slug: "fogoes-e-placas" },
  },
  relationships: { parent: { data: { type: "product-categories", id: "53" } } },
}

examples(getMenuTrees, {
  responses: {
    200: {
      data: {
        type: "menu-trees",
        id: "main",
        attributes: {
          tree: [
            {
              id: "53",
              type: "product-categories",
              children: [
                {
                  id: "54",
                  type: "product-ranges",
                  children: [{ id: "55", type: "product-subranges", children: [] }],
                },
              ],
            },
          ],
          families: [
            {
              id: "1",
              type: "product-families",
              children: [{ id: "2", type: "product-subfamilies", children: [] }],
            },
          ],
          lines: [{ id: "48", type: "product-lines", children: [] }],
          eprel_classes: ["A", "B", "C", "D", "E", "F", "G"],
        },
      },
      included: [
        cooking,
        rangesAndHobs,
        {
          type: "product-subranges",
          id: "55",
          attributes: {
            position: 0,
            visibility: "all",
            en: { name: "Gas ranges", slug: "gas-ranges" },
            fr: { name: "Fourneaux gaz", slug: "fourneaux-gaz" },
            nl: { name: "Gasfornuizen", slug: "gasfornuizen" },
            de: { name: "Gasherde", slug: "gasherde" },
            it: { name: "Cucine a gas", slug: "cucine-a-gas" },
            es: { name: "Cocinas a gas", slug: "cocinas-a-gas" },
            pt: { name: "Fogões a gás", slug: "fogoes-a-gas" },
          },
          relationships: { parent: { data: { type: "product-ranges", id: "54" } } },
        },
        {
          type: "product-families",
          id: "1",
          attributes: {
            position: 0,
            visibility: "all",
            en: { name: "Gas appliances", slug: "gas-appliances" },
            fr: { name: "Appareils à gaz", slug: "appareils-a-gaz" },
            nl: { name: "Gastoestellen", slug: "gastoestellen" },
            de: { name: "Gasgeräte", slug: "gasgerate" },
            it: { name: "Apparecchiature a gas", slug: "apparecchiature-a-gas" },
            es: { name: "Equipos de gas", slug: "equipos-de-gas" },
            pt: { name: "Equipamentos a gás", slug: "equipamentos-a-gas" },
          },
        },
        {
          type: "product-subfamilies",
          id: "2",
          attributes: {
            position: 0,
            visibility: "all",
            en: { name: "Gas ranges and hobs", slug: "gas-ranges-and-hobs" },
            fr: { name: "Fourneaux et feux vifs gaz", slug: "fourneaux-et-feux-vifs-gaz" },
            nl: { name: "Gasfornuizen en gaskookplaten", slug: "gasfornuizen-en-gaskookplaten" },
            de: { name: "Gasherde und Gaskochfelder", slug: "gasherde-und-gaskochfelder" },
            it: { name: "Cucine e fuochi a gas", slug: "cucine-e-fuochi-a-gas" },
            es: { name: "Cocinas y fogones de gas", slug: "cocinas-y-fogones-de-gas" },
            pt: { name: "Fogões e bocas a gás", slug: "fogoes-e-bocas-a-gas" },
          },
          relationships: { parent: { data: { type: "product-families", id: "1" } } },
        },
        {
          type: "product-lines",
          id: "48",
          attributes: {
            position: 2,
            visibility: "all",
            en: { name: "Pro 900", slug: "pro-900" },
            fr: { name: "Pro 900", slug: "pro-900" },
            nl: { name: "Pro 900", slug: "pro-900" },
            de: { name: "Pro 900", slug: "pro-900" },
            it: { name: "Pro 900", slug: "pro-900" },
            es: { name: "Pro 900", slug: "pro-900" },
            pt: { name: "Pro 900", slug: "pro-900" },
          },
        },
      ],
    },
  },
})

examples(getDeclinedMenuTree, {
  responses: {
    200: {
      data: {
        type: "menu-trees",
        id: "declined",
        attributes: {
          tree: [
            {
              id: "53",
              type: "product-categories",
              children: [
                {
                  id: "54",
                  type: "product-ranges",
                  children: [{ id: "56", type: "product-subranges", children: [] }],
                },
              ],
            },
          ],
        },
      },
      included: [
        cooking,
        rangesAndHobs,
        {
          type: "product-subranges",
          id: "56",
          attributes: {
            position: 1,
            visibility: "all",
            en: { name: "Electric ranges", slug: "electric-ranges" },
            fr: { name: "Fourneaux électriques", slug: "fourneaux-electriques" },
            nl: { name: "Elektrische fornuizen", slug: "elektrische-fornuizen" },
            de: { name: "Elektroherde", slug: "elektroherde" },
            it: { name: "Cucine elettriche", slug: "cucine-elettriche" },
            es: { name: "Cocinas eléctricas", slug: "cocinas-electricas" },
            pt: { name: "Fogões elétricos", slug: "fogoes-eletricos" },
          },
          relationships: { parent: { data: { type: "product-ranges", id: "54" } } },
        },
      ],
    },
  },
})

// ── Products ──────────────────────────────────────────────────────────────────────────────────────────

/** GWK3-040B as a partner sees it; it is in the gas ranges subrange, new, and in stock in both warehouses. */
export const gasWokRange900: Product = {
  type: "products",
  id: "GWK3-040B",
  attributes: {
    name: "Gas wok range – 2 wok burners – Pro 900, 400 mm",
    slug: "gas-wok-range-2-wok-burners-pro-900-400-mm",
    description_tech_spec:
      "Wok range with 2 wok burners of up to 17 kW each, for fast, high-heat Asian cooking. The water-cooled top and integrated swivel tap make cleaning between dishes quick. In the Pro 900, this model is 400 mm wide and built in AISI 304 stainless steel for intensive daily use.",
    popup_info: null,
    brand: 2,
    brand_label: null,
    brand_badge: null,
    label: null,
    media: [
      {
        url: "/api/media/gwk-front-16c1519a13.svg",
        thumb: "/api/media/gwk-front-thumb-011824686b.svg",
        alt: "Gas wok range – 2 wok burners – Pro 900, 400 mm",
        width: 800,
        height: 600,
      },
    ],
    price: {
      currency: "EUR",
      display: 384200,
      catalog: 452000,
      promo: null,
      price: 384200,
      liquidation: null,
      product_tax: 0,
      additional_tax: 0,
    },
    availability: { DBE11: 27, DBE12: 44, total: 71 },
    page_catalog_number: 5,
    page_promo_number: null,
    product_category_id: 53,
    product_range_id: 54,
    product_subrange_id: 55,
    product_family_id: 1,
    product_subfamily_id: 2,
    product_line_id: 48,
    is_new: true,
    is_good_deal: false,
    is_old: false,
    is_ups_ready: false,
    is_highlighted: false,
    is_promo: false,
    hit_parade_rank: null,
    has_accessories: false,
    replacement_product_id: null,
    max_order_quantity: null,
    declined_parent_article_id: null,
    declined_reason: null,
    has_declined_articles: false,
    declined_kid_articles_id: [],
    restock_info: null,
    term_of_delivery_days: 5,
    eprel_class: null,
    reference: "GWK-PRO-900-400",
    gross_weight_kg: 63.5,
    size_mm: "400 × 710 × 860",
    volume_m3: 0.281,
    power_kw: null,
    horse_power: null,
    gas_kcal_h: 24500,
    steam: null,
    voltage: null,
    temperature_c: null,
    additional_tax_name: null,
  },
}

/** GWK3-040B as a visitor sees it: the same without price and stock. */
const gasWokRange900ForVisitors: Product = {
  ...gasWokRange900,
  attributes: { ...gasWokRange900.attributes, price: null, availability: null },
}

const gasRangeOnOpenCabinet800: Product = {
  type: "products",
  id: "GRC7-080A",
  attributes: {
    name: "Gas range on open cabinet – 2 burners – Compact line, 800 mm",
    slug: "gas-range-on-open-cabinet-2-burners-compact-line-800-mm",
    description_tech_spec:
      "Open-burner gas range with 2 burners on an open base cabinet for pans and utensils. Cast-iron pan supports and high-efficiency brass burners from 3.5 to 10 kW. In the Compact line, this model is 800 mm wide and built in AISI 304 stainless steel for intensive daily use.",
    popup_info: null,
    brand: 5,
    brand_label: "03 GOLD",
    brand_badge: "gold",
    label: null,
    media: [
      {
        url: "/api/media/grc-front-d90fe30f12.svg",
        thumb: "/api/media/grc-front-thumb-467388ad74.svg",
        alt: "Gas range on open cabinet – 2 burners – Compact line, 800 mm",
        width: 800,
        height: 600,
      },
    ],
    price: {
      currency: "EUR",
      display: 311950,
      catalog: 367000,
      promo: null,
      price: 311950,
      liquidation: null,
      product_tax: 0,
      additional_tax: 0,
    },
    availability: { DBE11: 0, DBE12: 101, total: 101 },
    page_catalog_number: 26,
    page_promo_number: null,
    product_category_id: 53,
    product_range_id: 54,
    product_subrange_id: 55,
    product_family_id: 1,
    product_subfamily_id: 2,
    product_line_id: 52,
    is_new: false,
    is_good_deal: false,
    is_old: false,
    is_ups_ready: false,
    is_highlighted: false,
    is_promo: false,
    hit_parade_rank: null,
    has_accessories: true,
    replacement_product_id: null,
    max_order_quantity: null,
    declined_parent_article_id: null,
    declined_reason: null,
    has_declined_articles: false,
    declined_kid_articles_id: [],
    restock_info: null,
    term_of_delivery_days: 3,
    eprel_class: null,
    reference: "GRC-COMPACT-LINE-800",
    gross_weight_kg: 96.5,
    size_mm: "800 × 850 × 880",
    volume_m3: 0.688,
    power_kw: null,
    horse_power: null,
    gas_kcal_h: 7700,
    steam: null,
    voltage: null,
    temperature_c: null,
    additional_tax_name: null,
  },
}

/** GWK2-040B: a product similar to GWK3-040B, and the second hit when searching "wok". */
const gasWokRange700: Product = {
  type: "products",
  id: "GWK2-040B",
  attributes: {
    name: "Gas wok range – 2 wok burners – Pro 700, 400 mm",
    slug: "gas-wok-range-2-wok-burners-pro-700-400-mm",
    description_tech_spec:
      "Wok range with 2 wok burners of up to 17 kW each, for fast, high-heat Asian cooking. The water-cooled top and integrated swivel tap make cleaning between dishes quick. In the Pro 700, this model is 400 mm wide and built in AISI 304 stainless steel for intensive daily use.",
    popup_info: null,
    brand: 5,
    brand_label: "03 GOLD",
    brand_badge: "gold",
    label: null,
    media: [
      {
        url: "/api/media/gwk-front-16c1519a13.svg",
        thumb: "/api/media/gwk-front-thumb-011824686b.svg",
        alt: "Gas wok range – 2 wok burners – Pro 700, 400 mm",
        width: 800,
        height: 600,
      },
    ],
    price: {
      currency: "EUR",
      display: 431800,
      catalog: 508000,
      promo: null,
      price: 431800,
      liquidation: null,
      product_tax: 0,
      additional_tax: 0,
    },
    availability: { DBE11: 9, DBE12: 88, total: 97 },
    page_catalog_number: 163,
    page_promo_number: null,
    product_category_id: 53,
    product_range_id: 54,
    product_subrange_id: 55,
    product_family_id: 1,
    product_subfamily_id: 2,
    product_line_id: 47,
    is_new: false,
    is_good_deal: false,
    is_old: false,
    is_ups_ready: false,
    is_highlighted: false,
    is_promo: false,
    hit_parade_rank: null,
    has_accessories: false,
    replacement_product_id: null,
    max_order_quantity: null,
    declined_parent_article_id: null,
    declined_reason: null,
    has_declined_articles: false,
    declined_kid_articles_id: [],
    restock_info: null,
    term_of_delivery_days: 3,
    eprel_class: null,
    reference: "GWK-PRO-700-400",
    gross_weight_kg: 131,
    size_mm: "400 × 840 × 880",
    volume_m3: 0.34,
    power_kw: null,
    horse_power: null,
    gas_kcal_h: 27500,
    steam: null,
    voltage: null,
    temperature_c: null,
    additional_tax_name: null,
  },
}

// GET /products?filter[products.product_subrange_id][value]=55&page[size]=2 (gas ranges)
examples(listProducts, {
  responses: {
    200: {
      data: [gasWokRange900, gasRangeOnOpenCabinet800],
      meta: { pagination: { total: 32, count: 2, per_page: 2, current_page: 1, total_pages: 16 } },
    },
  },
})

// GET /products/filters?filter[products.product_category_id][value]=66 (refrigeration), two of each kind
examples(getProductListFilters, {
  responses: {
    200: {
      data: {
        type: "product-list-filters",
        id: "current",
        attributes: {
          families: [{ id: 19, count: 176 }],
          subfamilies: [
            { id: 24, count: 17 },
            { id: 21, count: 40 },
          ],
          lines: [
            { id: 51, count: 13 },
            { id: 50, count: 22 },
          ],
          eprel: [
            { id: "A", count: 20 },
            { id: "B", count: 18 },
            { id: "C", count: 46 },
            { id: "D", count: 37 },
            { id: "E", count: 22 },
            { id: "F", count: 16 },
            { id: "G", count: 17 },
          ],
        },
      },
    },
  },
})

// GET /products/max-price?filter[products.product_category_id][value]=53 (cooking): 29,580.00 EUR
examples(getMaxPrice, {
  responses: {
    200: { data: { type: "max-price", id: "current", attributes: { max_price: 2958000, currency: "EUR" } } },
  },
})

examples(getClearanceSummary, {
  responses: {
    200: {
      data: {
        type: "clearance-summary",
        id: "current",
        attributes: { articles_in_stock: 77, lowest_price: 20400, currency: "EUR" },
      },
    },
  },
})

examples(getProductSitemap, {
  responses: {
    200: {
      data: [
        { id: "BCH3-075A", category: 66, range: 74, subrange: 75 },
        { id: "BCH3-075A-D1", category: 66, range: 74, subrange: 75 },
      ],
    },
  },
})

// GET /products/GWK3-040B?include[]=similar&include[]=spare-parts&include[]=technical-documents&include[]=metatag
// (one similar product and two of its 31 spare parts kept)
examples(getProduct, {
  responses: {
    200: {
      data: {
        ...gasWokRange900,
        relationships: {
          similar: { data: [{ type: "products", id: "GWK2-040B" }] },
          "spare-parts": {
            data: [
              { type: "spare-parts", id: "R0100035" },
              { type: "spare-parts", id: "R0115148" },
            ],
          },
          "technical-documents": { data: [{ type: "technical-documents", id: "54" }] },
        },
      },
      included: [
        gasWokRange700,
        {
          type: "spare-parts",
          id: "R0100035",
          attributes: {
            name: "Pilot burner GRO-19",
            description:
              "Original spare part, tested in our factory. Fits: Gas range with gas oven, Gas wok range, Gas fryer, Gas solid top range.",
            is_ups_ready: true,
            restock_info: null,
            price: {
              currency: "EUR",
              display: 2635,
              catalog: 3100,
              promo: null,
              price: 2635,
              liquidation: null,
              product_tax: 0,
              additional_tax: 0,
            },
            availability: { DBE11: 10, DBE12: 73, total: 83 },
          },
        },
        {
          type: "spare-parts",
          id: "R0115148",
          attributes: {
            name: "Thermocouple GRO-72",
            description:
              "Original spare part, tested in our factory. Fits: Gas range with gas oven, Gas bain-marie, Gas wok range.",
            is_ups_ready: false,
            restock_info: null,
            price: {
              currency: "EUR",
              display: 935,
              catalog: 1100,
              promo: null,
              price: 935,
              liquidation: null,
              product_tax: 0,
              additional_tax: 0,
            },
            availability: { DBE11: 34, DBE12: 0, total: 34 },
          },
        },
        {
          type: "technical-documents",
          id: "54",
          attributes: {
            type: "technical-data-sheet",
            name: "GWK3-040B-technical-data-sheet-fr.pdf",
            size: 16274,
            language: "fr",
            url: "/api/technical-documents/54/file",
          },
        },
        {
          type: "meta-tags",
          id: "product-GWK3-040B",
          attributes: {
            title: "Gas wok range – 2 wok burners – Pro 900, 400 mm | Belcater Pro",
            description:
              "Wok range with 2 wok burners of up to 17 kW each, for fast, high-heat Asian cooking. The water-cooled top and integrated swivel tap make cleaning between dishes",
          },
        },
      ],
    },
  },
})

// the first product of the list and the first spare part found for "thermostat"
examples(getStock, {
  body: {
    items: [
      { id: "GWK3-040B", type: "products" },
      { id: "R0100021", type: "spare-parts" },
    ],
  },
  responses: {
    200: { data: { "GWK3-040B": { DBE11: 27, DBE12: 44 }, R0100021: { DBE11: 10, DBE12: 106 } } },
    // {"items": [{"id": "not an id!", "type": "products"}]}
    422: {
      message: "The given data was invalid.",
      errors: { "items.0.id": ["Must be a product or spare-part id."] },
    },
  },
})

examples(getAvailability, {
  body: {
    items: [
      { id: "GWK3-040B", type: "products" },
      { id: "R0100021", type: "spare-parts" },
    ],
  },
  responses: {
    200: { data: { "GWK3-040B": 71, R0100021: 116 } },
    // {"items": [{"id": "not an id!", "type": "products"}]}
    422: {
      message: "The given data was invalid.",
      errors: { "items.0.id": ["Must be a product or spare-part id."] },
    },
  },
})

examples(listProductLists, {
  responses: {
    200: {
      data: [
        { type: "product-filters", id: "1", attributes: { key: "new", name: "New products" } },
        { type: "product-filters", id: "2", attributes: { key: "good-deals", name: "Good deals" } },
        { type: "product-filters", id: "3", attributes: { key: "hit-parade", name: "Hit parade" } },
        { type: "product-filters", id: "4", attributes: { key: "promo", name: "Promotions" } },
      ],
    },
  },
})

// GET /product-filters/1/relationships/products?page[size]=1 (new products)
const newProducts = {
  data: [gasWokRange900],
  meta: { pagination: { total: 103, count: 1, per_page: 1, current_page: 1, total_pages: 103 } },
}

examples(listProductsOfKind, { responses: { 200: newProducts } })

examples(listProductsOfKindCached, {
  responses: { 200: { ...newProducts, data: [gasWokRange900ForVisitors] } },
})

// ── Search ────────────────────────────────────────────────────────────────────────────────────────────

// GET /search?query=wok (the first two of 16)
examples(searchProducts, {
  responses: {
    200: {
      data: [
        {
          type: "products",
          id: "GWK2-040A",
          attributes: {
            name: "Gas wok range – 1 wok burner – Pro 700, 400 mm",
            slug: "gas-wok-range-1-wok-burner-pro-700-400-mm",
            description_tech_spec:
              "Wok range with 1 wok burner of up to 17 kW each, for fast, high-heat Asian cooking. The water-cooled top and integrated swivel tap make cleaning between dishes quick. In the Pro 700, this model is 400 mm wide and built in AISI 304 stainless steel for intensive daily use.",
            popup_info: null,
            brand: 6,
            brand_label: "04 PLATINUM",
            brand_badge: "platinum",
            label: null,
            media: [
              {
                url: "/api/media/gwk-front-16c1519a13.svg",
                thumb: "/api/media/gwk-front-thumb-011824686b.svg",
                alt: "Gas wok range – 1 wok burner – Pro 700, 400 mm",
                width: 800,
                height: 600,
              },
            ],
            price: {
              currency: "EUR",
              display: 422450,
              catalog: 497000,
              promo: null,
              price: 422450,
              liquidation: null,
              product_tax: 0,
              additional_tax: 0,
            },
            availability: { DBE11: 10, DBE12: 75, total: 85 },
            page_catalog_number: 212,
            page_promo_number: null,
            product_category_id: 53,
            product_range_id: 54,
            product_subrange_id: 55,
            product_family_id: 1,
            product_subfamily_id: 2,
            product_line_id: 47,
            is_new: false,
            is_good_deal: false,
            is_old: false,
            is_ups_ready: false,
            is_highlighted: false,
            is_promo: false,
            hit_parade_rank: null,
            has_accessories: true,
            replacement_product_id: null,
            max_order_quantity: null,
            declined_parent_article_id: null,
            declined_reason: null,
            has_declined_articles: false,
            declined_kid_articles_id: [],
            restock_info: null,
            term_of_delivery_days: 20,
            eprel_class: null,
            reference: "GWK-PRO-700-400",
            gross_weight_kg: 87.5,
            size_mm: "400 × 880 × 860",
            volume_m3: 0.348,
            power_kw: null,
            horse_power: null,
            gas_kcal_h: 22800,
            steam: null,
            voltage: null,
            temperature_c: null,
            additional_tax_name: null,
          },
        },
        gasWokRange700,
      ],
      meta: {
        query: "wok",
        total: 16,
        pagination: { total: 16, count: 2, per_page: 20, current_page: 1, total_pages: 1 },
      },
    },
  },
})

// GET /search/spare-parts?query=thermostat
examples(searchSpareParts, {
  responses: {
    200: {
      data: [
        {
          type: "spare-parts",
          id: "R0100021",
          attributes: {
            name: "Thermostatic gas valve GCV-41",
            description: "Original spare part, tested in our factory. Fits: Gas conveyor pizza oven.",
            is_ups_ready: true,
            restock_info: null,
            gross_weight_kg: 10.3,
            fits_products: ["GCV1-200A"],
            price: {
              currency: "EUR",
              display: 10243,
              catalog: 12050,
              promo: null,
              price: 10243,
              liquidation: null,
              product_tax: 0,
              additional_tax: 0,
            },
            availability: { DBE11: 10, DBE12: 106, total: 116 },
          },
        },
        {
          type: "spare-parts",
          id: "R0100084",
          attributes: {
            name: "Thermostat CTG-49",
            description:
              "Original spare part, tested in our factory. Fits: Panini contact grill, Electric deck oven.",
            is_ups_ready: false,
            restock_info: null,
            gross_weight_kg: 2.5,
            fits_products: ["CTG7-035B", "DOE5-130A"],
            price: {
              currency: "EUR",
              display: 9860,
              catalog: 11600,
              promo: null,
              price: 9860,
              liquidation: null,
              product_tax: 0,
              additional_tax: 0,
            },
            availability: { DBE11: 40, DBE12: 188, total: 228 },
          },
        },
      ],
      meta: {
        query: "thermostat",
        total: 41,
        pagination: { total: 41, count: 1, per_page: 20, current_page: 1, total_pages: 3 },
      },
    },
  },
})
