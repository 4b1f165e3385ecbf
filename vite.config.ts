import { reactRouter } from "@react-router/dev/vite"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { defineConfig } from "vite"
import { precompressAssets } from "./vite/precompress"
import { routeWordsPerLanguage } from "./vite/route-words-per-language"

export default defineConfig({
  plugins: [routeWordsPerLanguage(), vanillaExtractPlugin(), reactRouter(), precompressAssets()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
})
