import type { z } from "zod"

import type { SparePartAttributesSchema } from "#contract/catalog-products"

import { useTranslation } from "../lib/i18n/translation"
import { BasketButton } from "./basket-button"
import { PriceBlock, StockLine } from "./product-card"
import * as css from "./spare-part-item.css"

export type SparePartItemData = { id: string } & Pick<
  z.infer<typeof SparePartAttributesSchema>,
  "name" | "price" | "availability"
> & { fits_products?: string[] }

/**
 * A spare part in a list (search results, the product page's tab): id and name; for partners their
 * price and stock, as the API answers them (PRICE-1: null for visitors, so nothing priced shows);
 * the add control of BasketButton, which keeps spare parts out of a basket without the spare_parts role.
 * A plain form post underneath, so it works without scripts.
 */
export function SparePartItem({ part }: { part: SparePartItemData }) {
  const { t } = useTranslation()
  return (
    <article className={css.item} aria-labelledby={`spare-part-${part.id}`}>
      <div className={css.text}>
        <p className={css.id}>{part.id}</p>
        <h3 id={`spare-part-${part.id}`} className={css.name}>
          {part.name}
        </h3>
        {part.fits_products?.length ? (
          <p className={css.fits}>{t("search.fits", { ids: part.fits_products.join(", ") })}</p>
        ) : null}
      </div>
      {part.price || part.availability ? (
        <div className={css.commerce}>
          {/* the product cards' price block: the partner's price, a higher catalogue price struck through,
              "excl. VAT" (trade prices are net) */}
          {part.price ? <PriceBlock attributes={part} /> : null}
          {part.availability ? <StockLine availability={part.availability} /> : null}
        </div>
      ) : null}
      <BasketButton itemId={part.id} itemType="spare-parts" name={part.name} />
    </article>
  )
}
