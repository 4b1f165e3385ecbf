import { Hono } from "hono"

import { createDraft, loadDraft } from "#contract/drafts"

import { requireRole } from "../lib/access"
import type { ApiEnv } from "../lib/context"
import { defineRoute } from "../lib/define-route"
import { document } from "../lib/jsonapi"
import { draftId, draftResource, findDraftWithLines } from "../modules/drafts/drafts.service"
import { loadDraftIntoBasket } from "./load-draft"
import { saveBasketAsDraft } from "./save-basket-as-draft"

// POST orders/drafts saves the current basket and answers 200 (DRAFT-1: creating succeeds only with HTTP
// 200); POST orders/drafts/{id}/load makes a draft the basket. Both need the basket role. The routes sit
// above the modules, beside their workflows: a module never imports api/workflows (decision 112).
//
// Mounted in api/app.ts before the orders routes, so /orders/drafts is never read as /orders/{id}.

export const savedBasketRoutes = new Hono<ApiEnv>()

defineRoute(savedBasketRoutes, createDraft, async (c, { body }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const { draft, lines } = await saveBasketAsDraft(c.get("db"), partner, c.get("locale"), {
    comments: body.comments,
    reference: body.reference,
    orderDate: body.order_date,
    shippingDate: body.shipping_date,
  })
  return c.json(document(draftResource(draft, lines)), 200)
})

defineRoute(savedBasketRoutes, loadDraft, async (c, { params, body }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const db = c.get("db")
  const { draft, savedCurrent, loaded, skipped, warnings } = await loadDraftIntoBasket(
    db,
    partner,
    c.get("locale"),
    draftId(params.id),
    { saveCurrent: body.save_current ?? false },
  )
  const { lines } = await findDraftWithLines(db, partner.clientId, draft.id)
  const saved = savedCurrent ? await findDraftWithLines(db, partner.clientId, savedCurrent.id) : null
  return c.json(
    document(draftResource(draft, lines), {
      meta: {
        saved_current: saved ? draftResource(saved.draft, saved.lines) : null,
        loaded,
        skipped: skipped.map((line) => ({ item_type: line.itemType, item_id: line.itemId })),
        warnings,
      },
    }),
  )
})
