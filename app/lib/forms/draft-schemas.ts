import { z } from "zod"

import { optionalText } from "#contract/fields"

/** DRAFT-1: the save form asks only for an optional reference and comments. */
export const SaveDraftSchema = z.object({
  reference: optionalText(100),
  comments: optionalText(1000),
})

/** What a load or order button sends; `mode` is the answer to the "basket not empty" question. */
export const LoadDraftSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/),
  then: z.enum(["basket", "order"]).default("basket"),
  mode: z.enum(["save", "replace"]).optional(),
  from: z.enum(["list", "detail"]).default("list"),
})

/** DRAFT-3: the question asked before a saved basket overwrites a non-empty basket. */
export interface LoadQuestion {
  id: string
  number: string
  then: "basket" | "order"
  from: "list" | "detail"
  /** lines in the current basket */
  count: number
}
