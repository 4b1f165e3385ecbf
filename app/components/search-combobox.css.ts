import { style } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

// The combobox's suggestions (search-combobox.tsx). The popup, the form and its field are in
// search-popup.css.ts: the header uses those on every page, and these only come with the combobox's
// lazily loaded code.
export const listbox = style({
  listStyle: "none",
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  width: "100%",
  flexBasis: "100%",
  maxHeight: "60vh",
  overflowY: "auto",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
})
export const option = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `2px ${vars.space.sm}`,
  padding: vars.space.sm,
  cursor: "pointer",
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-selected="true"], &:hover': {
      background: vars.color.infoBg,
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: -2,
    },
  },
})
export const optionHead = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "baseline",
})
export const optionId = style({ color: vars.color.muted, fontSize: vars.font.size.sm })
export const optionName = style({ fontWeight: 600, gridColumn: "1", overflowWrap: "anywhere" })
// two lines of the description: enough to tell variants apart, the popup stays short
export const optionDescription = style({
  gridColumn: "1",
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
})
export const optionPrice = style({
  gridColumn: "2",
  gridRow: "1 / span 3",
  alignSelf: "center",
  fontWeight: 700,
  whiteSpace: "nowrap",
})
export const badge = style({ fontSize: vars.font.size.sm, fontWeight: 700, color: "#8a4b00" })
export const oldBadge = style({ fontSize: vars.font.size.sm, fontWeight: 700, color: vars.color.muted })
