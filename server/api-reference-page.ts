import fs from "node:fs/promises"
import path from "node:path"

import { apiReferencePolicy } from "./security-headers"
import { createStaticFiles } from "./static-files"

/** Where the build leaves the API reference page (vite/api-reference-page.ts), under the build directory. */
export const API_REFERENCE_DIR = "api-docs"
export const API_REFERENCE_PATH = "/api/docs"
/** the page's scripts, named by their content's hash */
export const API_REFERENCE_ASSETS = `${API_REFERENCE_PATH}/assets/`
export const API_REFERENCE_MANIFEST = "page.json"

export interface ApiReferenceManifest {
  etag: string
  styleElementHashes: string[]
  styleAttributeHashes: string[]
}

/**
 * GET /api/docs: the partners API reference, a page the build prerenders from the OpenAPI document, and its
 * scripts under /api/docs/assets/. The page and its scripts sit beside the build rather than in its client
 * assets so that the development server, which serves no built assets, shows the same page.
 */
export async function createApiReferencePage(buildDir: string) {
  const dir = path.join(buildDir, API_REFERENCE_DIR)
  const page = await readPage(dir)
  const serveAsset = page ? await createStaticFiles(dir) : () => null

  return function serveApiReference(request: Request): Response | null {
    if (request.method !== "GET" && request.method !== "HEAD") return null
    const url = new URL(request.url)
    if (url.pathname.startsWith(API_REFERENCE_ASSETS)) {
      const inner = new URL(url)
      inner.pathname = url.pathname.slice(API_REFERENCE_PATH.length)
      return serveAsset(new Request(inner, { method: request.method, headers: request.headers }))
    }
    if (url.pathname !== API_REFERENCE_PATH && url.pathname !== `${API_REFERENCE_PATH}/`) return null
    if (!page) {
      return new Response(
        "The API reference page has not been built. Run `npm run build`, then restart the server. " +
          "The OpenAPI document it shows is served at /api/openapi.json.\n",
        {
          status: 503,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        },
      )
    }
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      // revalidated on every visit (a cheap 304), so a new build's page is seen at once
      "Cache-Control": "no-cache",
      ETag: page.manifest.etag,
      Vary: "Accept-Encoding",
    })
    if (request.headers.get("if-none-match") === page.manifest.etag)
      return new Response(null, { status: 304, headers })
    headers.set("Content-Security-Policy", apiReferencePolicy(page.manifest))
    const accept = request.headers.get("accept-encoding") ?? ""
    const [encoding, body] = /\bbr\b/.test(accept)
      ? ["br", page.br]
      : /\bgzip\b/.test(accept)
        ? ["gzip", page.gzip]
        : [null, page.identity]
    if (encoding) headers.set("Content-Encoding", encoding)
    headers.set("Content-Length", String(body.byteLength))
    return new Response(request.method === "HEAD" ? null : body, {
      status: 200,
      headers,
    })
  }
}

async function readPage(dir: string) {
  let manifest: ApiReferenceManifest
  try {
    manifest = JSON.parse(
      await fs.readFile(path.join(dir, API_REFERENCE_MANIFEST), "utf8"),
    ) as ApiReferenceManifest
  } catch {
    return null
  }
  const [identity, br, gzip] = await Promise.all(
    ["index.html", "index.html.br", "index.html.gz"].map((name) => fs.readFile(path.join(dir, name))),
  )
  return { manifest, identity: identity!, br: br!, gzip: gzip! }
}
