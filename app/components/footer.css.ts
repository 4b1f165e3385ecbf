import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const footer = style({
  marginTop: vars.space.xl,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.lg,
})
export const columns = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
})
export const brand = style({ margin: `0 0 ${vars.space.lg}` })
export const brandLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  color: vars.color.brand,
  selectors: { "&:hover": { color: vars.color.brandDark } },
})
globalStyle(`${columns} h2`, {
  fontSize: vars.font.size.sm,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  margin: `0 0 ${vars.space.sm}`,
})
globalStyle(`${columns} ul`, { listStyle: "none", padding: 0, margin: 0 })
globalStyle(`${columns} li`, { paddingBlock: vars.space.xxs })
// WCAG 2.2 target size (24px): checked by axe whenever the footer is in view, as on short pages
globalStyle(`${columns} li a`, {
  display: "inline-block",
  minHeight: "24px",
  paddingBlock: vars.space.xxs,
})
globalStyle(`${columns} address`, { fontStyle: "normal" })
export const legal = style({
  margin: `${vars.space.lg} 0 0`,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})
