import { globalStyle, style } from "@vanilla-extract/css"

import { dropPanel } from "../styles/recipes.css"
import { media, vars } from "../styles/theme.css"

// The header's search popup, as wide as its results need rather than as its 71 px "Search" summary, scripts
// on and off. Its disclosure is not positioned, so the popup hangs from the header itself: the full width of
// a phone; from the sm breakpoint as wide as its content needs, at least 20rem, at most 40rem, at the
// header's end.
export const disclosure = style({ position: "static" })
export const popup = style({
  ...dropPanel,
  zIndex: vars.layout.overlayZ,
  "@media": {
    [media.sm]: {
      insetInlineStart: "auto",
      insetInlineEnd: vars.space.md,
      width: "max-content",
      minWidth: "20rem",
      maxWidth: `min(40rem, calc(100vw - 2 * ${vars.space.md}))`,
    },
  },
})
export const form = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end" })
export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: "1 1 14rem",
  minWidth: 0,
})
globalStyle(`${field} input`, {
  minHeight: 44,
  padding: vars.space.sm,
  font: "inherit",
  width: "100%",
  boxSizing: "border-box",
})
globalStyle(`${form} > button`, { minHeight: 44 })
