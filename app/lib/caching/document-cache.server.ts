import { createHash } from "node:crypto"

import type { MiddlewareFunction, RouterContextProvider } from "react-router"

import { partnerSessionContext } from "../session/partner-session.server"
import { maintenanceContext } from "../session/shop-context.server"
import { serverContext } from "../transport/server-context"
import { isStaffPath } from "../urls/staff-paths"
import { isSharedPage } from "./shared-page.server"

/**
 * Conditional requests for pages: an ETag of the rendered document and a 304 when the browser already has
 * it, and who may keep a page:
 * - A shared page (decision 041: a visitor's list, product page or search, the same bytes for everyone)
 *   is `public`: a browser reuses it for a minute and serves it stale while it revalidates, a shared cache
 *   (nginx, deploy/nginx) for 30 s. `Vary: Cookie, User-Agent` tells any cache what it depends on (the
 *   cookie notice choice, the old-browser banner); nginx keys by exactly those instead (its config says
 *   how), and lets anyone with a cookie of their own past it.
 * - A logged-in partner's answers (pages, their data requests, redirects) carry personal data (prices,
 *   orders, names) and a page opened from a mailed link carries its token in the address: `private,
 *   no-store`, kept by no cache, the browser's disk included (ASVS 5.0 14.3.2). No ETag is worked out for
 *   them, since nothing keeps a copy to compare.
 * - Any other page holds a visitor's own form token or sets a cookie: `private, no-cache`, so the browser
 *   asks each time, cheap when the answer is a 304.
 * The per-request script nonce is left out of the hash; server.ts sends no new Content-Security-Policy with
 * a 304, so the stored page keeps the policy that matches its nonce.
 */
/** A weak ETag over the given texts (a page without its per-request nonce; a person's own part). */
export function weakETag(...texts: (string | Uint8Array)[]): string {
  const hash = createHash("sha1")
  for (const text of texts) hash.update(text)
  return `W/"${hash.digest("base64url")}"`
}

/**
 * The ETag of a rendered document's bytes, its per-request nonce attributes (` nonce="…"`) left out: the
 * same as `weakETag` of its text without them, found without decoding the document into a string, cutting
 * it with a pattern and encoding it again (a product page is ~90 KB; that was 3–4 % of its rendering).
 */
export function documentETag(document: Uint8Array, nonce: string | undefined): string {
  if (!nonce) return weakETag(document)
  const attribute = Buffer.from(` nonce="${nonce}"`)
  const bytes = Buffer.from(document.buffer, document.byteOffset, document.byteLength)
  const parts: Uint8Array[] = []
  let from = 0
  for (let at = bytes.indexOf(attribute); at !== -1; at = bytes.indexOf(attribute, from)) {
    parts.push(bytes.subarray(from, at))
    from = at + attribute.length
  }
  parts.push(bytes.subarray(from))
  return weakETag(...parts)
}

export const SHARED_PAGE_CACHE = "public, max-age=60, s-maxage=30, stale-while-revalidate=300"

export const PERSONAL_PAGE_CACHE = "private, no-store"

/**
 * Whether the answer is a logged-in partner's, a page opened with a mailed link's token, or the back
 * office's (its pages hold partners' data and staff's one-time secrets: recovery codes, an enrolment's).
 */
function isPersonal(request: Request, context: Readonly<RouterContextProvider>): boolean {
  const url = new URL(request.url)
  if (url.searchParams.has("token") || isStaffPath(url.pathname)) return true
  try {
    return Boolean(context.get(partnerSessionContext).apiToken)
  } catch {
    // answered before the session was read (a trailing slash's redirect): nobody's
    return false
  }
}

export const documentCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let response: Response
  try {
    response = await next()
  } catch (thrown) {
    // a redirect thrown further in, for a partner, is theirs too
    if (thrown instanceof Response && isPersonal(request, context)) throw keptByNobody(thrown)
    throw thrown
  }
  if (isPersonal(request, context)) return keptByNobody(response)
  if (request.method !== "GET" || response.status !== 200) return response
  if (!response.headers.get("Content-Type")?.startsWith("text/html") || !response.body) return response
  // a page from the page cache brings its ETag; any other is hashed here
  let etag = response.headers.get("ETag")
  let body: Uint8Array<ArrayBuffer> | ReadableStream = response.body
  if (!etag) {
    const bytes = new Uint8Array(await response.arrayBuffer())
    // a page rendered here carries this request's nonce (a shared page none: entry.server.tsx)
    etag = documentETag(bytes, isSharedPage(context) ? undefined : context.get(serverContext).nonce)
    body = bytes
  }
  const headers = new Headers(response.headers)
  headers.set("ETag", etag)
  // a page made during maintenance is kept by no shared cache: when staff switch it off, nginx must not
  // go on serving it for its 30 s (switching on shows within them, as any change to a shared page does)
  const shared =
    isSharedPage(context) && !context.get(maintenanceContext) && !response.headers.has("Set-Cookie")
  headers.set("Cache-Control", shared ? SHARED_PAGE_CACHE : "private, no-cache")
  headers.append("Vary", shared ? "Cookie, User-Agent" : "Cookie")
  const match = request.headers.get("If-None-Match")
  if (match?.split(",").some((tag) => tag.trim() === etag)) {
    headers.delete("Content-Type")
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { status: 200, headers })
}

/**
 * The answer with `private, no-store`, unless its route already said no-store (a partner's file). Always a
 * new answer with headers of its own: a header changed on an answer made elsewhere can be lost under
 * @hono/node-server, whose light Response rebuilds itself from the headers it was made with once its body
 * is read (by compression, server/compression.ts).
 */
function keptByNobody(response: Response): Response {
  if (response.headers.get("Cache-Control")?.includes("no-store")) return response
  const headers = new Headers(response.headers)
  headers.set("Cache-Control", PERSONAL_PAGE_CACHE)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
