import { z } from "zod"

import { ProductMediaSchema } from "./catalog"
import { DECLINED_REASONS } from "./catalog-rules"
import { endpoint } from "./endpoint"
import { ITEM_TYPES, MAX_LINE_QUANTITY } from "./items"
import { CURRENCIES } from "./money"
import { PricedTotalsSchema } from "./totals"

// The basket and wishlist calls (BASKET-1 to BASKET-13). A partner with the basket role has a basket;
// everyone else (visitors included) a wishlist. Both are JSON:API documents whose `included` holds the
// lines, then their products and spare parts.

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
const ListProductSchema = z.object({
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

const ListSparePartSchema = z.object({
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

const linesRelationship = (type: "basket-lines" | "wishlist-lines") =>
  z.object({ lines: z.object({ data: z.array(z.object({ type: z.literal(type), id: z.string() })) }) })

const WarningsMeta = z.object({ warnings: z.array(ReplacementWarningSchema) })

export const BasketDocumentSchema = z.object({
  data: z.object({
    type: z.literal("baskets"),
    id: z.string(),
    attributes: PricedTotalsSchema.extend({
      count: z.number().int().describe("number of lines; 0 for an empty basket"),
      quantity: z.number().int(),
    }),
    relationships: linesRelationship("basket-lines"),
  }),
  included: z
    .array(z.discriminatedUnion("type", [BasketLineSchema, ListProductSchema, ListSparePartSchema]))
    .describe("basket-lines in first-add order, then their products and spare-parts"),
  meta: WarningsMeta.optional(),
})
export type BasketDocument = z.infer<typeof BasketDocumentSchema>

export const WishlistDocumentSchema = z.object({
  data: z.object({
    type: z.literal("wishlists"),
    id: z.string(),
    attributes: z.object({ count: z.number().int(), quantity: z.number().int() }),
    relationships: linesRelationship("wishlist-lines"),
  }),
  included: z
    .array(z.discriminatedUnion("type", [WishlistLineSchema, ListProductSchema, ListSparePartSchema]))
    .describe(
      "wishlist-lines, then their products and spare-parts (price and availability only for partners with a price role)",
    ),
})
export type WishlistDocument = z.infer<typeof WishlistDocumentSchema>

/** The answer to `fields[baskets]=count` or `fields[wishlists]=count`: lines and pieces only. */
const countDocument = <T extends "baskets" | "wishlists">(type: T) =>
  z.object({
    data: z.object({
      type: z.literal(type),
      id: z.string(),
      attributes: z.object({ count: z.number().int(), quantity: z.number().int() }),
    }),
  })
export const BasketCountDocumentSchema = countDocument("baskets")
export const WishlistCountDocumentSchema = countDocument("wishlists")

/**
 * JSON:API sparse fieldset `fields[<type>]=count`: only the number of lines and pieces, without pricing,
 * for the shop's header on every page.
 */
const countQuery = <T extends "baskets" | "wishlists">(type: T) =>
  z.object({
    [`fields[${type}]`]: z
      .literal("count", { error: "validation.select" })
      .optional()
      .describe("count: answer only data.attributes {count, quantity}"),
  }) as unknown as z.ZodType<
    Partial<Record<`fields[${T}]`, "count">>,
    Partial<Record<`fields[${T}]`, "count">>
  >

// ---- basket ----

export const getBasket = endpoint({
  method: "get",
  path: "/basket",
  operationId: "getBasket",
  auth: "partner",
  summary: "The partner's current basket",
  description:
    "Amounts are integer cents of the partner's currency. An empty basket answers 200 with no lines (count 0) and zero totals. included: the priced basket-lines in first-add order, then their products and spare-parts.",
  tags: ["Basket and wishlist"],
  query: countQuery("baskets"),
  responses: {
    200: {
      description: "The basket, or only its count with fields[baskets]=count",
      schema: z.union([BasketDocumentSchema, BasketCountDocumentSchema]),
    },
    403: { description: "No basket role (forbidden)" },
  },
})

export const replaceBasketItems = endpoint({
  method: "put",
  path: "/basket",
  operationId: "replaceBasket",
  auth: "partner",
  summary: "Replace the basket's lines (the client resubmits the whole basket)",
  description:
    'Body {"items":[{"id","type":"products"|"spare-parts","quantity"}]}. Quantity: integer 1–999 (errors under items.N.quantity). An unknown item or the same item twice answers 422 (items.N.id). Spare parts need the spare_parts role (403). Replacement rule: a product with a replacement_product_id is limited to its available stock (DBE11 + DBE12), capped by its max_order_quantity when set; the quantity is lowered to that limit and meta.warnings names the replacement and the maximum (a limit of 0 leaves the line out). Lines already in the basket keep their place; new ones are appended. An empty items list deletes the basket.',
  tags: ["Basket and wishlist"],
  body: ItemsBodySchema,
  responses: {
    200: { description: "The basket as stored", schema: BasketDocumentSchema },
    403: { description: "No basket role, or spare parts without the spare_parts role" },
    422: { description: "Errors per item field" },
  },
})

export const deleteBasket = endpoint({
  method: "delete",
  path: "/basket",
  operationId: "deleteBasket",
  auth: "partner",
  summary: "Delete the basket",
  tags: ["Basket and wishlist"],
  responses: {
    204: { description: "Deleted (also when it was already empty)" },
    403: { description: "No basket role" },
  },
})

const LINE_RULES =
  'Body {"intent","id","type","quantity"?}: the person\'s intent for one line, the list\'s rules applied here. add appends a new line (quantity default 1) or sets the quantity of the line already there; adding an item already there with the same quantity changes nothing (outcome duplicate, the shop warns "Product duplicated"); a spare part already there is refused (outcome spare_part_already_added). update sets the quantity, increase adds one, decrease takes one off but never below 1; remove takes the line out. A quantity below 1 counts as 1; above 999 answers 422 (errors.quantity), as does an unknown item (errors.id). update, increase and decrease of a line not in the list change nothing (outcome not_in_list). meta.outcome says what happened and the line\'s quantity now.'

export const changeBasketLine = endpoint({
  method: "post",
  path: "/basket/lines",
  operationId: "changeBasketLine",
  auth: "partner",
  summary: "Add, change or remove one line of the basket",
  description: `${LINE_RULES} The replacement rule applies as in PUT /basket (meta.warnings). Spare parts need the spare_parts role (403).`,
  tags: ["Basket and wishlist"],
  body: LineChangeBodySchema,
  responses: {
    200: {
      description: "The basket as stored, with meta.outcome and meta.warnings",
      schema: BasketDocumentSchema.extend({
        meta: WarningsMeta.extend({ outcome: LineOutcomeSchema }),
      }),
    },
    403: { description: "No basket role, or a spare part without the spare_parts role" },
    422: { description: "errors.quantity or errors.id" },
  },
})

// ---- wishlist ----

const KEY_NOTE =
  "A partner's wishlist is found by the bearer token. A visitor's by the header X-Wishlist-Key: a UUID v4 the web shop creates and keeps in a long-lived httpOnly cookie (a malformed key answers 422 errors.key)."

/** A visitor's wishlist key (the X-Wishlist-Key header, and the body of the merge at login). */
export const WISHLIST_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export const getWishlist = endpoint({
  method: "get",
  path: "/wishlist",
  operationId: "getWishlist",
  auth: "optional",
  summary: "The wishlist of the partner or of the visitor's key",
  description: `${KEY_NOTE} Without either, the empty wishlist. Visitors never get prices or stock.`,
  tags: ["Basket and wishlist"],
  query: countQuery("wishlists"),
  responses: {
    200: {
      description: "The wishlist, or only its count with fields[wishlists]=count",
      schema: z.union([WishlistDocumentSchema, WishlistCountDocumentSchema]),
    },
  },
})

export const replaceWishlistItems = endpoint({
  method: "put",
  path: "/wishlist",
  operationId: "replaceWishlist",
  auth: "optional",
  summary: "Replace the wishlist's lines",
  description: `${KEY_NOTE} Body as PUT /basket. Lines are deduplicated by id: the same item twice answers 422 (a spare part with the "already in basket or wishlist" message). No replacement limit applies (nothing is ordered).`,
  tags: ["Basket and wishlist"],
  body: ItemsBodySchema,
  responses: {
    200: { description: "The wishlist as stored", schema: WishlistDocumentSchema },
    422: { description: "Errors per item field, or errors.key: no or malformed visitor key" },
  },
})

export const changeWishlistLine = endpoint({
  method: "post",
  path: "/wishlist/lines",
  operationId: "changeWishlistLine",
  auth: "optional",
  summary: "Add, change or remove one line of the wishlist",
  description: `${KEY_NOTE} ${LINE_RULES} No replacement limit applies (nothing is ordered).`,
  tags: ["Basket and wishlist"],
  body: LineChangeBodySchema,
  responses: {
    200: {
      description: "The wishlist as stored, with meta.outcome",
      schema: WishlistDocumentSchema.extend({ meta: z.object({ outcome: LineOutcomeSchema }) }),
    },
    422: { description: "errors.quantity, errors.id, or errors.key: no or malformed visitor key" },
  },
})

export const mergeVisitorWishlist = endpoint({
  method: "post",
  path: "/wishlist/merge",
  operationId: "mergeVisitorWishlist",
  auth: "partner",
  summary: "Merge a visitor's wishlist into the partner's (at login)",
  description:
    'Body {"key": "<the visitor\'s UUID v4>"}. Lines are deduplicated by type and id, the larger quantity kept; the visitor\'s wishlist is deleted. Answers the partner\'s wishlist.',
  tags: ["Basket and wishlist"],
  body: z.object({
    key: z.string({ error: "validation.required" }).regex(WISHLIST_KEY_PATTERN, "wishlist.invalidKey"),
  }),
  responses: {
    200: { description: "The partner's wishlist", schema: WishlistDocumentSchema },
    401: { description: "No partner token" },
  },
})

export const askForOffer = endpoint({
  method: "post",
  path: "/wishlist",
  operationId: "requestOfferFromWishlist",
  auth: "partner",
  summary: "Ask for an offer from the wishlist",
  description:
    "Sends the partner's wishlist (company, contact, items and quantities) to the provider by e-mail, then clears the wishlist. An empty wishlist answers 422 (errors._).",
  tags: ["Basket and wishlist"],
  responses: {
    200: {
      description: "Sent; meta.offer_requested true, the wishlist is now empty",
      schema: z.object({
        meta: z.object({ offer_requested: z.literal(true), lines: z.number().int().describe("lines sent") }),
      }),
    },
    401: { description: "No partner token" },
    422: { description: "The wishlist is empty" },
  },
})
