import { globalStyle, type GlobalStyleRule, style, styleVariants } from "@vanilla-extract/css"

import { chip, panel, wrappingList } from "../styles/recipes.css"
import { breakpoints, media, vars } from "../styles/theme.css"
import { field as basketField, label as basketLabel } from "./basket-button.css"

// A card is a column (picture on top) unless its list asks for rows: `cardsList` always, `cardsAuto`
// below the lg breakpoint (the product list's default: rows on phones and tablets, a grid from lg on).
/** A plain card (the search popup's results: app/components/search-result-card.tsx). */
export const card = style({
  ...panel,
  background: vars.color.background,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})
export const productCard = style({
  ...panel,
  position: "relative",
  padding: 0,
  height: "100%",
  overflow: "hidden",
  background: vars.color.background,
  display: "flex",
  flexDirection: "column",
  boxShadow: vars.shadow.sm,
  transition: "box-shadow 120ms ease, border-color 120ms ease",
  selectors: { "&:hover": { boxShadow: vars.shadow.md, borderColor: vars.color.muted } },
})
export const visual = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.surface,
  padding: vars.space.sm,
  aspectRatio: "4 / 3",
})
// the thumb keeps its proportions (width and height attributes reserve its space: no layout shift)
export const picture = style({
  display: "block",
  width: "100%",
  maxWidth: 240,
  maxHeight: "100%",
  height: "auto",
  objectFit: "contain",
})
export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: vars.space.md,
})
export const title = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  margin: 0,
})
globalStyle(`${title} a`, { color: vars.color.text, textDecoration: "none" })
globalStyle(`${title} a:hover`, { color: vars.color.brand, textDecoration: "underline" })
// the whole card answers a click on its name's link (the link stays the one control: no nested links)
globalStyle(`${productCard} ${title} a::after`, { content: '""', position: "absolute", inset: 0 })
globalStyle(`${productCard} form`, { position: "relative", zIndex: 1 })
export const id = style({
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: "tabular-nums",
  letterSpacing: "0.03em",
  margin: 0,
})
// at most two lines of description on a card; the full text is on the product page
export const description = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
})
export const badges = style({ ...wrappingList, gap: vars.space.xs, margin: 0 })
const badgeBase = style({ ...chip, borderRadius: vars.radius.sm, textTransform: "uppercase" })
export const badge = styleVariants({
  new: [badgeBase, { background: vars.color.successMark, color: "#fff" }],
  goodDeal: [badgeBase, { background: "#8a4b00", color: "#fff" }],
  old: [badgeBase, { background: vars.color.muted, color: "#fff" }],
  promo: [badgeBase, { background: vars.color.accent, color: "#fff" }],
  express: [badgeBase, { background: "#5b2a86", color: "#fff" }],
  silver: [badgeBase, { background: "#e3e6e8", color: vars.color.text, border: "1px solid #8a94a6" }],
  gold: [badgeBase, { background: "#f2d675", color: vars.color.text, border: "1px solid #8a6d00" }],
  platinum: [badgeBase, { background: "#d7dde8", color: vars.color.text, border: "1px solid #5f6b80" }],
  clearance: [badgeBase, { background: vars.color.warningBg, color: vars.color.warningText }],
  label: [badgeBase, { background: vars.color.infoBg, color: vars.color.brandDark, textTransform: "none" }],
  energy: [
    badgeBase,
    {
      background: "transparent",
      color: vars.color.successText,
      border: `1px solid ${vars.color.successMark}`,
      textTransform: "none",
    },
  ],
})
// price, stock and the action sit at the bottom, so the cards of a row line up
export const footer = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginTop: "auto",
  paddingTop: vars.space.sm,
})
export const facts = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })
export const price = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.sm,
  margin: 0,
})
export const amount = style({
  fontWeight: vars.font.weight.heavy,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  fontVariantNumeric: "tabular-nums",
})
globalStyle(`${price} del`, {
  fontWeight: vars.font.weight.regular,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})
export const vatNote = style({ fontSize: vars.font.size.xs, color: vars.color.muted })
export const promoNote = style({
  fontSize: vars.font.size.xs,
  color: vars.color.accent,
  fontWeight: vars.font.weight.bold,
  textTransform: "uppercase",
})
export const prompt = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium })
globalStyle(`${prompt} a`, { position: "relative", zIndex: 1 })
export const stock = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.muted })
// the chip's dot: drawn by the stylesheet (no element, no script); in forced colours the text colour
const chipWithDot = style([
  chip,
  {
    "::before": {
      content: '""',
      width: "0.5rem",
      height: "0.5rem",
      borderRadius: vars.radius.pill,
      background: "currentColor",
      flexShrink: 0,
    },
    "@media": {
      "(forced-colors: active)": {
        selectors: { "&::before": { background: "CanvasText", forcedColorAdjust: "none" } },
      },
    },
  },
])
export const stockChip = styleVariants({
  local: [chipWithDot, { background: vars.color.successBg, color: vars.color.successText }],
  external: [chipWithDot, { background: vars.color.infoBg, color: vars.color.brandDark }],
  onOrder: [chipWithDot, { background: vars.color.warningBg, color: vars.color.warningText }],
})
export const stockSplit = style({ whiteSpace: "nowrap" })

/**
 * The list around cards: a grid of columns. Cards of 13.5rem at least: four a row beside the filters at
 * 1280 px, five from about 1500 (CAT-6: trade buyers compare many products at once).
 */
export const cardsGrid = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13.5rem), 1fr))",
})
/** The list around cards: one card a row, the picture beside the text. */
export const cardsList = style([cardsGrid, { gridTemplateColumns: "minmax(0, 1fr)" }])
/** The product list's default: rows below lg, a grid from lg on (CAT-6). */
export const cardsAuto = style([
  cardsGrid,
  { "@media": { [media.belowLg]: { gridTemplateColumns: "minmax(0, 1fr)" } } },
])

// the row shape of a card: a small picture at the start, the name, id, badges and description beside
// it, price, stock and the action in a band below; from md the band becomes a third column at the end.
// The body box steps aside (display: contents) so that its parts take places in the card's own grid.
const belowLgFromMd = `${media.md} and (max-width: ${breakpoints.lg - 0.02}px)`
function rowRules(list: string, when: string | null) {
  const at = (rules: GlobalStyleRule, query: string | null): GlobalStyleRule =>
    query ? { "@media": { [query]: rules } } : rules
  const wide = when ? belowLgFromMd : media.md
  globalStyle(
    `${list} ${productCard}`,
    at(
      {
        display: "grid",
        gridTemplateColumns: "5.5rem minmax(0, 1fr)",
        alignContent: "start",
        columnGap: vars.space.md,
        rowGap: vars.space.xs,
        padding: vars.space.md,
      },
      when,
    ),
  )
  globalStyle(
    `${list} ${visual}`,
    at(
      {
        gridColumn: 1,
        gridRow: "1 / span 4",
        alignSelf: "start",
        aspectRatio: "1",
        padding: vars.space.xs,
        borderRadius: vars.radius.sm,
      },
      when,
    ),
  )
  globalStyle(`${list} ${body}`, at({ display: "contents" }, when))
  globalStyle(`${list} ${body} > *`, at({ gridColumn: 2 }, when))
  globalStyle(
    `${list} ${footer}`,
    at(
      {
        gridColumn: "1 / -1",
        flexDirection: "row",
        flexWrap: "wrap",
        justifyContent: "space-between",
        alignItems: "flex-end",
        columnGap: vars.space.md,
        marginTop: vars.space.xs,
        paddingTop: vars.space.sm,
        borderTop: `1px solid ${vars.color.border}`,
      },
      when,
    ),
  )
  globalStyle(
    `${list} ${productCard}`,
    at({ gridTemplateColumns: "10rem minmax(0, 1fr) minmax(13rem, auto)", columnGap: vars.space.lg }, wide),
  )
  globalStyle(`${list} ${visual}`, at({ aspectRatio: "4 / 3" }, wide))
  globalStyle(
    `${list} ${footer}`,
    at(
      {
        gridColumn: 3,
        gridRow: "1 / span 4",
        flexDirection: "column",
        justifyContent: "flex-start",
        alignItems: "flex-end",
        textAlign: "end",
        margin: 0,
        padding: 0,
        borderTop: 0,
      },
      wide,
    ),
  )
}
rowRules(cardsList, null)
rowRules(cardsAuto, media.belowLg)

// CAT-6, the chosen list view from lg: one compact line a product, as a trade buyer's price list reads, in
// columns of fixed widths so that the lines align: a thumbnail, the number, the name (two lines at most),
// the badges, price and stock per warehouse, then the quantity with its button. No description (the
// product page has it); the lines touch, ruled between. The body and the footer step aside (display:
// contents) so that their parts take the card's columns; anything else (notify me) gets a line below.
function compactRules(list: string) {
  const from = (rules: GlobalStyleRule): GlobalStyleRule => ({ "@media": { [media.lg]: rules } })
  const cell = (selector: string, column: number | string, rules: GlobalStyleRule = {}) =>
    globalStyle(`${list} ${selector}`, from({ gridColumn: column, gridRow: 1, ...rules }))
  globalStyle(list, from({ gap: 0, borderTop: `1px solid ${vars.color.border}` }))
  globalStyle(
    `${list} ${productCard}`,
    from({
      gridTemplateColumns: "2.5rem 7rem minmax(0, 1fr) 6.5rem 15rem max-content",
      alignItems: "center",
      columnGap: vars.space.sm,
      rowGap: vars.space.xs,
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.sm,
      border: 0,
      borderBottom: `1px solid ${vars.color.border}`,
      borderRadius: 0,
      boxShadow: "none",
    }),
  )
  globalStyle(`${list} ${body} > *`, from({ gridColumn: "3 / -1" }))
  globalStyle(`${list} ${footer}`, from({ display: "contents" }))
  globalStyle(`${list} ${footer} > *`, from({ gridColumn: "3 / -1" }))
  cell(visual, 1, { alignSelf: "center", aspectRatio: "1", padding: 2, width: "2.5rem" })
  cell(id, 2, { overflowWrap: "anywhere" })
  cell(title, 3, {
    fontSize: vars.font.size.sm,
    display: "-webkit-box",
    WebkitLineClamp: 2,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
  })
  cell(badges, 4, { justifyContent: "flex-end" })
  cell(facts, 5, { alignItems: "flex-end", gap: 0 })
  cell(`${footer} form`, 6, { flexWrap: "nowrap", alignItems: "center", gap: vars.space.xs })
  globalStyle(`${list} ${description}, ${list} ${promoNote}`, from({ display: "none" }))
  globalStyle(`${list} ${amount}`, from({ fontSize: vars.font.size.md }))
  globalStyle(`${list} ${price}`, from({ flexWrap: "nowrap", whiteSpace: "nowrap" }))
  globalStyle(`${list} ${stock}`, from({ whiteSpace: "nowrap" }))
  globalStyle(`${list} ${footer} form :is(input, button)`, from({ minHeight: 36, paddingBlock: 0 }))
  // the field's label is said, not shown: the column speaks for itself and the line stays one line
  globalStyle(
    `${list} ${basketLabel}`,
    from({
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    }),
  )
}
compactRules(cardsList)

// the card's quantity field: its label beside it, so the action takes one line where it fits
globalStyle(`${productCard} ${basketField}`, {
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
})
