import { style } from "@vanilla-extract/css"

import { panel } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

export const fieldset = style({
  ...panel,
  marginBlock: vars.space.lg,
  display: "grid",
  gap: vars.space.sm,
})
export const legend = style({ fontWeight: 600, paddingInline: vars.space.xs })
export const image = style({
  display: "block",
  width: 240,
  height: 80,
  maxWidth: "100%",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
})
export const picture = style({ display: "grid", gap: vars.space.sm })
// empty until the page has done the check; no space taken then
export const status = style({ margin: 0, fontWeight: 600 })
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
export const linkButton = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: "transparent",
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  font: "inherit",
  cursor: "pointer",
  ":hover": { background: vars.color.infoBg },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
