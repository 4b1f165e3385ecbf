import { globalStyle, style } from "@vanilla-extract/css"

import { factsGrid, outlinedButton, panel } from "../../styles/recipes.css"
import { tableWrap } from "../../styles/tables.css"
import { media, vars } from "../../styles/theme.css"

// The export page: the state of the partner's file in a panel, the settings form's groups (the brand
// tiers in a wrapping row, two short groups side by side from the md breakpoint), and the files' table,
// a table from the md breakpoint and one card per file below it, so that a phone never scrolls sideways.
export { nowrap } from "../../styles/tables.css"

// one column that may shrink below its content's widest line
export const page = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md })
export const intro = style({ margin: 0 })
export const statusPanel = style({ ...panel, display: "grid", gap: vars.space.sm })
globalStyle(`${statusPanel} h2`, { margin: 0, fontSize: vars.font.size.lg })
globalStyle(`${statusPanel} p`, { margin: 0 })
export const progressRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
})
export const progress = style({ width: "min(100%, 20rem)", height: 20, accentColor: vars.color.brand })
export const alert = style({
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: "#fdecea",
  color: vars.color.text,
})
// EXPORT-3's once a day beside a file made today: information, not the red of a refusal
export const info = style({
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.infoBg,
  color: vars.color.text,
})
export const secondary = style(outlinedButton)
// the facts stack on a phone, where a term beside its value would leave the value a sliver
export const facts = style({
  ...factsGrid,
  gridTemplateColumns: "minmax(0, 1fr)",
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "max-content 1fr" } },
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" })
export const group = style({ ...panel, margin: 0, display: "grid", gap: vars.space.md, minWidth: 0 })
export const legend = style({ fontSize: vars.font.size.lg, fontWeight: 600, paddingInline: vars.space.xs })
export const pair = style({
  display: "grid",
  alignItems: "start",
  gap: vars.space.md,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
})
export const brands = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
})
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "48rem" })
export const filters = style({ minWidth: "14rem" })
// the files: cards on a phone, the table from md (only one of the two is ever displayed, so assistive
// technologies meet each file once)
export const filesTable = style([
  tableWrap,
  { display: "none", "@media": { [media.md]: { display: "block" } } },
])
export const fileCards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.md]: { display: "none" } },
})
export const fileCard = style({ ...panel, display: "grid", gap: vars.space.xs })
globalStyle(`${fileCard} p`, { margin: 0, fontWeight: 600, overflowWrap: "anywhere" })
