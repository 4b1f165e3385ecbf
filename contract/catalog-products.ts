import { z } from "zod"

import {
  AvailabilitySchema,
  PARTNER_PRICES_NOTE,
  PriceSchema,
  ProductListDocumentSchema,
  ProductResourceSchema,
} from "./catalog"
import {
  DEFAULT_PAGE_SIZE,
  EPREL_CLASSES,
  MAX_PAGE_SIZE,
  PRODUCT_DETAIL_INCLUDES,
  PRODUCT_FILTER_KINDS,
  PRODUCT_INCLUDES,
  PRODUCT_SORTS,
} from "./catalog-rules"
import { endpoint } from "./endpoint"
import { CURRENCIES } from "./money"

// GET products and its companions (filters, max price, clearance, sitemap, stock, lists by kind, one
// product). The query language itself is parsed by the API (api/modules/catalog/product-query.ts, CAT-24:
// every value trimmed, unknown filters and malformed values a 422 naming the parameter); the schema
// below states it for the OpenAPI document and for the shop's typed calls (catalog-query.ts builds it).

/** The query parameters GET products (and its filters and max-price companions) understands. */
export const ProductQuerySchema = z.object({
  "filter[products.product_category_id][value]": z.string().optional().describe("category id"),
  "filter[products.product_range_id][value]": z.string().optional().describe("range id"),
  "filter[products.product_subrange_id][value]": z.string().optional().describe("subrange id"),
  "filter[products.product_family_id][value]": z.string().optional().describe("family id"),
  "filter[products.product_subfamily_id][value]": z.string().optional().describe("subfamily id"),
  "filter[products.product_line_id][value]": z.string().optional().describe("line id"),
  "filter[products.eprel_class][value]": z
    .string()
    .optional()
    .describe("EPREL classes, comma-separated (A–G)"),
  "filter[products.is_highlighted][value]": z
    .enum(["0", "1"])
    .optional()
    .describe("1: highlighted products, at most 10"),
  "filter[products.is_old][value]": z
    .enum(["0", "1"])
    .optional()
    .describe("0: without old products; 1: only old"),
  "filter[price][min]": z.string().optional().describe("lowest price (partners only; ignored for visitors)"),
  "filter[price][max]": z.string().optional().describe("highest price (partners only; ignored for visitors)"),
  "filter[products.id][value]": z.string().optional().describe("product ids, comma-separated"),
  "filter[products.id][op]": z.literal("in").optional(),
  "filter[products.declined_kid_articles_id][value]": z
    .string()
    .optional()
    .describe("clearance kid ids, comma-separated: answers an unpaginated list"),
  "filter[product_filter][0][value]": z
    .enum(PRODUCT_FILTER_KINDS)
    .optional()
    .describe("a list kind; more entries: [1], [2], …"),
  "filter[product_filter][0][op]": z.enum(["eq", "neq"]).optional(),
  "filter[product_filter][0][price]": z
    .string()
    .optional()
    .describe("with eq: at most this price (partners only)"),
  // a second kind, both must hold (the clearance of a special list); checked like [0] by the parser
  "filter[product_filter][1][value]": z
    .string()
    .optional()
    .describe("a second list kind, combined with [0]; the same values"),
  sort: z
    .enum(PRODUCT_SORTS)
    .optional()
    .describe("price and availability sorts apply to partners; visitors get the catalogue order"),
  "include[]": z
    .union([z.enum(PRODUCT_INCLUDES), z.array(z.enum(PRODUCT_INCLUDES))])
    .optional()
    .describe("includedProducts: the clearance kid articles of the listed products"),
  "page[number]": z.string().optional().describe("from 1 (default 1); past the last page: an empty page"),
  "page[size]": z.string().optional().describe(`1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`),
})

export const listProducts = endpoint({
  method: "get",
  path: "/products",
  operationId: "listProducts",
  auth: "optional",
  summary: "Products, filtered, sorted and paginated",
  description:
    "Every filter of the catalogue's query language. Unknown filters and malformed values answer 422 naming the parameter. Price filters and " +
    "the price and availability sorts apply to partners only (a visitor's list is never shaped by prices). A list " +
    `filtered by declined_kid_articles_id is not paginated. ${PARTNER_PRICES_NOTE}`,
  tags: ["Catalogue"],
  query: ProductQuerySchema,
  responses: { 200: { description: "A page of products", schema: ProductListDocumentSchema } },
})

const CountSchema = z.object({ id: z.number(), count: z.number() })

export const ProductListFiltersSchema = z.object({
  families: z.array(CountSchema),
  subfamilies: z.array(CountSchema),
  lines: z.array(CountSchema),
  eprel: z.array(z.object({ id: z.enum(EPREL_CLASSES), count: z.number() })),
})
export type ProductListFilters = z.infer<typeof ProductListFiltersSchema>

export const getProductListFilters = endpoint({
  method: "get",
  path: "/products/filters",
  operationId: "getProductFilters",
  auth: "optional",
  summary: "The families, subfamilies, lines and EPREL classes left in a filtered list, with counts",
  tags: ["Catalogue"],
  query: ProductQuerySchema,
  responses: {
    200: {
      description: "Filter choices",
      schema: z.object({
        data: z.object({
          type: z.literal("product-list-filters"),
          id: z.string(),
          attributes: ProductListFiltersSchema,
        }),
      }),
    },
  },
})

export const getMaxPrice = endpoint({
  method: "get",
  path: "/products/max-price",
  operationId: "getMaxPrice",
  auth: "optional",
  summary: "The highest price in a filtered list, for the price slider (null for visitors)",
  tags: ["Catalogue"],
  query: ProductQuerySchema,
  responses: {
    200: {
      description: "Highest price in cents of the partner's currency",
      schema: z.object({
        data: z.object({
          type: z.literal("max-price"),
          id: z.string(),
          attributes: z.object({
            max_price: z.number().nullable(),
            currency: z.enum(CURRENCIES).nullable(),
          }),
        }),
      }),
    },
  },
})

export const getClearanceSummary = endpoint({
  method: "get",
  path: "/products/clearance-summary",
  operationId: "getClearanceSummary",
  auth: "optional",
  summary:
    "The clearance button: how many clearance articles have stock, and (partners) the lowest positive price among them",
  description:
    "The lowest positive price among clearance articles with stock in DBE11 or DBE12. Visitors get no price.",
  tags: ["Catalogue"],
  responses: {
    200: {
      description: "The summary",
      schema: z.object({
        data: z.object({
          type: z.literal("clearance-summary"),
          id: z.string(),
          attributes: z.object({
            articles_in_stock: z.number(),
            lowest_price: z.number().nullable(),
            currency: z.enum(CURRENCIES).nullable(),
          }),
        }),
      }),
    },
  },
})

export const getProductSitemap = endpoint({
  method: "get",
  path: "/products/sitemap",
  operationId: "getProductSitemap",
  auth: "none",
  summary: "Every product's id and menu place, for the sitemap",
  tags: ["Catalogue"],
  responses: {
    200: {
      description: "data: [{id, category, range, subrange}]",
      schema: z.object({
        data: z.array(
          z.object({ id: z.string(), category: z.number(), range: z.number(), subrange: z.number() }),
        ),
      }),
    },
  },
})

// ── One product ───────────────────────────────────────────────────────────────────────────────────────

/** A product's id as it appears in a path or a filter (letters, digits and / _ . -). */
export const ProductIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/, "Must be a product id.")

/** A spare part as the catalogue shows it (a product's spare parts, search results). */
export const SparePartAttributesSchema = z.object({
  name: z.string(),
  description: z.string(),
  is_ups_ready: z.boolean(),
  restock_info: z.string().nullable(),
  price: PriceSchema.nullable().describe("null for visitors"),
  availability: AvailabilitySchema.nullable().describe("null for visitors"),
})

export const SparePartOfProductSchema = z.object({
  type: z.literal("spare-parts"),
  id: z.string(),
  attributes: SparePartAttributesSchema,
})

export const TechnicalDocumentSchema = z.object({
  type: z.literal("technical-documents"),
  id: z.string(),
  attributes: z.object({
    type: z.string().describe("nine types: ec-declaration, energy-label, exploded-view, user-manual, …"),
    name: z.string(),
    size: z.number().describe("bytes"),
    language: z.string(),
    url: z.string().describe("/api/technical-documents/{id}/file"),
  }),
})

export const MetaTagsOfProductSchema = z.object({
  type: z.literal("meta-tags"),
  id: z.string(),
  attributes: z.object({ title: z.string(), description: z.string() }),
})

export const ProductDocumentSchema = z.object({
  data: ProductResourceSchema,
  included: z.array(
    z.discriminatedUnion("type", [
      ProductResourceSchema,
      SparePartOfProductSchema,
      TechnicalDocumentSchema,
      MetaTagsOfProductSchema,
    ]),
  ),
})
export type ProductDocument = z.infer<typeof ProductDocumentSchema>

export const getProduct = endpoint({
  method: "get",
  path: "/products/{id}",
  operationId: "getProduct",
  auth: "optional",
  summary: "One product with its related products",
  description: PARTNER_PRICES_NOTE,
  tags: ["Catalogue"],
  params: z.object({ id: ProductIdSchema }),
  query: z.object({
    "include[]": z
      .union([z.enum(PRODUCT_DETAIL_INCLUDES), z.array(z.enum(PRODUCT_DETAIL_INCLUDES))])
      .optional()
      .describe("similar, metatag, accessories, replacement, options, spare-parts, technical-documents"),
    accessoriesLimit: z.coerce
      .number()
      .int()
      .min(1)
      .max(50)
      .optional()
      .describe("at most this many accessories"),
  }),
  responses: {
    200: { description: "The product", schema: ProductDocumentSchema },
    404: { description: "No such product" },
  },
})

// ── Stock (partners) ──────────────────────────────────────────────────────────────────────────────────

export const StockRequestSchema = z.object({
  items: z
    .array(
      z.object({
        id: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/, "Must be a product or spare-part id."),
        type: z.enum(["products", "spare-parts"]),
      }),
    )
    .min(1)
    .max(200),
})

export const getStock = endpoint({
  method: "post",
  path: "/products/stock",
  operationId: "getStock",
  auth: "partner",
  summary: "Stock per warehouse (DBE11 local, DBE12 external) of products and spare parts (partners)",
  tags: ["Catalogue"],
  body: StockRequestSchema,
  responses: {
    200: {
      description: "data maps each id to {DBE11, DBE12}",
      schema: z.object({ data: z.record(z.string(), z.object({ DBE11: z.number(), DBE12: z.number() })) }),
    },
    401: { description: "Not a partner" },
  },
})

export const getAvailability = endpoint({
  method: "post",
  path: "/products/availability",
  operationId: "getAvailability",
  auth: "partner",
  summary: "Total availability of the products of a list or of the clearance (partners)",
  description:
    "The availability call of lists and clearance: data maps each id to the sum of DBE11 and DBE12.",
  tags: ["Catalogue"],
  body: StockRequestSchema,
  responses: {
    200: {
      description: "data maps each id to its total availability",
      schema: z.object({ data: z.record(z.string(), z.number()) }),
    },
    401: { description: "Not a partner" },
  },
})

// ── Lists by kind (CAT-21: new, good deals, hit parade, promo) ────────────────────────────────────────

export const listProductLists = endpoint({
  method: "get",
  path: "/product-filters",
  operationId: "listProductLists",
  auth: "optional",
  summary: "The product lists by kind: new, good deals, hit parade, promotions",
  tags: ["Catalogue"],
  responses: {
    200: {
      description: "The lists",
      schema: z.object({
        data: z.array(
          z.object({
            type: z.literal("product-filters"),
            id: z.string(),
            attributes: z.object({ key: z.string(), name: z.string().nullable() }),
          }),
        ),
      }),
    },
  },
})

export const ListOfKindQuerySchema = z.object({
  "page[size]": z.coerce.number().int().min(1).max(100).optional().describe("default 6"),
  "page[number]": z.coerce.number().int().min(1).optional(),
  sort: z.literal("random").optional().describe("random: a random sample"),
})
const ListIdSchema = z.object({ id: z.coerce.number().int().min(1) })
const listOfKindResponses = {
  200: { description: "Products of the list", schema: ProductListDocumentSchema },
  404: { description: "No such list" },
}

export const listProductsOfKind = endpoint({
  method: "get",
  path: "/product-filters/{id}/relationships/products",
  operationId: "listProductsOfList",
  auth: "optional",
  summary: "Products of a list kind",
  description: PARTNER_PRICES_NOTE,
  tags: ["Catalogue"],
  params: ListIdSchema,
  query: ListOfKindQuerySchema,
  responses: listOfKindResponses,
})

export const listProductsOfKindCached = endpoint({
  method: "get",
  path: "/product-filters/{id}/relationships/products/cached",
  operationId: "listProductsOfListCached",
  auth: "none",
  summary: "Products of a list kind, the cacheable visitor variant",
  description: "Same answer as without /cached, without prices: safe for shared caches.",
  tags: ["Catalogue"],
  params: ListIdSchema,
  query: ListOfKindQuerySchema,
  responses: listOfKindResponses,
})
