import type { Locale } from "#contract/locales"

import type { Db } from "../db/client"
import type { Viewer } from "../lib/viewer"
import { checkItems, clearBasket, readBasketLines, replaceBasket } from "../modules/basket/basket.service"
import { insertDraft } from "../modules/drafts/drafts.service"
import { type LineInput, priceLines } from "../modules/pricing/pricing.service"

/**
 * DRAFT-3, OFFER-11: putting other lines in the basket (a saved basket, an offer) overwrites the current
 * basket unless it is saved first. With `saveCurrent`, a non-empty current basket becomes a saved basket of
 * its own before being replaced. Lines of items that no longer exist, and spare parts without the spare_parts
 * role, are left out and named in `skipped`; the basket's replacement rule applies. Runs inside the caller's
 * transaction.
 */
export async function replaceBasketWith(
  tx: Db,
  viewer: Viewer,
  locale: Locale,
  wanted: readonly LineInput[],
  options: { saveCurrent: boolean },
) {
  const current = await readBasketLines(tx, viewer.clientId)
  const savedCurrent =
    options.saveCurrent && current.length > 0
      ? await insertDraft(tx, viewer, locale, current, {
          comments: null,
          reference: null,
          orderDate: null,
          shippingDate: null,
        })
      : null
  const { lines: existing, missing } = await priceLines(tx, viewer, locale, wanted)
  const allowed = existing.filter((line) => line.itemType !== "spare-parts" || viewer.roles.spare_parts)
  const skipped = [
    ...missing,
    ...existing
      .filter((line) => !allowed.includes(line))
      .map(({ itemType, itemId, quantity }) => ({ itemType, itemId, quantity })),
  ]
  // the basket's own rules: the replacement rule (BASKET-9) lowers a quantity and warns
  const { lines, warnings } = await checkItems(
    tx,
    allowed.map((line) => ({ id: line.itemId, type: line.itemType, quantity: line.quantity })),
    { applyReplacementRule: true },
  )
  await clearBasket(tx, viewer.clientId)
  await replaceBasket(tx, viewer.clientId, lines)
  return { savedCurrent, loaded: lines.length, skipped, warnings }
}
