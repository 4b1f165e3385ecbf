import { globalStyle, style } from "@vanilla-extract/css"

import { outlinedControl } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

// Without scripts the gate covers the page (the page behind is inert): the same steps, as a page.
// With scripts the <dialog> is shown modally, in the top layer.
export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: 40,
  background: "rgba(27, 31, 36, 0.72)",
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
  overflowY: "auto",
})
export const dialog = style({
  position: "static",
  maxWidth: "40rem",
  width: "100%",
  border: "none",
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { "&::backdrop": { background: "rgba(27, 31, 36, 0.72)" } },
})
export const terms = style({ maxHeight: "40vh", overflowY: "auto", paddingInlineEnd: vars.space.sm })
export const warning = style({
  padding: vars.space.md,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
})
export const secondary = style({ minHeight: 44, paddingInline: vars.space.md, ...outlinedControl })
// on the terms of service page: the same steps in a panel above the terms, in the flow of the page
export const panel = style({
  maxWidth: "72ch",
  marginBlock: vars.space.md,
  padding: vars.space.md,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoBg,
})
globalStyle(`${panel} h2`, { marginBlockStart: 0 })
