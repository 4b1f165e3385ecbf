import { globalStyle, style } from "@vanilla-extract/css"

import { outlinedButton, panel, twoColumnsFromMd } from "../../styles/recipes.css"
import { media, vars } from "../../styles/theme.css"

// The offers' pages: the list's filters, the editor's lines (a table from the xl breakpoint, one card per
// line below it, so a phone never scrolls sideways), its fieldsets and totals, the detail's actions.
export { grandTotal, nowrap } from "../../styles/tables.css"

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

/**
 * A table from a breakpoint on; below it each row is a card whose cells say what they are (their
 * `cellLabel`; the column headers are then only there for screen readers), so a phone never scrolls
 * sideways: the offers' list from lg, the lines (three inputs each) from xl.
 */
function stackedTable(from: string, columnMin: string) {
  const below = from
    .replace("min-width: ", "max-width: ")
    .replace(/(\d+)px/, (_, px: string) => `${Number(px) - 0.02}px`)
  const table = style({ width: "100%", borderCollapse: "collapse" })
  const cells = `${table} th, ${table} td`
  globalStyle(cells, { textAlign: "start", verticalAlign: "top", overflowWrap: "break-word" })
  globalStyle(`${table} thead`, {
    "@media": {
      [below]: {
        position: "absolute",
        width: 1,
        height: 1,
        overflow: "hidden",
        clip: "rect(0, 0, 0, 0)",
        whiteSpace: "nowrap",
      },
    },
  })
  globalStyle(`${table}, ${table} caption, ${table} tbody, ${table} tr, ${cells}`, {
    "@media": { [below]: { display: "block" } },
  })
  globalStyle(`${table} tr`, {
    "@media": {
      [below]: {
        ...panel,
        display: "grid",
        gridTemplateColumns: `repeat(auto-fill, minmax(${columnMin}, 1fr))`,
        gap: vars.space.sm,
        marginBottom: vars.space.sm,
      },
    },
  })
  globalStyle(`${table} tr > th[scope="row"]`, { "@media": { [below]: { gridColumn: "1 / -1" } } })
  globalStyle(cells, {
    "@media": { [from]: { padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` } },
  })
  globalStyle(`${table} thead th`, { "@media": { [from]: { background: vars.color.surface } } })
  globalStyle(`${table} ${cellLabel}`, { "@media": { [from]: { display: "none" } } })
  globalStyle(`${table} ${amount}`, { "@media": { [from]: { textAlign: "end" } } })
  return table
}
export const cellLabel = style({
  display: "block",
  fontWeight: 600,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})
export const amount = style({ whiteSpace: "nowrap" })
export const lines = stackedTable(media.xl, "7rem")
globalStyle(`${lines} th, ${lines} td`, { "@media": { [media.xl]: { fontSize: vars.font.size.sm } } })
export const list = stackedTable(media.lg, "7rem")
export const caption = style({ textAlign: "start", fontWeight: 600, marginBottom: vars.space.sm })
globalStyle(`${list} a`, { display: "inline-flex", minHeight: 24, alignItems: "center" })
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

/** The search's matches under the "add an item" field: a button and the item's name per row. */
export const matches = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  overflowWrap: "anywhere",
})
