import { globalStyle, style } from "@vanilla-extract/css"

import { outlinedControl, quantityField } from "../../styles/recipes.css"
import { media, vars } from "../../styles/theme.css"

// The quick order page (QUICK-1 to QUICK-5). Grid gaps only (a flex gap is not in Chrome 80–83): rows stay
// one line of number, quantity and "drop" from 320 px on, the preview of each row below it.

export const page = style({ display: "grid", gap: vars.space.md, paddingBlock: vars.space.lg })
export const rows = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm })
export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 5rem auto",
  gap: vars.space.xs,
  alignItems: "end",
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 16rem) 6rem auto minmax(0, 1fr)" } },
})
export const field = style({ display: "grid", gap: 2, minWidth: 0, position: "relative" })
export const label = style({ fontSize: vars.font.size.sm, fontWeight: 600 })
export const control = style({ ...quantityField, width: "100%", minWidth: 0 })
export const quantity = style({ ...quantityField, width: "100%" })
export const dropButton = style({ ...outlinedControl, minHeight: 44, paddingInline: vars.space.sm })
/** the preview of a row: under its inputs on phones, beside them from sm on */
export const result = style({
  gridColumn: "1 / -1",
  display: "grid",
  gridTemplateColumns: "48px minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
  "@media": { [media.sm]: { gridColumn: "auto" } },
})
export const resultText = style({ gridColumn: "2", minWidth: 0 })
export const noPicture = style({ gridColumn: "1 / -1" })
export const thumb = style({ width: 48, height: "auto", background: vars.color.background })
export const itemName = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" })
export const small = style({ margin: 0, fontSize: vars.font.size.sm })
export const error = style({ margin: 0, color: vars.color.accent, fontWeight: 600, overflowWrap: "anywhere" })
export const notice = style({ margin: 0, fontSize: vars.font.size.sm, color: "#6b4200" })
export const textarea = style({ ...outlinedControl, width: "100%", minHeight: "7rem", font: "inherit" })
export const actions = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" })
globalStyle(`${actions} > *`, { maxWidth: "100%" })
export const sources = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
})
export const listbox = style({
  position: "absolute",
  left: 0,
  top: "100%",
  zIndex: 5,
  listStyle: "none",
  margin: 0,
  padding: 0,
  width: "min(24rem, 85vw)",
  maxHeight: "50vh",
  overflowY: "auto",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: "0 4px 12px rgba(0, 0, 0, 0.15)",
})
export const option = style({
  padding: vars.space.sm,
  cursor: "pointer",
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
  selectors: {
    '&[aria-selected="true"], &:hover': {
      background: vars.color.infoBg,
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: -2,
    },
  },
})
export const optionId = style({ fontWeight: 700 })
