import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const page = style({ maxWidth: "72ch" })
export const section = style({ marginBlock: vars.space.lg })
globalStyle(`${page} details`, {
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
})
globalStyle(`${page} summary`, { fontWeight: 600, minHeight: 44, display: "flex", alignItems: "center" })
