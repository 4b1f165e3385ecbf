import type { ReactNode } from "react"
import { Link } from "react-router"

import { formatDate } from "#contract/format"
import type { Locale } from "#contract/locales"

import { table, tableWrap } from "../../../styles/tables.css"
import type { StaffListPage, StaffListSpec } from "../staff-list"
import { SortHeader, StaffListFooter } from "../staff-list-controls"

// What the content role's lists share (CONTENT-6): a table whose first column names each item with a link
// to it, sortable headers, the footer with the pages; and, for items dated by their publication (news,
// announcements), the same row and order.

/** One column of a content list: its header, sortable when `sort` names a column of the list's sorts. */
export interface ContentColumn<Row> {
  header: string
  sort?: string
  cell: (row: Row) => ReactNode
}

/** The list's table and footer; the first column is each row's header, a link to the item. */
export function ContentListTable<Row extends { id: string }>({
  list,
  item,
  columns,
}: {
  list: StaffListPage<Row>
  item: ContentColumn<Row> & { href: (row: Row) => string }
  columns: ContentColumn<Row>[]
}) {
  const header = (column: ContentColumn<Row>) =>
    column.sort ? (
      <SortHeader key={column.header} state={list.state} column={column.sort}>
        {column.header}
      </SortHeader>
    ) : (
      <th key={column.header} scope="col">
        {column.header}
      </th>
    )
  return (
    <>
      <div className={tableWrap}>
        <table className={table}>
          <thead>
            <tr>{[item, ...columns].map(header)}</tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={item.href(row)}>{item.cell(row)}</Link>
                </th>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
