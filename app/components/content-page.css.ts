import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

// long words (German compounds, e-mail addresses) wrap instead of widening the page on a phone
export const page = style({ maxWidth: "72ch", overflowWrap: "break-word", hyphens: "auto" })
export const section = style({ marginBlock: vars.space.lg })
globalStyle(`${page} details`, {
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
})
globalStyle(`${page} summary`, { fontWeight: 600, minHeight: 44, display: "flex", alignItems: "center" })
export const contents = style({
  marginBlock: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
})
globalStyle(`${contents} h2`, { marginBlockStart: 0 })
globalStyle(`${contents} ul`, { listStyle: "none", paddingInlineStart: 0, margin: 0 })
// each entry a comfortable target (WCAG 2.5.8)
globalStyle(`${contents} a`, { display: "inline-block", paddingBlock: vars.space.xs, minHeight: 24 })
// a section reached by its link is not hidden under the top of the window
globalStyle(`${page} h2[id]`, { scrollMarginBlockStart: vars.space.md })
