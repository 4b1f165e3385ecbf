import type { MiddlewareFunction } from "react-router"

import { shopContext } from "../session/shop-context.server"
import { SCRIPT_HASHES_HEADER } from "../transport/server-context"
import { weakETag } from "./document-cache.server"
import { inlineScriptHashes, isSharedPage, sharedPageVariant } from "./shared-page.server"

/**
 * A short-lived cache of shared pages (decision 041: visitors' lists, product pages and search, the same
 * bytes for every visitor) in this process: rendering is most of a page's cost (decision 013). In front of
 * several processes nginx keeps them too (deploy/nginx); this cache serves a process on its own, and
 * fills nginx's faster.
 *
 * - Keyed by URL, the shared-page variant (cookie choice, old-browser banner) and the shop's settings, so
 *   a staff switch (maintenance notice, registration-only mode) shows at once; anything else the catalogue
 *   changes shows within a minute (PAGE_TTL_MS here, on top of the API's own 30 s of catalogue answers).
 * - Every shared page, stored or not (a 404 of a catalogue path too), is read whole here for the hashes of
 *   its inline scripts: it has no nonce, and server.ts builds its Content-Security-Policy from them.
 * - It runs after the root middleware (session, settings, maintenance) and before loaders.
 */
const PAGE_TTL_MS = 30_000
/**
 * Bounded by size, not by count: a product list page is ten times a small page, so a count gave no idea of
 * the memory held (decision 030). Characters are counted as bytes: pages are almost all ASCII.
 */
const MAX_BYTES = 24 * 1024 * 1024

interface StoredPage {
  at: number
  body: string
  headers: [string, string][]
  /** its key's and its body's characters */
  size: number
}

const pages = new Map<string, StoredPage>()
let storedBytes = 0

function forget(key: string) {
  const page = pages.get(key)
  if (!page) return
  pages.delete(key)
  storedBytes -= page.size
}

function remember(key: string, page: StoredPage) {
  forget(key)
  pages.set(key, page)
  storedBytes += page.size
  // the oldest first: a Map keeps insertion order, and a hit re-inserts its page
  while (storedBytes > MAX_BYTES) forget(pages.keys().next().value!)
}

export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  if (!isSharedPage(context)) return next()
  const { settings } = context.get(shopContext)
  const key = [
    url.pathname + url.search,
    url.origin,
    sharedPageVariant(request),
    JSON.stringify(settings),
  ].join("\n")

  const stored = pages.get(key)
  if (stored && Date.now() - stored.at < PAGE_TTL_MS) {
    remember(key, stored)
    return answer(stored, "hit")
  }

  const response = await next()
  if (!response.body || !response.headers.get("Content-Type")?.startsWith("text/html")) return response
  const body = await response.text()
  const headers = new Headers(response.headers)
  headers.set(SCRIPT_HASHES_HEADER, inlineScriptHashes(body).join(" "))
  headers.set("ETag", weakETag(body))
  const storable = response.status === 200 && !headers.has("Set-Cookie")
  const page = { at: Date.now(), body, headers: [...headers], size: key.length + body.length }
  if (!storable) return new Response(body, { status: response.status, headers })
  remember(key, page)
  return answer(page, "stored")
}

/** The stored page, with X-Page-Cache saying whether it was rendered for this request or reused. */
function answer(page: StoredPage, cache: "hit" | "stored") {
  const headers = new Headers(page.headers)
  headers.set("X-Page-Cache", cache)
  return new Response(page.body, { status: 200, headers })
}
