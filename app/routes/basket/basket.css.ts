import { globalStyle, style } from "@vanilla-extract/css"

import { outlinedControl, quantityField } from "../../styles/recipes.css"
import { stacked } from "../../styles/tables.css"
import { media, vars } from "../../styles/theme.css"

export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
})
export const group = style({ overflowX: "auto" })
// stacked rows on phones: the shared rule of styles/tables.css (each cell's data-label names it)
export const table = style([stacked, { width: "100%", borderCollapse: "collapse" }])
// amounts line up digit under digit, at the column's end
export const amount = style({ textAlign: "end", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" })
globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
})
globalStyle(`${table} thead th`, { textAlign: "start", background: vars.color.surface })
globalStyle(`${table} thead th${amount}`, { textAlign: "end" })
// the item: its thumbnail beside its name and number; a row header, in the body's weight
export const itemHeader = style({ fontWeight: 400, textAlign: "start" })
export const itemCell = style({ display: "flex", alignItems: "center", gap: vars.space.sm })
globalStyle(`${itemCell} > span:last-child`, { minWidth: 0 })
export const thumb = style({
  flex: "none",
  width: 48,
  height: 48,
  objectFit: "contain",
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
})
// Remove keeps its distance from the line's total
export const actions = style({ textAlign: "end" })
globalStyle(`${table} ${actions}`, { paddingInlineStart: vars.space.lg })
export const itemId = style({ color: vars.color.muted, fontSize: vars.font.size.sm })
// the − / quantity / update / + controls wrap on a narrow phone rather than widen the row
export const quantityCell = style({
  // in a stacked row (phones) the controls start below the cell's label, with the row's whole width
  clear: "both",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  // from md the table has room: − quantity Update + on one line
  "@media": { [media.md]: { flexWrap: "nowrap" } },
})
export const quantityForm = style({
  display: "flex",
  flexWrap: "wrap",
  "@media": { [media.md]: { flexWrap: "nowrap" } },
  alignItems: "center",
  gap: vars.space.xs,
})
export const quantityInput = style({ width: "4.5rem", ...quantityField })
const control = { minHeight: 44, minWidth: 44, ...outlinedControl } as const
export const stepButton = style({ ...control, fontSize: vars.font.size.lg })
export const textButton = style({ ...control, paddingInline: vars.space.sm })
export const pending = style({ color: vars.color.muted, fontSize: vars.font.size.sm })
export const totals = style({ maxWidth: "28rem", width: "100%", marginInlineStart: "auto" })
// the totals: a table of labels (row headers) and amounts at the end, digit under digit
export const totalsTable = style({ width: "100%", borderCollapse: "collapse" })
globalStyle(`${totalsTable} th, ${totalsTable} td`, {
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
})
// a long tax name wraps, even inside a word, rather than widen the table past a phone's width (French
// "Cotisation environnementale Recupel" beside its amount made it 322 px wide at 320)
globalStyle(`${totalsTable} th`, {
  textAlign: "start",
  fontWeight: 400,
  paddingInlineEnd: vars.space.md,
  overflowWrap: "anywhere",
})
globalStyle(`${totalsTable} td`, {
  textAlign: "end",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
})
export const grandTotal = style({ fontWeight: 700, fontSize: vars.font.size.lg })
globalStyle(`${totalsTable} tr${grandTotal} th`, { fontWeight: 700 })
export const orderLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  justifyContent: "flex-end",
})
export const offer = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" })
