import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const links = style({ marginBlock: vars.space.lg })
globalStyle(`${links} ul`, {
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
})
export const panel = style({ marginBlock: vars.space.lg, scrollMarginTop: vars.space.lg })
export const tablist = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  marginTop: vars.space.lg,
})
export const tab = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderBottom: 0,
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.brand,
      color: vars.color.brandText,
      borderColor: vars.color.brand,
    },
  },
})
