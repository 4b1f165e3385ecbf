import { style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const notice = style({
  background: vars.color.text,
  color: vars.color.background,
  padding: vars.space.md,
  zIndex: vars.layout.headerZ,
})
export const inner = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md })
export const link = style({
  color: vars.color.background,
  selectors: { "&:hover": { color: vars.color.background } },
})
export const message = style({ margin: 0, flex: "1 1 30rem" })
