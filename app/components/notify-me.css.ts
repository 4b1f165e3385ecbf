import { style } from "@vanilla-extract/css"

import { outlinedControl } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

export const form = style({ marginTop: vars.space.xs })
export const button = style({
  ...outlinedControl,
  minHeight: 44,
  paddingInline: vars.space.sm,
  maxWidth: "100%",
  textAlign: "start",
  selectors: { "&:hover": { background: vars.color.infoBg } },
})
