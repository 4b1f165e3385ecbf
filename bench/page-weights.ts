import zlib from "node:zlib"

import { pageScripts } from "../tests/support/page-scripts"

// What a page weighs in JavaScript, measured on the running server at base.

/**
 * The JavaScript a page loads before it is interactive: its scripts and module preloads (pageScripts),
 * each gzipped at level 9. The preloads include the texts entry.client imports before hydrating (the page
 * language's route words, "common" and the namespaces of <html data-i18n>, vite/page-texts.ts).
 */
export async function javascriptGzipBytes(base: string, pagePath: string): Promise<number | null> {
  const response = await fetch(base + pagePath)
  if (!response.headers.get("content-type")?.includes("text/html")) return null
  const scripts = pageScripts(await response.text())
  const read = async (script: string) =>
    Buffer.from(
      await (await fetch(base + script, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    )
  let total = 0
  for (const script of scripts) total += zlib.gzipSync(await read(script), { level: 9 }).length
  return total
}

/**
 * The home page's inline loader (React Router's module script as decision 048 rewrites it, with the
 * feature test of decision 066), and the polyfills it imports only in a browser that lacks what they
 * bring: neither is among a page's scripts (pageScripts), each gzipped at level 9.
 */
export async function loaderWeights(base: string) {
  const html = await (await fetch(`${base}/en`)).text()
  const loader = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""
  const polyfills = /import\("(\/assets\/polyfills-[^"]+\.js)"\)/.exec(loader)?.[1]
  const polyfillsCode = polyfills ? Buffer.from(await (await fetch(base + polyfills)).arrayBuffer()) : null
  return {
    loaderGzipBytes: zlib.gzipSync(loader, { level: 9 }).length,
    polyfillsGzipBytes: polyfillsCode ? zlib.gzipSync(polyfillsCode, { level: 9 }).length : 0,
  }
}
