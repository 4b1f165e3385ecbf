import { reactRouter } from "@react-router/dev/vite"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { defineConfig } from "vite"

import { apiReferencePage } from "./vite/api-reference-page"
import { noPreloadHelper } from "./vite/no-preload-helper"
import { pageTexts } from "./vite/page-texts"
import { precompressAssets } from "./vite/precompress"
import { reactRouterProductionBuild } from "./vite/react-router-production"
import { routeWordsPerLanguage } from "./vite/route-words-per-language"

export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    noPreloadHelper(),
    routeWordsPerLanguage(),
    pageTexts(),
    vanillaExtractPlugin(),
    reactRouter(),
    precompressAssets(),
    apiReferencePage(),
  ],
  build: {
    assetsInlineLimit: 0,
    // decision 048: Terser's two passes make every page's scripts about 3 % smaller than esbuild's
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
    modulePreload: false,
    // decision 044: one stylesheet for the whole shop
    cssCodeSplit: false,
    // decision 045: chunks under 8 KB are merged into chunks the page loads anyway (Rollup does it only
    // where no module would run earlier or elsewhere than before): half as many requests per page
    rollupOptions: { output: { experimentalMinChunkSize: 8192 } },
  },
})
