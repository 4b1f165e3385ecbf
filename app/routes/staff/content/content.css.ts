import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css"

// The content screens of the back office (news, announcements, downloads): forms with a fieldset per
// language and a preview beside them, all in one column on a phone.

export const languageSet = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlock: vars.space.md,
  minWidth: 0,
})
export const summary = style({ cursor: "pointer", fontWeight: 600, minHeight: 24 })
export const preview = style({
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `2px solid ${vars.color.border}`,
  minWidth: 0,
})
export const previewItem = style({
  background: vars.color.surface,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
})
export const languageLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
})
globalStyle(`${languageLinks} a`, { display: "inline-flex", minHeight: 24, alignItems: "center" })
export const picture = style({ maxWidth: "100%", height: "auto", display: "block" })
export const muted = style({ color: vars.color.muted })
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlock: vars.space.md,
})
export const danger = style({ marginBlockStart: vars.space.xl })
