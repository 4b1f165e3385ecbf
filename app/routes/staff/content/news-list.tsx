import { Link } from "react-router"

import { formatDate } from "#contract/format"
import { listStaffNews } from "#contract/staff-content"

import { getLocale } from "../../../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { table, tableWrap } from "../../../styles/tables.css"
import { button } from "../../../styles/utilities.css"
import { pageOf, readListState, type StaffListSpec } from "../staff-list"
import { SortHeader, StaffListFooter, StaffListSearch } from "../staff-list-controls"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/news-list"

// The news as the content role keeps them (CONTENT-6): searched, sorted and paged by links.

interface Row {
  id: string
  title: string
  languages: string
  highlighted: boolean
  published: string
  date: string
}

const NEWS_LIST: StaffListSpec<Row> = {
  sorts: { published: (row) => row.published, title: (row) => row.title },
  defaultSort: "-published",
  searchText: (row) => row.title,
  pageSize: 20,
}

export const handle = { i18n: ["staff-content"] }

export async function loader({ context, url }: Route.LoaderArgs) {
  const answer = requireStaffOk(await staffApi(context, url).send(listStaffNews, {}))
  const locale = getLocale(context)
  const rows: Row[] = answer.data.map((item) => ({
    id: item.id,
    title: item.attributes.title.en ?? "",
    languages: Object.keys(item.attributes.title).join(", "),
    highlighted: item.attributes.is_highlighted,
    published: item.attributes.published_at,
    date: formatDate(item.attributes.published_at, locale, "long"),
  }))
  return {
    title: staffTitle(context, "staff-content:news.title"),
    list: pageOf(rows, readListState(url, NEWS_LIST), NEWS_LIST),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffNewsListPage({ loaderData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  const { t } = useTranslation("staff-content")
  const { list } = loaderData
  return (
    <article>
      <h1>{t("news.title")}</h1>
      <p>
        <Link to="/staff/content/news/item" className={button}>
          {t("news.new")}
        </Link>
      </p>
      <StaffListSearch state={list.state} label={t("news.search")} />
      <div className={tableWrap}>
        <table className={table}>
          <thead>
            <tr>
              <SortHeader state={list.state} column="title">
                {t("news.itemTitle")}
              </SortHeader>
              <SortHeader state={list.state} column="published">
                {t("fields.publishedAt")}
              </SortHeader>
              <th scope="col">{t("news.languages")}</th>
              <th scope="col">{t("news.highlighted")}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/staff/content/news/item/${row.id}`}>{row.title}</Link>
                </th>
                <td data-label={t("fields.publishedAt")}>{row.date}</td>
                <td data-label={t("news.languages")}>{row.languages}</td>
                <td data-label={t("news.highlighted")}>{row.highlighted ? t("yes") : t("no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StaffListFooter list={list} />
    </article>
  )
}
