import { data, type RouterContextProvider } from "react-router"

import { getBasket } from "#contract/basket"
import { formatMoney } from "#contract/money"
import { reorderOrder } from "#contract/orders"

import { fieldText, readForm } from "../../lib/forms/read-form.server"
import { getInstance } from "../../lib/i18n/i18n.server"
import { requirePartnerSession } from "../../lib/session/partner-session.server"
import { shopApi } from "../../lib/transport/shop-api.server"

// QUICK-6, "order these again" on an order's page: over a basket that is not empty the page first asks, as
// loading a saved basket does (DRAFT-3: save mine first, replace it, cancel); then the order's lines are the
// basket at today's prices and the same page shows what changed. Plain forms, so it works without scripts.

export interface ReorderChange {
  id: string
  itemId: string
  name: string
  quantityOrdered: number
  quantity: number
  priceThen: string
  priceNow: string | null
  /** what changed, in words (orders.json reorder.*), with its values */
  change: { key: string; values?: Record<string, string | number> }
}

export type ReorderActionData =
  | { question: { number: string; count: number }; result?: undefined; error?: undefined }
  | {
      result: { number: string; savedCurrent: string | null; lines: ReorderChange[] }
      question?: undefined
      error?: undefined
    }
  | { error: string; question?: undefined; result?: undefined }

export async function reorderAction({
  request,
  context,
  orderId,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
  orderId: string
}) {
  const user = requirePartnerSession(context)
  const t = getInstance(context).t
  const form = await readForm(request)
  if (form.get("intent") !== "reorder") throw new Response("Unknown intent", { status: 400 })
  if (!user.roles.basket)
    return data({ error: t("orders:reorder.noBasketRole") } satisfies ReorderActionData, { status: 403 })
  const mode = form.get("mode")
  // the question names the order by the number its page posted (only words: the API answers for the order)
  const posted = fieldText(form, "number")
  const orderNumber = /^SO\d{4}-[A-Z0-9]{1,12}$/.test(posted) ? posted : ""
  const api = shopApi(context)
  if (mode !== "save" && mode !== "replace") {
    const basket = await api.send(getBasket, { query: { "fields[baskets]": "count" } })
    const count = basket.ok ? basket.data.data.attributes.count : 0
    if (count > 0) return data({ question: { number: orderNumber, count } } satisfies ReorderActionData)
  }
  const answer = await api.send(reorderOrder, {
    params: { id: orderId },
    body: { save_current: mode === "save" },
  })
  if (!answer.ok) {
    if (answer.kind === "not_found") throw new Response("Not found", { status: 404 })
    return data({ error: t("orders:reorder.failed") } satisfies ReorderActionData, { status: 503 })
  }
  const lines = answer.data.data.map(({ id, attributes: a }): ReorderChange => {
    const money = (cents: number) => formatMoney(cents, a.currency)
    const change: ReorderChange["change"] = a.no_longer_sold
      ? a.replacement_id
        ? { key: "noLongerSoldReplaced", values: { id: a.replacement_id } }
        : { key: "noLongerSold" }
      : a.replacement_id
        ? a.quantity > 0
          ? { key: "replaced", values: { id: a.replacement_id, max: a.max_order_quantity ?? a.quantity } }
          : { key: "replacedNone", values: { id: a.replacement_id } }
        : a.unit_price_now === null || a.unit_price_now === a.unit_price_then
          ? { key: "unchanged" }
          : { key: a.unit_price_now > a.unit_price_then ? "dearer" : "cheaper" }
    return {
      id,
      itemId: a.item_id,
      name: a.name,
      quantityOrdered: a.quantity_ordered,
      quantity: a.quantity,
      priceThen: money(a.unit_price_then),
      priceNow: a.unit_price_now === null ? null : money(a.unit_price_now),
      change,
    }
  })
  return data({
    result: {
      number: answer.data.meta.order_number,
      savedCurrent: answer.data.meta.saved_current?.attributes.number ?? null,
      lines,
    },
  } satisfies ReorderActionData)
}
