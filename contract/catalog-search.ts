import { z } from "zod"

import { PaginationSchema, PARTNER_PRICES_NOTE, ProductResourceSchema } from "./catalog"
import { SparePartAttributesSchema } from "./catalog-products"
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "./catalog-rules"
import { endpoint } from "./endpoint"

// SEARCH-5: products by words of the request's language (inside compound names too, one typo from 5
// letters), whole or partial ids; spare parts by their own ids and words. Best match first, in pages of
// 20, so that the results page pages through every match (SEARCH-4).

export const SEARCH_PAGE_SIZE = 20
export const SEARCH_MAX_PAGE_SIZE = 100

export const SearchQuerySchema = z.object({
  // zod counts characters (code points), as searchLength does: the page and the API agree on what is short
  query: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, "Type at least 2 characters.")
    .max(SEARCH_MAX_LENGTH, "At most 100 characters."),
  "page[number]": z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .optional()
    .describe("from 1 (default 1); past the last page: an empty page"),
  "page[size]": z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_PAGE_SIZE)
    .optional()
    .describe(`1 to ${SEARCH_MAX_PAGE_SIZE} (default ${SEARCH_PAGE_SIZE})`),
  "filter[is_old]": z
    .enum(["false"])
    .optional()
    .describe("false: only products that are not old (the header popup); ignored for spare parts"),
})

const SearchMetaSchema = z.object({
  query: z.string(),
  total: z.number().describe("matches in all pages"),
  pagination: PaginationSchema,
})

export const searchProducts = endpoint({
  method: "get",
  path: "/search",
  operationId: "searchProducts",
  auth: "optional",
  summary: "Search products: words (inside compound names too) in the request's language, typos, partial ids",
  description: PARTNER_PRICES_NOTE,
  tags: ["Search"],
  query: SearchQuerySchema,
  responses: {
    200: {
      description: "A page of products, best match first",
      schema: z.object({ data: z.array(ProductResourceSchema), meta: SearchMetaSchema }),
    },
  },
})

export const SparePartResultSchema = z.object({
  type: z.literal("spare-parts"),
  id: z.string(),
  attributes: SparePartAttributesSchema.extend({
    gross_weight_kg: z.number().nullable(),
    fits_products: z.array(z.string()).describe("ids of the products the part fits"),
  }),
})

export const searchSpareParts = endpoint({
  method: "get",
  path: "/search/spare-parts",
  operationId: "searchSpareParts",
  auth: "optional",
  summary: "Search spare parts: by their own ids, in part, and by words of the request's language",
  description: PARTNER_PRICES_NOTE,
  tags: ["Search"],
  query: SearchQuerySchema,
  responses: {
    200: {
      description: "A page of spare parts, best match first",
      schema: z.object({ data: z.array(SparePartResultSchema), meta: SearchMetaSchema }),
    },
  },
})
