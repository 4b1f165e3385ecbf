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
  fontWeight: vars.font.weight.medium,
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
  fontWeight: vars.font.weight.medium,
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

/** A panel that drops from its header bar over the page (the search popup, the login panel). */
export const dropPanel = {
  background: vars.color.background,
  color: vars.color.text,
  padding: vars.space.md,
  position: "absolute",
  insetInline: 0,
  top: "100%",
  boxShadow: "0 8px 16px rgba(0,0,0,.15)",
} as const

/** A box with a thin border: a card, a fieldset, a block of facts. */
export const panel = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
} as const

/**
 * A decorative drawing painted in a colour through a mask: the SVG lives in the stylesheet, not in a
 * component, so that it costs no script on the pages that show it (decision 033). In forced
 * colours it takes the text colour, as an inline SVG drawn in currentColor would.
 */
export const maskIcon = (svg: string, color: string) =>
  ({
    backgroundColor: color,
    mask: `url("data:image/svg+xml,${encodeURIComponent(svg)}") center / contain no-repeat`,
    "@media": { "(forced-colors: active)": { backgroundColor: "CanvasText", forcedColorAdjust: "none" } },
  }) as const

/** A small rounded label (a badge, a stock chip): its colours are the caller's. */
export const chip = {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  whiteSpace: "nowrap",
  // forced colours drop its background: an outline keeps its shape (decision 039)
  "@media": { "(forced-colors: active)": { outline: "1px solid CanvasText" } },
} as const

/** An empty list's message: centred on a quiet band, with its one useful link below. */
export const emptyState = {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  textAlign: "center",
  padding: `${vars.space.xl} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
} as const

/** A list without bullets whose items sit in a wrapping row (the gap and margin are the caller's). */
export const wrappingList = {
  display: "flex",
  flexWrap: "wrap",
  listStyle: "none",
  padding: 0,
} as const

/**
 * A definition list in two columns: the terms, then their values (its margin is the caller's). The terms
 * take at most half the width and the values may shrink, so a long term or value wraps on a 320 px screen
 * instead of widening the page (WCAG 1.4.10).
 */
export const factsGrid = {
  display: "grid",
  gridTemplateColumns: "fit-content(50%) minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
} as const

/** One column, two from the md breakpoint on. */
export const twoColumnsFromMd = {
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
} as const
