import { Hono } from "hono"

import * as contract from "#contract/offers"

import { requireRole } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { document, pagination } from "../../lib/jsonapi"
import { attachment } from "../content/downloads.routes"
import { offerPdfFileName, renderOfferPdf } from "./offer-pdf"
import { offerPdfModel } from "./offer-pdf-model"
import { offerDetail, offerResource } from "./offer-resource"
import { createOffer, deleteOffer, listOffers, offerId, requireOffer } from "./offers.service"
import { storeOffer } from "./store-offer"

// POST offers/create, POST offers, GET offers, GET offers/{id}, DELETE offers/{id},
// GET /offers/pdf/{a}/{b}; POST offers/{id}/basket (turn an offer into the basket) crosses into the basket
// and lives with the workflows (api/workflows/offer-to-basket.routes.ts). Every call needs
// the price_quotation role; another partner's offer is a 404 ("offer not found", OFFER-1).
//
// Mounted in api/app.ts; /offers/create and /offers/pdf/… are literal paths, so they never read as an id.

export const offerRoutes = new Hono<ApiEnv>()

defineRoute(offerRoutes, contract.createOffer, async (c) => {
  const partner = requireRole(c.get("viewer"), "price_quotation")
  const db = c.get("db")
  const offer = await createOffer(db, partner)
  const { data } = await offerDetail(db, partner, c.get("locale"), offer)
  return c.json(document(data), 201)
})

defineRoute(offerRoutes, contract.saveOffer, async (c, { body }) => {
  const partner = requireRole(c.get("viewer"), "price_quotation")
  const db = c.get("db")
  const locale = c.get("locale")
  const { offer, items } = await storeOffer(db, partner, locale, offerId(body.id), body)
  const { data } = await offerDetail(db, partner, locale, offer, items)
  return c.json(document(data))
})

defineRoute(offerRoutes, contract.listOffers, async (c, { query }) => {
  const partner = requireRole(c.get("viewer"), "price_quotation")
  const size = query["page[size]"] ?? contract.OFFERS_PAGE_SIZE
  const number = query["page[number]"] ?? 1
  const filters = {
    reference: query["filter[reference]"] || undefined,
    customer: query["filter[customer]"] || undefined,
    state: query["filter[state]"],
  }
  const { rows, lines, total } = await listOffers(c.get("db"), partner.clientId, filters, number, size)
  return c.json(
    document(
      rows.map((row) =>
        offerResource(
          row,
          lines.filter((line) => line.offerId === row.id),
        ),
      ),
      { meta: { pagination: pagination(total, rows.length, size, number) } },
    ),
  )
})

defineRoute(offerRoutes, contract.getOffer, async (c, { params }) => {
  const partner = requireRole(c.get("viewer"), "price_quotation")
  const db = c.get("db")
  const offer = await requireOffer(db, partner.clientId, offerId(params.id))
  const { data } = await offerDetail(db, partner, c.get("locale"), offer)
  return c.json(document(data))
})

defineRoute(offerRoutes, contract.deleteOffer, async (c, { params }) => {
  const partner = requireRole(c.get("viewer"), "price_quotation")
  await deleteOffer(c.get("db"), partner.clientId, offerId(params.id))
  return c.body(null, 204)
})

defineRoute(offerRoutes, contract.getOfferPdf, async (c, { params }) => {
  const partner = requireRole(c.get("viewer"), "price_quotation")
  const db = c.get("db")
  const offer = await requireOffer(db, partner.clientId, offerId(params.id))
  const model = await offerPdfModel(db, partner, c.get("locale"), offer, params.variant)
  const pdf = await renderOfferPdf(model)
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": attachment(
        offerPdfFileName(model.offer.number, params.variant, c.get("locale")),
      ),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  })
})
