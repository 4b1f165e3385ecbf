import { keyframes, style } from "@vanilla-extract/css"

import { media, vars } from "../styles/theme.css"

const slide = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(100%)" } })

export const bar = style({
  position: "fixed",
  insetInline: 0,
  top: 0,
  height: 4,
  zIndex: 100,
  overflow: "hidden",
  background: vars.color.focus,
  selectors: {
    "&[data-active]": { animation: `${slide} 1s linear infinite` },
  },
  "@media": { [media.reducedMotion]: { animation: "none" } },
})
