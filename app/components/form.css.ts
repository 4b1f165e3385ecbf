import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" })
export const field = style({ display: "grid", gap: vars.space.xs })
export const label = style({ fontWeight: 600 })
export const hint = style({ color: vars.color.muted, fontSize: vars.font.size.sm })
export const optional = style({ fontWeight: 400, color: vars.color.muted })
export const control = style({
  font: "inherit",
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  width: "100%",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.accent },
  },
})
export const textarea = style([control, { minHeight: "8rem", resize: "vertical" }])
export const checkboxRow = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start" })
export const checkboxInput = style({ width: 24, height: 24, marginTop: 2, flex: "none" })
export const radios = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: vars.space.sm })
export const optionHint = style({ display: "block", color: vars.color.muted, fontSize: vars.font.size.sm })
/** a paragraph of a hint of several */
export const flat = style({ margin: 0 })
export const errorText = style({ color: vars.color.accent, fontWeight: 600, margin: 0 })
export const summary = style({
  border: `3px solid ${vars.color.accent}`,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const summaryTitle = style({ fontSize: vars.font.size.lg, margin: 0, marginBottom: vars.space.sm })
globalStyle(`${summary} a`, { color: vars.color.accent, fontWeight: 600 })
// WCAG 2.2 target size: a long summary stacks its links; each gets at least 24px of height
globalStyle(`${summary} li`, { paddingBlock: "2px" })
// a block, not an inline-block: the bullet stays beside the first line of a message that wraps
globalStyle(`${summary} li a`, { display: "block", minHeight: "24px", paddingBlock: "2px" })
globalStyle(`${summary} ul`, { margin: 0, paddingInlineStart: vars.space.lg })
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.infoBg,
  borderInlineStart: `6px solid ${vars.color.brand}`,
})
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" })
