import { globalStyle, style } from "@vanilla-extract/css"

import { media, vars } from "../styles/theme.css"

export const intro = style({ maxWidth: "72ch", color: vars.color.muted })

export const featured = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
})

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  height: "100%",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: "hidden",
})
globalStyle(`${card} > div`, { padding: `0 ${vars.space.md} ${vars.space.md}` })

export const picture = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  background: "#eaf2f9",
})

export const title = style({ marginBlock: vars.space.xs, fontSize: vars.font.size.lg, lineHeight: 1.3 })
export const date = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })
export const summary = style({ margin: 0 })

export const list = style({ listStyle: "none", padding: 0, margin: 0 })

export const row = style({
  display: "grid",
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.sm]: { gridTemplateColumns: "180px 1fr", alignItems: "start" } },
})

export const thumb = style([
  picture,
  { borderRadius: vars.radius.sm, "@media": { [media.sm]: { maxWidth: "180px" } } },
])

export const badge = style({
  display: "inline-block",
  marginInlineStart: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.infoBg,
  color: vars.color.brandDark,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
})

export const feed = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  marginBlock: vars.space.md,
})

export const article = style({ maxWidth: "72ch" })
export const articlePicture = style([picture, { borderRadius: vars.radius.md, marginBlock: vars.space.md }])
export const lead = style({ fontSize: vars.font.size.lg, lineHeight: 1.5 })
export const back = style({ marginBlock: vars.space.lg })
