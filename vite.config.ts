import { reactRouter } from "@react-router/dev/vite"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import browserslist from "browserslist"
import browserslistToEsbuild from "browserslist-to-esbuild"
import { browserslistToTargets } from "lightningcss"
import { defineConfig, type Rollup } from "vite"

import { apiReferencePage } from "./vite/api-reference-page"
import { noPreloadHelper } from "./vite/no-preload-helper"
import { oldBrowserCss } from "./vite/old-browser-css"
import { pageTexts } from "./vite/page-texts"
import { browserPolyfills } from "./vite/polyfills"
import { precompressAssets } from "./vite/precompress"
import { reactRouterProductionBuild } from "./vite/react-router-production"
import { routeWordsPerLanguage } from "./vite/route-words-per-language"

export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    noPreloadHelper(),
    routeWordsPerLanguage(),
    pageTexts(),
    browserPolyfills(),
    vanillaExtractPlugin(),
    reactRouter(),
    precompressAssets(),
    apiReferencePage(),
    oldBrowserCss(),
  ],
  // decision 069: every stylesheet (vanilla-extract's too) goes through Lightning CSS, which lowers what
  // the browsers of package.json's browserslist lack (nesting, :is(), inset, logical properties, colour
  // syntax…); what cannot be lowered gets a fallback (vite/old-browser-css.ts, @supports rules in the styles) and
  // `npm run lint:css` fails on anything left unsupported
  css: {
    transformer: "lightningcss",
    lightningcss: { targets: browserslistToTargets(browserslist()) },
  },
  build: {
    // decision 066: the scripts' syntax is that of the oldest browsers of the support policy, package.json's
    // browserslist (Chrome and Edge 80, Firefox 78, Safari 13.1, iOS 13.4), not Vite's default of 2022
    target: browserslistToEsbuild(),
    assetsInlineLimit: 0,
    // decision 048: Terser's two passes make every page's scripts about 3 % smaller than esbuild's
    minify: "terser",
    // Lightning CSS minifies for build.cssTarget, which is `target` above: a newer one would join the
    // lowered longhands back into what the policy's browsers lack (top/right/bottom/left into `inset`)
    cssMinify: "lightningcss",
    terserOptions: { compress: { passes: 2 } },
    modulePreload: false,
    // decision 044: one stylesheet for the whole shop
    cssCodeSplit: false,
    // decision 045: chunks under 8 KB are merged into chunks the page loads anyway (Rollup does it only
    // where no module would run earlier or elsewhere than before): half as many requests per page
    rollupOptions: {
      output: { experimentalMinChunkSize: 8192 },
      onwarn(warning, warn) {
        if (!isExpectedWarning(warning)) warn(warning)
      },
    },
  },
})

/**
 * Warnings that ask nothing of us, kept out of the build's output (a first `npm start` builds, and its
 * few lines should be read), each for its reason. Any other warning is printed.
 */
function isExpectedWarning(warning: Rollup.RollupLog): boolean {
  // zod's own sources put explanations beside their `@__PURE__` annotations, which Rollup then drops; the
  // code is the same either way
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return true
  // routes with a loader or an action only (file downloads, feeds, the sitemap, logout, the terms gate's
  // posts) have no browser code, so their client chunk is empty
  if (warning.code === "EMPTY_BUNDLE") return true
  // the header opens the login form and the root the not-found page on demand, and their own routes
  // import them: the module stays in the route's chunk, which the header or the root then loads; that is
  // the intent, not an oversight
  return warning.plugin === "vite:reporter" && warning.message.includes("dynamic import will not move module")
}
