import { Hono } from "hono"

import * as drafts from "#contract/drafts"

import { requireRole } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { document, pagination } from "../../lib/jsonapi"
import {
  deleteDraft,
  draftDetail,
  draftId,
  draftResource,
  findDraftWithLines,
  listDrafts,
} from "./drafts.service"

// GET orders/drafts, GET orders/drafts/{id}, DELETE orders/drafts/{id} (204, DRAFT-4). Saving the basket
// (POST orders/drafts) and loading a draft into it (POST orders/drafts/{id}/load,
// docs/decisions/011-saved-baskets.md) run workflows: api/workflows/saved-baskets.routes.ts. Every call
// needs the basket role.
//
// Mounted in api/app.ts before the orders routes, so /orders/drafts is never read as /orders/{id}.

export const draftRoutes = new Hono<ApiEnv>()

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
