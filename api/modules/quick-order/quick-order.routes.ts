import { Hono } from "hono"

import { addQuickOrder, previewQuickOrder, typedLinesOf, uploadQuickOrder } from "#contract/quick-order"

import { requirePartner } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { readListFile } from "./list-file"
import * as quickOrder from "./quick-order.service"

// POST /quick-order/preview, /quick-order/upload and /quick-order (QUICK-1 to QUICK-5). Every logged-in
// partner may use them: the basket role fills the basket, everyone else the wishlist (BASKET-1). The
// uploaded file is read in memory and dropped with the request.

export const quickOrderRoutes = new Hono<ApiEnv>()

defineRoute(quickOrderRoutes, previewQuickOrder, async (c, { body }) => {
  const partner = requirePartner(c.get("viewer"))
  return c.json(await quickOrder.previewQuickOrder(c.get("db"), partner, c.get("locale"), typedLinesOf(body)))
})

defineRoute(quickOrderRoutes, uploadQuickOrder, async (c, { file }) => {
  const partner = requirePartner(c.get("viewer"))
  const lines = await readListFile(file!)
  return c.json(
    await quickOrder.previewQuickOrder(c.get("db"), partner, c.get("locale"), lines, { heading: true }),
  )
})

defineRoute(quickOrderRoutes, addQuickOrder, async (c, { body }) => {
  const partner = requirePartner(c.get("viewer"))
  return c.json(await quickOrder.addQuickOrder(c.get("db"), partner, c.get("locale"), typedLinesOf(body)))
})
