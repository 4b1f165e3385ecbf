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
globalStyle(`${columns} h2`, { fontSize: vars.font.size.md, marginTop: 0 })
globalStyle(`${columns} ul`, { listStyle: "none", padding: 0, margin: 0 })
globalStyle(`${columns} li`, { paddingBlock: "2px" })
// WCAG 2.2 target size (24px): checked by axe whenever the footer is in view, as on short pages
globalStyle(`${columns} li a`, { display: "inline-block", minHeight: "24px", paddingBlock: "2px" })
globalStyle(`${columns} address`, { fontStyle: "normal" })
export const legal = style({ marginTop: vars.space.lg, color: vars.color.muted, fontSize: vars.font.size.sm })
