import { data, redirect, type RouterContextProvider } from "react-router"

import { getBasket } from "#contract/basket"
import { MAX_UNSAVED_OFFERS } from "#contract/offer-rules"
import { createOffer, deleteOffer, type OfferDetail, offerToBasket, saveOffer } from "#contract/offers"

import { readForm } from "../../lib/forms/read-form.server"
import { partnerSessionContext } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"
import { flashNotice, listKindOf } from "../../lib/shop/basket.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { localizedPath } from "../../lib/urls/pages"
import { failureResponse, loadOffer, type OfferActionArgs } from "./offers.server"

// What can be done with an offer from its detail page (OFFER-3, OFFER-11): duplicate it as a new
// offer being written, turn it into the basket, delete it. Each is a plain form post, so all of it works
// without scripts; the two that cannot be undone ask first on the page itself: delete ("are you sure?"),
// and a basket that is not empty ("save my current basket first / replace it / cancel", as loading a
// saved basket does).

/** OFFER-11, DRAFT-3: the question asked before the offer's items replace a basket that is not empty. */
export interface BasketQuestion {
  /** lines in the current basket */
  count: number
}

export type DetailActionData = { question: "basket"; basket: BasketQuestion } | { question: "delete" }

/** The same offer as a new one being written: its options, customer and lines (the items that still exist). */
async function duplicate(context: Readonly<RouterContextProvider>, offer: OfferDetail) {
  const api = shopApi(context)
  const created = await api.send(createOffer)
  if (!created.ok && created.kind === "error" && created.code === "too_many_unsaved_offers")
    return "limit" as const
  if (!created.ok) throw failureResponse(created)
  const a = offer.attributes
  const id = created.data.data.id
  const lines = a.lines.filter((line) => line.available)
  const stored = await api.send(saveOffer, {
    body: {
      id,
      save: false,
      reference: a.reference,
      global_discount: a.global_discount,
      transport_price: a.transport_price,
      show_only_catalog_price: a.show_only_catalog_price,
      customer: a.customer,
      lines: lines.map((line) => ({
        item_type: line.item_type,
        item_id: line.item_id,
        quantity: line.quantity,
        selling_price: line.selling_price,
        discount: line.discount,
      })),
    },
  })
  if (!stored.ok) {
    // an empty copy is of no use to anyone
    await api.send(deleteOffer, { params: { id } })
    return null
  }
  return { id, left: a.lines.length - lines.length }
}

export async function detailAction({ request, context, id }: OfferActionArgs) {
  const { locale } = context.get(shopContext)
  const user = context.get(partnerSessionContext).user
  const api = shopApi(context)
  const formData = await readForm(request)
  const intent = formData.get("intent")
  const offer = await loadOffer(context, id)
  const detailPath = localizedPath(locale, "offerDetail", { id })

  if (intent === "duplicate") {
    const copy = await duplicate(context, offer)
    if (copy === "limit") {
      flashNotice(context, {
        key: "offers:tooManyUnsaved",
        values: { count: MAX_UNSAVED_OFFERS },
        tone: "error",
      })
      throw redirect(detailPath, 303)
    }
    if (!copy) {
      flashNotice(context, { key: "offer-detail:duplicateFailed", tone: "error" })
      throw redirect(detailPath, 303)
    }
    flashNotice(
      context,
      copy.left
        ? { key: "offers:copiedWithout", values: { count: copy.left }, tone: "warning" }
        : { key: "offers:copied", values: { number: offer.attributes.number } },
    )
    throw redirect(localizedPath(locale, "offerEditor", { id: copy.id }), 303)
  }

  if (intent === "basket") {
    // OFFER-11: the basket is for partners with the basket role (the button is not shown to others)
    if (listKindOf(user) !== "basket") throw new Response("Forbidden", { status: 403 })
    const mode = formData.get("mode")
    if (mode !== "save" && mode !== "replace") {
      const basket = await api.send(getBasket, { query: { "fields[baskets]": "count" } })
      const count = basket.ok ? basket.data.data.attributes.count : 0
      if (count > 0) return data({ question: "basket", basket: { count } } satisfies DetailActionData)
    }
    const answer = await api.send(offerToBasket, { params: { id }, body: { save_current: mode === "save" } })
    if (!answer.ok) throw failureResponse(answer)
    const { saved_current: saved, skipped } = answer.data.meta
    flashNotice(context, {
      key: skipped.length
        ? "basket:offerLoadedSkipped"
        : saved
          ? "basket:offerLoadedSavedFirst"
          : "basket:offerLoaded",
      values: {
        number: offer.attributes.number,
        saved: saved?.attributes.number ?? "",
        count: skipped.length,
      },
      tone: skipped.length ? "warning" : "success",
    })
    throw redirect(localizedPath(locale, "basket"), 303)
  }

  if (intent === "delete") {
    if (formData.get("confirm") !== "yes") return data({ question: "delete" } satisfies DetailActionData)
    const answer = await api.send(deleteOffer, { params: { id } })
    if (!answer.ok && answer.kind !== "not_found") throw failureResponse(answer)
    flashNotice(context, { key: "offers:deleted", values: { number: offer.attributes.number } })
    throw redirect(localizedPath(locale, "myOffers"), 303)
  }

  throw new Response("Unknown intent", { status: 400 })
}
