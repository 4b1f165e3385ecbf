import { Link } from "react-router"

import { formatDate } from "#contract/format"
import type { Locale } from "#contract/locales"

import type { StaffListPage, StaffListSpec } from "../staff-list"
import { type StaffListColumn, StaffListFooter, StaffListTable } from "../staff-list-controls"

// What the content role's lists share (CONTENT-6): a table whose first column names each item with a link
// to it, sortable headers, the footer with the pages; and, for items dated by their publication (news,
// announcements), the same row and order.

/** The list's table and footer; the first column is each row's header, a link to the item. */
export function ContentListTable<Row extends { id: string }>({
  list,
  item,
  columns,
}: {
  list: StaffListPage<Row>
  item: StaffListColumn<Row> & { href: (row: Row) => string }
  columns: StaffListColumn<Row>[]
}) {
  return (
    <>
      <StaffListTable
        list={list}
        rowKey={(row) => row.id}
        columns={[{ ...item, cell: (row) => <Link to={item.href(row)}>{item.cell(row)}</Link> }, ...columns]}
      />
      <StaffListFooter list={list} />
    </>
  )
}

/** An item dated by its publication, as its list shows it: English title, languages written, date. */
export interface DatedRow {
  id: string
  title: string
  languages: string
  published: string
  date: string
}

/** newest first; searched and sortable by title */
export const DATED_LIST: StaffListSpec<DatedRow> = {
  sorts: { published: (row) => row.published, title: (row) => row.title },
  defaultSort: "-published",
  searchText: (row) => row.title,
  pageSize: 20,
}

export const datedRowOf = (
  item: { id: string; attributes: { title: Partial<Record<Locale, string>>; published_at: string } },
  locale: Locale,
): DatedRow => ({
  id: item.id,
  title: item.attributes.title.en ?? "",
  languages: Object.keys(item.attributes.title).join(", "),
  published: item.attributes.published_at,
  date: formatDate(item.attributes.published_at, locale, "long"),
})
