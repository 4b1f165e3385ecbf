import type { MiddlewareFunction } from "react-router"

import { shopCookieName } from "../session/cookies.server"
import { PLAIN_TOKEN } from "../session/csrf.server"
import { partnerSessionContext } from "../session/partner-session.server"
import { shopContext } from "../session/shop-context.server"
import { serverContext } from "../transport/server-context"
import { isInternetExplorer } from "../user-agent"
import { isCataloguePage, weakETag } from "./document-cache.server"

/**
 * A short-lived cache of rendered catalogue pages (lists, product pages, search) for visitors: the
 * catalogue is the same for every visitor, and rendering it is most of a page's cost (decision 013).
 *
 * - Only visitors: no partner session (prices, stock), and no cookie of their own beyond the form token,
 *   the language and the cookie choice (a wishlist, a one-time message or a session is rendered fresh).
 * - The two per-request values in a page, the script nonce and the visitor's form token, are holes: a
 *   stored page is split around the values it was rendered with and refilled with this request's.
 * - Keyed by URL, the cookie choice, the old-browser banner and the shop's settings, so a
 *   staff switch (maintenance notice, registration-only mode) shows at once; anything else the catalogue
 *   changes shows within a minute (PAGE_TTL_MS here, on top of the API's own 30 s of catalogue answers),
 *   the minute a visitor's browser may also keep the page.
 * - It runs after the root middleware (session, settings, maintenance, form token) and before loaders.
 */
const PAGE_TTL_MS = 30_000
/**
 * Bounded by size, not by count: a product list page is ten times a small page, so a count gave no idea of
 * the memory held (README "Speed", memory). Characters are counted as bytes: pages are almost all ASCII.
 */
const MAX_BYTES = 24 * 1024 * 1024
const CONSENT_COOKIE = shopCookieName("cookie_consent")
const SHARED_COOKIES = new Set([shopCookieName("csrf"), shopCookieName("lng"), CONSENT_COOKIE])

interface StoredPage {
  at: number
  /** the page split around its nonce and form token; holes[i] is what goes between parts[i] and parts[i+1] */
  parts: string[]
  holes: ("nonce" | "token")[]
  headers: [string, string][]
  /** the page's own ETag, without its holes; each visitor's adds their token */
  etag: string
  /** its key's and its parts' characters */
  size: number
}

const pages = new Map<string, StoredPage>()
let storedBytes = 0

/** The cookies that shape a visitor's page, as part of the key; null when the person has others. */
function sharedCookieKey(cookieHeader: string | null): string | null {
  if (!cookieHeader) return ""
  const shared: string[] = []
  for (const pair of cookieHeader.split(";")) {
    const cookie = pair.trim()
    if (!cookie) continue
    const equals = cookie.indexOf("=")
    const name = equals === -1 ? cookie : cookie.slice(0, equals)
    if (!SHARED_COOKIES.has(name)) return null
    // the form token is a hole, and the stored language only picks where / leads: neither shapes the page
    if (name === CONSENT_COOKIE) shared.push(cookie)
  }
  return shared.sort().join(";")
}

function split(body: string, values: { nonce: string; token: string }): Pick<StoredPage, "parts" | "holes"> {
  const parts: string[] = []
  const holes: StoredPage["holes"] = []
  const pattern = new RegExp(`${escape(values.nonce)}|${escape(values.token)}`, "g")
  let last = 0
  for (const match of body.matchAll(pattern)) {
    parts.push(body.slice(last, match.index))
    holes.push(match[0] === values.nonce ? "nonce" : "token")
    last = match.index + match[0].length
  }
  parts.push(body.slice(last))
  return { parts, holes }
}

function fill(page: StoredPage, values: { nonce: string; token: string }): string {
  // split() leaves one part more than holes: the text before each hole, then the rest
  return page.holes.reduce(
    (body, hole, index) =>
      body + (hole === "nonce" ? values.nonce : values.token) + (page.parts[index + 1] ?? ""),
    page.parts[0] ?? "",
  )
}

/**
 * Holes are found by their text: only long values of characters that no escaping changes (HTML, JSON,
 * scripts) are safe to look for, so that every spelling of them in the page is the same.
 */
function isPlainHole(values: { nonce: string; token: string }): boolean {
  return (
    values.nonce.length >= 16 &&
    /^[A-Za-z0-9+/=]+$/.test(values.nonce) &&
    values.token.length >= 32 &&
    PLAIN_TOKEN.test(values.token)
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

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
  // documents only: a data request (client navigation) is cheap to answer and carries no markup
  const isDocument = !new URL(request.url).pathname.endsWith(".data")
  if (request.method !== "GET" || !isDocument || !isCataloguePage(url)) return next()
  if (context.get(partnerSessionContext).user) return next()
  const cookies = sharedCookieKey(request.headers.get("Cookie"))
  if (cookies === null) return next()
  const { csrfToken, settings } = context.get(shopContext)
  const values = { nonce: context.get(serverContext).nonce, token: csrfToken }
  if (!isPlainHole(values)) return next()
  const key = [
    url.pathname + url.search,
    url.origin,
    cookies,
    isInternetExplorer(request.headers.get("User-Agent")) ? "old-browser" : "",
    JSON.stringify(settings),
  ].join("\n")

  const stored = pages.get(key)
  if (stored && Date.now() - stored.at < PAGE_TTL_MS) {
    remember(key, stored)
    return answer(fill(stored, values), stored, values.token, "hit")
  }

  const response = await next()
  const storable =
    response.status === 200 &&
    response.body !== null &&
    response.headers.get("Content-Type")?.startsWith("text/html") &&
    !response.headers.has("Set-Cookie")
  if (!storable) return response
  const body = await response.text()
  const { parts, holes } = split(body, values)
  const size = key.length + parts.reduce((total, part) => total + part.length, 0)
  const page = {
    at: Date.now(),
    parts,
    holes,
    headers: [...response.headers],
    etag: weakETag(...parts),
    size,
  }
  remember(key, page)
  return answer(body, page, values.token, "stored")
}

/**
 * The page with this visitor's ETag (documentCacheMiddleware then need not read it to hash it), and
 * X-Page-Cache saying whether it was rendered for this request ("stored") or reused ("hit").
 */
function answer(body: string, page: StoredPage, token: string, cache: "hit" | "stored") {
  const headers = new Headers(page.headers)
  headers.set("ETag", weakETag(page.etag, token))
  headers.set("X-Page-Cache", cache)
  return new Response(body, { status: 200, headers })
}
