import { style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

// one row from the md breakpoint, stacked below it (text, price and stock, add control)
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const text = style({ flex: "1 1 16rem", minWidth: 0 })
export const id = style({ color: vars.color.muted, fontSize: vars.font.size.sm, margin: 0 })
export const name = style({ fontSize: vars.font.size.md, margin: 0, overflowWrap: "anywhere" })
export const fits = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: "anywhere" })
export const commerce = style({ flex: "0 1 12rem" })
