import { globalStyle, style } from "@vanilla-extract/css"

import { outlinedButton, panel, twoColumnsFromMd } from "../../styles/recipes.css"
import { media, vars } from "../../styles/theme.css"

// The offers' pages: the list's filters, the editor's lines (a table from the xl breakpoint, one card per
// line below it, so a phone never scrolls sideways), its fieldsets and totals, the detail's actions.
export { grandTotal, nowrap, numeric, table, tableWrap } from "../../styles/tables.css"

// one column that may shrink below its content's widest line (a stacked table's cards wrap instead)
const column = { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", minWidth: 0 } as const
export const page = style({ ...column, gap: vars.space.md })
export const intro = style({ margin: 0 })
export const secondary = style(outlinedButton)
export const danger = style([
  secondary,
  {
    borderColor: vars.color.accent,
    color: vars.color.accent,
    selectors: { "&:hover": { background: "#fdecea" } },
  },
])
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" })
globalStyle(`${actions} form`, { margin: 0 })
export const stateBadge = style({
  display: "inline-block",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  whiteSpace: "nowrap",
})

// --- the list's filters -------------------------------------------------------------------------------
export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  marginBlock: vars.space.sm,
})
globalStyle(`${filters} > div`, { display: "grid", gap: vars.space.xs, flex: "1 1 10rem", minWidth: 0 })
globalStyle(`${filters} label`, { fontWeight: 600 })
export const filterControl = style({
  font: "inherit",
  minHeight: 44,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  width: "100%",
})

// --- the editor ---------------------------------------------------------------------------------------
export const editor = style({ ...column, gap: vars.space.lg })
export const block = style({ ...column, gap: vars.space.md })
globalStyle(`${block} > h2`, { margin: 0 })
export const fieldset = style({ ...panel, display: "grid", gap: vars.space.md, margin: 0, minWidth: 0 })
globalStyle(`${fieldset} > legend`, {
  fontWeight: 700,
  fontSize: vars.font.size.lg,
  paddingInline: vars.space.xs,
})
export const columns = style({ ...twoColumnsFromMd, alignItems: "start" })
export const wide = style({ "@media": { [media.md]: { gridColumn: "1 / -1" } } })
export const addRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end" })
globalStyle(`${addRow} > div`, { flex: "1 1 14rem", minWidth: 0 })

/** The lines: a table from xl on; below, each line a card of labelled cells. */
const belowXl = "screen and (max-width: 1199.98px)"
export const lines = style({ width: "100%", borderCollapse: "collapse" })
export const cellLabel = style({
  display: "block",
  fontWeight: 600,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  "@media": { [media.xl]: { display: "none" } },
})
const cells = `${lines} th, ${lines} td`
globalStyle(cells, { textAlign: "start", verticalAlign: "top", overflowWrap: "break-word" })
globalStyle(`${lines} thead`, {
  "@media": {
    [belowXl]: {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
})
globalStyle(`${lines}, ${lines} tbody, ${lines} tr, ${cells}`, {
  "@media": { [belowXl]: { display: "block" } },
})
globalStyle(`${lines} tr`, {
  "@media": {
    [belowXl]: {
      ...panel,
      display: "grid",
      gridTemplateColumns: "repeat(auto-fill, minmax(7rem, 1fr))",
      gap: vars.space.sm,
      marginBottom: vars.space.sm,
    },
  },
})
globalStyle(`${lines} tr > th[scope="row"]`, {
  "@media": { [belowXl]: { gridColumn: "1 / -1" } },
})
globalStyle(cells, {
  "@media": {
    [media.xl]: {
      padding: vars.space.xs,
      borderBottom: `1px solid ${vars.color.border}`,
      fontSize: vars.font.size.sm,
    },
  },
})
globalStyle(`${lines} thead th`, { "@media": { [media.xl]: { background: vars.color.surface } } })
export const amount = style({
  whiteSpace: "nowrap",
  "@media": { [media.xl]: { textAlign: "end" } },
})
globalStyle(`${lines} td${amount}`, { "@media": { [media.xl]: { textAlign: "end" } } })
export const itemId = style({ fontWeight: 700, whiteSpace: "nowrap" })
export const itemName = style({ display: "block", fontWeight: 400 })
export const lineInput = style({
  font: "inherit",
  minHeight: 44,
  width: "100%",
  maxWidth: "8rem",
  padding: `0 ${vars.space.xs}`,
  border: `2px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.accent } },
  "@media": { [media.xl]: { width: "5.5rem" } },
})
export const narrowInput = style([lineInput, { "@media": { [media.xl]: { width: "3.75rem" } } }])
export const remove = style([secondary, { paddingInline: vars.space.sm, whiteSpace: "nowrap" }])

// --- totals and facts ---------------------------------------------------------------------------------
export const totalsPanel = style({ ...panel, justifySelf: "end", maxWidth: "100%", minWidth: 0 })
/** the labels wrap on a phone, the amounts never do */
export const totalsList = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) max-content",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
})
globalStyle(`${totalsList} dt`, { fontWeight: 600 })
globalStyle(`${totalsList} dd`, { margin: 0, textAlign: "end", whiteSpace: "nowrap" })
globalStyle(`${totalsPanel} h2`, { marginTop: 0, fontSize: vars.font.size.lg })
export const internal = style({ color: vars.color.muted })
/** terms beside their values from the sm breakpoint; on a phone each value under its term */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "max-content minmax(0, 1fr)" } },
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, {
  margin: 0,
  overflowWrap: "break-word",
  "@media": { "screen and (max-width: 575.98px)": { marginBottom: vars.space.sm } },
})
export const question = style({
  border: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.infoBg,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
globalStyle(`${question} h2`, { marginTop: 0, fontSize: vars.font.size.lg })
export const links = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
})
globalStyle(`${links} a`, { display: "inline-flex", minHeight: 44, alignItems: "center" })
export const alert = style({
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  background: "#fdecea",
})
