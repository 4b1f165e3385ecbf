import fs from "node:fs/promises"
import path from "node:path"

import type { Config } from "@react-router/dev/config"

// When this build began: every source file older than this is in it. server/start.mjs rebuilds when a
// source is newer (docs/decisions/027). Taken when the config is read, before any source is.
const buildStarted = new Date()

// React Router 8: middleware, split route modules, Vite's environment API, pass-through requests and
// trailing-slash-aware data requests are its defaults (decision 104).
export default {
  ssr: true,
  // `npm run build` makes the whole production build: the app's (above), then the server's
  // (vite.server.config.ts) into BUILD/node, then the stamp that says the build is complete.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const { build } = await import("vite")
    const outDir = path.join(reactRouterConfig.buildDirectory, "node")
    await build({
      configFile: path.join(viteConfig.root, "vite.server.config.ts"),
      logLevel: viteConfig.logLevel,
      build: { outDir },
    })
    await fs.writeFile(
      path.join(outDir, "build.json"),
      `${JSON.stringify({ sourcesAsOf: buildStarted.toISOString() }, null, 2)}\n`,
    )
  },
} satisfies Config
