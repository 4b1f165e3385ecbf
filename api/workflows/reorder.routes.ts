import { Hono } from "hono"

import { reorderOrder } from "#contract/orders"

import { requireRole } from "../lib/access"
import type { ApiEnv } from "../lib/context"
import { defineRoute } from "../lib/define-route"
import { draftResource, findDraftWithLines } from "../modules/drafts/drafts.service"
import { reorder } from "./reorder"

// POST orders/{id}/reorder. The route sits above the modules, beside its workflow: a module never imports
// api/workflows (decision 112).

export const reorderRoutes = new Hono<ApiEnv>()

// QUICK-6: order these again (reorder.ts); the basket role, as loading a saved basket
defineRoute(reorderRoutes, reorderOrder, async (c, { params, body }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const db = c.get("db")
  const { order, data, loaded, savedCurrent } = await reorder(db, partner, c.get("locale"), params.id, {
    saveCurrent: body.save_current ?? false,
  })
  const saved = savedCurrent ? await findDraftWithLines(db, partner.clientId, savedCurrent.id) : null
  return c.json({
    data,
    meta: {
      order_number: order.number,
      loaded,
      saved_current: saved ? draftResource(saved.draft, saved.lines) : null,
    },
  })
})
