import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css"

export const page = style({ display: "grid", gap: vars.space.md, paddingBlock: vars.space.lg })
export const group = style({ overflowX: "auto" })
export const table = style({ width: "100%", borderCollapse: "collapse" })
export const amount = style({ textAlign: "end", whiteSpace: "nowrap" })
export const itemId = style({ color: vars.color.muted, fontSize: vars.font.size.sm })
export const quantityCell = style({ display: "flex", alignItems: "center", gap: vars.space.xs })
export const quantityForm = style({ display: "flex", alignItems: "center", gap: vars.space.xs })
export const quantityInput = style({
  width: "4.5rem",
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
})
const control = {
  minHeight: 44,
  minWidth: 44,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.brand,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
} as const
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
