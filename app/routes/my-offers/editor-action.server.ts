import { data, redirect, type RouterContextProvider } from "react-router"

import { getProduct } from "#contract/catalog-products"
import { searchProducts, searchSpareParts } from "#contract/catalog-search"
import { ITEM_TYPES, type ItemType } from "#contract/items"
import type { OfferCountry } from "#contract/offer-rules"
import { saveOffer } from "#contract/offers"

import { readForm } from "../../lib/forms/read-form.server"
import { getInstance } from "../../lib/i18n/i18n.server"
import { splitMessage } from "../../lib/i18n/messages"
import { partnerSessionContext } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"
import { flashNotice, listApi, listKindOf, type Notice } from "../../lib/shop/basket.server"
import { isOutage } from "../../lib/transport/api.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { localizedPath } from "../../lib/urls/pages"
import {
  ADD_ITEM,
  type EditorActionData,
  type ItemMatch,
  MAX_ITEM_MATCHES,
  type OfferFormReply,
} from "./offer-fields"
import {
  addItems,
  bodyOf,
  checkBody,
  ITEM_ID,
  placeErrors,
  readOfferForm,
  removeLine,
} from "./offer-form.server"
import { failureResponse, isOfferId, type OfferActionArgs, offerNotFound } from "./offers.server"

// The offer editor's one form (OFFER-3, OFFER-10): every button is an intent of the same form, so
// nothing typed is ever lost. Each intent reads the whole form, changes the lines as asked (add an item,
// the basket's or the wishlist's items, remove one) and stores the whole offer: save:false while it is
// being written, save:true to save it. Without scripts a stored change is answered with a redirect to the
// same page (post/redirect/get); a scripted submission (a fetcher, `enhanced`) gets its answer as data and
// the page's loader runs again. A refusal is the same page with every value as typed and the messages.

type Intent =
  | { kind: "update" | "add" | "basket" | "wishlist" | "save" }
  | { kind: "remove"; key: string }
  | { kind: "pick"; itemType: ItemType; itemId: string }

function intentOf(value: FormDataEntryValue | null): Intent | null {
  if (value === "update" || value === "add" || value === "basket" || value === "wishlist" || value === "save")
    return { kind: value }
  if (typeof value === "string" && value.startsWith("remove:")) return { kind: "remove", key: value.slice(7) }
  // one of the search's matches: "pick:products:BMG4-080A"
  const pick = typeof value === "string" ? value.match(/^pick:([a-z-]+):(.+)$/) : null
  const itemType = ITEM_TYPES.find((type) => type === pick?.[1])
  if (pick?.[2] && itemType && ITEM_ID.test(pick[2])) return { kind: "pick", itemType, itemId: pick[2] }
  return null
}

/** The lines of the partner's basket or wishlist (shop helpers; OFFER-10). */
async function listItems(context: Readonly<RouterContextProvider>, kind: "basket" | "wishlist") {
  const answer = await listApi(context, null, kind).read()
  if (!answer.ok) return null
  return answer.data.included.flatMap((entry) =>
    entry.type === "basket-lines" || entry.type === "wishlist-lines"
      ? [
          {
            item_type: entry.attributes.type,
            item_id: entry.attributes.item_id,
            quantity: entry.attributes.qty,
          },
        ]
      : [],
  )
}

/**
 * What a typed text names: a product by its number, a spare part by its number, or else the items the
 * header's search finds for it (products, then spare parts), listed under the field to pick from.
 */
async function findItem(
  context: Readonly<RouterContextProvider>,
  text: string,
): Promise<{ found: ItemMatch | null; matches: ItemMatch[] }> {
  const api = shopApi(context)
  if (ITEM_ID.test(text)) {
    const product = await api.send(getProduct, { params: { id: text } })
    if (product.ok) return { found: { type: "products", id: text, name: "" }, matches: [] }
  }
  if (text.length < 2) return { found: null, matches: [] }
  const [products, parts] = await Promise.all([
    api.send(searchProducts, { query: { query: text } }),
    api.send(searchSpareParts, { query: { query: text } }),
  ])
  const matches: ItemMatch[] = [
    ...(products.ok
      ? products.data.data.map((item) => ({
          type: "products" as const,
          id: item.id,
          name: item.attributes.name,
        }))
      : []),
    ...(parts.ok
      ? parts.data.data.map((item) => ({
          type: "spare-parts" as const,
          id: item.id,
          name: item.attributes.name,
        }))
      : []),
  ]
  const found = matches.find((match) => match.type === "spare-parts" && match.id === text) ?? null
  return { found, matches: found ? [] : matches.slice(0, MAX_ITEM_MATCHES) }
}

export async function editorAction({ request, context, id }: OfferActionArgs) {
  if (!isOfferId(id)) throw offerNotFound()
  const { locale } = context.get(shopContext)
  const user = context.get(partnerSessionContext).user
  const i18n = getInstance(context)
  const formData = await readForm(request)
  const intent = intentOf(formData.get("intent"))
  if (!intent) throw new Response("Unknown intent", { status: 400 })
  const enhanced = formData.get("enhanced") === "1"
  // OFFER-14: the page's own update after a typed change (scripts): the page announces the new totals itself
  const auto = enhanced && formData.get("auto") === "1"
  const editorPath = localizedPath(locale, "offerEditor", { id })
  const { draft, reply } = readOfferForm(formData)
  // messages are written out here, in the page's language, so the page's script needs none of their
  // texts: the offers' validation messages (offer-validation.json, a namespace of the server only, worded
  // as the API's api.json), then the shop's shared ones and the offers' own (common.json, offers.json)
  const translate = (message: string) => {
    const [key, values] = splitMessage(message)
    for (const candidate of [`offer-validation:${key}`, key])
      if (i18n.exists(candidate)) return i18n.t(candidate, values)
    return message
  }
  const refused = (answer: OfferFormReply) => {
    const errors: OfferFormReply["errors"] = {}
    for (const [name, messages] of Object.entries(answer.errors)) errors[name] = messages.map(translate)
    const reply = { ...answer, errors, formErrors: answer.formErrors.map(translate) }
    return data({ ok: false, reply } satisfies EditorActionData, { status: 422 })
  }

  // the "add an item" field is read by every intent but remove: Enter in it (the Update button) adds too
  let added = 0
  const typed = (reply.values[ADD_ITEM] ?? "").trim()
  if (intent.kind === "pick") {
    addItems(draft, [{ item_type: intent.itemType, item_id: intent.itemId, quantity: 1 }], () => ({
      add: true,
    }))
    added = 1
  } else if (typed && intent.kind !== "remove") {
    const { found, matches } = await findItem(context, typed)
    // OFFER-10: words that name items are no mistake: the matches are listed to pick from, nothing is
    // refused and nothing is stored yet (everything typed stays in the form)
    if (!found && matches.length)
      return data({ ok: false, reply: { ...reply, matches } } satisfies EditorActionData)
    if (!found) {
      reply.errors[ADD_ITEM] = ["validation.itemUnknown"]
    } else {
      addItems(draft, [{ item_type: found.type, item_id: found.id, quantity: 1 }], () => ({ add: true }))
      added = 1
    }
  }
  if (intent.kind === "remove") removeLine(draft, intent.key)
  if (intent.kind === "basket" || intent.kind === "wishlist") {
    // a partner without the basket role has no basket (BASKET-1): the button is not shown to them
    if (intent.kind === "basket" && listKindOf(user) !== "basket")
      throw new Response("Forbidden", { status: 403 })
    const items = await listItems(context, intent.kind)
    if (items === null) reply.formErrors.push("offers:listFailed")
    else if (items.length === 0) reply.formErrors.push(`offers:${intent.kind}Empty`)
    else addItems(draft, items, (itemId) => ({ list: itemId }))
    added = items?.length ?? 0
  }

  const save = intent.kind === "save"
  const body = bodyOf(id, draft, save)
  const sendable = {
    ...body,
    customer: { ...body.customer, country: body.customer.country as OfferCountry | "" },
  }
  if (Object.keys(reply.errors).length || reply.formErrors.length) return refused(reply)
  const local = checkBody(body)
  if (Object.keys(local).length) {
    placeErrors(reply, local, draft.sources, translate)
    return refused(reply)
  }

  const answer = await shopApi(context).send(saveOffer, { body: sendable })
  if (!answer.ok) {
    // the API cannot answer just now: the editor comes back with everything typed and says to try again
    if (isOutage(answer)) {
      reply.formErrors.push(answer.message ?? translate("error.tryLater"))
      return data({ ok: false, reply } satisfies EditorActionData, { status: 503 })
    }
    if (answer.kind !== "validation") throw failureResponse(answer)
    placeErrors(reply, answer.fieldErrors, draft.sources, translate)
    return refused(reply)
  }
  if (save) {
    flashNotice(context, { key: "offers:saved" })
    throw redirect(localizedPath(locale, "offerDetail", { id }), 303)
  }
  if (!auto) flashNotice(context, noticeOf(intent, added, typed))
  if (enhanced) return { ok: true } satisfies EditorActionData
  // without scripts a removed line's row is gone: the page opens at the lines' heading (decision 039)
  throw redirect(intent.kind === "remove" ? `${editorPath}#offer-lines-title` : editorPath, 303)
}

/** What the partner is told once the offer is stored (the page's toast). */
function noticeOf(intent: Intent, added: number, typed: string): Notice {
  if (intent.kind === "basket" || intent.kind === "wishlist")
    return { key: `offers:added.${intent.kind}`, values: { count: added } }
  if (intent.kind === "remove") return { key: "offers:removed" }
  if (intent.kind === "pick") return { key: "offers:added.item", values: { id: intent.itemId } }
  if (typed) return { key: "offers:added.item", values: { id: typed } }
  return { key: "offers:updated" }
}
