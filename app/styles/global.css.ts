import { globalStyle } from "@vanilla-extract/css"

import { media, vars } from "./theme.css"

globalStyle("*, *::before, *::after", { boxSizing: "border-box" })
globalStyle("html", { fontFamily: vars.font.body, color: vars.color.text, background: vars.color.background })
globalStyle("body", {
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  // WCAG 1.4.10 at 320 px: a word longer than its line (German compounds such as
  // "Gastronomieausstattung" in a heading, a long e-mail address) breaks instead of widening the page;
  // where the browser has the language's hyphenation, it hyphenates instead
  overflowWrap: "break-word",
  hyphens: "auto",
})
globalStyle("main", { flex: 1 })
// a fieldset is as wide as its widest content by default (min-inline-size: min-content), which let a
// calendar push the order form past a phone's width; like any block it now shrinks to the page
globalStyle("fieldset", { minInlineSize: 0 })
globalStyle("a", { color: vars.color.brand })
globalStyle("a:hover", { color: vars.color.brandDark })
globalStyle("img", { maxWidth: "100%", height: "auto" })
// the type scale's headings: one step smaller on phones, so a long product name still fits at 320 px
globalStyle("h1, h2, h3, h4", {
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "-0.01em",
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
  overflowWrap: "break-word",
})
globalStyle("h1", {
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.heavy,
  marginTop: vars.space.md,
  "@media": { [media.md]: { fontSize: vars.font.size.xxl } },
})
globalStyle("h2", {
  fontSize: vars.font.size.lg,
  "@media": { [media.md]: { fontSize: vars.font.size.xl } },
})
globalStyle("h3", { fontSize: vars.font.size.lg })
globalStyle("h4", { fontSize: vars.font.size.md })
globalStyle("p, ul, ol, dl", { marginBlock: `0 ${vars.space.md}` })
// visible focus everywhere (WCAG 2.2 2.4.7)
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 5px ${vars.color.text}`,
})
globalStyle("summary", { cursor: "pointer" })
// the mobile menu locks page scrolling while open (PAGE-7), with or without scripts
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
