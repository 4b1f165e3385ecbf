import type { Locale } from "#contract/locales"

import type { Db } from "../db/client"
import type { Viewer } from "../lib/viewer"
import { checkItems, clearBasket, readBasketLines, replaceBasket } from "../modules/basket/basket.service"
import { draftLinesOf, insertDraft, requireDraft } from "../modules/drafts/drafts.service"
import { priceLines } from "../modules/pricing/pricing.service"

/**
 * spec §4: loading a saved basket (draft → basket) overwrites the current basket unless it is saved
 * first. With `saveCurrent`, a non-empty current basket becomes a draft of its own before being replaced,
 * in the same transaction. Lines of items that no longer exist, and spare parts without the spare_parts
 * role, are left out and named in `skipped`. The draft itself stays (it can be loaded again).
 */
export async function loadDraftIntoBasket(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  id: number,
  options: { saveCurrent: boolean },
) {
  return db.transaction(async (tx) => {
    const draft = await requireDraft(tx, viewer.clientId, id)
    const wanted = (await draftLinesOf(tx, [draft.id])).map(({ itemType, itemId, quantity }) => ({
      itemType,
      itemId,
      quantity,
    }))
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
    // the basket's own rules: the replacement rule (spec §4) lowers a quantity and warns
    const { lines, warnings } = await checkItems(
      tx,
      allowed.map((line) => ({ id: line.itemId, type: line.itemType, quantity: line.quantity })),
      { applyReplacementRule: true },
    )
    // spec §4: loading overwrites the basket; cleared first, the draft's lines come in the draft's order
    await clearBasket(tx, viewer.clientId)
    await replaceBasket(tx, viewer.clientId, lines)
    return { draft, savedCurrent, loaded: lines.length, skipped, warnings }
  })
}
