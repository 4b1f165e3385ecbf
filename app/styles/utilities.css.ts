import { style } from "@vanilla-extract/css"

import { filledButton } from "./recipes.css"
import { vars } from "./theme.css"

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.md,
})

export const button = style({
  ...filledButton,
  gap: vars.space.sm,
  selectors: { "&:hover": { background: vars.color.brandDark, color: vars.color.brandText } },
})
