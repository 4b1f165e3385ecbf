import { type Context, Hono } from "hono"
import { z } from "zod"

import { ORDER_STATUSES } from "#contract/orders"

import type { ApiEnv } from "../../lib/context"
import { ApiError, ValidationError } from "../../lib/errors"
import { requireStaffKey } from "../../lib/staff-key"
import { mailContextOf } from "../accounts/account-mails"
import {
  cancelOrder,
  confirmOrder,
  listOrdersForStaff,
  type OrderRef,
  parseOrderRef,
} from "./order-status.service"
import { shipOrderAndMail } from "./ship-order"

// `npm run staff -- orders …` handed to the running server (the embedded database has one process), with
// the same key as the other staff doors (accounts/staff-signups.routes.ts). Not part of the public API
// document: partners never reach it (without the key it is not found).

export const StaffOrderListSchema = z.object({ status: z.enum(ORDER_STATUSES).optional() })

function orderRef(c: Context<ApiEnv>): OrderRef {
  const ref = parseOrderRef(c.req.param("ref") ?? "")
  if (!ref) throw new ApiError(404, "order_not_found", "No such order.")
  return ref
}

export function staffOrderRoutes(staffKey: string | undefined) {
  const routes = new Hono<ApiEnv>()
  for (const path of ["/internal/staff/orders", "/internal/staff/orders/*"])
    routes.use(path, async (c, next) => {
      requireStaffKey(c.req.header("x-staff-key"), staffKey)
      await next()
    })

  routes.get("/internal/staff/orders", async (c) => {
    const parsed = StaffOrderListSchema.safeParse({ status: c.req.query("status") || undefined })
    if (!parsed.success) throw ValidationError.fromZod(parsed.error)
    return c.json({ data: await listOrdersForStaff(c.get("db"), parsed.data) })
  })

  routes.post("/internal/staff/orders/:ref/confirm", async (c) => {
    const order = await confirmOrder(c.get("db"), orderRef(c))
    return c.json({ data: { id: order.id, number: order.number, status: order.status } })
  })

  routes.post("/internal/staff/orders/:ref/cancel", async (c) => {
    const order = await cancelOrder(c.get("db"), orderRef(c))
    return c.json({ data: { id: order.id, number: order.number, status: order.status } })
  })

  routes.post("/internal/staff/orders/:ref/ship", async (c) => {
    const { order, invoice } = await shipOrderAndMail(
      c.get("db"),
      mailContextOf(c),
      orderRef(c),
      c.get("log"),
    )
    return c.json({
      data: { id: order.id, number: order.number, status: order.status, invoice: invoice.number },
    })
  })
  return routes
}
