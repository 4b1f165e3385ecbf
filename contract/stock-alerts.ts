import { z } from "zod"

import { endpoint } from "./endpoint"
import { ITEM_TYPES } from "./items"

// Back-in-stock alerts (QUICK-7, QUICK-8): a partner asks to be told when a product or spare part without
// stock is back; the e-mail goes once (docs/decisions/091-stock-alerts.md).

export const StockAlertSchema = z.object({
  type: z.literal("stock-alerts"),
  id: z.string(),
  attributes: z.object({
    item_type: z.enum(ITEM_TYPES),
    item_id: z.string(),
    name: z.string().nullable().describe("the item's name in the request's language; null if it is gone"),
    slug: z.string().nullable().describe("products: for the product page's address"),
    product_category_id: z.number().int().nullable(),
    product_range_id: z.number().int().nullable(),
    product_subrange_id: z.number().int().nullable(),
    created_at: z.iso.datetime(),
    notified_at: z.iso.datetime().nullable().describe("when the partner was mailed; null while it waits"),
  }),
})
export type StockAlert = z.infer<typeof StockAlertSchema>

export const listStockAlerts = endpoint({
  method: "get",
  path: "/stock-alerts",
  operationId: "listStockAlerts",
  auth: "partner",
  summary: "The partner's back-in-stock alerts",
  description: "Waiting alerts first, newest first, then the mailed ones of the last 90 days.",
  tags: ["Stock alerts"],
  responses: {
    200: { description: "The alerts", schema: z.object({ data: z.array(StockAlertSchema) }) },
    403: { description: "The partner does not see stock (no price_quotation or product role)" },
  },
})

export const createStockAlert = endpoint({
  method: "post",
  path: "/stock-alerts",
  operationId: "createStockAlert",
  auth: "partner",
  summary: "Ask to be told when an item without stock is back",
  description:
    'Body {"id","type":"products"|"spare-parts"}. 201 with the alert; 200 with the waiting one when the partner already asked. An unknown item, or one that has stock now, answers 422 on id. The e-mail goes once, in the partner\'s language, when stock returns by any path.',
  tags: ["Stock alerts"],
  body: z.object({
    id: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .max(64, "validation.tooLong|max=64"),
    type: z.enum(ITEM_TYPES, { error: "validation.select" }),
  }),
  responses: {
    200: { description: "Already asked: the waiting alert", schema: z.object({ data: StockAlertSchema }) },
    201: { description: "The new alert", schema: z.object({ data: StockAlertSchema }) },
    403: { description: "The partner does not see stock (no price_quotation or product role)" },
    422: { description: "errors.id: no such item, or it has stock now" },
  },
})

export const deleteStockAlert = endpoint({
  method: "delete",
  path: "/stock-alerts/{id}",
  operationId: "deleteStockAlert",
  auth: "partner",
  summary: "Cancel a back-in-stock alert",
  tags: ["Stock alerts"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  paramPatterns: { id: "[0-9]+" },
  responses: {
    204: { description: "Cancelled" },
    404: { description: "No such alert of this partner" },
  },
})
