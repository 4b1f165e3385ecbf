import path from "node:path"

import type { Plugin } from "vite"

// Every language's route words are ~3 KiB of the pages' scripts, and a page needs its own language's
// only. In the browser's bundle, app/lib/urls/route-words.ts (which imports all seven tables) is replaced by
// app/lib/urls/route-words.browser.ts, whose table entry.client.tsx fills with the page's language before
// hydrating. The server, the build's route table and the tests keep every language.
export function routeWordsPerLanguage(): Plugin {
  const everyLanguage = path.resolve("app/lib/urls/route-words.ts")
  const pageLanguage = path.resolve("app/lib/urls/route-words.browser.ts")
  return {
    name: "route-words-per-language",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer || !/route-words$/.test(source) || importer === pageLanguage) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === everyLanguage ? pageLanguage : null
    },
  }
}
