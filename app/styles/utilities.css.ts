import { style } from "@vanilla-extract/css"
import { vars } from "./theme.css"

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.md,
})

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandText,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.brandDark, color: vars.color.brandText } },
})
