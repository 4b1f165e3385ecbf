import type { ReactNode } from "react"
import { Form, Link, useLocation } from "react-router"

import { type DataColumn, DataTable } from "../../components/data-table"
import { Pagination } from "../../components/pagination"
import { useTranslation } from "../../lib/i18n/translation"
import { button } from "../../styles/utilities.css"
import { listHref, type StaffListPage, type StaffListState } from "./staff-list"
import * as css from "./staff-list.css"

// The controls of a back office list (how to use them: staff-list.ts): a GET form (search and filters),
// sorting column headers and the pages, all plain links and forms, so they work without scripts.

export interface StaffListFilter {
  name: string
  label: string
  options: { value: string; label: string }[]
}

/** The search box and filters, as a GET form: submitting keeps the sort and starts at page 1. */
export function StaffListSearch({
  state,
  label,
  filters = [],
}: {
  state: StaffListState
  /** the search field's label ("Search by name, company or e-mail") */
  label: string
  filters?: StaffListFilter[]
}) {
  const { t } = useTranslation("staff")
  const sort = `${state.descending ? "-" : ""}${state.sort}`
  return (
    <Form method="get" className={css.search} role="search">
      <div className={css.field}>
        <label htmlFor="staff-list-q">{label}</label>
        <input id="staff-list-q" type="search" name="q" defaultValue={state.q} maxLength={100} />
      </div>
      {filters.map((filter) => (
        <div key={filter.name} className={css.field}>
          <label htmlFor={`staff-list-${filter.name}`}>{filter.label}</label>
          <select
            id={`staff-list-${filter.name}`}
            name={filter.name}
            defaultValue={state.filters[filter.name]}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {sort !== state.defaults.sort ? <input type="hidden" name="sort" value={sort} /> : null}
      <button type="submit" className={button}>
        {t("list.apply")}
      </button>
    </Form>
  )
}

/** A back office list's column; `sort` names one of the list's sorts, and its header then sorts by it. */
export type StaffListColumn<Row> = DataColumn<Row> & { sort?: string }

/** A back office list's rows as a data table, with sorting headers. */
export function StaffListTable<Row>({
  list,
  columns,
  ...table
}: {
  list: StaffListPage<Row>
  columns: readonly StaffListColumn<Row>[]
  rowKey: (row: Row, index: number) => string
  caption?: ReactNode
  hiddenCaption?: boolean
}) {
  const withSortHeader = (column: StaffListColumn<Row>): DataColumn<Row> =>
    column.sort
      ? {
          ...column,
          header: (
            <SortHeader state={list.state} column={column.sort}>
              {column.name}
            </SortHeader>
          ),
        }
      : column
  return <DataTable {...table} rows={list.rows} columns={columns.map(withSortHeader)} />
}

/** A column header that sorts the list by its column; a second click reverses the order. */
export function SortHeader({
  state,
  column,
  children,
}: {
  state: StaffListState
  column: string
  children: ReactNode
}) {
  const { t } = useTranslation("staff")
  const { pathname } = useLocation()
  const active = state.sort === column
  const descending = active ? !state.descending : false
  return (
    <th scope="col" aria-sort={active ? (state.descending ? "descending" : "ascending") : undefined}>
      <Link to={listHref(pathname, state, { sort: column, descending })} className={css.sortLink}>
        {children}
        <span className="visually-hidden">
          {" "}
          ({t(descending ? "list.sortDescending" : "list.sortAscending")})
        </span>
        {active ? <span aria-hidden="true">{state.descending ? " ▼" : " ▲"}</span> : null}
      </Link>
    </th>
  )
}

/** How many rows match, and the links to the list's pages (hidden when one page holds them all). */
export function StaffListFooter<Row>({ list }: { list: StaffListPage<Row> }) {
  const { t } = useTranslation("staff")
  const { pathname } = useLocation()
  return (
    <>
      <p className={css.count}>{t("list.count", { count: list.total })}</p>
      <Pagination
        page={list.page}
        totalPages={list.totalPages}
        href={(page) => listHref(pathname, list.state, { page })}
      />
    </>
  )
}
