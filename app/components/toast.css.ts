import { style, styleVariants } from "@vanilla-extract/css"

import type { ToastTone } from "../lib/session/root-data"
import { maskIcon } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

// Without scripts nothing takes the toast away, so it sits in the flow at the top of the main content
// instead of over the header (where it covered the basket link and "I understand"). Fixed at the top
// right only once scripts run (the page is hydrated, root.tsx marks <html data-hydrated>), as they time it
// out and move it away from the focus; before that, and in a browser that does not know the `scripting`
// media feature, it stays in the flow, which covers nothing either.
// The messages' live region: in the page from the start (empty), so that a message written into it is
// announced (decision 039; a region inserted already filled often is not). Its toasts stack inside it.
// In the flow it is a plain block, so that empty it takes no part in the page's layout: a flex box there
// kept the first heading's top margin inside <main>, and once hydrated (fixed, out of the flow) the margin
// moved out of it, so <main> moved by 16 px: a layout shift Lighthouse counted (CLS 0.012–0.035).
export const region = style({
  "@media": {
    "(scripting: enabled)": {
      selectors: {
        ":root[data-hydrated] &": {
          display: "flex",
          flexDirection: "column",
          gap: vars.space.sm,
          position: "fixed",
          top: vars.space.md,
          insetInlineEnd: vars.space.md,
          // on a phone it spans the screen less the margins, never wider
          maxWidth: `min(24rem, calc(100vw - 2 * ${vars.space.md}))`,
          zIndex: 50,
        },
        // away from the focused element it would cover (toast.tsx, MessageRegion)
        ":root[data-hydrated] &[data-away]": { top: "auto", bottom: vars.space.md },
      },
    },
  },
})
const base = style({
  marginBlock: vars.space.sm,
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `6px solid currentColor`,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  // forced colours drop the background and the shadow: an outline keeps it apart from the page
  "@media": {
    "(scripting: enabled)": {
      selectors: { ":root[data-hydrated] &": { marginBlock: 0, boxShadow: vars.shadow.md } },
    },
    "(forced-colors: active)": { outline: "2px solid CanvasText" },
  },
})
// each text colour is AA on its background; the icon and the edge take the stronger mark colour
export const toast = styleVariants({
  success: [
    base,
    { background: vars.color.successBg, color: vars.color.successText, borderColor: vars.color.successMark },
  ],
  info: [base, { background: vars.color.infoBg, color: vars.color.brandDark, borderColor: vars.color.brand }],
  warning: [
    base,
    { background: vars.color.warningBg, color: vars.color.warningText, borderColor: vars.color.warningMark },
  ],
  error: [
    base,
    { background: vars.color.errorBg, color: vars.color.errorText, borderColor: vars.color.errorMark },
  ],
})
// one 20 px drawing per kind, from the stylesheet (recipes.css, maskIcon), in the mark colour
const drawing = (path: string) =>
  style({
    flexShrink: 0,
    width: "1.25rem",
    height: "1.25rem",
    marginTop: vars.space.xxs,
    ...maskIcon(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="${path}"/></svg>`,
      "currentColor",
    ),
  })
export const icon = {
  success: drawing(
    "M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm4.3 6.2-5.2 6a1 1 0 0 1-1.5 0L5.7 11a1 1 0 1 1 1.5-1.3l1.2 1.4 4.4-5.2a1 1 0 0 1 1.5 1.3Z",
  ),
  info: drawing("M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm1 14H9V9h2v6Zm0-8H9V5h2v2Z"),
  warning: drawing(
    "M10.9 1.6a1 1 0 0 0-1.8 0L.6 17.5A1 1 0 0 0 1.5 19h17a1 1 0 0 0 .9-1.5L10.9 1.6ZM11 16H9v-2h2v2Zm0-4H9V7h2v5Z",
  ),
  error: drawing(
    "M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 11.1-1.4 1.4L10 11.4l-2.1 2.1-1.4-1.4L8.6 10 6.5 7.9l1.4-1.4L10 8.6l2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1Z",
  ),
} satisfies Record<ToastTone, string>
export const text = style({ minWidth: 0, flex: 1 })
// 44 × 44 px: the target size of WCAG 2.5.5 (AAA), well above 2.5.8's 24 px
export const close = style({
  flexShrink: 0,
  minWidth: 44,
  minHeight: 44,
  margin: `-${vars.space.sm} -${vars.space.sm} -${vars.space.sm} 0`,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontSize: "1.5rem",
  lineHeight: 1,
  cursor: "pointer",
})
