// How the project launches Debian's Chromium, for the journeys (playwright.config.ts) and the bench's
// Lighthouse (bench/lighthouse.ts): no sandbox (root in CI), no GPU, and none of the browser's own
// background traffic.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]
