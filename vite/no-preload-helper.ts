import type { Plugin } from "vite"

// Vite wraps every literal dynamic import() of the browser's build in __vitePreload(() => import(x), deps)
// and puts its helper (~0.6 KiB gzip) into a chunk every page loads. The helper fetches the imported
// chunk's dependencies beside it, and dispatches "vite:preloadError" when that fails. Here deps is always
// empty: module preloads are off (decision 045) and the shop has one stylesheet (decision 044), so no chunk
// has CSS of its own; and nothing listens for the event. The helper is then only `load()`, so that is
// what it becomes (decision 059). Should a chunk that is imported dynamically ever gain CSS of its own,
// the build stops, as the helper would be needed again.
const PRELOAD_HELPER = "\0vite/preload-helper.js"

export function noPreloadHelper(): Plugin {
  return {
    name: "no-preload-helper",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id !== PRELOAD_HELPER) return null
      return { code: "export const __vitePreload = (load) => load()\n", moduleSideEffects: false }
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue
        for (const imported of chunk.dynamicImports) {
          const target = bundle[imported]
          if (target?.type === "chunk" && (target.viteMetadata?.importedCss.size ?? 0) > 0)
            this.error(
              `${imported} has CSS of its own: the preload helper is needed again (vite/no-preload-helper.ts)`,
            )
        }
      }
    },
  }
}
