import type { LineChange, LineOutcomeCode, ReplacementWarning } from "#contract/basket-lines"
import { MAX_LINE_QUANTITY } from "#contract/items"
import type { Locale } from "#contract/locales"

import type { Database, Db } from "../../db/client"
import { ValidationError } from "../../lib/errors"
import type { Viewer } from "../../lib/viewer"
import { checkItems, lockLines, readBasketLines, replaceBasket } from "./basket.service"
import { applyLineChange } from "./line-rules"
import { readWishlistLines, replaceWishlist } from "./wishlist.service"

// One line of a basket or wishlist changed by the person's intent (POST /basket/lines, /wishlist/lines):
// read, apply the rules (line-rules.ts), check the catalogue and the replacement rule, store; all under
// the list's lock, so two clicks at once never lose one another's change.

/** A basket is priced in its answer, for its partner in the request's language. */
export type ListRef =
  | { kind: "basket"; clientId: number; pricedFor: { viewer: Viewer; locale: Locale } }
  | { kind: "wishlist"; owner: string }

/** A 422 of checkItems names the changed line as `items.N.…`: for one line, its own field names. */
function asLineErrors(error: ValidationError, index: number): ValidationError {
  const prefix = `items.${index}.`
  return new ValidationError(
    Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [
        field.startsWith(prefix) ? field.slice(prefix.length) : field,
        messages,
      ]),
    ),
    error.message,
  )
}

export async function changeLine(db: Database, list: ListRef, change: LineChange) {
  return db.transaction(async (tx) => {
    await lockLines(tx, list.kind, list.kind === "basket" ? list.clientId : list.owner)
    const current =
      list.kind === "basket"
        ? await readBasketLines(tx, list.clientId)
        : await readWishlistLines(tx, list.owner)
    const result = applyLineChange(current, change)
    const outcome = { code: result.outcome, item_id: change.id, type: change.type, quantity: result.quantity }
    const warnings: ReplacementWarning[] = []
    if (!result.lines) return { outcome, warnings, stored: undefined, known: undefined }
    // only increase can pass the maximum the body allows
    if (result.quantity != null && result.quantity > MAX_LINE_QUANTITY)
      throw new ValidationError({ quantity: [`basket.quantityMax|max=${MAX_LINE_QUANTITY}`] })
    const index = result.lines.findIndex((line) => line.itemType === change.type && line.itemId === change.id)
    const checked = await checkItems(
      tx,
      result.lines.map((line) => ({ id: line.itemId, type: line.itemType, quantity: line.quantity })),
      // a basket's answer is priced from the rows read here (decision 054)
      list.kind === "basket"
        ? { applyReplacementRule: true, keepRows: true, pricedFor: list.pricedFor }
        : { applyReplacementRule: false },
    ).catch((error: unknown) => {
      throw error instanceof ValidationError ? asLineErrors(error, index) : error
    })
    const stored = list.kind === "basket" ? await replaceBasket(tx, list.clientId, checked.lines) : undefined
    if (list.kind === "wishlist") await replaceWishlist(tx, list.owner, checked.lines)
    // the stored quantity: the replacement rule may have lowered it (or left the line out)
    const changed = checked.lines.find((line) => line.itemType === change.type && line.itemId === change.id)
    return {
      outcome: { ...outcome, quantity: changed?.quantity ?? null },
      warnings: checked.warnings,
      /** the basket's lines as stored, and their items as read to check them: what its answer prices */
      stored,
      known: checked.known,
    }
  })
}

/**
 * Several lines changed at once (a quick order, QUICK-5): each change as changeLine's rules say, one after
 * the other on the list as the previous left it, then the list checked (the replacement rule for a basket)
 * and stored once. Inside the caller's transaction, under the list's lock. Each change's outcome, in order.
 */
export async function applyLineChanges(
  tx: Db,
  list: { kind: "basket"; clientId: number } | { kind: "wishlist"; owner: string },
  changes: readonly LineChange[],
): Promise<LineOutcomeCode[]> {
  await lockLines(tx, list.kind, list.kind === "basket" ? list.clientId : list.owner)
  let lines =
    list.kind === "basket"
      ? await readBasketLines(tx, list.clientId)
      : await readWishlistLines(tx, list.owner)
  const outcomes: LineOutcomeCode[] = []
  for (const change of changes) {
    const result = applyLineChange(lines, change)
    outcomes.push(result.outcome)
    if (result.lines) lines = result.lines
  }
  const checked = await checkItems(
    tx,
    lines.map((line) => ({ id: line.itemId, type: line.itemType, quantity: line.quantity })),
    { applyReplacementRule: list.kind === "basket" },
  )
  if (list.kind === "basket") await replaceBasket(tx, list.clientId, checked.lines)
  else await replaceWishlist(tx, list.owner, checked.lines)
  return outcomes
}
