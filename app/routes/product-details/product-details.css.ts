import { globalStyle, style } from "@vanilla-extract/css"

import { factsGrid, panel, wrappingList } from "../../styles/recipes.css"
import { stacked } from "../../styles/tables.css"
import { media, vars } from "../../styles/theme.css"

export const header = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.lg]: { gridTemplateColumns: "2fr 1fr" } },
})
export const productId = style({ color: vars.color.muted, fontSize: vars.font.size.sm })
// the price, stock and action in one panel beside the pictures (under them on phones)
export const buyBox = style({
  ...panel,
  alignSelf: "start",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  background: vars.color.surface,
  "@media": { [media.lg]: { marginTop: vars.space.md } },
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
// the technical documents: stacked rows on phones (styles/tables.css; each cell's data-label names it)
export const table = style([stacked, { borderCollapse: "collapse", width: "100%" }])
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
// the spare parts tab: rows of components/spare-part-item (id, name, price, stock, add control)
export const spareParts = style({ listStyle: "none", padding: 0, margin: 0 })
globalStyle(`${buyBox} > :last-child`, { marginBottom: 0 })
// CAT-30: a technical document that could not be downloaded, said above the documents
export const documentFailed = style({
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  marginBlock: `0 ${vars.space.sm}`,
  background: "#fdecea",
  color: vars.color.text,
})
