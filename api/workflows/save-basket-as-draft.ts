import type { Locale } from "#contract/locales"

import type { Db } from "../db/client"
import { ValidationError } from "../lib/errors"
import type { Viewer } from "../lib/viewer"
import { readBasketLines } from "../modules/basket/basket.service"
import { type DraftInput, draftLinesOf, insertDraft } from "../modules/drafts/drafts.service"

/**
 * DRAFT-1: save the current basket as a draft (basket → draft), in one transaction; the basket stays as
 * it is. An empty basket cannot be saved (422).
 */
export async function saveBasketAsDraft(db: Db, viewer: Viewer, locale: Locale, input: DraftInput) {
  return db.transaction(async (tx) => {
    const lines = await readBasketLines(tx, viewer.clientId)
    if (lines.length === 0) throw new ValidationError({ _: ["drafts.emptyBasket"] }, "drafts.emptyBasket")
    const draft = await insertDraft(tx, viewer, locale, lines, input)
    return { draft, lines: await draftLinesOf(tx, [draft.id]) }
  })
}
