import type { LineChange, LineOutcomeCode } from "#contract/basket-lines"
import type { ItemType } from "#contract/items"

// BASKET-3 to BASKET-6: what one person's intent does to one line of a
// basket or wishlist. Pure, so the rules are tested without a database; the catalogue checks and the
// replacement rule come after (basket.service.ts checkItems).

export interface ListLine {
  itemType: ItemType
  itemId: string
  quantity: number
}

export interface LineChangeResult {
  outcome: LineOutcomeCode
  /** the list's lines after the change; null when nothing changes */
  lines: ListLine[] | null
  /** the changed line's wanted quantity; null when it is not in the list */
  quantity: number | null
}

/** BASKET-6: the quantity input allows 0; the effective minimum of a line is 1. */
const atLeastOne = (quantity: number | undefined) => Math.max(1, quantity ?? 1)

export function applyLineChange(lines: readonly ListLine[], change: LineChange): LineChangeResult {
  const existing = lines.find((line) => line.itemType === change.type && line.itemId === change.id)
  const unchanged = (outcome: LineOutcomeCode): LineChangeResult => ({
    outcome,
    lines: null,
    quantity: existing?.quantity ?? null,
  })
  const withQuantity = (quantity: number): LineChangeResult => ({
    outcome: "updated",
    lines: lines.map((line) => (line === existing ? { ...line, quantity } : line)),
    quantity,
  })

  switch (change.intent) {
    case "add": {
      const quantity = atLeastOne(change.quantity)
      if (!existing)
        return {
          outcome: "added",
          lines: [...lines, { itemType: change.type, itemId: change.id, quantity }],
          quantity,
        }
      // BASKET-5: a spare part already in the basket or wishlist is refused
      if (change.type === "spare-parts") return unchanged("spare_part_already_added")
      // BASKET-4: adding a duplicate without a quantity change warns; another quantity updates the line
      if (existing.quantity === quantity) return unchanged("duplicate")
      return withQuantity(quantity)
    }
    case "remove":
      return { outcome: "removed", lines: lines.filter((line) => line !== existing), quantity: null }
    case "update":
      return existing ? withQuantity(atLeastOne(change.quantity)) : unchanged("not_in_list")
    case "increase":
      return existing ? withQuantity(existing.quantity + 1) : unchanged("not_in_list")
    case "decrease":
      // BASKET-6: decrease clamps at 1
      return existing ? withQuantity(Math.max(1, existing.quantity - 1)) : unchanged("not_in_list")
  }
}
