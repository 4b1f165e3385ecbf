import { globalStyle, style } from "@vanilla-extract/css"

import { factsGrid, twoColumnsFromMd, wrappingList } from "../styles/recipes.css"
import { table as sharedTable } from "../styles/tables.css"
import { media, vars } from "../styles/theme.css"

// The order process: step list, delivery fieldsets, the address review's two choices, the summary's
// table, totals and warnings. The table and totals are the ordering pages' (styles/tables.css).
// the summary's own table: the rule below is its own, not every table's (all styles are one file, 043)
export const table = style([sharedTable])
export const page = style({ maxWidth: "60rem" })
export const steps = style({
  ...wrappingList,
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
  counterReset: "step",
})
export const step = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.muted,
})
export const currentStep = style([
  step,
  {
    background: vars.color.brand,
    color: vars.color.brandText,
    borderColor: vars.color.brand,
    fontWeight: 600,
  },
])
export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
  margin: 0,
})
export const legend = style({ fontSize: vars.font.size.lg, fontWeight: 600, paddingInline: vars.space.xs })
export const subgroup = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: vars.space.md })
globalStyle(`${subgroup} > legend`, { fontWeight: 600, marginBottom: vars.space.sm })
export const row = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.sm]: { gridTemplateColumns: "10rem 1fr" } },
})
export const items = style({ margin: 0 })
globalStyle(`${items} summary`, { cursor: "pointer", minHeight: 24 })
export const alert = style({
  padding: vars.space.md,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
})
export const warning = style({
  padding: vars.space.md,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  borderRadius: vars.radius.md,
  display: "grid",
  gap: vars.space.sm,
})
globalStyle(`${warning} h3`, { margin: 0, fontSize: vars.font.size.md })
globalStyle(`${warning} p, ${warning} ul`, { margin: 0 })
export const choices = style(twoColumnsFromMd)
export const choice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
})
export const address = style({ fontStyle: "normal" })
// one column no wider than the form: an auto column grew to the totals' max-content width (a long tax
// name beside its amount), and the whole summary scrolled sideways on phones (486 px at 320)
export const summaryForm = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
})
globalStyle(`${table} tbody th`, { fontWeight: 400 })
export const muted = style({ color: vars.color.muted })
export const badge = style({ fontWeight: 600, color: vars.color.warningText })
export const totalRow = style({ display: "contents" })
export const deliveries = style(twoColumnsFromMd)
globalStyle(`${deliveries} h4`, { margin: 0 })
globalStyle(`${deliveries} p`, { margin: 0 })
export const facts = style({
  ...factsGrid,
  margin: 0,
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" })
export const secondary = style({
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: "inherit",
  background: vars.color.background,
  color: vars.color.brand,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const confirmation = style({
  padding: vars.space.lg,
  background: vars.color.infoBg,
  borderRadius: vars.radius.md,
  display: "grid",
  gap: vars.space.md,
})
