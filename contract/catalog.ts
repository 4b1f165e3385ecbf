import { z } from "zod"

import { BRAND_BADGES, DECLINED_REASONS, EPREL_CLASSES, PRODUCT_LABELS } from "./catalog-rules"
import { endpoint } from "./endpoint"
import { type Locale, LOCALES } from "./locales"
import { CURRENCIES } from "./money"

// The catalogue (the menu tree of CAT-1, products, menu-trees, media): the shapes of the menu and of a
// product as both halves read them. Products, lists and search are in catalog-products.ts and
// catalog-search.ts; the list query language in catalog-query.ts.

// ── Menu ──────────────────────────────────────────────────────────────────────────────────────────────

export interface MenuNode {
  id: string
  type: string
  children: MenuNode[]
}
// recursive: the OpenAPI document states it once, by this id, as a component
export const MenuNodeSchema: z.ZodType<MenuNode> = z
  .lazy(() => z.object({ id: z.string(), type: z.string(), children: z.array(MenuNodeSchema) }))
  .meta({ id: "MenuNode", description: "a menu item (its type and id name it in included) and its children" })

export const MENU_ITEM_TYPES = [
  "product-categories",
  "product-ranges",
  "product-subranges",
  "product-families",
  "product-subfamilies",
  "product-lines",
] as const
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number]

const NameSlugSchema = z.object({ name: z.string(), slug: z.string() })
const namesByLocale = Object.fromEntries(LOCALES.map((locale) => [locale, NameSlugSchema])) as Record<
  Locale,
  typeof NameSlugSchema
>

export const MenuItemResourceSchema = z.object({
  type: z.enum(MENU_ITEM_TYPES),
  id: z.string(),
  attributes: z
    .object({ position: z.number(), visibility: z.enum(["all", "partners"]), ...namesByLocale })
    .describe("name and slug keyed by locale (en, fr, nl, de, it, es, pt)"),
  relationships: z
    .object({ parent: z.object({ data: z.object({ type: z.enum(MENU_ITEM_TYPES), id: z.string() }) }) })
    .optional()
    .describe("ranges, subranges and subfamilies: the item they belong to"),
})
export type MenuItemResource = z.infer<typeof MenuItemResourceSchema>

export const MenuTreesDocumentSchema = z.object({
  data: z.object({
    type: z.literal("menu-trees"),
    id: z.string(),
    attributes: z.object({
      tree: z.array(MenuNodeSchema),
      families: z.array(MenuNodeSchema),
      lines: z.array(MenuNodeSchema),
      eprel_classes: z.array(z.string()),
    }),
  }),
  included: z.array(MenuItemResourceSchema),
})
export type MenuTreesDocument = z.infer<typeof MenuTreesDocumentSchema>

export const getMenuTrees = endpoint({
  method: "get",
  path: "/menu-trees",
  operationId: "getMenuTree",
  auth: "none",
  summary:
    "The catalogue menu: categories > ranges > subranges, families > subfamilies, lines, EPREL classes",
  description:
    "Every item carries its name and slug in every language, so a page can be mapped to another language. " +
    "Ranges whose visibility is `partners` are only sent to logged-in partners.",
  tags: ["Catalogue"],
  responses: { 200: { description: "The menu tree", schema: MenuTreesDocumentSchema } },
})

export const getDeclinedMenuTree = endpoint({
  method: "get",
  path: "/declined-menu-tree",
  operationId: "getClearanceMenuTree",
  auth: "optional",
  summary: "The menu tree of the clearance: only the items that hold clearance articles",
  tags: ["Catalogue"],
  responses: {
    200: {
      description: "The clearance menu tree",
      schema: z.object({
        data: z.object({
          type: z.literal("menu-trees"),
          id: z.literal("declined"),
          attributes: z.object({ tree: z.array(MenuNodeSchema) }),
        }),
        included: z.array(MenuItemResourceSchema),
      }),
    },
  },
})

// ── Products ──────────────────────────────────────────────────────────────────────────────────────────

/** PRICE-3: the partner's price, amounts in cents of the partner's currency. */
export const PriceSchema = z.object({
  currency: z.enum(CURRENCIES),
  display: z.number().describe("the partner's own price: catalogue less discount, or a lower promo price"),
  catalog: z.number(),
  promo: z.number().nullable(),
  price: z.number().describe("the net price before promotions"),
  liquidation: z.number().nullable(),
  product_tax: z.number().describe('labelled "maritime extra cost"'),
  additional_tax: z.number(),
})
export type Price = z.infer<typeof PriceSchema>

/** PRICE-7: stock in the local (DBE11) and external (DBE12) warehouses. */
export const AvailabilitySchema = z.object({ DBE11: z.number(), DBE12: z.number(), total: z.number() })

export const ProductMediaSchema = z.object({
  url: z.string(),
  thumb: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
})

export const ProductAttributesSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description_tech_spec: z.string().nullable(),
  popup_info: z.string().nullable(),
  brand: z.number().describe("brand tier 1–7"),
  brand_label: z.string().nullable().describe('"01" … "05" for tiers 3–7'),
  brand_badge: z.enum(BRAND_BADGES).nullable().describe("tiers 4, 5 and 6"),
  label: z.enum(PRODUCT_LABELS).nullable(),
  media: z.array(ProductMediaSchema),
  price: PriceSchema.nullable().describe("null for visitors"),
  availability: AvailabilitySchema.nullable().describe("null for visitors"),
  page_catalog_number: z.number().nullable(),
  page_promo_number: z.number().nullable(),
  product_category_id: z.number(),
  product_range_id: z.number(),
  product_subrange_id: z.number(),
  product_family_id: z.number().nullable(),
  product_subfamily_id: z.number().nullable(),
  product_line_id: z.number().nullable(),
  is_new: z.boolean(),
  is_good_deal: z.boolean(),
  is_old: z.boolean(),
  is_ups_ready: z.boolean(),
  is_highlighted: z.boolean(),
  is_promo: z.boolean(),
  hit_parade_rank: z.number().nullable(),
  has_accessories: z.boolean(),
  replacement_product_id: z.string().nullable(),
  max_order_quantity: z.number().nullable(),
  declined_parent_article_id: z.string().nullable(),
  declined_reason: z.enum(DECLINED_REASONS).nullable(),
  has_declined_articles: z.boolean(),
  declined_kid_articles_id: z.array(z.string()),
  restock_info: z.string().nullable().describe("'/' means no restock known"),
  term_of_delivery_days: z.number().nullable(),
  eprel_class: z.enum(EPREL_CLASSES).nullable(),
  reference: z.string().nullable(),
  gross_weight_kg: z.number().nullable(),
  size_mm: z.string().nullable().describe("width × depth × height"),
  volume_m3: z.number().nullable(),
  power_kw: z.number().nullable(),
  horse_power: z.number().nullable(),
  gas_kcal_h: z.number().nullable(),
  steam: z.boolean().nullable(),
  voltage: z.string().nullable(),
  temperature_c: z.object({ min: z.number(), max: z.number() }).nullable(),
  additional_tax_name: z.string().nullable(),
})
export type ProductAttributes = z.infer<typeof ProductAttributesSchema>

const RelationshipSchema = z.object({
  data: z.array(z.object({ type: z.string(), id: z.string() })),
})

export const ProductResourceSchema = z
  .object({
    type: z.literal("products"),
    id: z.string(),
    attributes: ProductAttributesSchema,
    relationships: z.record(z.string(), RelationshipSchema).optional(),
  })
  .describe("A product; attributes.price and attributes.availability are null for visitors")
export type ProductResource = z.infer<typeof ProductResourceSchema>

/**
 * The description's word on prices of each endpoint that answers products or spare parts: the examples
 * in the OpenAPI document show a partner's answer, and a reader must not take prices for public.
 */
export const PARTNER_PRICES_NOTE =
  "Prices and stock are a partner's: without a token, attributes.price and attributes.availability are null (the example shows a partner's answer)."

export const PaginationSchema = z.object({
  total: z.number(),
  count: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  total_pages: z.number(),
})

/** A list of products: a page (with meta.pagination), or a whole unpaginated list. */
export const ProductListDocumentSchema = z.object({
  data: z.array(ProductResourceSchema),
  included: z.array(ProductResourceSchema).optional(),
  meta: z.object({ pagination: PaginationSchema }).optional(),
})
export type ProductListDocument = z.infer<typeof ProductListDocumentSchema>

// ── Files ─────────────────────────────────────────────────────────────────────────────────────────────

export const getMedia = endpoint({
  method: "get",
  path: "/media/{file}",
  operationId: "getProductPicture",
  auth: "none",
  summary: "A product picture (SVG), as named in a product's attributes.media (url and thumb)",
  description:
    "Public. The name carries a hash of the content, so the answer is cached for a year and never changes.",
  tags: ["Catalogue"],
  params: z.object({ file: z.string().describe("e.g. frg-front-0123456789.svg") }),
  responses: {
    200: { description: "The picture (image/svg+xml)" },
    404: { description: "No such picture" },
  },
})

export const getTechnicalDocumentFile = endpoint({
  method: "get",
  path: "/technical-documents/{id}/file",
  operationId: "getTechnicalDocument",
  auth: "none",
  summary: "Download a technical document (PDF)",
  tags: ["Catalogue"],
  description:
    "Public. Generated from the product's data in the document's language; the same document always has the same bytes, and the size the product lists.",
  // an id beyond PostgreSQL's integer is no document either (422, not a database error)
  params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  responses: {
    200: { description: "The PDF file" },
    404: { description: "No such document" },
    422: { description: "The id is not a document id" },
  },
})
