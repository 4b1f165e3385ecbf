import { globalStyle, style } from "@vanilla-extract/css"

import { media, vars } from "../styles/theme.css"

const TARGET = 44 // WCAG 2.5.5: 44 × 44 px touch targets

// the thumbs' hit areas reach half a target past each end of the track, so the track is inset by that much
export const track = style({
  position: "relative",
  height: TARGET,
  marginInline: TARGET / 2,
  marginBlock: vars.space.sm,
  touchAction: "none",
  cursor: "pointer",
  userSelect: "none",
})
export const rail = style({
  position: "absolute",
  insetInline: 0,
  top: "50%",
  height: 6,
  marginTop: -3,
  borderRadius: 3,
  // non-text contrast ≥ 3:1 against the page (WCAG 1.4.11)
  background: vars.color.muted,
  // forced colours drop backgrounds: the rail keeps an outline, the chosen range the highlight colour
  "@media": { "(forced-colors: active)": { outline: "1px solid CanvasText" } },
})
export const fill = style({
  position: "absolute",
  top: "50%",
  height: 6,
  marginTop: -3,
  background: vars.color.brand,
  "@media": { "(forced-colors: active)": { background: "Highlight", forcedColorAdjust: "none" } },
})
export const thumb = style({
  position: "absolute",
  top: "50%",
  width: TARGET,
  height: TARGET,
  transform: "translate(-50%, -50%)",
  borderRadius: "50%",
  touchAction: "none",
  transition: "left 120ms ease-out",
  selectors: {
    [`${track}[data-dragging] &`]: { transition: "none" },
  },
  "@media": { [media.reducedMotion]: { transition: "none" } },
})
// the visible knob; the element around it is the touch target
globalStyle(`${thumb}::before`, {
  content: "''",
  position: "absolute",
  inset: 11,
  borderRadius: "50%",
  background: vars.color.brand,
  border: `3px solid ${vars.color.background}`,
  boxShadow: `0 0 0 1px ${vars.color.brandDark}`,
})
globalStyle(`${thumb}:hover::before`, { background: vars.color.brandDark })
