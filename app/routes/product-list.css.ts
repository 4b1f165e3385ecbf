import { globalStyle, style } from "@vanilla-extract/css"

import { maskIcon, wrappingList } from "../styles/recipes.css"
import { media, vars } from "../styles/theme.css"

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.lg]: { gridTemplateColumns: "260px 1fr" } },
})
export const filters = style({ minWidth: 0 })
export const filtersDisclosure = style({})
export const filtersToggle = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontWeight: 700,
  selectors: {
    // a chevron: down when closed, up when open
    "&::after": {
      content: '""',
      width: 8,
      height: 8,
      marginInlineStart: "auto",
      borderInlineEnd: "2px solid currentColor",
      borderBlockEnd: "2px solid currentColor",
      transform: "translateY(-2px) rotate(45deg)",
    },
    [`${filtersDisclosure}[open] > &::after`]: { transform: "translateY(2px) rotate(-135deg)" },
  },
  "@supports": { "selector(::details-content)": { "@media": { [media.lg]: { display: "none" } } } },
})
export const filtersSet = style({ fontWeight: 400, color: vars.color.text })
// from lg the side column is always open; a browser without ::details-content keeps the toggle (above)
globalStyle(`${filtersDisclosure}::details-content`, {
  "@media": { [media.lg]: { contentVisibility: "visible", display: "block" } },
})
export const filtersContent = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { [media.belowLg]: { paddingBlock: vars.space.sm } },
})
// the column's heading from lg; on phones the disclosure's summary says it
export const filtersTitle = style({ "@media": { [media.belowLg]: { display: "none" } } })
globalStyle(`${filtersContent} details`, {
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
})
globalStyle(`${filtersContent} summary`, {
  fontWeight: 700,
  minHeight: 44,
  display: "flex",
  alignItems: "center",
})
globalStyle(`${filtersContent} select, ${filtersContent} input[type=number]`, {
  width: "100%",
  minHeight: 44,
  font: "inherit",
  padding: vars.space.xs,
})
globalStyle(`${filtersContent} fieldset`, { border: 0, padding: 0, margin: 0 })
globalStyle(`${filtersContent} label`, {
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  minHeight: 32,
})
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "end",
  marginBlock: vars.space.md,
})
globalStyle(`${toolbar} select`, { minHeight: 44, font: "inherit" })
// the search page's lists (app/routes/search.tsx)
export const results = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
})
export const grid = style({ gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))" })
// the list/grid switch: two segments of one control, the chosen one filled
export const viewSwitch = style({
  display: "inline-flex",
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  overflow: "hidden",
})
globalStyle(`${viewSwitch} a`, {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 40,
  paddingInline: vars.space.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  color: vars.color.brand,
  background: vars.color.background,
})
// each choice's little drawing (rows, or a grid of four), from the stylesheet (recipes.css, maskIcon)
const viewIcon = (path: string) =>
  maskIcon(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="${path}"/></svg>`,
    "currentColor",
  )
globalStyle(`${viewSwitch} a::before`, { content: '""', width: 16, height: 16, flex: "none" })
globalStyle(`${viewSwitch} a:first-child::before`, viewIcon("M1 2h14v3H1zM1 6.5h14v3H1zM1 11h14v3H1z"))
globalStyle(`${viewSwitch} a:last-child::before`, viewIcon("M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z"))
globalStyle(`${viewSwitch} a + a`, { borderInlineStart: `2px solid ${vars.color.brand}` })
globalStyle(`${viewSwitch} a:hover`, { background: vars.color.infoBg })
globalStyle(`${viewSwitch} a[aria-current="page"]`, {
  background: vars.color.brand,
  color: vars.color.brandText,
})
export const subnav = style({ ...wrappingList, gap: vars.space.sm })
export const count = style({ color: vars.color.muted, margin: 0, fontWeight: vars.font.weight.medium })
