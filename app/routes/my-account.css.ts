import { globalStyle, style } from "@vanilla-extract/css"

import { factsGrid } from "../styles/recipes.css"
import { media, vars } from "../styles/theme.css"

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "14rem 1fr" } },
})
// the page beside the navigation may hold a wide table: it scrolls or stacks there, never widening the page
globalStyle(`${layout} > *`, { minWidth: 0 })
export const nav = style({
  borderInlineEnd: `1px solid ${vars.color.border}`,
  paddingInlineEnd: vars.space.md,
})
export const greeting = style({ fontWeight: 600 })
globalStyle(`${nav} ul`, { listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs })
globalStyle(`${nav} a`, { display: "inline-flex", minHeight: 44, alignItems: "center" })
globalStyle(`${nav} a[aria-current="page"]`, { fontWeight: 700 })
export const facts = style({
  ...factsGrid,
  marginBlock: vars.space.md,
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: 0 })
// the unread announcements beside their link: words, so the count does not rest on colour
export const count = style({
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
})
