import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css"

// The saved baskets' list and detail tables, their row actions and the "basket not empty" question.
export const tableWrap = style({ overflowX: "auto", marginBlock: vars.space.md })
export const table = style({ borderCollapse: "collapse", width: "100%", minWidth: "40rem" })
globalStyle(`${table} caption`, { textAlign: "start", fontWeight: 600, marginBottom: vars.space.sm })
globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
})
globalStyle(`${table} thead th`, { background: vars.color.surface })
export const numeric = style({ textAlign: "end", whiteSpace: "nowrap" })
// basket numbers and article ids stay on one line
export const nowrap = style({ whiteSpace: "nowrap" })
globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: "end" })
export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
globalStyle(`${rowActions} form`, { margin: 0 })
export const secondary = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.brand,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.infoBg } },
})
export const danger = style([
  secondary,
  {
    borderColor: vars.color.accent,
    color: vars.color.accent,
    selectors: { "&:hover": { background: "#fdecea" } },
  },
])
export const question = style({
  border: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlock: vars.space.md,
  background: vars.color.infoBg,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
globalStyle(`${question} h2`, { marginTop: 0, fontSize: vars.font.size.lg })
export const totals = style({
  display: "grid",
  gridTemplateColumns: "max-content max-content",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  marginBlock: vars.space.md,
  marginInlineStart: "auto",
  width: "max-content",
})
globalStyle(`${totals} dt`, { fontWeight: 600 })
globalStyle(`${totals} dd`, { margin: 0, textAlign: "end" })
export const grandTotal = style({ fontSize: vars.font.size.lg })
export const saveBox = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
})
