import { globalStyle, style } from "@vanilla-extract/css"

import { factsGrid, filledButton, panel, twoColumnsFromMd } from "../styles/recipes.css"
import { table as sharedTable } from "../styles/tables.css"
import { vars } from "../styles/theme.css"

// The account's orders and invoices: tables that scroll sideways on small screens, the order's facts,
// delivery blocks and totals, the invoice search and the pages of a list.
export { nowrap, numeric, tableWrap } from "../styles/tables.css"
// these pages' own table: the rule below is theirs, not every table's (all styles are one file, 043)
export const table = style([sharedTable])
globalStyle(`${table} a`, { display: "inline-flex", minHeight: 24, alignItems: "center" })
export const inlineList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
})
export const status = style({
  display: "inline-block",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  // a long status ("Versandt und in Rechnung gestellt") wraps rather than widening a phone's page
  maxWidth: "100%",
})
export const facts = style({
  ...factsGrid,
  marginBlock: vars.space.md,
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" })
export const deliveries = style(twoColumnsFromMd)
export const deliveryBlock = style(panel)
globalStyle(`${deliveryBlock} h3`, { marginTop: 0, fontSize: vars.font.size.md })
globalStyle(`${deliveryBlock} address`, { fontStyle: "normal" })
export const alert = style({
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlock: vars.space.md,
  background: "#fdecea",
  color: vars.color.text,
})
export const search = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  marginBlock: vars.space.md,
})
globalStyle(`${search} label`, { display: "grid", gap: vars.space.xs, fontWeight: 600 })
globalStyle(`${search} input`, {
  minHeight: 44,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
})
export const hint = style({ fontWeight: 400, color: vars.color.muted, fontSize: vars.font.size.sm })
export const button = style({
  ...filledButton,
  selectors: { "&:hover": { background: vars.color.brandDark } },
})
export const secondary = style([
  button,
  {
    background: vars.color.background,
    color: vars.color.brand,
    selectors: { "&:hover": { background: vars.color.infoBg } },
  },
])
