import { Link } from "react-router"

import { formatNumber } from "#contract/format"
import {
  listStaffPartners,
  PARTNER_SORTS,
  PARTNERS_PAGE_SIZE,
  type StaffPartnerSummary,
} from "#contract/staff-partners"

import { dateFormatters } from "../../../lib/i18n/date-formatters"
import { getLocale } from "../../../lib/i18n/i18n.server"
import { useTranslation } from "../../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { readListState, type StaffListSpec, type StaffListState } from "../staff-list"
import { SortHeader, StaffListFooter, StaffListSearch } from "../staff-list-controls"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/list"
import { partnerPath } from "./partner-paths"
import * as css from "./partners.css"

// PARTNER-1: the partners, found by a word, sorted by a column either way, a page at a time, with the back
// office's list controls (staff-list.ts): the API searches, sorts and pages, so the list's state read from
// the URL is sent on rather than applied here. Every state is an address and works without scripts.

const PARTNERS_LIST: StaffListSpec<StaffPartnerSummary> = {
  // the API sorts; the keys only name the columns the URL may ask for
  sorts: Object.fromEntries(PARTNER_SORTS.map((sort) => [sort, () => null])),
  defaultSort: "name",
  pageSize: PARTNERS_PAGE_SIZE,
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const state = readListState(url, PARTNERS_LIST)
  const answer = await staffApi(context, url).send(listStaffPartners, {
    query: {
      ...(state.q ? { "filter[q]": state.q } : {}),
      sort: `${state.descending ? "-" : ""}${state.sort}`,
      "page[number]": state.page,
      "page[size]": PARTNERS_PAGE_SIZE,
    },
  })
  const found = requireStaffOk(answer)
  const locale = getLocale(context)
  // written here, so that hydration builds no date format (decision 061)
  const dates = dateFormatters(locale)
  const { total, total_pages: totalPages } = found.meta.pagination
  return {
    title: staffTitle(context, "staff-partners:list.title"),
    list: {
      state,
      total,
      page: state.page,
      totalPages: Math.max(1, totalPages),
      rows: found.data.map((row) => ({
        id: row.id,
        ...row.attributes,
        discount: formatNumber(row.attributes.discount, locale),
        since: dates.day(row.attributes.created_at),
      })),
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)
export const handle = { i18n: ["staff-partners"] }

type Rows = Route.ComponentProps["loaderData"]["list"]["rows"]

export default function StaffPartnersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-partners")
  const { list } = loaderData
  return (
    <article>
      <h1>{t("list.title")}</h1>
      <p>{t("list.intro")}</p>
      <StaffListSearch state={list.state} label={t("list.search")} />
      {list.rows.length ? <PartnerTable state={list.state} rows={list.rows} /> : <p>{t("list.none")}</p>}
      <StaffListFooter list={list} />
    </article>
  )
}

function PartnerTable({ state, rows }: { state: StaffListState; rows: Rows }) {
  const { t } = useTranslation("staff-partners")
  const column = (name: string) => (
    <SortHeader state={state} column={name}>
      {t(`columns.${name}`)}
    </SortHeader>
  )
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption>
          {t("list.caption", {
            sort: `${t(`columns.${state.sort}`)} (${t(state.descending ? "list.descending" : "list.ascending")})`,
          })}
        </caption>
        <thead>
          <tr>
            {column("name")}
            {column("company")}
            {column("number")}
            {column("email")}
            <th scope="col">{t("columns.prices")}</th>
            <th scope="col">{t("columns.state")}</th>
            {column("created_at")}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" data-label={t("columns.name")}>
                <Link to={partnerPath(row.id)}>
                  {row.first_name} {row.last_name}
                </Link>
              </th>
              <td data-label={t("columns.company")}>{row.company_name ?? ""}</td>
              <td data-label={t("columns.number")}>{row.company_number ?? ""}</td>
              <td data-label={t("columns.email")} className={css.breakAnywhere}>
                {row.email}
              </td>
              <td data-label={t("columns.prices")}>
                {row.currency}, {t("detail.discountValue", { value: row.discount })}
              </td>
              <td data-label={t("columns.state")}>
                {t(row.is_active ? "state.active" : "state.inactive")},{" "}
                {t(row.is_gtc_accepted ? "state.termsAccepted" : "state.termsPending")}
              </td>
              <td data-label={t("columns.created_at")}>{row.since}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
