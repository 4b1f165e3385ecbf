import { useEffect, useId, useRef } from "react"
import { useFetcher, useLocation } from "react-router"

import { isBasketButtonHidden } from "#contract/basket-button"
import { QUANTITY_INPUT } from "#contract/items"

import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"
import { button } from "../styles/utilities.css"
import * as css from "./basket-button.css"
import { FormToken } from "./form-token"

export { isBasketButtonHidden }

/**
 * BASKET-1, BASKET-3: a partner with the basket role adds to the basket (the first add appends,
 * a later add with another quantity updates it); everyone else adds to the wishlist. A plain form post to
 * the basket page's action, which answers with a redirect back here and a message (post/redirect/get);
 * with scripts the same post goes through a fetcher, the page stays where it is and the message is a
 * toast (the replacement warning for 8 seconds).
 */
export function BasketButton({
  itemId,
  itemType = "products",
  name,
}: {
  itemId: string
  itemType?: "products" | "spare-parts"
  /** the item's name, for the accessible names of the field and the button */
  name: string
}) {
  const { t } = useTranslation()
  const { locale, user, notice } = useRootData()
  const location = useLocation()
  const fetcher = useFetcher()
  const quantityRef = useRef<HTMLInputElement>(null)
  // BASKET-9: after the replacement rule lowered this item's quantity, the field shows what the list
  // holds. Without scripts the page is drawn again with it; with scripts the field keeps its node (and
  // the focus), so its value is set when the notice arrives.
  const held = notice?.held?.id === itemId ? notice.held.quantity : null
  useEffect(() => {
    if (held !== null && quantityRef.current) quantityRef.current.value = String(held)
  }, [held, notice?.id])
  // one product may show twice on a page (two rails of the home page): ids must stay unique
  const inputId = `add-${useId()}`
  const kind = user?.roles.basket ? "basket" : "wishlist"
  // BASKET-5: spare parts go in the basket only with the spare_parts role
  if (itemType === "spare-parts" && kind === "basket" && !user?.roles.spare_parts) return null
  const busy = fetcher.state !== "idle"
  return (
    <fetcher.Form method="post" action={localizedPath(locale, kind)} preventScrollReset className={css.form}>
      <FormToken />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="item_id" value={itemId} />
      <input type="hidden" name="item_type" value={itemType} />
      <input type="hidden" name="redirect_to" value={location.pathname + location.search} />
      <div className={css.field}>
        <label htmlFor={inputId} className={css.label}>
          {t("basketButton.quantity")}
          <span className="visually-hidden"> {name}</span>
        </label>
        {/* BASKET-6: min 0 and max 20 as attributes; the API enforces the minimum of 1 */}
        <input
          ref={quantityRef}
          id={inputId}
          className={css.quantity}
          type="number"
          name="quantity"
          {...QUANTITY_INPUT}
          defaultValue={held ?? 1}
          inputMode="numeric"
        />
      </div>
      <button type="submit" className={button} aria-disabled={busy || undefined}>
        {busy
          ? t("basketButton.adding")
          : t(kind === "basket" ? "basketButton.addToBasket" : "basketButton.addToWishlist")}
        <span className="visually-hidden"> {name}</span>
      </button>
    </fetcher.Form>
  )
}
