import { Hono } from "hono"

import * as drafts from "#contract/drafts"

import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { document, pagination } from "../../lib/jsonapi"
import { loadDraftIntoBasket } from "../../workflows/load-draft"
import { saveBasketAsDraft } from "../../workflows/save-basket-as-draft"
import { requireRole } from "../accounts/partner-access"
import { deleteDraft, draftDetail, draftResource, findDraftWithLines, listDrafts } from "./drafts.service"

// GET orders/drafts, GET orders/drafts/{id}, DELETE orders/drafts/{id} (204, DRAFT-4); POST
// orders/drafts saves the current basket and answers 200 (DRAFT-1: creating succeeds only with HTTP 200).
// Loading a draft into the basket is POST orders/drafts/{id}/load
// (docs/decisions/011-saved-baskets.md). Every call needs the basket role.
//
// Mounted in api/app.ts before the orders routes, so /orders/drafts is never read as /orders/{id}.

export const draftRoutes = new Hono<ApiEnv>()

// a draft id is a positive integer; anything else names no draft (404, not 422)
function draftId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound()
  return Number(raw)
}

defineRoute(draftRoutes, drafts.listDrafts, async (c, { query }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const size = query["page[size]"] ?? 20
  const number = query["page[number]"] ?? 1
  const { rows, lines, total } = await listDrafts(c.get("db"), partner.clientId, number, size)
  return c.json(
    document(
      rows.map((row) =>
        draftResource(
          row,
          lines.filter((line) => line.draftId === row.id),
        ),
      ),
      { meta: { pagination: pagination(total, rows.length, size, number) } },
    ),
  )
})

defineRoute(draftRoutes, drafts.createDraft, async (c, { body }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const { draft, lines } = await saveBasketAsDraft(c.get("db"), partner, c.get("locale"), {
    comments: body.comments,
    reference: body.reference,
    orderDate: body.order_date,
    shippingDate: body.shipping_date,
  })
  return c.json(document(draftResource(draft, lines)), 200)
})

defineRoute(draftRoutes, drafts.getDraft, async (c, { params }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const db = c.get("db")
  const { draft, lines } = await findDraftWithLines(db, partner.clientId, draftId(params.id))
  const { data, included } = await draftDetail(db, partner, c.get("locale"), draft, lines)
  return c.json(document(data, { included }))
})

defineRoute(draftRoutes, drafts.deleteDraft, async (c, { params }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  await deleteDraft(c.get("db"), partner.clientId, draftId(params.id))
  return c.body(null, 204)
})

defineRoute(draftRoutes, drafts.loadDraft, async (c, { params, body }) => {
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
