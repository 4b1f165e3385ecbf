import type { Locale } from "#contract/locales"

import type { Db } from "../db/client"
import type { Viewer } from "../lib/viewer"
import { draftLinesOf, requireDraft } from "../modules/drafts/drafts.service"
import { replaceBasketWith } from "./replace-basket"

/**
 * DRAFT-3: loading a saved basket (draft → basket) overwrites the current basket unless it is saved
 * first (replace-basket.ts, in the same transaction). The draft itself stays (it can be loaded again).
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
    return { draft, ...(await replaceBasketWith(tx, viewer, locale, wanted, options)) }
  })
}
