import { style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const toast = style({
  position: "fixed",
  top: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 50,
  maxWidth: "22rem",
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: "#ffffff",
  fontWeight: 600,
  boxShadow: "0 4px 16px rgba(0,0,0,0.25)",
})
