import type { ProductAttributes } from "./catalog"

// BASKET-10, stated once for both halves: the shop hides a card's basket button with it, and the API's
// quick order refuses a line with it (api/modules/quick-order), so the two can never disagree.

/** What the rule reads of a product; stock only for partners. */
export type VisibilityFields = Partial<
  Pick<
    ProductAttributes,
    "declined_parent_article_id" | "is_old" | "restock_info" | "replacement_product_id"
  > & { availability: Pick<NonNullable<ProductAttributes["availability"]>, "total"> | null }
>

/** Which clause of BASKET-10 hides the button: a clearance article, an old product, a replaced one. */
export type HiddenReason = "declined" | "old" | "replaced"

/**
 * BASKET-10: the basket button is hidden for a declined-parent article or an old product without stock, and
 * where restock_info is '/' (no restock known, CAT-13) with a replacement product and no stock. Stock is
 * known to partners only: for visitors (no availability) the button stays, it only fills their wishlist.
 */
export function basketButtonHiddenReason(attributes: VisibilityFields): HiddenReason | null {
  const availability = attributes.availability
  if (!availability) return null
  if (availability.total > 0) return null
  if (attributes.declined_parent_article_id) return "declined"
  if (attributes.is_old) return "old"
  return attributes.restock_info === "/" && attributes.replacement_product_id ? "replaced" : null
}

export const isBasketButtonHidden = (attributes: VisibilityFields): boolean =>
  basketButtonHiddenReason(attributes) !== null
