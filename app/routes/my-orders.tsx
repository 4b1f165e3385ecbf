import { data, Link } from "react-router"

import { formatMoney } from "#contract/money"
import { listOrders } from "#contract/orders"

import { DataTable } from "../components/data-table"
import { EmptyState } from "../components/empty-state"
import { InvoiceDownloadLink } from "../components/invoice-download-link"
import { Pagination } from "../components/pagination"
import { dateFormatters } from "../lib/i18n/date-formatters"
import { useTranslation } from "../lib/i18n/translation"
import { accountListPage } from "../lib/session/account-page.server"
import { useRootData } from "../lib/session/root-data"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { pageParam } from "../lib/urls/page-param"
import { localizedPath } from "../lib/urls/pages"
import { titleCrumb } from "../lib/urls/title-crumb"
import type { Route } from "./+types/my-orders"
import * as css from "./my-orders.css"

// my-account/my-orders (ORDER-20): the partner's orders, newest first, each with its number
// (a link to its detail), date, status, total and invoices (direct PDF downloads).

const PER_PAGE = 10

export async function loader({ context, url }: Route.LoaderArgs) {
  const { locale, title, href } = accountListPage(context, "myOrders", "orders:title")
  const page = pageParam(url)
  const answer = await shopApi(context).send(listOrders, {
    query: { "page[number]": page, "page[size]": PER_PAGE },
  })
  if (!answer.ok) return data({ title, href, failed: true as const }, { status: 503 })
  const { pagination } = answer.data.meta
  if (page > pagination.total_pages) throw new Response("Not found", { status: 404 })
  const dates = dateFormatters(locale)
  const invoices = new Map(answer.data.included.map((invoice) => [invoice.id, invoice.attributes]))
  return {
    title,
    href,
    failed: false as const,
    pdfErrorHref: `${localizedPath(locale, "myInvoices")}?error=pdf`,
    pagination,
    orders: answer.data.data.map(({ id, attributes: order, relationships }) => ({
      id,
      number: order.order_number,
      href: localizedPath(locale, "myOrderDetail", { id }),
      date: dates.day(order.created_at) ?? "",
      status: order.status,
      total: formatMoney(order.totals.total, order.currency),
      invoices: relationships.invoices.data.map((ref) => ({
        id: ref.id,
        name: invoices.get(ref.id)?.name ?? ref.id,
        href: localizedPath(locale, "myInvoiceDownload", { id: ref.id }),
      })),
    })),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["orders"], "orders:title")

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("orders")
  const { t: tc } = useTranslation()
  const { allProductsHref } = useRootData()
  const { href } = loaderData
  if (loaderData.failed)
    return (
      <section aria-labelledby="my-orders-title">
        <h1 id="my-orders-title">{t("title")}</h1>
        <p role="alert" className={css.alert}>
          {t("failed")}
        </p>
      </section>
    )
  const { orders, pagination } = loaderData
  return (
    <section aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">{t("title")}</h1>
      <p>{t("intro")}</p>
      {orders.length === 0 ? (
        <EmptyState
          status
          message={t("empty")}
          link={{ href: allProductsHref, label: tc("emptyState.browseProducts") }}
        />
      ) : (
        <DataTable
          caption={
            <>
              {t("caption", { count: pagination.total })}
              {pagination.total_pages > 1
                ? ` – ${t("pageOf", { page: pagination.current_page, pages: pagination.total_pages })}`
                : null}
            </>
          }
          className={css.table}
          rows={orders}
          rowKey={(order) => order.id}
          columns={[
            {
              name: t("number"),
              className: css.nowrap,
              cell: (order) => <Link to={order.href}>{order.number}</Link>,
            },
            { name: t("date"), cell: (order) => order.date },
            {
              name: t("status"),
              cell: (order) => <span className={css.status}>{t(`statuses.${order.status}`)}</span>,
            },
            { name: t("total"), numeric: true, cell: (order) => order.total },
            {
              name: t("invoicesHeading"),
              cell: (order) =>
                order.invoices.length ? (
                  <ul className={css.inlineList}>
                    {order.invoices.map((invoice) => (
                      <li key={invoice.id}>
                        <InvoiceDownloadLink
                          href={invoice.href}
                          errorHref={loaderData.pdfErrorHref}
                          label={t("downloadInvoice", { name: invoice.name })}
                        >
                          {invoice.name}
                        </InvoiceDownloadLink>
                      </li>
                    ))}
                  </ul>
                ) : (
                  t("noInvoice")
                ),
            },
          ]}
        />
      )}
      <Pagination
        page={pagination.current_page}
        totalPages={pagination.total_pages}
        href={(page) => (page > 1 ? `${href}?page=${page}` : href)}
      />
    </section>
  )
}
