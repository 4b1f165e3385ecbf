import { globalStyle, style } from "@vanilla-extract/css"

import { filledButton, outlinedButton, outlinedControl, panel } from "../../../styles/recipes.css"
import { media, vars } from "../../../styles/theme.css"

// The partners' pages of the back office: a search row, tables that become stacked cards on a phone
// (tables.css.ts), facts as term and value pairs, and the account's actions as a column of forms. Nothing
// is wider than the window at 320 px: long addresses break anywhere.
export { table, tableWrap } from "../../../styles/tables.css"

export const button = style({ ...filledButton, display: "inline-flex", alignItems: "center", minHeight: 44 })
export const secondary = style({
  ...outlinedButton,
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
})
export const danger = style([
  secondary,
  {
    borderColor: vars.color.accent,
    color: vars.color.accent,
    selectors: { "&:hover": { background: vars.color.errorBg } },
  },
])

export const search = style({ marginBlock: vars.space.md, maxWidth: "40rem" })
export const searchRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
})
globalStyle(`${searchRow} input`, { ...outlinedControl, flex: "1 1 12rem", minWidth: 0, minHeight: 44 })

export const breakAnywhere = style({ overflowWrap: "anywhere" })
export const amount = style({ textAlign: "end", whiteSpace: "nowrap" })
export const narrow = style({ maxWidth: "40rem" })
export const note = style({ color: vars.color.muted })
export const plainList = style({ paddingInlineStart: vars.space.md })
globalStyle(`${plainList} li`, { marginBlockEnd: vars.space.xs })

export const section = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
  marginBlockStart: vars.space.lg,
})

export const facts = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space.lg } },
})
globalStyle(`${facts} > div`, { display: "flex", flexWrap: "wrap", columnGap: vars.space.sm, minWidth: 0 })
globalStyle(`${facts} dt`, { fontWeight: vars.font.weight.bold })
globalStyle(`${facts} dt::after`, { content: '":"' })
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: "anywhere" })

export const checkboxes = style({ border: 0, padding: 0, margin: 0, minWidth: 0 })

export const actions = style({ display: "grid", gap: vars.space.md })
export const action = style({ margin: 0 })
globalStyle(`${action} p`, { marginBlock: vars.space.xs })

export const question = style({
  ...panel,
  border: `3px solid ${vars.color.accent}`,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const questionButtons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
globalStyle(`${questionButtons} form`, { margin: 0 })

export const problem = style({
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.errorMark}`,
  background: vars.color.errorBg,
  color: vars.color.errorText,
})
