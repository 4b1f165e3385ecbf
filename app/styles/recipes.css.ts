import { media, vars } from "./theme.css"

// Style objects shared by several components' classes: each class spreads one and adds its own rules,
// so every class keeps its own rule (a globalStyle on one class never reaches another).

/** The outlined (secondary) button's paint: 2 px brand border, brand text on the page's background. */
export const outlinedControl = {
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.brand,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
} as const

/** A button or link shaped as a button: 44 px tall, its content centred in a row. */
const buttonBox = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: vars.space.md,
} as const

/** The filled (primary) button, without its hover. */
export const filledButton = {
  ...buttonBox,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandText,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  textDecoration: "none",
} as const

/** The outlined (secondary) button or link. */
export const outlinedButton = {
  ...buttonBox,
  ...outlinedControl,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.infoBg } },
} as const

/** A quantity's number field (its width is the caller's). */
export const quantityField = {
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
} as const

/** A box with a thin border: a card, a fieldset, a block of facts. */
export const panel = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
} as const

/** A list without bullets whose items sit in a wrapping row (the gap and margin are the caller's). */
export const wrappingList = {
  display: "flex",
  flexWrap: "wrap",
  listStyle: "none",
  padding: 0,
} as const

/** A definition list in two columns: the terms, then their values (its margin is the caller's). */
export const factsGrid = {
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
} as const

/** One column, two from the md breakpoint on. */
export const twoColumnsFromMd = {
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
} as const
