import { style } from "@vanilla-extract/css"

import { outlinedButton, panel } from "../../../styles/recipes.css"
import { vars } from "../../../styles/theme.css"

// The FAQ and services screens: a row's move buttons side by side (one under the other when the row is
// narrow), and the removal's question as a framed box that takes the focus.

export const moves = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs })
export const secondary = style({ ...outlinedButton })
export const question = style({
  ...panel,
  borderColor: vars.color.accent,
  marginBlock: vars.space.lg,
  overflowWrap: "anywhere",
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const questionButtons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
