import { style } from "@vanilla-extract/css"

import { emptyState, maskIcon, outlinedButton } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

export const empty = style({ ...emptyState, marginBlock: vars.space.md })
// an empty tray, the same drawing for every empty list
export const icon = style({
  display: "block",
  width: "3rem",
  height: "3rem",
  ...maskIcon(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" fill="none" stroke="#000" stroke-width="2.5" stroke-linejoin="round"><path d="M6 28 12 10h24l6 18v10a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2Z"/><path d="M6 28h11l2 5h10l2-5h11"/></svg>',
    vars.color.muted,
  ),
})
export const message = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  maxWidth: "40ch",
})
export const action = style({ margin: 0 })
export const link = style(outlinedButton)
