// What a basket, wishlist, saved basket, order or offer line holds.
export const ITEM_TYPES = ["products", "spare-parts"] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/**
 * BASKET-6: the quantity input carries min 0 and max 20 as attributes only; the effective minimum of 1
 * is enforced in logic (the API clamps and refuses), and MAX_LINE_QUANTITY is the API's sanity cap.
 */
export const QUANTITY_INPUT = { min: 0, max: 20, step: 1 } as const

export const MAX_LINE_QUANTITY = 999
