import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const breadcrumb = style({ marginBlock: vars.space.md, fontSize: vars.font.size.sm })
globalStyle(`${breadcrumb} ol`, {
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  padding: 0,
  margin: 0,
})
globalStyle(`${breadcrumb} li + li::before`, {
  content: "'/'",
  paddingInline: vars.space.sm,
  color: vars.color.muted,
})
