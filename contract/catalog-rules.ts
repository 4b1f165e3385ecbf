// The catalogue's closed lists, without zod: the shop's pages read them in the browser too.

// the energy classes (CAT-1), the product labels (CAT-10), the clearance reasons (CAT-14) and the brand
// tiers' badges (CAT-11)
export const EPREL_CLASSES = ["A", "B", "C", "D", "E", "F", "G"] as const
export type EprelClass = (typeof EPREL_CLASSES)[number]
export const PRODUCT_LABELS = ["best_quality", "best_price", "best_choice"] as const
export const DECLINED_REASONS = ["reconditioned", "end_of_series", "downgraded"] as const
export const BRAND_BADGES = ["silver", "gold", "platinum"] as const

// GET products: the list kinds of filter[product_filter][N][value], the sorts (CAT-6), the includes and
// the page sizes (CAT-9)
export const PRODUCT_FILTER_KINDS = [
  "new",
  "good-deals",
  "hit-parade",
  "promo",
  "declined",
  "old",
  "express",
  "highlighted",
] as const
export type ProductFilterKind = (typeof PRODUCT_FILTER_KINDS)[number]
export const PRODUCT_SORTS = ["price", "-price", "availability", "-availability"] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const PRODUCT_INCLUDES = ["includedProducts"] as const
export type ProductInclude = (typeof PRODUCT_INCLUDES)[number]
export const DEFAULT_PAGE_SIZE = 6
/** SEARCH-1: search starts at 2 characters (the popup, the results page and the API alike). */
export const SEARCH_MIN_LENGTH = 2
/** the longest search the API takes; the results page cuts what is typed to it */
export const SEARCH_MAX_LENGTH = 100
/**
 * A search's length as every part of the shop counts it: in characters (Unicode code points), as the API's
 * schema (zod) does, not in JavaScript's UTF-16 units, in which an emoji counts two.
 */
export const searchLength = (text: string) => Array.from(text).length
/** the search cut to SEARCH_MAX_LENGTH characters, never inside one (an emoji is not split in half) */
export const cutSearch = (text: string) => Array.from(text).slice(0, SEARCH_MAX_LENGTH).join("")
/** CAT-20, CONTENT-1: highlighted products (and news) are capped at 10 */
export const HIGHLIGHTED_CAP = 10
export const MAX_PAGE_SIZE = 100

// GET products/{id}: what include[] may ask for (the tabs of CAT-16)
export const PRODUCT_DETAIL_INCLUDES = [
  "similar",
  "metatag",
  "accessories",
  "replacement",
  "options",
  "spare-parts",
  "technical-documents",
] as const
export type ProductDetailInclude = (typeof PRODUCT_DETAIL_INCLUDES)[number]

/** CAT-21: the ids of the lists by kind. */
export const PRODUCT_LIST_KINDS = { new: 1, goodDeals: 2, hitParade: 3, promo: 4 } as const
