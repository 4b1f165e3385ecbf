import { Form, Link } from "react-router"

import { ORDER_STATUSES } from "#contract/orders"
import { listStaffOrders, STAFF_ORDER_SORTS } from "#contract/staff-orders"

import { getLocale } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../lib/transport/staff-api.server"
import { button } from "../../styles/utilities.css"
import type { Route } from "./+types/orders"
import { dayOf, dayParam, moneyOf } from "./ops-format"
import { opsTitle } from "./ops-title.server"
import { readListState, type StaffListSpec } from "./staff-list"
import * as listCss from "./staff-list.css"
import { StaffListFooter, StaffListTable } from "./staff-list-controls"
import { staffMeta } from "./staff-meta"

// Every partner's orders (decision 020, docs/decisions/096): searched by partner or number, filtered by
// status and by the days they were placed, sorted by date, total or number, a page at a time. The API
// pages and sorts; this page only turns its URL (GET parameters, so it works without scripts) into the
// API's query.

export const handle = { i18n: ["staff-ops", "orders"] }

const SORTS = { created: "created_at", total: "total", number: "number" } as const
const ORDERS: StaffListSpec<never> = {
  sorts: { created: () => null, total: () => null, number: () => null },
  defaultSort: "-created",
  filters: { status: ["", ...ORDER_STATUSES] },
  pageSize: 20,
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const state = readListState(url, ORDERS)
  const from = dayParam(url.searchParams.get("from"))
  const to = dayParam(url.searchParams.get("to"))
  const wanted = `${state.descending ? "-" : ""}${SORTS[state.sort as keyof typeof SORTS]}`
  const sort = STAFF_ORDER_SORTS.find((value) => value === wanted) ?? "-created_at"
  const answer = await staffApi(context, url).send(listStaffOrders, {
    query: {
      status: (state.filters.status || undefined) as (typeof ORDER_STATUSES)[number] | undefined,
      search: state.q || undefined,
      from: from || undefined,
      to: to || undefined,
      sort,
      "page[number]": state.page,
      "page[size]": ORDERS.pageSize!,
    },
  })
  const { data, meta } = requireStaffOk(answer)
  const locale = getLocale(context)
  return {
    title: opsTitle(context, "orders.title"),
    from,
    to,
    list: {
      rows: data.map((order) => ({
        ref: order.attributes.number,
        status: order.attributes.status,
        day: dayOf(order.attributes.created_at, locale),
        partner: order.attributes.company_name ?? order.attributes.partner_name,
        email: order.attributes.email,
        total: moneyOf(order.attributes.total_cents, order.attributes.currency),
      })),
      state: { ...state, filters: { ...state.filters, ...(from && { from }), ...(to && { to }) } },
      total: meta.pagination.total,
      page: meta.pagination.current_page,
      totalPages: meta.pagination.total_pages,
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-ops")
  const { list } = loaderData
  return (
    <article>
      <h1>{t("orders.title")}</h1>
      <OrderFilters state={list.state} from={loaderData.from} to={loaderData.to} />
      {list.rows.length === 0 ? (
        <p>{t("orders.empty")}</p>
      ) : (
        <StaffListTable
          list={list}
          caption={t("orders.caption")}
          hiddenCaption
          rowKey={(row) => row.ref}
          columns={[
            {
              name: t("orders.number"),
              sort: "number",
              cell: (row) => <Link to={`/staff/orders/${row.ref}`}>{row.ref}</Link>,
            },
            { name: t("orders.date"), sort: "created", cell: (row) => row.day },
            {
              name: t("orders.partner"),
              cell: (row) => (
                <>
                  {row.partner}
                  <br />
                  <small>{row.email}</small>
                </>
              ),
            },
            { name: t("orders.status"), cell: (row) => t(`orders:statuses.${row.status}`) },
            { name: t("orders.total"), sort: "total", numeric: true, cell: (row) => row.total },
          ]}
        />
      )}
      <StaffListFooter list={list} />
    </article>
  )
}

/** The search, status and days, as a GET form: submitting keeps the sort and starts at page 1. */
function OrderFilters({
  state,
  from,
  to,
}: {
  state: ReturnType<typeof readListState>
  from: string
  to: string
}) {
  const { t } = useTranslation("staff-ops")
  const sort = `${state.descending ? "-" : ""}${state.sort}`
  return (
    <Form method="get" className={listCss.search} role="search">
      <div className={listCss.field}>
        <label htmlFor="orders-q">{t("orders.search")}</label>
        <input id="orders-q" type="search" name="q" defaultValue={state.q} maxLength={60} />
      </div>
      <div className={listCss.field}>
        <label htmlFor="orders-status">{t("orders.status")}</label>
        <select id="orders-status" name="status" defaultValue={state.filters.status}>
          <option value="">{t("orders.anyStatus")}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders:statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={listCss.field}>
        <label htmlFor="orders-from">{t("orders.from")}</label>
        <input id="orders-from" type="date" name="from" defaultValue={from} />
      </div>
      <div className={listCss.field}>
        <label htmlFor="orders-to">{t("orders.to")}</label>
        <input id="orders-to" type="date" name="to" defaultValue={to} />
      </div>
      {sort !== state.defaults.sort ? <input type="hidden" name="sort" value={sort} /> : null}
      <button type="submit" className={button}>
        {t("orders.apply")}
      </button>
    </Form>
  )
}
