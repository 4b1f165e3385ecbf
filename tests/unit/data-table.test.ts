import { createElement as h } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, test, vi } from "vitest"

import { type DataColumn, DataTable } from "../../app/components/data-table"

// vanilla-extract's class names need its compiler, which the unit tests run without
vi.mock("../../app/styles/tables.css", () => ({ table: "table", tableWrap: "wrap", numeric: "numeric" }))

interface Order {
  id: string
  number: string
  total: string
}

const orders: Order[] = [
  { id: "1", number: "WO-1", total: "€ 10,00" },
  { id: "2", number: "WO-2", total: "€ 20,00" },
]

const render = (columns: DataColumn<Order>[], more: Record<string, unknown> = {}) =>
  renderToStaticMarkup(
    h(DataTable<Order>, {
      caption: "Your orders",
      rows: orders,
      rowKey: (order) => order.id,
      columns,
      ...more,
    }),
  )

describe("a data table", () => {
  test("each row is led by its header; every other cell names its column for the stacked rows of a phone", () => {
    const html = render([
      { name: "Number", cell: (order) => order.number },
      { name: "Total", numeric: true, cell: (order) => order.total },
    ])
    expect(html).toContain("<caption>Your orders</caption>")
    expect(html).toContain('<th scope="col">Number</th><th scope="col" class="numeric">Total</th>')
    expect(html).toContain(
      '<tr><th scope="row">WO-1</th><td class="numeric" data-label="Total">€ 10,00</td></tr>',
    )
    expect(html.match(/<tr>/g)).toHaveLength(3)
  })

  test("a column of buttons that name themselves has no label before them, and may name itself to screen readers only", () => {
    const html = render([
      { name: "Number", cell: (order) => order.number },
      {
        name: "Cancel",
        actions: true,
        hiddenName: true,
        cell: (order) => h("button", null, `Cancel ${order.number}`),
      },
    ])
    expect(html).toContain('<th scope="col"><span class="visually-hidden">Cancel</span></th>')
    expect(html).toContain("<td><button>Cancel WO-1</button></td>")
  })

  test("another column can lead the rows, and a wide table scrolls in a named region the keyboard reaches", () => {
    const html = render(
      [
        { name: "Total", cell: (order) => order.total },
        { name: "Number", rowHeader: true, cell: (order) => order.number },
      ],
      { hiddenCaption: true, scrollRegion: "Orders" },
    )
    expect(html).toContain('<div class="wrap" role="region" aria-label="Orders" tabindex="0">')
    expect(html).toContain('<caption class="visually-hidden">Your orders</caption>')
    expect(html).toContain('<tr><td data-label="Total">€ 10,00</td><th scope="row">WO-1</th></tr>')
  })
})
