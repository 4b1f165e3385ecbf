import { style as vanilla } from "@vanilla-extract/css"

import { vars } from "../styles/theme.css"

export const style = vanilla({
  background: vars.color.warningBg,
  color: vars.color.warningText,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.warningText}`,
  textAlign: "center",
})
