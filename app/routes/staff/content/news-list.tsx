import { Link } from "react-router"

import { listStaffNews } from "#contract/staff-content"

import { getLocale } from "../../../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { button } from "../../../styles/utilities.css"
import { pageOf, readListState } from "../staff-list"
import { StaffListSearch } from "../staff-list-controls"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/news-list"
import { ContentListTable, DATED_LIST, type DatedRow, datedRowOf } from "./content-list"

// The news as the content role keeps them (CONTENT-6): searched, sorted and paged by links.

type Row = DatedRow & { highlighted: boolean }

export const handle = { i18n: ["staff-content"] }

export async function loader({ context, url }: Route.LoaderArgs) {
  const answer = requireStaffOk(await staffApi(context, url).send(listStaffNews, {}))
  const locale = getLocale(context)
  const rows: Row[] = answer.data.map((item) => ({
    ...datedRowOf(item, locale),
    highlighted: item.attributes.is_highlighted,
  }))
  return {
    title: staffTitle(context, "staff-content:news.title"),
    list: pageOf<Row>(rows, readListState(url, DATED_LIST), DATED_LIST),
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
      <ContentListTable
        list={list}
        item={{
          name: t("news.itemTitle"),
          sort: "title",
          cell: (row) => row.title,
          href: (row) => `/staff/content/news/item/${row.id}`,
        }}
        columns={[
          { name: t("fields.publishedAt"), sort: "published", cell: (row) => row.date },
          { name: t("news.languages"), cell: (row) => row.languages },
          { name: t("news.highlighted"), cell: (row) => (row.highlighted ? t("yes") : t("no")) },
        ]}
      />
    </article>
  )
}
