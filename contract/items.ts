// spec §3: what a basket, wishlist, saved basket, order or offer line holds.
export const ITEM_TYPES = ["products", "spare-parts"] as const
export type ItemType = (typeof ITEM_TYPES)[number]
