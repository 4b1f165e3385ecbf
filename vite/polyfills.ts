import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"

import browserslistToEsbuild from "browserslist-to-esbuild"
import * as esbuild from "esbuild"
import type { Plugin } from "vite"

import { POLYFILLED_FEATURES } from "../app/lib/transport/browser-features"

// The polyfills of the support policy's older browsers (app/lib/transport/browser-features.ts) as one
// script of their own, /assets/polyfills-<version>.js, named by a hash of its modules and core-js's
// version so that the server knows its address before the browser's build has run (the same way as the
// page texts, vite/page-texts.ts). The inline loader imports it only in a browser that fails its test
// (decision 066): no page lists it, and a current browser never fetches it.
export function polyfillsFileName(): string {
  const require = createRequire(import.meta.url)
  const coreJs = JSON.parse(fs.readFileSync(require.resolve("core-js/package.json"), "utf8")) as {
    version: string
  }
  const hash = crypto
    .createHash("sha256")
    .update(coreJs.version)
    .update(JSON.stringify(POLYFILLED_FEATURES))
    .digest("hex")
    .slice(0, 10)
  return `assets/polyfills-${hash}.js`
}

export function browserPolyfills(): Plugin {
  const fileName = polyfillsFileName()
  return {
    name: "browser-polyfills",
    config: () => ({ define: { __POLYFILLS_URL__: JSON.stringify(`/${fileName}`) } }),
    // bundled on their own by esbuild, not among the page's chunks: Rollup would share core-js's helpers
    // with a chunk of the pages, which the polyfills' script would then import, and run, before its own
    async generateBundle() {
      if (this.environment.name !== "client") return
      const modules = [...new Set(Object.values(POLYFILLED_FEATURES))]
      const result = await esbuild.build({
        stdin: {
          contents: modules.map((module) => `import "${module}"\n`).join(""),
          resolveDir: process.cwd(),
        },
        bundle: true,
        format: "esm",
        minify: true,
        target: browserslistToEsbuild(),
        write: false,
        legalComments: "none",
      })
      this.emitFile({ type: "asset", fileName, source: result.outputFiles[0]!.text })
    },
  }
}
