import { style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const listbox = style({
  listStyle: "none",
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  width: "100%",
  maxHeight: "60vh",
  overflowY: "auto",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
})
export const option = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "baseline",
  padding: vars.space.sm,
  cursor: "pointer",
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-selected="true"], &:hover': {
      background: vars.color.infoBg,
      outline: `2px solid ${vars.color.brand}`,
    },
  },
})
export const optionId = style({ color: vars.color.muted, fontSize: vars.font.size.sm })
export const optionName = style({ fontWeight: 600, flexBasis: "100%" })
export const badge = style({ fontSize: vars.font.size.sm, fontWeight: 700, color: "#8a4b00" })
