import { globalStyle, style } from "@vanilla-extract/css"

import { filledButton, outlinedButton, panel } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

// The downloads pages (downloads, downloads/{id}/{name}): category cards, the language filter and
// the list of files, one column on a phone.

export const page = style({ maxWidth: "72rem" })
export const intro = style({ maxWidth: "72ch" })
export const cards = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
})
export const card = style({ ...panel, display: "grid", gap: vars.space.xs, alignContent: "start" })
globalStyle(`${card} h2`, { margin: 0, fontSize: vars.font.size.lg })
globalStyle(`${card} p`, { margin: 0 })
export const muted = style({ color: vars.color.muted })
export const filter = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  marginBlock: vars.space.md,
})
globalStyle(`${filter} label`, { display: "grid", gap: vars.space.xs, fontWeight: 600 })
globalStyle(`${filter} select`, {
  minHeight: 44,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  maxWidth: "100%",
})
export const button = style(filledButton)
export const secondary = style(outlinedButton)
export const files = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm })
export const file = style({
  ...panel,
  display: "grid",
  gap: vars.space.xs,
  scrollMarginTop: "6rem",
})
globalStyle(`${file} h3`, { margin: 0, fontSize: vars.font.size.md, overflowWrap: "anywhere" })
export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.md}`,
  margin: 0,
  color: vars.color.muted,
})
globalStyle(`${facts} div`, { display: "flex", gap: vars.space.xs })
globalStyle(`${facts} dd`, { margin: 0 })
export const badge = style({
  display: "inline-block",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
})
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm })
export const alert = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
  background: "#fdecea",
  color: vars.color.text,
})
export const notice = style({
  ...panel,
  background: vars.color.infoBg,
  marginBlock: vars.space.md,
})
