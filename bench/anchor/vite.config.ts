import { reactRouter } from "@react-router/dev/vite"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { defineConfig } from "vite"

// The anchor app's build: the shop's components need vanilla-extract, nothing else of the shop's plugins.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: { assetsInlineLimit: 0 },
})
