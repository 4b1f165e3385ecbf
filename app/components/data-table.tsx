import { Fragment, type ReactNode } from "react"

import * as tables from "../styles/tables.css"

// Every data table of the shop has one shape (styles/tables.css): a caption that names it, a head row of
// column names, and rows led by a row header (the order's number, the item) whose other cells carry their
// column's name in data-label, so that on a phone each row becomes a card that still says what each value is.
// The pages say what their columns are; this frame writes the markup once.

/** One column of a data table. */
export interface DataColumn<Row> {
  /** the column's name: its header and, on phones, the label before each of its cells */
  name: string
  cell: (row: Row) => ReactNode
  /** amounts and sizes: aligned to the end and never wrapped, header included */
  numeric?: boolean
  /** the page's own class for this column's cells (ids that must not wrap, a long list of filters) */
  className?: string
  /** each row's header (th scope=row); by default the first column is */
  rowHeader?: boolean
  /** buttons or links that name themselves: no label before them on a phone */
  actions?: boolean
  /** the column's name for screen readers only (a column of buttons that say what they do) */
  hiddenName?: boolean
  /** a head cell in place of the plain one (a sortable column's link) */
  header?: ReactNode
}

export function DataTable<Row>({
  caption,
  hiddenCaption,
  columns,
  rows,
  rowKey,
  className = tables.table,
  wrapClassName = tables.tableWrap,
  scrollRegion,
}: {
  caption?: ReactNode
  /** a caption for screen readers only, where the page's heading already names the table */
  hiddenCaption?: boolean
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[]
  /** a row's React key: its id, or its place where rows have none */
  rowKey: (row: Row, index: number) => string
  /** a page's own table class, composed from the shared one */
  className?: string
  wrapClassName?: string
  /**
   * a table whose cells may be wider than the page (an audit entry's before and after): it scrolls in a
   * region the keyboard can reach, named by this
   */
  scrollRegion?: string
}) {
  const rowHeader = columns.find((column) => column.rowHeader) ?? columns[0]
  const classOf = (column: DataColumn<Row>) =>
    [column.numeric ? tables.numeric : null, column.className].filter(Boolean).join(" ") || undefined
  return (
    <div
      className={wrapClassName}
      {...(scrollRegion ? { role: "region", "aria-label": scrollRegion, tabIndex: 0 } : null)}
    >
      <table className={className}>
        {caption ? (
          <caption className={hiddenCaption ? "visually-hidden" : undefined}>{caption}</caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) =>
              column.header ? (
                <Fragment key={column.name}>{column.header}</Fragment>
              ) : (
                <th key={column.name} scope="col" className={column.numeric ? tables.numeric : undefined}>
                  {column.hiddenName ? <span className="visually-hidden">{column.name}</span> : column.name}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column === rowHeader ? (
                  <th key={column.name} scope="row" className={classOf(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.name}
                    className={classOf(column)}
                    data-label={column.actions ? undefined : column.name}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
