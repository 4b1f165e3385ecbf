import { z } from "zod"

import { PARTNER_PRICES_NOTE, ProductResourceSchema } from "./catalog"
import { SparePartAttributesSchema } from "./catalog-products"
import { endpoint } from "./endpoint"

// spec §2/§7 search: products by full text in the request's language, partial ids and typos; spare
// parts by their own ids and words. At most 20 results each, best match first.

export const SearchQuerySchema = z.object({
  query: z.string().trim().min(2, "Type at least 2 characters.").max(100, "At most 100 characters."),
})

const SearchMetaSchema = z.object({ query: z.string(), total: z.number() })

export const searchProducts = endpoint({
  method: "get",
  path: "/search",
  operationId: "searchProducts",
  auth: "optional",
  summary: "Search products: full text in the request's language, partial ids, typos",
  description: PARTNER_PRICES_NOTE,
  tags: ["Search"],
  query: SearchQuerySchema,
  responses: {
    200: {
      description: "Products, best match first (at most 20)",
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
      description: "Spare parts, best match first (at most 20)",
      schema: z.object({ data: z.array(SparePartResultSchema), meta: SearchMetaSchema }),
    },
  },
})
