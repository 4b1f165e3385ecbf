import { Link } from "react-router"

import { listStaffAnnouncements } from "#contract/staff-content"

import { getLocale } from "../../../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { button } from "../../../styles/utilities.css"
import { pageOf, readListState } from "../staff-list"
import { StaffListSearch } from "../staff-list-controls"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/announcement-list"
import { ContentListTable, DATED_LIST, type DatedRow, datedRowOf } from "./content-list"

// The announcements as the content role keeps them (CONTENT-2, CONTENT-6): searched, sorted, paged.

type Row = DatedRow & { audience: string }

export const handle = { i18n: ["staff-content"] }

export async function loader({ context, url }: Route.LoaderArgs) {
  const answer = requireStaffOk(await staffApi(context, url).send(listStaffAnnouncements, {}))
  const locale = getLocale(context)
  const rows: Row[] = answer.data.map((item) => ({
    ...datedRowOf(item, locale),
    audience: item.attributes.audience,
  }))
  return {
    title: staffTitle(context, "staff-content:announcements.title"),
    list: pageOf<Row>(rows, readListState(url, DATED_LIST), DATED_LIST),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffAnnouncementListPage({ loaderData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  const { t } = useTranslation("staff-content")
  const { list } = loaderData
  return (
    <article>
      <h1>{t("announcements.title")}</h1>
      <p>
        <Link to="/staff/content/announcements/item" className={button}>
          {t("announcements.new")}
        </Link>
      </p>
      <StaffListSearch state={list.state} label={t("announcements.search")} />
      <ContentListTable
        list={list}
        item={{
          name: t("announcements.itemTitle"),
          sort: "title",
          cell: (row) => row.title,
          href: (row) => `/staff/content/announcements/item/${row.id}`,
        }}
        columns={[
          { name: t("fields.publishedAt"), sort: "published", cell: (row) => row.date },
          { name: t("announcements.languages"), cell: (row) => row.languages },
          { name: t("announcements.audience"), cell: (row) => t(`audiences.${row.audience}`) },
        ]}
      />
    </article>
  )
}
