import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css"

// A back office list's search form: its fields side by side while they fit, one under the other on a
// phone; the table below scrolls inside its own box or stacks (app/styles/tables.css.ts).
export const search = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
  marginBlock: vars.space.md,
})
export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 })
globalStyle(`${field} input, ${field} select`, {
  minHeight: 44,
  maxWidth: "100%",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
})
export const sortLink = style({ display: "inline-flex", alignItems: "center", minHeight: 24 })
export const count = style({ color: vars.color.muted })
