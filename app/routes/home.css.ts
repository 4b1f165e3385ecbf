import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const hero = style({ paddingBlock: vars.space.lg, maxWidth: "72ch" })
export const grid = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
})
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
})
globalStyle(`${card} h3`, { marginTop: 0, fontSize: vars.font.size.lg })
globalStyle(`${card} ul`, { paddingInlineStart: vars.space.md, margin: 0 })
export const lists = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  marginBlock: vars.space.lg,
})
export const rail = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
})
export const clearance = style({
  display: "inline-flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  textDecoration: "none",
  border: `2px solid ${vars.color.warningText}`,
  selectors: { "&:hover": { color: vars.color.warningText, textDecoration: "underline" } },
})
