import { z } from "zod"

import {
  BasketLineSchema,
  ItemsBodySchema,
  LineChangeBodySchema,
  LineOutcomeSchema,
  ListProductSchema,
  ListSparePartSchema,
  ReplacementWarningSchema,
  WishlistLineSchema,
} from "./basket-lines"
import { endpoint } from "./endpoint"
import { PricedTotalsSchema } from "./totals"

// The basket and wishlist calls (BASKET-1 to BASKET-13). A partner with the basket role has a basket;
// everyone else (visitors included) a wishlist. Both are JSON:API documents whose `included` holds the
// lines, then their products and spare parts.

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
