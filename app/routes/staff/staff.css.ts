import { globalStyle, style } from "@vanilla-extract/css"

import { media, vars } from "../../styles/theme.css"

// The back office's frame: a plain band with the name and the language switch, the navigation of the
// role's screens, and the page. Nothing wider than the window at 320 px: links and tables wrap or scroll
// inside their own box.

export const band = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `3px solid ${vars.color.brand}`,
  marginBlockEnd: vars.space.md,
})
export const brand = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg, margin: 0 })
export const languages = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
})
globalStyle(`${languages} li`, { listStyle: "none" })
globalStyle(`${languages} a`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 32,
  minWidth: 32,
  justifyContent: "center",
  paddingInline: vars.space.xs,
})
globalStyle(`${languages} a[aria-current]`, { fontWeight: vars.font.weight.bold, textDecoration: "none" })

export const shell = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "14rem minmax(0, 1fr)" } },
})
export const nav = style({ minWidth: 0 })
export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.md]: { flexDirection: "column" } },
})
globalStyle(`${navList} a`, {
  display: "flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
})
globalStyle(`${navList} a[aria-current="page"]`, {
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: vars.font.weight.medium,
})
export const who = style({ marginBlock: vars.space.md, color: vars.color.muted, overflowWrap: "anywhere" })
export const page = style({ minWidth: 0, overflowWrap: "break-word", paddingBlockEnd: vars.space.xl })
export const narrow = style({ maxWidth: "36rem" })
export const notice = style({
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.infoBg,
  marginBlock: vars.space.md,
})
export const success = style({
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.successMark}`,
  background: vars.color.successBg,
  color: vars.color.successText,
  marginBlock: vars.space.md,
})
export const qr = style({ maxWidth: "14rem", background: "#fff", padding: vars.space.sm })
globalStyle(`${qr} svg`, { width: "100%", height: "auto", display: "block" })
export const secret = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.font.size.md,
  overflowWrap: "anywhere",
  letterSpacing: "0.05em",
})
export const codes = style([
  secret,
  { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))", gap: vars.space.xs },
])
export const cards = style({
  display: "grid",
  gap: vars.space.md,
  padding: 0,
  listStyle: "none",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
})
globalStyle(`${cards} li`, {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
})
globalStyle(`${cards} h2`, { fontSize: vars.font.size.lg, marginBlock: 0 })
export const linkButton = style({
  background: "none",
  border: "none",
  padding: 0,
  color: vars.color.brand,
  textDecoration: "underline",
  font: "inherit",
  cursor: "pointer",
  minHeight: 44,
})
/** a link alone on its line: a target of 44 px (WCAG 2.2: 2.5.8) */
export const target = style({ display: "inline-flex", alignItems: "center", minHeight: 44 })
