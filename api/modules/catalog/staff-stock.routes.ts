import { Hono } from "hono"
import { z } from "zod"

import { checkStockAlertsSoon } from "../../jobs"
import type { ApiEnv } from "../../lib/context"
import { ApiError, ValidationError } from "../../lib/errors"
import { requireStaffKey } from "../../lib/staff-key"
import { itemsByArticleNumber } from "./article-numbers"
import { WAREHOUSES } from "./catalog.schema"
import { setWarehouseStock } from "./stock.service"

// `npm run staff -- stock set ID DBE11 N` handed to the running server (the embedded database has one
// process), with the same key as the other staff doors. Not part of the public API document.

export const StaffStockSchema = z.object({
  id: z.string().trim().min(1).max(64),
  warehouse: z.enum(WAREHOUSES),
  quantity: z.number().int().min(0).max(1_000_000),
})
export type StaffStock = z.infer<typeof StaffStockSchema>

export function staffStockRoutes(staffKey: string | undefined) {
  const routes = new Hono<ApiEnv>()
  routes.use("/internal/staff/stock", async (c, next) => {
    requireStaffKey(c.req.header("x-staff-key"), staffKey)
    await next()
  })
  routes.post("/internal/staff/stock", async (c) => {
    const parsed = StaffStockSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) throw ValidationError.fromZod(parsed.error)
    const db = c.get("db")
    const item = await setStock(db, parsed.data)
    // QUICK-8: the alerts are checked at once, not at the next minute's tick
    await checkStockAlertsSoon(c.get("jobs"))
    return c.json({ data: { ...item, warehouse: parsed.data.warehouse, quantity: parsed.data.quantity } })
  })
  return routes
}

/** The item the number names, its stock set; 404 when there is none. */
export async function setStock(db: Parameters<typeof setWarehouseStock>[0], command: StaffStock) {
  const item = (await itemsByArticleNumber(db, [command.id])).values().next().value
  if (!item) throw new ApiError(404, "item_not_found", `No product or spare part ${command.id}.`)
  await setWarehouseStock(db, item, command.warehouse, command.quantity)
  return item
}
