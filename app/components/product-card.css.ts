import { globalStyle, style, styleVariants } from "@vanilla-extract/css"

import { panel, wrappingList } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

export const card = style({
  ...panel,
  background: vars.color.background,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})
export const title = style({ fontSize: vars.font.size.md, margin: 0 })
export const id = style({ color: vars.color.muted, fontSize: vars.font.size.sm, margin: 0 })
export const description = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.sm })
export const badges = style({ ...wrappingList, gap: vars.space.xs, margin: 0 })
const badgeBase = style({
  display: "inline-block",
  padding: "2px 8px",
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
})
export const badge = styleVariants({
  new: [badgeBase, { background: "#0b6e3a", color: "#fff" }],
  goodDeal: [badgeBase, { background: "#8a4b00", color: "#fff" }],
  old: [badgeBase, { background: "#4a5560", color: "#fff" }],
  promo: [badgeBase, { background: vars.color.accent, color: "#fff" }],
  express: [badgeBase, { background: "#5b2a86", color: "#fff" }],
  silver: [badgeBase, { background: "#e3e6e8", color: "#1b1f24" }],
  gold: [badgeBase, { background: "#f2d675", color: "#1b1f24" }],
  platinum: [badgeBase, { background: "#d7dde8", color: "#1b1f24", border: "1px solid #8a94a6" }],
  clearance: [badgeBase, { background: "#fff4ce", color: "#4d3b00" }],
  label: [badgeBase, { background: vars.color.infoBg, color: vars.color.brandDark }],
  tier: [
    badgeBase,
    { background: "transparent", color: vars.color.muted, border: `1px solid ${vars.color.border}` },
  ],
})
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: "auto" })
export const price = style({ fontWeight: 700, fontSize: vars.font.size.lg, margin: 0 })
globalStyle(`${price} del`, {
  fontWeight: 400,
  color: vars.color.muted,
  marginInlineStart: vars.space.sm,
  fontSize: vars.font.size.md,
})
export const stock = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text })
export const promoNote = style({ fontSize: vars.font.size.sm, color: vars.color.accent, fontWeight: 700 })
// the thumb keeps its proportions (width and height attributes reserve its space: no layout shift)
export const picture = style({
  display: "block",
  width: "100%",
  maxWidth: 240,
  height: "auto",
  aspectRatio: "4 / 3",
  alignSelf: "center",
})
