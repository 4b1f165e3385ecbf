import { Link, useLocation } from "react-router"

import { getDraft } from "#contract/drafts"
import { formatMoney } from "#contract/money"

import { DataTable } from "../components/data-table"
import { DraftActions, LoadQuestionSection } from "../components/saved-baskets"
import * as css from "../components/saved-baskets.css"
import { TotalsList } from "../components/totals-list"
import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/my-basket-detail"
import { facts } from "./my-account.css"
import { draftDates } from "./my-baskets/draft-dates"
import { draftsAction } from "./my-baskets/drafts-action.server"

// my-account/my-baskets/{id}, DRAFT-2: one saved basket with its lines at today's prices,
// its comments, reference and dates, and what can be done with it (DRAFT-3, DRAFT-7): load into the basket,
// order (load, then the order process), delete.

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  if (!user.roles.basket || !/^\d{1,9}$/.test(params.id)) throw new Response("Not found", { status: 404 })
  const answer = await shopApi(context).send(getDraft, { params: { id: params.id } })
  if (!answer.ok) {
    if (answer.kind === "not_found" || answer.kind === "forbidden")
      throw new Response("Not found", { status: 404 })
    throw new Response("Service unavailable", { status: 503 })
  }
  const draft = { id: answer.data.data.id, ...answer.data.data.attributes }
  return {
    title: getInstance(context).t("drafts:detailTitle", { number: draft.number }),
    listHref: localizedPath(locale, "myBaskets"),
    draft,
    dates: draftDates(draft, locale),
  }
}

export async function action(args: Route.ActionArgs) {
  requirePartnerSession(args.context)
  return draftsAction(args)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["drafts"],
  breadcrumb: ({
    t,
    data,
  }: {
    t: (key: string) => string
    data: { listHref: string; draft: { number: string } } | undefined
  }) => [{ label: t("drafts:title"), href: data?.listHref }, { label: data?.draft.number ?? "" }],
}

export default function MyBasketDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("drafts")
  const location = useLocation()
  const { draft, listHref, dates } = loaderData
  const money = (cents: number) => formatMoney(cents, draft.totals.currency)
  return (
    <section aria-labelledby="basket-detail-title">
      <h1 id="basket-detail-title">{t("detailTitle", { number: draft.number })}</h1>
      {actionData?.question ? (
        <LoadQuestionSection question={actionData.question} cancelHref={location.pathname} />
      ) : null}
      <h2>{t("details")}</h2>
      <dl className={facts}>
        <dt>{t("number")}</dt>
        <dd>{draft.number}</dd>
        <dt>{t("savedAt")}</dt>
        <dd>{dates.savedAt}</dd>
        <dt>{t("reference")}</dt>
        <dd>{draft.reference ?? t("none")}</dd>
        <dt>{t("comments")}</dt>
        <dd>{draft.comments ?? t("none")}</dd>
        <dt>{t("orderDate")}</dt>
        <dd>{dates.orderDate ?? t("none")}</dd>
        <dt>{t("shippingDate")}</dt>
        <dd>{dates.shippingDate ?? t("none")}</dd>
      </dl>
      {draft.unavailable.length ? (
        <p role="note">{t("unavailable", { count: draft.unavailable.length })}</p>
      ) : null}
      <DataTable
        caption={t("linesCaption", { number: draft.number })}
        rows={draft.lines}
        rowKey={(line) => `${line.item_type}-${line.item_id}`}
        columns={[
          { name: t("article"), className: css.nowrap, cell: (line) => line.item_id },
          { name: t("name"), cell: (line) => line.name },
          { name: t("quantity"), numeric: true, cell: (line) => line.quantity },
          {
            name: t("unitPrice"),
            numeric: true,
            cell: (line) => (line.unit_price == null ? t("onRequest") : money(line.unit_price)),
          },
          {
            name: t("lineTotal"),
            numeric: true,
            cell: (line) => (line.unit_price == null ? t("onRequest") : money(line.line_total)),
          },
        ]}
      />
      <TotalsList
        amounts={{
          net: money(draft.totals.net),
          productTax: draft.totals.product_tax ? money(draft.totals.product_tax) : null,
          additionalTaxes: draft.totals.additional_taxes.map((tax) => ({
            name: tax.name,
            amount: money(tax.amount),
          })),
          vat: money(draft.totals.vat),
          total: money(draft.totals.total),
        }}
        labels={{
          net: t("net"),
          productTax: t("productTax"),
          additionalTax: t("additionalTax"),
          vat: t("vat", { rate: draft.totals.vat_rate }),
          total: t("total"),
        }}
      />
      {draft.amount !== draft.totals.total ? (
        <p>{t("todayPrices", { amount: formatMoney(draft.amount, draft.currency) })}</p>
      ) : null}
      <DraftActions id={draft.id} number={draft.number} from="detail" order />
      <p className={css.backLink}>
        <Link to={listHref}>{t("back")}</Link>
      </p>
    </section>
  )
}
