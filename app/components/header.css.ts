import { globalStyle, style } from "@vanilla-extract/css"

import { dropPanel } from "../styles/recipes.css"
import { media, vars } from "../styles/theme.css"

export const header = style({
  background: vars.color.brand,
  color: vars.color.brandText,
  position: "relative",
  zIndex: vars.layout.headerZ,
})
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
})
export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  color: vars.color.brandText,
  textDecoration: "none",
  marginInlineEnd: "auto",
  selectors: { "&:hover": { color: vars.color.brandText, opacity: 0.9 } },
})
export const tools = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" })
export const headerLink = style({
  color: vars.color.brandText,
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: vars.space.sm,
  textDecoration: "none",
  fontWeight: 600,
  background: "transparent",
  border: 0,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.brandText, textDecoration: "underline" } },
})
globalStyle(`${header} summary`, { listStyle: "none" })
globalStyle(`${header} summary::-webkit-details-marker`, { display: "none" })

export const menuToggle = style([headerLink, { "@media": { [media.lg]: { display: "none" } } }])

const open = { display: "block" } as const
const overlay = {
  position: "fixed",
  inset: 0,
  overflowY: "auto",
  zIndex: vars.layout.overlayZ,
  padding: vars.space.md,
} as const
export const nav = style({
  width: "100%",
  display: "none",
  background: vars.color.brandDark,
  // One rule per way of opening: a browser without :has() (Chrome before 105, Firefox before 121, Safari
  // before 15.4) drops a whole selector list that names it, and with it :target and [data-open]
  selectors: {
    "&:target": open,
    "&[data-open]": open,
    // the skip link to the categories opens the mobile menu too
    "&:has(:target)": open,
  },
  "@media": {
    [media.belowLg]: {
      selectors: { "&:target": overlay, "&[data-open]": overlay, "&:has(:target)": overlay },
    },
    [media.lg]: { display: "block", width: "auto", background: "transparent" },
  },
})
export const navClose = style([headerLink, { "@media": { [media.lg]: { display: "none" } } }])
export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  "@media": { [media.lg]: { flexDirection: "row", alignItems: "center", gap: vars.space.xs } },
})
export const megaMenu = style({
  "@media": { [media.lg]: { position: "static" } },
})
export const megaPanel = style({
  background: vars.color.background,
  color: vars.color.text,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [media.lg]: {
      position: "absolute",
      insetInline: 0,
      top: "100%",
      boxShadow: "0 8px 16px rgba(0,0,0,.15)",
      maxHeight: "75vh",
      overflowY: "auto",
    },
  },
})
export const megaGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
})
globalStyle(`${megaGrid} ul`, { listStyle: "none", paddingInlineStart: vars.space.md, margin: 0 })
globalStyle(`${megaGrid} a`, { display: "inline-block", paddingBlock: "2px" })
// On phones a category is a row: its link, and at the row's end the toggle of its ranges (a nested
// disclosure); its ranges open below it. From lg (the mega menu's columns) the ranges show at once and the
// toggle goes, where the browser can style a closed <details>' content (::details-content); a browser that
// cannot keeps the toggle, so the ranges stay reachable.
export const megaItem = style({
  position: "relative",
  "@media": { [media.belowLg]: { borderBottom: `1px solid ${vars.color.border}` } },
})
export const megaCategory = style({
  fontWeight: 700,
  "@media": {
    [media.belowLg]: { minHeight: 44, display: "flex", alignItems: "center", paddingInlineEnd: "3rem" },
  },
})
globalStyle(`${megaGrid} ${megaCategory}`, {
  "@media": { [media.belowLg]: { display: "flex", paddingBlock: 0 } },
})
export const ranges = style({})
globalStyle(`${ranges} > ul`, { "@media": { [media.belowLg]: { paddingBlockEnd: vars.space.sm } } })
globalStyle(`${ranges} a`, {
  "@media": { [media.belowLg]: { minHeight: 36, display: "inline-flex", alignItems: "center" } },
})
export const rangesToggle = style({
  position: "absolute",
  insetInlineEnd: 0,
  top: 0,
  width: 44,
  height: 44,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  selectors: {
    // a chevron drawn with borders: down when closed, up when open
    "&::before": {
      content: '""',
      width: 10,
      height: 10,
      borderInlineEnd: "2px solid currentColor",
      borderBlockEnd: "2px solid currentColor",
      transform: "translateY(-2px) rotate(45deg)",
    },
    [`${ranges}[open] > &::before`]: { transform: "translateY(2px) rotate(-135deg)" },
  },
  "@supports": {
    "selector(::details-content)": { "@media": { [media.lg]: { display: "none" } } },
  },
})
globalStyle(`${ranges}::details-content`, {
  "@media": { [media.lg]: { contentVisibility: "visible", display: "block" } },
})
export const megaShortcuts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  marginBottom: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 700,
})
// Without scripts nothing closes a panel the focus has left: once the keyboard's focus is on the page
// outside the header, the open panels hide (they would cover it, WCAG 2.2 2.4.11) and show again when the
// focus comes back. A browser without :has keeps them open, as before.
globalStyle(`body:has(:focus-visible:not(${header} *)) ${header} details[open] > :not(summary)`, {
  display: "none",
})
export const languageList = style({
  listStyle: "none",
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.background,
  position: "absolute",
  insetInlineEnd: 0,
  top: "100%",
  minWidth: "12rem",
  boxShadow: "0 8px 16px rgba(0,0,0,.15)",
})
globalStyle(`${languageList} a`, { display: "block", padding: vars.space.sm })
export const relative = style({ position: "relative" })
export const inlineForm = style({ display: "inline-flex", margin: 0 })
export const headerButton = style([
  headerLink,
  { background: "none", border: "none", font: "inherit", cursor: "pointer" },
])
export const panelTitle = style({ fontSize: vars.font.size.lg, marginTop: 0 })
export const loginPopup = style([
  dropPanel,
  { insetInline: "auto", insetInlineEnd: 0, width: "min(24rem, 92vw)", zIndex: vars.layout.overlayZ },
])
