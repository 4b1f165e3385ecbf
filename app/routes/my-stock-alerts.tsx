import { redirect } from "react-router"

import { ITEM_TYPES } from "#contract/items"
import { createStockAlert, deleteStockAlert, listStockAlerts } from "#contract/stock-alerts"

import { DataTable } from "../components/data-table"
import { RowActionForm } from "../components/row-action-form"
import { fieldText } from "../lib/forms/read-form.server"
import { dateFormatters } from "../lib/i18n/date-formatters"
import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { readAccountPost } from "../lib/session/account-page.server"
import { partnerSessionContext, requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { flashNotice, safeReturnPath } from "../lib/shop/basket.server"
import { productHref } from "../lib/shop/menu"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/my-stock-alerts"
import * as css from "./my-orders.css"

// my-account/my-stock-alerts (QUICK-7): the partner's back-in-stock alerts, waiting or mailed, each
// cancelled by a plain form. Its action also takes the "notify me" forms of cards and product pages
// (intent=create), which come back to where they were posted from with a message.

/** PRICE-2: alerts are for partners who see stock. */
const seesStock = (roles: Record<string, boolean>) => !!(roles.price_quotation || roles.product)

export async function loader({ context }: Route.LoaderArgs) {
  const user = requirePartnerSession(context)
  const { locale, menu: loadMenu } = context.get(shopContext)
  const t = getInstance(context).t
  const base = { title: t("account:myStockAlerts"), href: localizedPath(locale, "myStockAlerts") }
  if (!seesStock(user.roles)) return { ...base, allowed: false, failed: false, alerts: [] }
  const [answer, menu] = await Promise.all([shopApi(context).send(listStockAlerts), loadMenu()])
  if (!answer.ok) return { ...base, allowed: true, failed: true, alerts: [] }
  const dates = dateFormatters(locale)
  return {
    ...base,
    allowed: true,
    failed: false,
    alerts: answer.data.data.map(({ id, attributes: a }) => ({
      id,
      itemId: a.item_id,
      name: a.name,
      href:
        a.item_type === "products" && a.product_category_id != null
          ? productHref(menu, locale, {
              id: a.item_id,
              attributes: {
                product_category_id: a.product_category_id,
                product_range_id: a.product_range_id!,
                product_subrange_id: a.product_subrange_id!,
              },
            })
          : null,
      asked: dates.day(a.created_at) ?? "",
      mailed: dates.day(a.notified_at),
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, locale, api, formData: form, intent } = await readAccountPost(request, context)
  const listPath = localizedPath(locale, "myStockAlerts")
  if (intent === "create") {
    const id = fieldText(form, "item_id").trim()
    const type = ITEM_TYPES.find((known) => known === form.get("item_type"))
    if (!id || id.length > 64 || !type) throw new Response("Bad request", { status: 400 })
    const back = safeReturnPath(form.get("redirect_to"), listPath)
    if (!seesStock(user.roles)) throw redirect(back, 303)
    const answer = await api.send(createStockAlert, { body: { id, type } })
    if (answer.ok) flashNotice(context, { key: "stockAlert.created", values: { id }, tone: "success" })
    else flashNotice(context, { key: "stockAlert.failed", tone: "error" })
    throw redirect(back, 303)
  }
  if (intent === "cancel") {
    const id = fieldText(form, "id")
    if (!/^\d{1,9}$/.test(id)) throw new Response("Bad request", { status: 400 })
    const answer = await api.send(deleteStockAlert, { params: { id } })
    const partner = context.get(partnerSessionContext)
    if (answer.ok) partner.flashToast("account:stockAlerts.cancelled", "success")
    else partner.flashToast(answer.kind === "not_found" ? "account:stockAlerts.notFound" : "error.tryLater")
    throw redirect(listPath, 303)
  }
  throw new Response("Unknown intent", { status: 400 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["account"],
  breadcrumb: ({ t, data }: { t: (key: string) => string; data?: { href: string } }) => [
    { label: t("account:myStockAlerts"), href: data?.href },
  ],
}

export default function MyStockAlertsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account")
  const { alerts } = loaderData
  return (
    <section aria-labelledby="stock-alerts-title">
      <h1 id="stock-alerts-title">{loaderData.title}</h1>
      {!loaderData.allowed ? (
        <p>{t("stockAlerts.noStockView")}</p>
      ) : loaderData.failed ? (
        <p role="alert">{t("stockAlerts.failed")}</p>
      ) : alerts.length === 0 ? (
        <p>{t("stockAlerts.empty")}</p>
      ) : (
        <>
          <p>{t("stockAlerts.intro")}</p>
          <DataTable
            caption={t("stockAlerts.caption")}
            className={css.table}
            rows={alerts}
            rowKey={(alert) => alert.id}
            columns={[
              {
                name: t("stockAlerts.item"),
                cell: (alert) => (
                  <>
                    {alert.itemId}
                    <br />
                    {alert.href ? (
                      <a href={alert.href}>{alert.name}</a>
                    ) : (
                      <span>{alert.name ?? t("stockAlerts.gone")}</span>
                    )}
                  </>
                ),
              },
              { name: t("stockAlerts.asked"), cell: (alert) => alert.asked },
              {
                name: t("stockAlerts.state"),
                cell: (alert) =>
                  alert.mailed ? t("stockAlerts.mailed", { date: alert.mailed }) : t("stockAlerts.waiting"),
              },
              {
                name: t("stockAlerts.cancel"),
                hiddenName: true,
                actions: true,
                cell: (alert) => (
                  <RowActionForm
                    intent="cancel"
                    id={alert.id}
                    className={css.secondary}
                    label={t("stockAlerts.cancelLabel", { id: alert.itemId })}
                  >
                    {t("stockAlerts.cancel")}
                  </RowActionForm>
                ),
              },
            ]}
          />
        </>
      )}
    </section>
  )
}
