import { globalStyle, style } from "@vanilla-extract/css"

import { wrappingList } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

export const pageField = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: "1 1 16rem",
})
globalStyle(`${pageField} input`, { minHeight: 44, padding: vars.space.sm, font: "inherit", width: "100%" })
export const tabs = style({ ...wrappingList, gap: vars.space.sm, marginBlock: vars.space.md })
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.brandText,
      borderColor: vars.color.brand,
    },
  },
})
export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  marginBlock: `${vars.space.sm} ${vars.space.md}`,
})
export const partList = style({ listStyle: "none", padding: 0, margin: 0 })
