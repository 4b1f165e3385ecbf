import { data, Link } from "react-router"

import type { Locale } from "#contract/locales"
import { getOrder } from "#contract/orders"

import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/order-confirmation"
import * as css from "./submit-order.css"

// "submit-order/{view}" (ORDER-1): the confirmed order, "congratulations, you will be contacted within 48
// hours". {view} is the order's id: only the partner's own order is shown (another's is not found).

export async function loader({ context, params }: Route.LoaderArgs) {
  requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const view = params.view ?? ""
  if (!/^\d{1,12}$/.test(view)) throw data(null, { status: 404 })
  const answer = await shopApi(context).send(getOrder, { params: { id: view } })
  if (!answer.ok) throw data(null, { status: answer.status === 404 ? 404 : 503 })
  return {
    title: getInstance(context).getFixedT(locale, "checkout")("confirmation.title"),
    orderNumber: answer.data.data.attributes.order_number,
    orderId: answer.data.data.id,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

// PAGE-8: no breadcrumb on the order confirmation
export const handle = { i18n: ["checkout"] }

export default function OrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("checkout")
  const locale = i18n.language as Locale
  return (
    <section className={css.page} aria-labelledby="confirmation-title">
      <div className={css.confirmation}>
        <h1 id="confirmation-title">{t("confirmation.title")}</h1>
        <p>{t("confirmation.text", { number: loaderData.orderNumber })}</p>
        <p>
          <Link to={localizedPath(locale, "myOrderDetail", { id: loaderData.orderId })}>
            {t("confirmation.seeOrder")}
          </Link>
        </p>
        <p>
          <Link to={localizedPath(locale, "home")}>{t("confirmation.continue")}</Link>
        </p>
      </div>
    </section>
  )
}
