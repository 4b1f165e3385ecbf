import { z } from "zod"

import { ProductMediaSchema } from "./catalog"
import { DECLINED_REASONS } from "./catalog-rules"
import { ITEM_TYPES, MAX_LINE_QUANTITY } from "./items"
import { CURRENCIES } from "./money"

// The lines of baskets and wishlists (BASKET-1 to BASKET-13): the items a person sends, one line's
// change and its outcome, and the lines with their products and spare parts as the API answers them.

/** BASKET-6: min 0 and max 20 are the input's attributes only; the API refuses what no shop could mean. */

const itemId = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(64, "validation.tooLong|max=64")
const itemType = () => z.enum(ITEM_TYPES, { error: "validation.select" })

/** One submitted item: `{"id","type","quantity"}`; the same for baskets and wishlists. */
export const ItemSchema = z.object({
  id: itemId(),
  type: itemType(),
  quantity: z
    .number({ error: "basket.quantityInteger" })
    .int("basket.quantityInteger")
    .min(1, "basket.quantityMin")
    .max(MAX_LINE_QUANTITY, `basket.quantityMax|max=${MAX_LINE_QUANTITY}`),
})
export type ItemInput = z.output<typeof ItemSchema>

export const ItemsBodySchema = z.object({
  items: z.array(ItemSchema, { error: "validation.required" }).max(200, "basket.tooManyLines"),
})

// ---- one line's change (the person's intent; the list's rules are the API's) ----

/** BASKET-8: what a person does to one line of a basket or wishlist. */
export const LINE_INTENTS = ["add", "update", "increase", "decrease", "remove"] as const
export type LineIntent = (typeof LINE_INTENTS)[number]

export const LineChangeBodySchema = z.object({
  intent: z.enum(LINE_INTENTS, { error: "validation.select" }),
  id: itemId(),
  type: itemType(),
  quantity: z
    .number({ error: "basket.quantityInteger" })
    .int("basket.quantityInteger")
    .max(MAX_LINE_QUANTITY, `basket.quantityMax|max=${MAX_LINE_QUANTITY}`)
    .optional()
    .describe("add and update: the wanted quantity (default 1); below 1 counts as 1"),
})
export type LineChange = z.output<typeof LineChangeBodySchema>

/**
 * What the change did: `added`, `updated` (the quantity changed), `removed`; or nothing, because the
 * item is already there with that quantity (`duplicate`, BASKET-4), a spare part is already there
 * (`spare_part_already_added`, BASKET-5), or the line to change is not in the list (`not_in_list`).
 */
export const LINE_OUTCOMES = [
  "added",
  "updated",
  "removed",
  "duplicate",
  "spare_part_already_added",
  "not_in_list",
] as const
export type LineOutcomeCode = (typeof LINE_OUTCOMES)[number]

export const LineOutcomeSchema = z.object({
  code: z.enum(LINE_OUTCOMES),
  item_id: z.string(),
  type: z.enum(ITEM_TYPES),
  quantity: z.number().int().nullable().describe("the line's quantity now; null when it is not in the list"),
})

// ---- documents ----

export const ReplacementWarningSchema = z.object({
  code: z.literal("replacement_limit"),
  item_id: z.string(),
  replacement_id: z.string(),
  max_order_quantity: z.number().int(),
})
export type ReplacementWarning = z.infer<typeof ReplacementWarningSchema>

/** The partner's price of an item (PRICE-3), integer cents of their currency. */
export const ItemPriceSchema = z.object({
  currency: z.enum(CURRENCIES),
  display: z.number().int().describe("the partner's own price"),
  catalog: z.number().int(),
  promo: z.number().int().nullable(),
  price: z.number().int(),
  liquidation: z.number().int().nullable(),
  product_tax: z.number().int(),
  additional_tax: z.number().int(),
})

export const ListAvailabilitySchema = z.object({
  DBE11: z.number().int(),
  DBE12: z.number().int(),
  total: z.number().int(),
})

/** A product of a list's lines (the catalogue's product resource; the attributes the shop reads). */
export const ListProductSchema = z.object({
  type: z.literal("products"),
  id: z.string(),
  attributes: z.object({
    name: z.string().nullable(),
    slug: z.string().nullable(),
    price: ItemPriceSchema.nullable().describe("null for visitors and partners without a price role"),
    availability: ListAvailabilitySchema.nullable(),
    product_category_id: z.number().int(),
    product_range_id: z.number().int(),
    product_subrange_id: z.number().int(),
    // ORDER-12: end-of-series, reconditioned or used items ("good deals") ask for a warning before ordering
    is_good_deal: z.boolean(),
    is_old: z.boolean(),
    declined_reason: z.enum(DECLINED_REASONS).nullable(),
    media: z
      .array(ProductMediaSchema)
      .optional()
      .describe("the product's pictures, the first one its thumbnail on the basket's lines"),
  }),
})

export const ListSparePartSchema = z.object({
  type: z.literal("spare-parts"),
  id: z.string(),
  attributes: z.object({
    name: z.string().nullable(),
    description: z.string().nullable(),
    is_ups_ready: z.boolean(),
    restock_info: z.string().nullable(),
    price: ItemPriceSchema.nullable(),
    availability: ListAvailabilitySchema.nullable(),
  }),
})

const lineRelationships = z.object({
  item: z.object({ data: z.object({ type: z.enum(ITEM_TYPES), id: z.string() }) }),
})

export const BasketLineSchema = z.object({
  type: z.literal("basket-lines"),
  id: z.string().describe("<type>:<item id>"),
  attributes: z.object({
    type: z.enum(ITEM_TYPES),
    item_id: z.string(),
    qty: z.number().int(),
    name: z.string(),
    unit_price: z.number().int().nullable().describe("null when the item has no price for the partner"),
    line_total: z.number().int(),
    product_tax: z.number().int(),
    additional_tax: z.number().int(),
    additional_tax_name: z.string().nullable(),
    replacement_product_id: z.string().nullable(),
    max_order_quantity: z.number().int().nullable(),
  }),
  relationships: lineRelationships,
})

export const WishlistLineSchema = z.object({
  type: z.literal("wishlist-lines"),
  id: z.string().describe("<type>:<item id>"),
  attributes: z.object({
    type: z.enum(ITEM_TYPES),
    item_id: z.string(),
    qty: z.number().int(),
    name: z.string().nullable(),
  }),
  relationships: lineRelationships,
})
