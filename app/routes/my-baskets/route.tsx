import type { SubmissionResult } from "@conform-to/react"
import { Link, useLocation } from "react-router"

import { getBasket } from "#contract/basket"
import { listDrafts } from "#contract/drafts"
import { formatMoney } from "#contract/money"

import { DataTable } from "../../components/data-table"
import { Pagination } from "../../components/pagination"
import { SaveBasketForm } from "../../components/save-basket-form"
import { DraftActions, LoadQuestionSection } from "../../components/saved-baskets"
import * as css from "../../components/saved-baskets.css"
import { okUnlessFormOutage } from "../../lib/forms/outage.server"
import { useTranslation } from "../../lib/i18n/translation"
import { accountListPage } from "../../lib/session/account-page.server"
import { requirePartnerSession } from "../../lib/session/partner-session.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { metaTags } from "../../lib/urls/meta-tags"
import { pageParam } from "../../lib/urls/page-param"
import { titleCrumb } from "../../lib/urls/title-crumb"
import type { Route } from "./+types/route"
import { draftDates } from "./draft-dates"
import { draftsAction } from "./drafts-action.server"

// my-account/my-baskets (DRAFT-1 to DRAFT-7): the partner's saved baskets, newest first,
// each with load, order and delete (then the list reloads); the current basket can be saved from here too.

const PER_PAGE = 20

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, locale, title, href } = accountListPage(context, "myBaskets", "drafts:title")
  if (!user.roles.basket) return { title, href, allowed: false as const }
  const page = pageParam(url)
  const api = shopApi(context)
  const [list, basket] = await Promise.all([
    api.send(listDrafts, { query: { "page[number]": page, "page[size]": PER_PAGE } }),
    api.send(getBasket, { query: { "fields[baskets]": "count" } }),
  ])
  // none only on the answer to a post during an outage: the save form shows again with what was typed
  const drafts = okUnlessFormOutage(context, list)
  if (!drafts) return { title, href, allowed: true as const, drafts: null, pagination: null, basketCount: 0 }
  const { pagination } = drafts.meta
  if (page > 1 && page > pagination.total_pages) throw new Response("Not found", { status: 404 })
  return {
    title,
    href,
    allowed: true as const,
    drafts: drafts.data.map((draft) => ({
      id: draft.id,
      ...draft.attributes,
      dates: draftDates(draft.attributes, locale),
    })),
    pagination,
    basketCount: basket.ok ? basket.data.data.attributes.count : 0,
  }
}

export async function action(args: Route.ActionArgs) {
  requirePartnerSession(args.context)
  return draftsAction(args)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["drafts"], "drafts:title")

export default function MyBasketsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("drafts")
  const location = useLocation()
  if (!loaderData.allowed)
    return (
      <section aria-labelledby="my-baskets-title">
        <h1 id="my-baskets-title">{t("title")}</h1>
        <p>{t("forbidden")}</p>
      </section>
    )
  const { drafts, pagination, basketCount, href } = loaderData
  const saveResult =
    actionData?.intent === "save" ? (actionData.result as SubmissionResult<string[]> | undefined) : undefined
  const pageHref = (page: number) => (page > 1 ? `${href}?page=${page}` : href)
  return (
    <section aria-labelledby="my-baskets-title">
      <h1 id="my-baskets-title">{t("title")}</h1>
      <p>{t("intro")}</p>
      {actionData?.question ? (
        <LoadQuestionSection
          question={actionData.question}
          cancelHref={location.pathname + location.search}
        />
      ) : null}
      {!drafts ? null : drafts.length === 0 ? (
        <p role="status">{t("empty")}</p>
      ) : (
        <DataTable
          caption={t("caption")}
          rows={drafts}
          rowKey={(draft) => draft.id}
          columns={[
            {
              name: t("number"),
              className: css.nowrap,
              cell: (draft) => <Link to={`${href}/${draft.id}`}>{draft.number}</Link>,
            },
            { name: t("savedAt"), cell: (draft) => draft.dates.savedAt },
            { name: t("items"), numeric: true, cell: (draft) => draft.items_count },
            { name: t("amount"), numeric: true, cell: (draft) => formatMoney(draft.amount, draft.currency) },
            { name: t("orderDate"), cell: (draft) => draft.dates.orderDate ?? t("none") },
            { name: t("reference"), cell: (draft) => draft.reference ?? t("none") },
            { name: t("shippingDate"), cell: (draft) => draft.dates.shippingDate ?? t("none") },
            {
              name: t("actions"),
              actions: true,
              cell: (draft) => <DraftActions id={draft.id} number={draft.number} from="list" />,
            },
          ]}
        />
      )}
      {pagination ? (
        <Pagination page={pagination.current_page} totalPages={pagination.total_pages} href={pageHref} />
      ) : null}
      {basketCount > 0 || saveResult ? (
        <SaveBasketForm
          action={href}
          redirectTo={href}
          lastResult={saveResult}
          title={t("saveCurrentTitle")}
        />
      ) : null}
    </section>
  )
}
