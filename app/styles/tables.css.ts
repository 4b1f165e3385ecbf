import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "./theme.css"

// The data tables of the ordering and account pages (order summary, orders, invoices, saved baskets):
// they scroll sideways on small screens; amounts and dates align to the end and never wrap. Their totals
// are a definition list aligned to the end.
export const tableWrap = style({ overflowX: "auto", marginBlock: vars.space.md })
export const table = style({ borderCollapse: "collapse", width: "100%", minWidth: "36rem" })
globalStyle(`${table} caption`, { textAlign: "start", fontWeight: 600, marginBottom: vars.space.sm })
globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
})
globalStyle(`${table} thead th`, { background: vars.color.surface })
export const numeric = style({ whiteSpace: "nowrap" })
globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: "end" })
// basket and order numbers, article ids
export const nowrap = style({ whiteSpace: "nowrap" })

export const totals = style({
  display: "grid",
  gridTemplateColumns: "max-content max-content",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  marginBlock: vars.space.md,
  marginInlineStart: "auto",
  width: "max-content",
  maxWidth: "100%",
})
globalStyle(`${totals} dt`, { fontWeight: 600 })
globalStyle(`${totals} dd`, { margin: 0, textAlign: "end", whiteSpace: "nowrap" })
export const grandTotal = style({ fontSize: vars.font.size.lg })
