import { globalStyle, style } from "@vanilla-extract/css"

import { breakpoints, media, vars } from "../styles/theme.css"

const belowMd = `screen and (max-width: ${breakpoints.md - 0.02}px)`

// the welcome band: the brand's blue with a steel edge, the title one step up the type scale
export const hero = style({
  marginBlock: `${vars.space.md} ${vars.space.xl}`,
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.brandText,
  borderBottom: `4px solid ${vars.color.brandAccent}`,
  "@media": { [media.md]: { padding: `${vars.space.xl} ${vars.space.xl}` } },
})
globalStyle(`${hero} h1`, {
  marginTop: 0,
  maxWidth: "22ch",
  "@media": { [media.lg]: { fontSize: vars.font.size.display } },
})
globalStyle(`${hero} > p`, {
  maxWidth: "60ch",
  "@media": { [media.md]: { fontSize: vars.font.size.lg } },
})
globalStyle(`${hero} > p:last-child`, { marginBottom: 0 })
export const grid = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
})
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
})
globalStyle(`${card} h3`, { marginTop: 0, fontSize: vars.font.size.lg })
globalStyle(`${card} a`, { textDecoration: "none" })
globalStyle(`${card} a:hover`, { textDecoration: "underline" })
globalStyle(`${card} ul`, { paddingInlineStart: vars.space.md, margin: 0 })
// On phones the categories are a compact list of their names (each opens its list, where the ranges are;
// the menu has them too): the ranges under each name made the home page many screens long.
globalStyle(`${grid} > ${card} > ul`, { "@media": { [belowMd]: { display: "none" } } })
globalStyle(`${grid} > ${card} > h3`, {
  "@media": { [belowMd]: { marginBottom: 0, fontSize: vars.font.size.md } },
})
globalStyle(`${grid}:has(> ${card} > ul)`, {
  "@media": {
    [belowMd]: { gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", gap: vars.space.sm },
  },
})
export const lists = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  marginBlock: vars.space.lg,
})
// A rail of product cards: a grid on wide screens; on phones one row that scrolls sideways inside itself,
// card by card (the page itself never scrolls sideways; each card's links are in the tab order, so the
// keyboard reaches every card and scrolls the row to it).
export const rail = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  "@media": {
    [belowMd]: {
      gridTemplateColumns: "none",
      gridAutoFlow: "column",
      gridAutoColumns: "min(80%, 18rem)",
      overflowX: "auto",
      overscrollBehaviorX: "contain",
      scrollSnapType: "x mandatory",
      paddingBlockEnd: vars.space.sm,
    },
  },
})
// position: a card's visually hidden texts (absolutely positioned) stay inside the scrolled row instead
// of being placed against the page, which they would widen
globalStyle(`${rail} > li`, {
  "@media": { [belowMd]: { scrollSnapAlign: "start", minWidth: 0, position: "relative" } },
})
export const clearance = style({
  display: "inline-flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  textDecoration: "none",
  border: `2px solid ${vars.color.warningText}`,
  selectors: { "&:hover": { color: vars.color.warningText, textDecoration: "underline" } },
})
