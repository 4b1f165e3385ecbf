import { Link } from "react-router"

import { listStaffDownloadCategories } from "#contract/staff-downloads"

import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { button } from "../../../styles/utilities.css"
import { pageOf, readListState, type StaffListSpec } from "../staff-list"
import { StaffListSearch } from "../staff-list-controls"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/downloads-list"
import { ContentListTable } from "./content-list"

// The download categories (CONTENT-3, CONTENT-6): each with its number of files, leading to its files;
// a new one is added from here.

export const handle = { i18n: ["staff-content"] }

interface Row {
  id: string
  name: string
  files: number
  partnerOnly: number
  position: number
}

const CATEGORIES: StaffListSpec<Row> = {
  sorts: { position: (row) => row.position, name: (row) => row.name, files: (row) => row.files },
  defaultSort: "position",
  searchText: (row) => row.name,
  pageSize: 25,
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const answer = requireStaffOk(await staffApi(context, url).send(listStaffDownloadCategories, {}))
  const rows: Row[] = answer.data.map((category) => ({
    id: category.id,
    name: category.attributes.name.en ?? category.attributes.key,
    files: category.attributes.files.length,
    partnerOnly: category.attributes.files.filter((file) => file.attributes.partner_only).length,
    position: category.attributes.position,
  }))
  return {
    title: staffTitle(context, "staff-content:downloads.title"),
    list: pageOf(rows, readListState(url, CATEGORIES), CATEGORIES),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffDownloadsListPage({ loaderData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  const { t } = useTranslation("staff-content")
  const { list } = loaderData
  return (
    <article>
      <h1>{t("downloads.title")}</h1>
      <p>
        <Link to="/staff/content/downloads/category" className={button}>
          {t("categories.new")}
        </Link>
      </p>
      <StaffListSearch state={list.state} label={t("downloads.search")} />
      <ContentListTable
        list={list}
        item={{
          name: t("downloads.category"),
          sort: "name",
          cell: (row) => row.name,
          href: (row) => `/staff/content/downloads/${row.id}`,
        }}
        columns={[
          { name: t("downloads.files"), sort: "files", cell: (row) => row.files },
          { name: t("downloads.partnerOnly"), cell: (row) => row.partnerOnly },
        ]}
      />
    </article>
  )
}
