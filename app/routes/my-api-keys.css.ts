import { globalStyle, style } from "@vanilla-extract/css"

import { outlinedButton, panel } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

// The API keys page: the new key shown once, the revoke question, and the keys' table (which scrolls
// inside its frame on small screens, as the ordering pages' tables do).
export { nowrap } from "../styles/tables.css"

const callout = {
  border: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlock: vars.space.md,
  background: vars.color.infoBg,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
} as const
export const newKey = style(callout)
export const question = style(callout)
globalStyle(`${newKey} h2, ${question} h2`, { marginTop: 0, fontSize: vars.font.size.lg })
// the key itself: long and without spaces, so it breaks anywhere rather than widening the page
export const key = style({
  display: "block",
  padding: vars.space.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.md,
  overflowWrap: "anywhere",
  userSelect: "all",
})
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" })
globalStyle(`${actions} form`, { margin: 0 })
export const secondary = style(outlinedButton)
export const danger = style([
  secondary,
  {
    // the containing block of the button's visually hidden name: inside the table's scrolling frame, so
    // that it never widens the page at 320 px
    position: "relative",
    borderColor: vars.color.accent,
    color: vars.color.accent,
    selectors: { "&:hover": { background: "#fdecea" } },
  },
])
export const createBox = style({ ...panel, marginBlock: vars.space.lg })
globalStyle(`${createBox} h2`, { marginTop: 0, fontSize: vars.font.size.lg })
export const muted = style({ color: vars.color.muted })
