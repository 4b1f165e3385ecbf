import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const label = style({ fontWeight: 600, margin: 0 })
export const dateInput = style({
  font: "inherit",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  minHeight: 44,
  maxWidth: "14rem",
})
export const calendar = style({ display: "grid", gap: vars.space.sm, maxWidth: "22rem" })
export const chosen = style({ margin: 0 })
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
})
export const header = style({ display: "flex", alignItems: "center", justifyContent: "space-between" })
export const month = style({ fontSize: vars.font.size.md, margin: 0, textTransform: "capitalize" })
export const navButton = style({
  minWidth: 44,
  minHeight: 44,
  font: "inherit",
  fontSize: vars.font.size.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
// seven equal columns of whatever width there is: at 320 px inside the order form's fieldsets a day is
// about 34 px wide (WCAG 2.5.8 asks 24), where seven 44 px columns pushed the page 38 px sideways
export const grid = style({
  borderCollapse: "collapse",
  width: "100%",
  textAlign: "center",
  tableLayout: "fixed",
})
globalStyle(`${grid} th`, { fontSize: vars.font.size.sm, overflow: "hidden" })
export const day = style({
  height: 44,
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  ":hover": { background: vars.color.infoBg },
})
export const outside = style({ color: vars.color.muted })
export const disabled = style({
  color: vars.color.muted,
  textDecoration: "line-through",
  cursor: "not-allowed",
  ":hover": { background: "transparent" },
})
export const selected = style({
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 700,
  ":hover": { background: vars.color.brandDark },
})
export const help = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.muted })
