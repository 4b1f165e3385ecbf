import { createHash } from "node:crypto"

import type { MiddlewareFunction } from "react-router"

import { localeFromPathname } from "#contract/locales"

import { partnerSessionContext } from "../session/partner-session.server"
import { type PageName, pageOfPath } from "../urls/pages"

/**
 * Conditional requests for pages: an ETag of the rendered document and a 304 when the browser already has
 * it. The page holds the person's own form token, so it is always `private`: no shared cache may keep it.
 * - A visitor's catalogue page (lists, product pages, search) may be reused by their browser for a minute
 *   and served stale while it revalidates (`max-age=60, stale-while-revalidate=300`), with `Vary: Cookie`,
 *   so logging in, accepting the cookie notice or any other cookie change fetches a fresh page. Other pages
 *   follow staff's switches at once (the maintenance page must go away when maintenance ends).
 * - A partner's page (prices, stock) and any answer that sets a cookie (a one-time message, a new session)
 *   is `no-cache`: the browser asks each time, cheap when the answer is a 304.
 * The per-request script nonce is left out of the hash; server.ts sends no new Content-Security-Policy with
 * a 304, so the stored page keeps the policy that matches its nonce.
 */
const CATALOGUE_PAGES = new Set<PageName>(["productList", "productDetails", "search"])

export function isCataloguePage(url: URL): boolean {
  const locale = localeFromPathname(url.pathname)
  const page = locale ? pageOfPath(locale, url.pathname) : null
  return !!page && CATALOGUE_PAGES.has(page.page)
}

/** A weak ETag over the given texts (a page without its per-request nonce; a person's own part). */
export function weakETag(...texts: string[]): string {
  const hash = createHash("sha1")
  for (const text of texts) hash.update(text)
  return `W/"${hash.digest("base64url")}"`
}

export const VISITOR_PAGE_CACHE = "private, max-age=60, stale-while-revalidate=300"

export const documentCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next()
  if (request.method !== "GET" || response.status !== 200) return response
  if (!response.headers.get("Content-Type")?.startsWith("text/html") || !response.body) return response
  // a page from the page cache brings its ETag; any other is hashed here
  let etag = response.headers.get("ETag")
  let body: string | ReadableStream = response.body
  if (!etag) {
    const text = await response.text()
    etag = weakETag(text.replace(/ nonce="[^"]*"/g, ""))
    body = text
  }
  const headers = new Headers(response.headers)
  headers.set("ETag", etag)
  const partner = (() => {
    try {
      return context.get(partnerSessionContext).user !== null
    } catch {
      return true // no session read (an early error): be safe
    }
  })()
  const cacheable = !partner && !response.headers.has("Set-Cookie") && isCataloguePage(new URL(request.url))
  headers.set("Cache-Control", cacheable ? VISITOR_PAGE_CACHE : "private, no-cache")
  headers.append("Vary", "Cookie")
  const match = request.headers.get("If-None-Match")
  if (match?.split(",").some((tag) => tag.trim() === etag)) {
    headers.delete("Content-Type")
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { status: 200, headers })
}
