import { globalStyle } from "@vanilla-extract/css"

import { media, vars } from "./theme.css"

globalStyle("*, *::before, *::after", { boxSizing: "border-box" })
globalStyle("html", { fontFamily: vars.font.body, color: vars.color.text, background: vars.color.background })
globalStyle("body", {
  margin: 0,
  lineHeight: 1.5,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
})
globalStyle("main", { flex: 1 })
globalStyle("a", { color: vars.color.brand })
globalStyle("a:hover", { color: vars.color.brandDark })
globalStyle("img", { maxWidth: "100%", height: "auto" })
globalStyle("h1, h2, h3", { lineHeight: 1.2 })
// visible focus everywhere (DEVELOPERS.md: accessible)
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 5px ${vars.color.text}`,
})
globalStyle("summary", { cursor: "pointer" })
// the mobile menu locks page scrolling while open (spec §2), with or without scripts
globalStyle("body:has(#site-menu:target)", {
  "@media": { [media.belowLg]: { overflow: "hidden" } },
})
globalStyle("body[data-scroll-locked]", { overflow: "hidden" })
globalStyle("*", {
  "@media": { [media.reducedMotion]: { transition: "none !important", animation: "none !important" } },
})

// shared helpers used as plain class names
globalStyle(".visually-hidden", {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
})
globalStyle(".skip-link", {
  position: "absolute",
  left: vars.space.sm,
  top: "-10rem",
  background: vars.color.background,
  color: vars.color.brand,
  padding: vars.space.sm,
  zIndex: 100,
})
globalStyle(".skip-link:focus", { top: vars.space.sm })
// the hidden attribute wins over any component's display
globalStyle("[hidden]", { display: "none !important" })
