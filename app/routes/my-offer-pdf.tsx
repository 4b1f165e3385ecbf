import { redirect } from "react-router"

import { OFFER_PDF_VARIANTS } from "#contract/offer-rules"
import { getOfferPdf } from "#contract/offers"

import { shopContext } from "../lib/session/shop-context.server"
import { pdfDownload } from "../lib/transport/pdf-download.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/my-offer-pdf"
import { isOfferId, offerNotFound, requireOfferAccess } from "./my-offers/offers.server"

// OFFER-9, GET /offers/pdf/{a}/{b}: an offer's PDF, for the end customer or the partner's own copy with
// purchase prices and margin. A resource route (outside the account layout): the browser downloads the
// API's answer, made with the partner's token, under the API's own name (OFFER-13); no scripts
// needed. A PDF that cannot be made sends the partner back to the offer, which says so.

export async function loader({ context, params }: Route.LoaderArgs) {
  requireOfferAccess(context)
  const { locale } = context.get(shopContext)
  const variant = OFFER_PDF_VARIANTS.find((known) => known === params.variant)
  if (!isOfferId(params.id) || !variant) throw offerNotFound()
  const detail = localizedPath(locale, "offerDetail", { id: params.id })
  const answer = await shopApi(context).file(getOfferPdf, { params: { id: params.id, variant } })
  if (!answer.ok) throw answer.kind === "not_found" ? redirect(detail) : redirect(`${detail}?pdfError`, 303)
  return pdfDownload(answer.response, `offer-${params.id}.pdf`)
}
