import { globalStyle, style } from "@vanilla-extract/css"

import { outlinedButton, panel } from "../styles/recipes.css"
import { media, vars } from "../styles/theme.css"

// "My sessions": one card per login, the one of this browser marked; spacing by margins (not flex gap,
// which Chrome 80 lacks).

export const list = style({ listStyle: "none", padding: 0, margin: `${vars.space.md} 0` })

export const item = style({ ...panel, marginBottom: vars.space.md })
export const currentItem = style([item, { borderColor: vars.color.brand, borderWidth: 2 }])

export const device = style({
  fontSize: vars.font.size.lg,
  margin: `0 0 ${vars.space.sm}`,
  overflowWrap: "anywhere",
})

export const badge = style({
  display: "inline-block",
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.infoBg,
  color: vars.color.brandDark,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  verticalAlign: "middle",
  // forced colours keep the badge's outline (decision 039)
  border: "1px solid transparent",
})

// the facts: one below the other on a phone, two columns from the small breakpoint
export const facts = style({ margin: `0 0 ${vars.space.sm}`, overflow: "hidden" })
globalStyle(`${facts} > div`, { marginBottom: vars.space.xs })
globalStyle(`${facts} dt`, { fontWeight: vars.font.weight.medium, color: vars.color.muted })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" })
globalStyle(`${facts} > div`, {
  "@media": {
    [media.sm]: { float: "left", width: "50%", paddingRight: vars.space.md, boxSizing: "border-box" },
  },
})
globalStyle(`${facts} > div:nth-child(odd)`, { "@media": { [media.sm]: { clear: "left" } } })

export const endButton = style({ ...outlinedButton, position: "relative" })

export const endOthers = style({ ...panel, marginTop: vars.space.lg, background: vars.color.surface })
globalStyle(`${endOthers} p`, { marginTop: 0 })

export const alone = style({ color: vars.color.muted })
