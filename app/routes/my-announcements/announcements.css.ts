import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css"

// The partner's announcements: a list of cards, the unread ones with a "New" badge (text, not only a
// colour) and an accent border; one announcement's text at a readable measure.

export const list = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.md} 0`,
  display: "grid",
  gap: vars.space.md,
})
export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  overflowWrap: "anywhere",
})
export const unread = style({
  borderInlineStart: `6px solid ${vars.color.brand}`,
  background: vars.color.infoBg,
})
export const heading = style({
  fontSize: vars.font.size.lg,
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${vars.space.xs} ${vars.space.sm}`,
})
export const badge = style({
  display: "inline-block",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  lineHeight: 1.6,
})
export const date = style({
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  margin: `${vars.space.xs} 0`,
})
globalStyle(`${item} p:last-child`, { marginBottom: 0 })
export const body = style({ maxWidth: "70ch", overflowWrap: "anywhere" })
export const alert = style({
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlock: vars.space.md,
  background: "#fdecea",
  color: vars.color.text,
})
