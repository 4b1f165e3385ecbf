import { basketButtonHiddenReason } from "#contract/basket-button"
import type { Locale } from "#contract/locales"
import type { ReorderLine } from "#contract/orders"

import type { Db } from "../db/client"
import { notFound } from "../lib/errors"
import { seesPrices, type Viewer } from "../lib/viewer"
import { readBasketLines } from "../modules/basket/basket.service"
import { findOwnOrder, readOrderLines } from "../modules/orders/order-resource"
import { type LineInput, priceLines } from "../modules/pricing/pricing.service"
import { replaceBasketWith } from "./replace-basket"

/**
 * QUICK-6, "order these again": an order's lines become the basket at today's prices, through the same
 * workflow as loading a saved basket (replace-basket.ts: DRAFT-3's "save mine first", the replacement rule,
 * spare parts only with their role), in one transaction. Items no longer sold are left out first: gone
 * from the catalogue, or hidden by BASKET-10 as an old product or a clearance article without stock. Each
 * order line says what became of it: its price then and now, its replacement, what the basket holds.
 */
export async function reorder(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  orderId: number,
  options: { saveCurrent: boolean },
) {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, viewer, orderId)
    if (!order) throw notFound()
    const ordered = await readOrderLines(tx, order.id)
    // an order holds each item once; should one ever hold it twice, the basket takes it once, added up
    const wanted = new Map<string, LineInput>()
    for (const line of ordered) {
      const key = `${line.itemType}:${line.itemId}`
      const previous = wanted.get(key)
      wanted.set(key, {
        itemType: line.itemType,
        itemId: line.itemId,
        quantity: (previous?.quantity ?? 0) + line.quantity,
      })
    }
    const { lines: today } = await priceLines(tx, viewer, locale, [...wanted.values()])
    const todayOf = new Map(today.map((line) => [`${line.itemType}:${line.itemId}`, line]))
    // BASKET-10 as the partner's cards apply it: stock is known to those who see prices
    const hidden = new Map<string, string>(
      today.flatMap((line) => {
        if (line.itemType !== "products") return []
        const reason = basketButtonHiddenReason({
          declined_parent_article_id: line.declinedParentArticleId,
          is_old: line.isOld,
          restock_info: line.restockInfo,
          replacement_product_id: line.replacementProductId,
          availability: seesPrices(viewer) ? { total: line.stock.total } : null,
        })
        return reason ? [[`${line.itemType}:${line.itemId}`, reason] as const] : []
      }),
    )
    const loadable = [...wanted.entries()].filter(([key]) => todayOf.has(key) && !hidden.has(key))
    const { savedCurrent, loaded, warnings } = await replaceBasketWith(
      tx,
      viewer,
      locale,
      loadable.map(([, line]) => line),
      options,
    )
    const inBasket = new Map(
      (await readBasketLines(tx, viewer.clientId)).map((line) => [
        `${line.itemType}:${line.itemId}`,
        line.quantity,
      ]),
    )
    const data: ReorderLine[] = ordered.map((line) => {
      const key = `${line.itemType}:${line.itemId}`
      const now = todayOf.get(key)
      const warning = warnings.find((entry) => entry.item_id === line.itemId && line.itemType === "products")
      const reason = hidden.get(key)
      return {
        type: "reorder-lines",
        id: String(line.position),
        attributes: {
          item_type: line.itemType,
          item_id: line.itemId,
          name: now?.name ?? line.name,
          currency: order.currency,
          quantity_ordered: line.quantity,
          quantity: inBasket.get(key) ?? 0,
          unit_price_then: line.unitCents,
          unit_price_now: !now || (reason && reason !== "replaced") ? null : now.unitCents,
          no_longer_sold: !now || reason === "old" || reason === "declined",
          // a replaced product that the rule limited or that is not sold any more names its successor
          replacement_id: (warning ?? reason) && now?.replacementProductId ? now.replacementProductId : null,
          max_order_quantity: warning?.max_order_quantity ?? (reason === "replaced" ? 0 : null),
        },
      }
    })
    return { order, data, loaded, savedCurrent }
  })
}
