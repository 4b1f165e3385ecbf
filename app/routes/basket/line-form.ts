import type { SubmissionResult } from "@conform-to/react"
import { z } from "zod"

import { LINE_INTENTS } from "#contract/basket-lines"
import { ITEM_TYPES } from "#contract/items"

// The form of one basket or wishlist line (and of the product card's basket button, which posts here):
// the person's intent only; the list's rules are the API's (POST basket/lines, wishlist/lines).

export const LineFormSchema = z.object({
  intent: z.enum(LINE_INTENTS),
  item_id: z.string().trim().min(1).max(64),
  item_type: z.enum(ITEM_TYPES),
  // BASKET-6: min 0 / max 20 are the input's attributes only; empty is 1, below 1 counts as 1 (API)
  quantity: z
    .number({ error: "basketButton.quantityInvalid" })
    .int("basketButton.quantityInvalid")
    .optional(),
  /** a basket-role partner's rows of their own wishlist say so */
  list: z.string().optional(),
  redirect_to: z.string().optional(),
})

/** A line's refused quantity: which row (its id), and the reply for its quantity form. */
export interface LineActionData {
  line: string
  result: SubmissionResult<string[]>
}

/** The id of a row's quantity form; its field is `${id}-quantity` (conform). */
export const lineFormId = (rowId: string) => `qty-${rowId.replaceAll(":", "-")}`

/**
 * Where a line's change brings the person back without scripts (decision 039): its quantity field, so that
 * the next key works on the line they changed instead of starting again at the top of the page.
 */
export const lineQuantityId = (rowId: string) => `${lineFormId(rowId)}-quantity`
