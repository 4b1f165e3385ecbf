import type { ProductAttributes } from "#contract/catalog"

/** What the rule reads of a product; stock only for partners. */
export type VisibilityFields = Partial<
  Pick<
    ProductAttributes,
    "declined_parent_article_id" | "is_old" | "restock_info" | "replacement_product_id"
  > & { availability: Pick<NonNullable<ProductAttributes["availability"]>, "total"> | null }
>

/**
 * BASKET-10: the basket button is hidden for a declined-parent article or an old product without stock, and
 * where restock_info is '/' (no restock known) with a replacement product and no stock. Stock is known to
 * partners only: for visitors (no availability) the button stays, it only fills their wishlist.
 */
export function isBasketButtonHidden(attributes: VisibilityFields): boolean {
  const availability = attributes.availability
  if (!availability) return false
  const noStock = availability.total <= 0
  if (noStock && (attributes.declined_parent_article_id || attributes.is_old)) return true
  return noStock && attributes.restock_info === "/" && !!attributes.replacement_product_id
}
