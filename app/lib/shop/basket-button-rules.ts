/** What the rule reads of a product (spec §3 product attributes); stock only for partners. */
export interface VisibilityFields {
  declined_parent_article_id?: string | null
  is_old?: boolean
  availability?: { total: number } | null
  restock_info?: string | null
  replacement_product_id?: string | null
}

/**
 * spec §4: the basket button is hidden for a declined-parent article or an old product without stock, and
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
