import { style } from "@vanilla-extract/css"

// 32 px tall (163 px wide): it fits beside the menu button at 320 px
export const wordmark = style({ display: "block", height: "2rem", width: "auto" })
