import { Hono } from "hono"

import { submitOrder } from "#contract/checkout"

import { requireRole } from "../lib/access"
import type { ApiEnv } from "../lib/context"
import { defineRoute } from "../lib/define-route"
import { mailContextOf } from "../modules/accounts/account-mails"
import { sendOrderConfirmation } from "../modules/orders/order-mails"
import { orderDocument } from "../modules/orders/order-resource"
import { placeOrder } from "./place-order"

// POST orders: the basket becomes an order (place-order.ts). The route sits above the modules, beside its
// workflow: a module never imports api/workflows (decision 112).

export const placeOrderRoutes = new Hono<ApiEnv>()

// the basket role before anything is read: a partner without it gets 403, whatever the body
placeOrderRoutes.on("POST", "/orders", async (c, next) => {
  requireRole(c.get("viewer"), "basket")
  await next()
})

defineRoute(placeOrderRoutes, submitOrder, async (c, { body, headers }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const key = headers["Idempotency-Key"] ?? null
  const db = c.get("db")
  const result = await placeOrder(db, partner, c.get("locale"), body, key)
  // the confirmation goes once the order's transaction has committed, and only for a new order (a
  // replayed key made no order); a mail that fails is logged and the order stands
  if (!result.replayed) await sendOrderConfirmation(db, mailContextOf(c), result.order, c.get("log"))
  const answer = await orderDocument(db, result.order, partner, c.get("locale"))
  return c.json(
    { ...answer, meta: { replayed: result.replayed, express_dispatch: result.dispatch } },
    result.replayed ? 200 : 201,
  )
})
