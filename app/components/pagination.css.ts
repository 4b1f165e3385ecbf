import { globalStyle, style } from "@vanilla-extract/css"

import { media, vars } from "../styles/theme.css"

export const pagination = style({ marginBlock: vars.space.lg })
globalStyle(`${pagination} ul`, {
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  padding: 0,
})
// 44 × 44 targets (WCAG 2.2: 2.5.8)
globalStyle(`${pagination} a, ${pagination} span`, {
  display: "inline-flex",
  minWidth: 44,
  minHeight: 44,
  alignItems: "center",
  justifyContent: "center",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.sm,
})
globalStyle(`${pagination} [aria-current=page]`, {
  background: vars.color.brand,
  color: vars.color.brandText,
  borderColor: vars.color.brand,
})
globalStyle(`${pagination} [aria-disabled=true]`, { color: vars.color.muted })
export const wideOnly = style({ display: "none", "@media": { [media.md]: { display: "list-item" } } })
