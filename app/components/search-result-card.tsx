import { formatMoney } from "#contract/money"

import { useTranslation } from "../lib/i18n/translation"
import type { CardProduct } from "./product-card"
import * as css from "./product-card.css"

/**
 * SEARCH-3, the search-result card: product id; a "good deals" badge if is_good_deal, otherwise "old" if
 * is_old; name; description_tech_spec if present; a price block if a price exists. No id, no card.
 */
export function SearchResultCard({ product, onOpen }: { product: CardProduct; onOpen?: () => void }) {
  const { t } = useTranslation()
  if (!product.id) return null
  const { attributes } = product
  const badge = attributes.is_good_deal ? "goodDeal" : attributes.is_old ? "old" : null
  return (
    <article className={css.card} aria-labelledby={`result-${product.id}`}>
      <p className={css.id}>{product.id}</p>
      {badge ? (
        <p>
          <span className={css.badge[badge]}>{t(`catalog.badges.${badge}`)}</span>
        </p>
      ) : null}
      <h3 id={`result-${product.id}`} className={css.title}>
        {product.href ? (
          <a href={product.href} onClick={onOpen}>
            {attributes.name}
          </a>
        ) : (
          attributes.name
        )}
      </h3>
      {attributes.description_tech_spec ? (
        <p className={css.description}>{attributes.description_tech_spec}</p>
      ) : null}
      {attributes.price ? (
        <p className={css.price}>{formatMoney(attributes.price.display, attributes.price.currency)}</p>
      ) : null}
    </article>
  )
}
