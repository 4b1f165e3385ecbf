import { globalStyle, style } from "@vanilla-extract/css"

import { factsGrid, wrappingList } from "../styles/recipes.css"
import { media, vars } from "../styles/theme.css"

export const header = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.lg]: { gridTemplateColumns: "2fr 1fr" } },
})
export const specs = style({
  ...factsGrid,
  margin: 0,
})
globalStyle(`${specs} dt`, { fontWeight: 700 })
globalStyle(`${specs} dd`, { margin: 0 })
export const section = style({ marginBlock: vars.space.lg, scrollMarginTop: vars.space.lg })
export const related = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
})
export const table = style({ borderCollapse: "collapse", width: "100%" })
globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const gallery = style({
  display: "grid",
  gap: vars.space.sm,
  marginBlock: vars.space.md,
  maxWidth: 480,
})
export const galleryMain = style({
  display: "block",
  width: "100%",
  height: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const galleryThumbs = style({ ...wrappingList, gap: vars.space.sm, margin: 0 })
export const galleryThumb = style({
  display: "block",
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  lineHeight: 0,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand } },
})
globalStyle(`${galleryThumb} img`, { display: "block", height: "auto" })
// a spare part and its add-to-basket form (spec §4/§5)
export const sparePart = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
})
