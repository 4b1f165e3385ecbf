import { createGlobalTheme } from "@vanilla-extract/css"

// spec §9: breakpoints sm 576, md 768, lg 992, xl 1200, xxl 1400 px
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
  belowLg: `screen and (max-width: ${breakpoints.lg - 0.02}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const

// Colours chosen for WCAG AA contrast on white (text ≥ 4.5:1).
export const vars = createGlobalTheme(":root", {
  color: {
    text: "#1b1f24",
    muted: "#4a5560",
    background: "#ffffff",
    surface: "#f3f5f7",
    border: "#c9d1d9",
    brand: "#0b4f8a",
    brandDark: "#083a66",
    brandText: "#ffffff",
    accent: "#b3261e",
    focus: "#ffbf47",
    warningBg: "#fff4ce",
    warningText: "#4d3b00",
    infoBg: "#e7f1fb",
  },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem" },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.75rem" },
  },
  radius: { sm: "4px", md: "8px" },
  layout: { maxWidth: "1320px", headerZ: "20", overlayZ: "30" },
})
