import { data, Form, Link, useNavigation } from "react-router"

import { formatFileSize } from "#contract/format"
import { listInvoices } from "#contract/invoices"
import { formatMoney } from "#contract/money"

import { DataTable } from "../components/data-table"
import { InvoiceDownloadLink } from "../components/invoice-download-link"
import { Pagination } from "../components/pagination"
import { dateFormatters } from "../lib/i18n/date-formatters"
import { useTranslation } from "../lib/i18n/translation"
import { accountListPage } from "../lib/session/account-page.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { pageParam } from "../lib/urls/page-param"
import { localizedPath } from "../lib/urls/pages"
import { titleCrumb } from "../lib/urls/title-crumb"
import type { Route } from "./+types/my-invoices"
import * as css from "./my-orders.css"

// my-account/my-invoices, INVOICE-3 to INVOICE-5: the partner's invoices (name, type, size, date) with
// a PDF download each and a search by invoice or order number. A list that cannot be fetched says
// "Failed to fetch invoices"; a download that fails comes back here (?error=pdf) with "PDF load error,
// but search is still available".

const PER_PAGE = 20
const MAX_SEARCH = 40

export async function loader({ context, url }: Route.LoaderArgs) {
  const { locale, title, href } = accountListPage(context, "myInvoices", "orders:invoices.title")
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH)
  const pdfError = url.searchParams.get("error") === "pdf"
  const page = pageParam(url)
  const answer = await shopApi(context).send(listInvoices, {
    query: { "page[number]": page, "page[size]": PER_PAGE, "filter[search]": search || undefined },
  })
  const base = { title, href, search, pdfError }
  // a search the API refuses (a character nobody types): said beside the search, as the caller's mistake
  if (!answer.ok && answer.kind === "validation")
    return data(
      { ...base, failed: true as const, refused: Object.values(answer.fieldErrors).flat() },
      { status: 400 },
    )
  if (!answer.ok) return data({ ...base, failed: true as const, refused: null }, { status: 503 })
  const { pagination } = answer.data.meta
  if (page > pagination.total_pages) throw new Response("Not found", { status: 404 })
  const dates = dateFormatters(locale)
  return {
    ...base,
    failed: false as const,
    refused: null,
    pagination,
    invoices: answer.data.data.map(({ id, attributes: invoice }) => ({
      id,
      name: invoice.name,
      type: invoice.type.toUpperCase(),
      size: formatFileSize(invoice.size, locale),
      date: dates.day(invoice.date) ?? "",
      orderNumber: invoice.order_number,
      orderHref: localizedPath(locale, "myOrderDetail", { id: invoice.order_id }),
      total: formatMoney(invoice.total, invoice.currency),
      href: localizedPath(locale, "myInvoiceDownload", { id }),
    })),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["orders"], "orders:invoices.title")

export default function MyInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("orders")
  const navigation = useNavigation()
  const searching = navigation.state === "loading" && navigation.location.pathname === loaderData.href
  const { href, search, pdfError } = loaderData
  const pageHref = (page: number) => {
    const params = new URLSearchParams()
    if (search) params.set("q", search)
    if (page > 1) params.set("page", String(page))
    const query = params.toString()
    return query ? `${href}?${query}` : href
  }
  return (
    <section aria-labelledby="my-invoices-title">
      <h1 id="my-invoices-title">{t("invoices.title")}</h1>
      <p>{t("invoices.intro")}</p>
      {pdfError ? (
        <p role="alert" className={css.alert}>
          {t("invoices.pdfError")}
        </p>
      ) : null}
      <Form method="get" action={href} role="search" className={css.search} aria-label={t("invoices.search")}>
        <label htmlFor="invoice-search">
          {t("invoices.search")}
          <span className={css.hint} id="invoice-search-hint">
            {t("invoices.searchHint")}
          </span>
        </label>
        <input
          id="invoice-search"
          name="q"
          type="search"
          defaultValue={search}
          maxLength={MAX_SEARCH}
          aria-describedby="invoice-search-hint"
          key={search}
        />
        <button type="submit" className={css.button} aria-disabled={searching || undefined}>
          {searching ? t("invoices.searching") : t("invoices.searchButton")}
        </button>
        {search ? (
          <Link to={href} className={css.secondary}>
            {t("invoices.clear")}
          </Link>
        ) : null}
      </Form>
      {loaderData.failed ? (
        <p role="alert" className={css.alert}>
          {loaderData.refused ? loaderData.refused.join(" ") : t("invoices.failed")}
        </p>
      ) : loaderData.invoices.length === 0 ? (
        <p role="status">{search ? t("invoices.noMatch", { search }) : t("invoices.empty")}</p>
      ) : (
        <>
          <DataTable
            caption={
              search
                ? t("invoices.captionSearch", { count: loaderData.pagination.total, search })
                : t("invoices.caption", { count: loaderData.pagination.total })
            }
            className={css.table}
            rows={loaderData.invoices}
            rowKey={(invoice) => invoice.id}
            columns={[
              { name: t("invoices.name"), className: css.nowrap, cell: (invoice) => invoice.name },
              { name: t("invoices.date"), cell: (invoice) => invoice.date },
              {
                name: t("invoices.order"),
                cell: (invoice) =>
                  invoice.orderNumber ? <Link to={invoice.orderHref}>{invoice.orderNumber}</Link> : null,
              },
              { name: t("total"), numeric: true, cell: (invoice) => invoice.total },
              { name: t("invoices.size"), numeric: true, cell: (invoice) => invoice.size },
              { name: t("invoices.type"), cell: (invoice) => invoice.type },
              {
                name: t("invoices.download"),
                actions: true,
                cell: (invoice) => (
                  <InvoiceDownloadLink
                    href={invoice.href}
                    errorHref={`${href}?error=pdf`}
                    label={t("invoices.downloadLabel", { name: invoice.name })}
                  >
                    {t("invoices.download")}
                  </InvoiceDownloadLink>
                ),
              },
            ]}
          />
          <Pagination
            page={loaderData.pagination.current_page}
            totalPages={loaderData.pagination.total_pages}
            href={pageHref}
          />
        </>
      )}
    </section>
  )
}
