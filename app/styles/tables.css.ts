import { globalStyle, style } from "@vanilla-extract/css"

import { breakpoints, media, vars } from "./theme.css"

// Below the md breakpoint a data table does not fit a phone (WCAG 2.2 1.4.10 Reflow at 320 px): its rows
// become stacked cards, one cell a line, each cell led by its column's name from its data-label attribute
// (the header row is kept for screen readers but not shown). A row header (th scope=row: the order's or
// the basket's number, the item's name) heads its card. From md on it is a real table again. Every data
// table of the shop takes this one rule (`stacked`), through `table` below or composed into its own class;
// the lists write their markup through components/data-table.tsx.
const belowMd = `screen and (max-width: ${breakpoints.md - 0.02}px)`
export const stacked = style({ "@media": { [belowMd]: { display: "block", width: "100%" } } })
const narrow = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { "@media": { [belowMd]: rule } })
narrow(`${stacked} > caption`, { display: "block" })
narrow(`${stacked} > thead`, {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
})
narrow(`${stacked} > tbody, ${stacked} > tfoot`, { display: "block" })
narrow(`${stacked} > tbody > tr, ${stacked} > tfoot > tr`, {
  display: "block",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  marginBlockEnd: vars.space.sm,
})
narrow(`${stacked} > tbody > tr > :is(td, th), ${stacked} > tfoot > tr > :is(td, th)`, {
  display: "block",
  border: 0,
  paddingBlock: vars.space.xs,
  paddingInline: 0,
  minWidth: 0,
})
// the column's name at the line's start; the value fills the rest, wrapping beneath it if long
narrow(`${stacked} > tbody > tr > [data-label], ${stacked} > tfoot > tr > [data-label]`, {
  display: "flow-root",
})
narrow(`${stacked} > tbody > tr > [data-label]::before, ${stacked} > tfoot > tr > [data-label]::before`, {
  content: "attr(data-label)",
  float: "inline-start",
  width: "40%",
  paddingInlineEnd: vars.space.sm,
  fontWeight: 600,
  textAlign: "start",
  whiteSpace: "normal",
})
narrow(`${stacked} > tbody > tr > th[scope="row"]`, { fontSize: vars.font.size.md })
// a cell with nothing in it (an empty optional value) takes no line of its own
narrow(`${stacked} > tbody > tr > td:empty`, { display: "none" })

// The data tables of the ordering and account pages (order summary, orders, invoices, saved baskets):
// stacked rows on phones (above); from md on a table that scrolls sideways inside its box if it must;
// amounts and dates align to the end and never wrap. Their totals are a definition list aligned to the end.
export const tableWrap = style({ overflowX: "auto", marginBlock: vars.space.md })
export const table = style([
  stacked,
  { borderCollapse: "collapse", width: "100%", "@media": { [media.md]: { minWidth: "36rem" } } },
])
globalStyle(`${table} caption`, { textAlign: "start", fontWeight: 600, marginBottom: vars.space.sm })
globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
})
globalStyle(`${table} thead th`, { background: vars.color.surface })
export const numeric = style({ whiteSpace: "nowrap" })
globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: "end" })
// basket and order numbers, article ids
export const nowrap = style({ whiteSpace: "nowrap" })

export const totals = style({
  display: "grid",
  // the labels' column gives way on a narrow phone (a long label wraps), the amounts never do
  gridTemplateColumns: "minmax(0, auto) max-content",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  marginBlock: vars.space.md,
  marginInlineStart: "auto",
  width: "max-content",
  maxWidth: "100%",
})
globalStyle(`${totals} dt`, { fontWeight: 600 })
globalStyle(`${totals} dd`, { margin: 0, textAlign: "end", whiteSpace: "nowrap" })
export const grandTotal = style({ fontSize: vars.font.size.lg })
