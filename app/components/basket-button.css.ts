import { style } from "@vanilla-extract/css"

import { quantityField } from "../styles/recipes.css"
import { vars } from "../styles/theme.css"

export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm })
export const field = style({ display: "grid", gap: vars.space.xs })
export const label = style({ fontWeight: 600, fontSize: vars.font.size.sm })
export const quantity = style({ width: "5rem", ...quantityField })
