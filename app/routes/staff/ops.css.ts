import { style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css"

// The operator's screens (orders, outbox, jobs, audit log, staff members): a list of facts, a row of
// buttons that wraps on a phone, a mail's text that wraps rather than scroll sideways at 320 px.

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, max-content) minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  overflowWrap: "anywhere",
})

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlock: vars.space.md,
})

export const mailText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  background: vars.color.surface,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontFamily: "inherit",
})

export const small = style({ color: vars.color.muted, overflowWrap: "anywhere" })

export const inlineForm = style({ display: "inline-block", marginInlineEnd: vars.space.xs })
