import fs from "node:fs/promises"
import { builtinModules } from "node:module"
import path from "node:path"

import { defineConfig, type Plugin } from "vite"

import packageJson from "./package.json" with { type: "json" }

// The production build of the server (docs/decisions/027): server.ts with api/, contract/ and server/ in
// one file, BUILD/node/server.js, beside React Router's build of the app (BUILD/client, BUILD/server).
// `npm run build` runs it after the app's build (react-router.config.ts, buildEnd); alone:
// `npx vite build -c vite.server.config.ts`. Kept apart from vite.config.ts: none of the app's plugins.
// Packages stay in node_modules (imported at run time); only the project's own TypeScript is bundled.

/** Where the bundle goes when built alone; react-router.config.ts passes its own build directory's node/. */
const SERVER_OUT_DIR = "build/node"

export default defineConfig({
  // public/ is the app's (React Router copies it into build/client); nothing of it belongs here
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: "server.ts",
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    target: "node20",
    // readable stack traces in the logs; the source map maps them back to the .ts files (server/start.mjs
    // turns source maps on). Without the sources' text: Node keeps a loaded map in the heap, and the files
    // and lines are all a stack trace needs (decision 060: 1 MB of text, half of it two-byte strings)
    minify: false,
    sourcemap: true,
    rollupOptions: {
      output: {
        sourcemapExcludeSources: true,
        entryFileNames: "server.js",
        // Chunks (what is imported dynamically: the seed) beside server.js, not in a subfolder: a module
        // that finds files next to itself through import.meta.url (the migrations, api/db/client.ts)
        // reads them beside server.js, whichever chunk its code lands in. Not inlined into one file
        // either: server.ts's top-level awaits would run before the inlined module's code is defined.
        chunkFileNames: "[name]-[hash].js",
      },
    },
  },
  // every package is external, the project's own modules (#contract/* too) are bundled
  ssr: { external: true },
  plugins: [onlyDependenciesAtRunTime(), copyMigrations()],
})

// `npm ci --omit=dev` installs "dependencies" only: an import of a devDependency would work on a developer's
// machine and fail in production. Vite and pino-pretty are the exceptions, imported only by `--dev`
// (server.ts, api/lib/log.ts).
const DEV_ONLY_DYNAMIC_IMPORTS = new Set(["vite", "pino-pretty"])

function packageName(specifier: string): string {
  const parts = specifier.split("/")
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!
}

function onlyDependenciesAtRunTime(): Plugin {
  const builtins = new Set(builtinModules)
  const dependencies = new Set(Object.keys(packageJson.dependencies))
  return {
    name: "only-dependencies-at-run-time",
    apply: "build",
    generateBundle(_options, bundle) {
      const wrong: string[] = []
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue
        const imports = [
          ...chunk.imports.map((specifier) => ({ specifier, dynamic: false })),
          ...chunk.dynamicImports.map((specifier) => ({ specifier, dynamic: true })),
        ]
        for (const { specifier, dynamic } of imports) {
          if (specifier in bundle || specifier.startsWith("node:") || builtins.has(specifier)) continue
          // a relative path here would be a file of the project left out of the bundle
          const name =
            specifier.startsWith(".") || specifier.startsWith("/") ? specifier : packageName(specifier)
          if (dependencies.has(name)) continue
          if (dynamic && DEV_ONLY_DYNAMIC_IMPORTS.has(name)) continue
          wrong.push(`${specifier}${dynamic ? " (dynamic)" : ""}`)
        }
      }
      if (wrong.length > 0) {
        this.error(
          `the server imports what package.json's "dependencies" do not list: ${wrong.join(", ")}; ` +
            `move them there (a production install leaves devDependencies out) or bundle them`,
        )
      }
    },
  }
}

// api/db/client.ts reads the migrations from a folder beside its own module: beside server.js once bundled.
function copyMigrations(): Plugin {
  let root = "."
  return {
    name: "copy-migrations",
    apply: "build",
    configResolved(config) {
      root = config.root
    },
    async writeBundle(options) {
      const outDir = path.resolve(root, options.dir ?? SERVER_OUT_DIR)
      await fs.cp(path.join(root, "api/db/migrations"), path.join(outDir, "migrations"), { recursive: true })
    },
  }
}
