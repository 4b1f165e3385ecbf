import { globalStyle, style } from "@vanilla-extract/css"

import { wrappingList } from "../styles/recipes.css"
import { media, vars } from "../styles/theme.css"

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.lg]: { gridTemplateColumns: "260px 1fr" } },
})
export const filters = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })
globalStyle(`${filters} details`, {
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
})
globalStyle(`${filters} summary`, { fontWeight: 700, minHeight: 44, display: "flex", alignItems: "center" })
globalStyle(`${filters} select, ${filters} input[type=number]`, {
  width: "100%",
  minHeight: 44,
  font: "inherit",
  padding: vars.space.xs,
})
globalStyle(`${filters} fieldset`, { border: 0, padding: 0, margin: 0 })
globalStyle(`${filters} label`, { display: "flex", gap: vars.space.sm, alignItems: "center", minHeight: 32 })
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "end",
  marginBlock: vars.space.md,
})
globalStyle(`${toolbar} select`, { minHeight: 44, font: "inherit" })
export const results = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
})
export const grid = style({ gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" })
export const subnav = style({ ...wrappingList, gap: vars.space.sm })
export const count = style({ color: vars.color.muted, margin: 0 })
