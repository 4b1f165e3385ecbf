import { Hono } from "hono"

import { offerToBasket } from "#contract/offers"

import { requireRole } from "../lib/access"
import type { ApiEnv } from "../lib/context"
import { defineRoute } from "../lib/define-route"
import { document } from "../lib/jsonapi"
import { draftLinesOf, draftResource } from "../modules/drafts/drafts.service"
import { offerResource } from "../modules/offers/offer-resource"
import { offerId, offerLinesOf, requireOffer } from "../modules/offers/offers.service"
import { replaceBasketWith } from "./replace-basket"

// POST offers/{id}/basket: an offer's lines become the basket (replace-basket.ts), in one transaction with
// reading the offer. It needs both the price_quotation and the basket role. The route sits here, above the
// modules, because it runs a workflow: a module never imports api/workflows (decision 112).

export const offerToBasketRoutes = new Hono<ApiEnv>()

defineRoute(offerToBasketRoutes, offerToBasket, async (c, { params, body }) => {
  const partner = requireRole(requireRole(c.get("viewer"), "price_quotation"), "basket")
  const db = c.get("db")
  const locale = c.get("locale")
  const { offer, lines, result } = await db.transaction(async (tx) => {
    const offer = await requireOffer(tx, partner.clientId, offerId(params.id))
    const lines = await offerLinesOf(tx, [offer.id])
    const wanted = lines.map(({ itemType, itemId, quantity }) => ({ itemType, itemId, quantity }))
    const result = await replaceBasketWith(tx, partner, locale, wanted, {
      saveCurrent: body.save_current ?? false,
    })
    return { offer, lines, result }
  })
  const saved = result.savedCurrent
  return c.json(
    document(offerResource(offer, lines), {
      meta: {
        saved_current: saved ? draftResource(saved, await draftLinesOf(db, [saved.id])) : null,
        loaded: result.loaded,
        skipped: result.skipped.map((line) => ({ item_type: line.itemType, item_id: line.itemId })),
        warnings: result.warnings,
      },
    }),
  )
})
