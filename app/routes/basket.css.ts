import { style } from "@vanilla-extract/css"

import { outlinedControl, quantityField } from "../styles/recipes.css"
import { stacked } from "../styles/tables.css"
import { vars } from "../styles/theme.css"

export const page = style({ display: "grid", gap: vars.space.md, paddingBlock: vars.space.lg })
export const group = style({ overflowX: "auto" })
// stacked rows on phones: the shared rule of styles/tables.css (each cell's data-label names it)
export const table = style([stacked, { width: "100%", borderCollapse: "collapse" }])
export const amount = style({ textAlign: "end", whiteSpace: "nowrap" })
export const itemId = style({ color: vars.color.muted, fontSize: vars.font.size.sm })
// the − / quantity / update / + controls wrap on a narrow phone rather than widen the row
export const quantityCell = style({
  // in a stacked row (phones) the controls start below the cell's label, with the row's whole width
  clear: "both",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
})
export const quantityForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
})
export const quantityInput = style({ width: "4.5rem", ...quantityField })
const control = { minHeight: 44, minWidth: 44, ...outlinedControl } as const
export const stepButton = style({ ...control, fontSize: vars.font.size.lg })
export const textButton = style({ ...control, paddingInline: vars.space.sm })
export const pending = style({ color: vars.color.muted, fontSize: vars.font.size.sm })
export const totals = style({ maxWidth: "28rem", marginInlineStart: "auto" })
export const grandTotal = style({ fontWeight: 700, fontSize: vars.font.size.lg })
export const orderLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  justifyContent: "flex-end",
})
export const offer = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" })
