import { createHash } from "node:crypto"

import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router"

import { localeFromPathname } from "#contract/locales"

import { shopCookieName } from "../session/cookies.server"
import { partnerSessionContext } from "../session/partner-session.server"
import { type PageName, pageOfPath } from "../urls/pages"
import { isInternetExplorer } from "../user-agent"

/**
 * Shared pages (decision 041): a visitor's catalogue page (lists, product pages, search), and the home page
 * (decisions 047 and 051), is the same bytes for every visitor, so that any shared cache (nginx's, a CDN's,
 * this process's page cache) may keep it.
 * Such a page carries nothing of the person who asked for it:
 * - no script nonce: its inline scripts are allowed by their hashes (SCRIPT_HASHES_HEADER, server.ts);
 * - no form token: the forms it carries (the wishlist, the cookie notice) are proven to come from our own
 *   pages by the browser's Fetch Metadata or Origin instead (csrf.server.ts);
 * - no cookie set by the answer: no new form token, and the page's language is not stored from it (the
 *   language menu stores a choice: routes/language-choice.tsx). The home page alone stores its language
 *   when it is not stored yet; that answer is then private, and only its bytes are shared.
 *
 * What it may still depend on is a short list, which a shared cache keys by: the URL, the cookie notice
 * choice and whether the browser is Internet Explorer (the old-browser banner). Anyone with another cookie
 * (a partner's session, a visitor's wishlist, a one-time message) gets a page rendered for them.
 */
export const sharedPageContext = createContext<boolean>(false)

const CATALOGUE_PAGES = new Set<PageName>(["productList", "productDetails", "search"])

export function isCataloguePage(url: URL): boolean {
  const locale = localeFromPathname(url.pathname)
  const page = locale ? pageOfPath(locale, url.pathname) : null
  return !!page && CATALOGUE_PAGES.has(page.page)
}

/**
 * The home page is a shared page for every visitor (decisions 047 and 051). Opening it stores its language
 * (LANG-3: a bare / goes to the stored language), so whoever has none stored, or another, gets the same
 * bytes with the language's cookie added to the answer (shopMiddleware), which makes that answer private.
 * nginx goes past its cache for them (deploy/nginx/partners-shop.conf), so it never keeps such an answer.
 */
export function isHomePage(url: URL): boolean {
  const locale = localeFromPathname(url.pathname)
  return !!locale && pageOfPath(locale, url.pathname)?.page === "home"
}

export const CONSENT_COOKIE = shopCookieName("cookie_consent")
/** the cookies a shared page may be asked with: the form token and the language change nothing in it */
const SHARED_COOKIES = new Set([shopCookieName("csrf"), shopCookieName("lng"), CONSENT_COOKIE])

/** The cookies that shape a visitor's page, as a cache key; null when the person has others. */
export function sharedCookieKey(cookieHeader: string | null): string | null {
  if (!cookieHeader) return ""
  const shared: string[] = []
  for (const pair of cookieHeader.split(";")) {
    const cookie = pair.trim()
    if (!cookie) continue
    const equals = cookie.indexOf("=")
    const name = equals === -1 ? cookie : cookie.slice(0, equals)
    if (!SHARED_COOKIES.has(name)) return null
    if (name === CONSENT_COOKIE) shared.push(cookie)
  }
  return shared.sort().join(";")
}

/** What a shared page may differ by besides its URL: the cookie choice and the old-browser banner. */
export function sharedPageVariant(request: Request): string {
  const cookies = sharedCookieKey(request.headers.get("Cookie")) ?? ""
  return [cookies, isInternetExplorer(request.headers.get("User-Agent")) ? "old-browser" : ""].join("\n")
}

/** Decides once per request, after the session is read, whether this page is rendered as a shared page. */
export const sharedPageMiddleware: MiddlewareFunction<Response> = ({ request, context, url }, next) => {
  // documents only: a data request (client navigation) is cheap, personal to its page's state, and a
  // browser's own
  const isDocument = !new URL(request.url).pathname.endsWith(".data")
  const cookieHeader = request.headers.get("Cookie")
  const shared =
    (request.method === "GET" || request.method === "HEAD") &&
    isDocument &&
    context.get(partnerSessionContext).user === null &&
    sharedCookieKey(cookieHeader) !== null &&
    (isCataloguePage(url) || isHomePage(url))
  context.set(sharedPageContext, shared)
  return next()
}

/** True when the page being rendered is a shared page (no nonce, no token); false before it is decided. */
export const isSharedPage = (context: Readonly<RouterContextProvider>): boolean =>
  context.get(sharedPageContext)

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The CSP source expressions ('sha256-…') of a page's inline scripts, in the order they appear. A script
 * with a src is a file, allowed by 'self'; an empty inline script needs no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || !text) continue
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`)
  }
  return [...hashes]
}
