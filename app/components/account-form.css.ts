import { style } from "@vanilla-extract/css"

import { media, vars } from "../styles/theme.css"

// The account forms (sign-up, password, profile) and the contact page: one narrow column of grouped fields.
export const page = style({ maxWidth: "44rem" })
export const group = style({
  border: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
})
export const legend = style({ fontSize: vars.font.size.lg, fontWeight: 600, marginBottom: vars.space.sm })
// two short fields side by side from the md breakpoint (PAGE-12)
export const row = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
})
