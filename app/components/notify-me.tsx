import { useFetcher, useLocation } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"
import { FormToken } from "./form-token"
import * as css from "./notify-me.css"

/**
 * QUICK-7: "notify me when it is back" for an item without stock, for partners who see stock (PRICE-2). A
 * plain form post to the back-in-stock alerts page's action, which answers with a redirect back here and a
 * message; with scripts the same post goes through a fetcher and the message is a toast.
 */
export function NotifyMe({
  itemId,
  itemType = "products",
  name,
  availability,
}: {
  itemId: string
  itemType?: "products" | "spare-parts"
  name: string
  /** the item's stock as the partner sees it: the button is for an item without any */
  availability: { total: number } | null | undefined
}) {
  const { t } = useTranslation()
  const { locale, user } = useRootData()
  const location = useLocation()
  const fetcher = useFetcher()
  if (!user || !(user.roles.price_quotation || user.roles.product)) return null
  if (!availability || availability.total > 0) return null
  return (
    <fetcher.Form
      method="post"
      action={localizedPath(locale, "myStockAlerts")}
      preventScrollReset
      className={css.form}
    >
      <FormToken />
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="item_id" value={itemId} />
      <input type="hidden" name="item_type" value={itemType} />
      <input type="hidden" name="redirect_to" value={location.pathname + location.search} />
      <button type="submit" className={css.button} aria-disabled={fetcher.state !== "idle" || undefined}>
        {t("stockAlert.notifyMe")}
        <span className="visually-hidden"> {t("stockAlert.for", { name })}</span>
      </button>
    </fetcher.Form>
  )
}
