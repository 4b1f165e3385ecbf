import { createGlobalTheme } from "@vanilla-extract/css"

// PAGE-12: breakpoints sm 576, md 768, lg 992, xl 1200, xxl 1400 px
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
    // the brand's second colour (the wordmark's flame, highlights); as text only on white (5.1:1)
    brandAccent: "#c2410c",
    // the steel of a kitchen: the pictures' background and quiet bands
    steel: "#e9edf1",
    // messages by kind (toasts, stock chips): each text colour is AA on its own background, and each
    // border or icon colour is at least 3:1 against it (WCAG 1.4.11)
    successBg: "#e6f4ea",
    successText: "#0b3d20",
    successMark: "#0b6e3a",
    warningMark: "#8a5a00",
    errorBg: "#fdecea",
    errorText: "#8c1d18",
    errorMark: "#b3261e",
  },
  // the spacing scale: every margin, padding and gap is one of these steps
  space: {
    xxs: "0.125rem",
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "4rem",
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // the type scale (a major third, 1.25, from 1rem): every font size is one of these steps
    size: {
      xs: "0.8rem",
      sm: "0.875rem",
      md: "1rem",
      lg: "1.25rem",
      xl: "1.5625rem",
      xxl: "1.953rem",
      display: "2.441rem",
    },
    weight: { regular: "400", medium: "600", bold: "700", heavy: "800" },
    lineHeight: { tight: "1.2", snug: "1.35", normal: "1.5" },
  },
  radius: { sm: "4px", md: "8px", lg: "12px", pill: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(16, 24, 40, 0.08)",
    md: "0 6px 20px rgba(16, 24, 40, 0.14)",
  },
  layout: { maxWidth: "1320px", headerZ: "20", overlayZ: "30" },
})
