import { globalStyle, style } from "@vanilla-extract/css"

import { outlinedButton } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

// The saved baskets' row actions and the "basket not empty" question; their tables share the ordering pages'.
export { nowrap } from "../styles/tables.css"
export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
globalStyle(`${rowActions} form`, { margin: 0 })
export const secondary = style(outlinedButton)
export const danger = style([
  secondary,
  {
    borderColor: vars.color.accent,
    color: vars.color.accent,
    selectors: { "&:hover": { background: "#fdecea" } },
  },
])
export const question = style({
  border: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlock: vars.space.md,
  background: vars.color.infoBg,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
globalStyle(`${question} h2`, { marginTop: 0, fontSize: vars.font.size.lg })
export const saveBox = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
})

// space above the detail's "back" link: right under the Delete button it was too close a target for
// WCAG 2.5.8 (axe target-size) once the type scale made the buttons' row tighter
export const backLink = style({ marginTop: vars.space.lg })
