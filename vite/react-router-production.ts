import fs from "node:fs"

import type { Plugin } from "vite"

// react-router's package exports point every condition at dist/development, whose builds keep the
// developer warnings (ENABLE_DEV_WARNINGS: long messages, checks on every render) in production
// bundles: remix-run/react-router#14102, open. The same package ships dist/production, identical but
// for that flag. The browser's production bundle takes it, which is ~2 KiB less gzip on every page.
// Only the entry files are swapped; their chunks are imported relatively from the same folder, so one
// copy of React Router (one router context) is in the bundle. The server keeps the exported build:
// @react-router/node resolves react-router through Node, and two copies there would not share context.
const DEVELOPMENT = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/][^\\/]+)$/

export function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!/^react-router(\/|$)/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const match = resolved && DEVELOPMENT.exec(resolved.id)
      if (!match) return null
      const production = resolved.id.replace(DEVELOPMENT, "$1production$2")
      if (!fs.existsSync(production)) this.error(`react-router has no production build of ${resolved.id}`)
      return { ...resolved, id: production }
    },
  }
}
