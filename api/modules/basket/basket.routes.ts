import { Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { resource } from "../../lib/jsonapi"
import { ApiError } from "../../lib/errors"
import { ITEM_TYPES } from "../../db/schema"
import { requireRole } from "../accounts/partner-access"
import {
  basketDocument,
  checkItems,
  countLines,
  MAX_LINE_QUANTITY,
  replaceBasket,
  type ItemInput,
} from "./basket.service"

// spec §7: GET, PUT and DELETE basket. The basket role is needed for all three (403 forbidden
// otherwise), the spare_parts role for spare-part lines.

export const basketRoutes = new Hono<ApiEnv>()

/** One submitted item: `{"id","type","quantity"}` (contract); the same for baskets and wishlists. */
export const ItemSchema = z.object({
  id: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(64, "validation.tooLong|max=64"),
  type: z.enum(ITEM_TYPES, { error: "validation.select" }),
  quantity: z
    .number({ error: "basket.quantityInteger" })
    .int("basket.quantityInteger")
    .min(1, "basket.quantityMin")
    .max(MAX_LINE_QUANTITY, `basket.quantityMax|max=${MAX_LINE_QUANTITY}`),
})

export const ItemsBody = z.object({
  items: z.array(ItemSchema, { error: "validation.required" }).max(200, "basket.tooManyLines"),
})

export const BasketDocument = z.object({
  data: z.object({
    type: z.literal("baskets"),
    id: z.string(),
    attributes: z.object({
      currency: z.enum(["EUR", "GBP"]),
      count: z.number().int().describe("number of lines; 0 for an empty basket"),
      quantity: z.number().int(),
      net: z.number().int(),
      product_tax: z.number().int().describe("maritime extra cost"),
      additional_tax: z.number().int(),
      additional_taxes: z.array(z.object({ name: z.string().nullable(), amount: z.number().int() })),
      vat_rate: z.number(),
      vat: z.number().int(),
      total: z.number().int(),
    }),
    relationships: z.object({
      lines: z.object({ data: z.array(z.object({ type: z.literal("basket-lines"), id: z.string() })) }),
    }),
  }),
  included: z
    .array(z.object({ type: z.string(), id: z.string(), attributes: z.record(z.string(), z.unknown()) }))
    .describe(
      "basket-lines (type, item_id, qty, name, unit_price, line_total, product_tax, additional_tax, additional_tax_name), then their products and spare-parts",
    ),
  meta: z
    .object({
      warnings: z.array(
        z.object({
          code: z.literal("replacement_limit"),
          item_id: z.string(),
          replacement_id: z.string(),
          max_order_quantity: z.number().int(),
        }),
      ),
    })
    .optional(),
})
/** The answer to `fields[baskets]=count` or `fields[wishlists]=count`: lines and pieces only. */
export const CountDocument = (type: "baskets" | "wishlists") =>
  z.object({
    data: z.object({
      type: z.literal(type),
      id: z.string(),
      attributes: z.object({ count: z.number().int(), quantity: z.number().int() }),
    }),
  })

/**
 * JSON:API sparse fieldset `fields[<type>]=count`: only the number of lines and pieces, without pricing,
 * for the shop's header on every page.
 */
export const CountQuery = (type: "baskets" | "wishlists") =>
  z.object({
    [`fields[${type}]`]: z
      .literal("count", { error: "validation.select" })
      .optional()
      .describe("count: answer only data.attributes {count, quantity}"),
  }) as z.ZodType<Partial<Record<`fields[${typeof type}]`, "count">>>

/** spec §6: spare parts go in a basket only with the spare_parts role. */
export function requireSparePartsRole(items: readonly ItemInput[], hasRole: boolean) {
  if (!hasRole && items.some((item) => item.type === "spare-parts"))
    throw new ApiError(403, "forbidden", "This account may not do this.")
}

defineRoute(
  basketRoutes,
  {
    method: "get",
    path: "/basket",
    summary: "The partner's current basket",
    description:
      "Amounts are integer cents of the partner's currency. An empty basket answers 200 with no lines (count 0) and zero totals. included: the priced basket-lines in first-add order, then their products and spare-parts.",
    tags: ["Basket, orders, drafts, offers"],
    query: CountQuery("baskets"),
    responses: {
      200: {
        description: "The basket, or only its count with fields[baskets]=count",
        schema: z.union([BasketDocument, CountDocument("baskets")]),
      },
      403: { description: "No basket role (forbidden)" },
    },
  },
  async (c, { query }) => {
    const partner = requireRole(c.get("viewer"), "basket")
    const db = c.get("db")
    if (query["fields[baskets]"] === "count")
      return c.json({ data: resource("baskets", partner.clientId, await countLines(db, partner)) })
    return c.json(await basketDocument(db, partner, c.get("locale")))
  },
)

defineRoute(
  basketRoutes,
  {
    method: "put",
    path: "/basket",
    summary: "Replace the basket's lines (the client resubmits the whole basket)",
    description:
      'Body {"items":[{"id","type":"products"|"spare-parts","quantity"}]}. Quantity: integer 1–999 (errors under items.N.quantity). An unknown item or the same item twice answers 422 (items.N.id). Spare parts need the spare_parts role (403). Replacement rule (spec §4): a product with a replacement_product_id is limited to its available stock (DBE11 + DBE12), capped by its max_order_quantity when set; the quantity is lowered to that limit and meta.warnings names the replacement and the maximum (a limit of 0 leaves the line out). Lines already in the basket keep their place; new ones are appended. An empty items list deletes the basket.',
    tags: ["Basket, orders, drafts, offers"],
    body: ItemsBody,
    responses: {
      200: { description: "The basket as stored", schema: BasketDocument },
      403: { description: "No basket role, or spare parts without the spare_parts role" },
      422: { description: "Errors per item field" },
    },
  },
  async (c, { body }) => {
    const partner = requireRole(c.get("viewer"), "basket")
    requireSparePartsRole(body.items, partner.roles.spare_parts)
    const db = c.get("db")
    const { lines, warnings } = await checkItems(db, body.items, { applyReplacementRule: true })
    await db.transaction(async (tx) => replaceBasket(tx, partner.clientId, lines))
    return c.json(await basketDocument(db, partner, c.get("locale"), warnings))
  },
)

defineRoute(
  basketRoutes,
  {
    method: "delete",
    path: "/basket",
    summary: "Delete the basket",
    tags: ["Basket, orders, drafts, offers"],
    responses: {
      204: { description: "Deleted (also when it was already empty)" },
      403: { description: "No basket role" },
    },
  },
  async (c) => {
    const partner = requireRole(c.get("viewer"), "basket")
    await replaceBasket(c.get("db"), partner.clientId, [])
    return c.body(null, 204)
  },
)
