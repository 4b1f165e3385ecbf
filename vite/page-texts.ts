import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

import type { Plugin } from "vite"

// The pages' translations (locales/<language>/<namespace>.json) reach the browser as small modules at
// /assets/texts-<version>/<language>/<namespace>.js, one per language and namespace, named by a version
// that is the hash of all texts. A page can then name the URL of any of its texts (app/lib/i18n/page-texts.ts):
// the document preloads its language's texts, and entry.client.tsx imports them by URL. With
// import.meta.glob the entry script carried a map of every language's every namespace (~1 KiB gzip on
// every page, decision 015). api.json holds the API's own messages and never reaches the browser.
const LOCALES = path.resolve("locales")
// texts the browser never reads: the API's messages, and the offers' validation messages that the shop's
// server writes out before a page shows them (app/routes/my-offers/editor-action.server.ts)
const SERVER_ONLY = new Set(["api.json", "offer-validation.json"])

interface TextFile {
  language: string
  namespace: string
  file: string
}

function textFiles(): TextFile[] {
  return fs
    .readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: language }) =>
      fs
        .readdirSync(path.join(LOCALES, language))
        .filter((file) => file.endsWith(".json") && !SERVER_ONLY.has(file))
        .sort()
        .map((file) => ({
          language,
          namespace: path.basename(file, ".json"),
          file: path.join(LOCALES, language, file),
        })),
    )
}

/** `export default {…}`: the JSON, minified, is the module's value */
const moduleOf = (file: string) =>
  `export default ${JSON.stringify(JSON.parse(fs.readFileSync(file, "utf8")))}\n`

export function pageTexts(): Plugin {
  let base = ""
  return {
    name: "page-texts",
    config() {
      const hash = crypto.createHash("sha256")
      for (const text of textFiles())
        hash.update(`${text.language}/${text.namespace}\n`).update(fs.readFileSync(text.file))
      base = `/assets/texts-${hash.digest("hex").slice(0, 10)}`
      return { define: { __PAGE_TEXTS_BASE__: JSON.stringify(base) } }
    },
    // the dev server answers the same URLs from the files as they are now
    configureServer(server) {
      server.middlewares.use(base, (request, response, next) => {
        const match = /^\/([a-z]{2})\/([\w-]+)\.js$/.exec(request.url?.split("?")[0] ?? "")
        const text = match && textFiles().find((t) => t.language === match[1] && t.namespace === match[2])
        if (!text) return next()
        response.setHeader("content-type", "text/javascript; charset=utf-8")
        response.setHeader("cache-control", "no-store")
        response.end(moduleOf(text.file))
      })
    },
    // the browser's build gets every language's every namespace; the precompress plugin then gzips them
    generateBundle() {
      if (this.environment.name !== "client") return
      for (const text of textFiles()) {
        this.emitFile({
          type: "asset",
          fileName: `${base.slice(1)}/${text.language}/${text.namespace}.js`,
          source: moduleOf(text.file),
        })
      }
    },
  }
}
