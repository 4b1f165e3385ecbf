import { createContext, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router"
import { getMenuTrees } from "#contract/catalog"
import { getSettings, type ShopSettings } from "#contract/content"
import { createApiClient, requireOk } from "./api.server"
import { languageCookie } from "./cookies.server"
import { csrf } from "./csrf.server"
import { getLocale } from "./i18n.server"
import { isSupportedLocale, localeFromPathname, type Locale } from "#contract/locales"
import { buildMenu, type Menu } from "./menu"
import { localizedPath } from "./pages"
import { ROUTE_WORDS } from "./route-words"
import { partnerSessionContext } from "./session.server"

export interface ShopContextValue {
  locale: Locale
  settings: ShopSettings
  csrfToken: string
  /** the page's URL (for a data request, the page it belongs to) */
  pageUrl: URL
  /** The catalogue menu, fetched at most once per request, when a loader first asks. */
  menu: () => Promise<Menu>
}

export const shopContext = createContext<ShopContextValue>()

// The menu is the same for every visitor and changes only with a catalogue import: each process keeps the
// built tree for a short while instead of fetching and parsing ~100 KB of JSON on every page.
// (Partner-only ranges will make this per audience when partners log in.)
// Partners see partner-only ranges, so there is one tree per audience.
const MENU_CACHE_MS = 30_000
type Audience = "visitor" | "partner"
const menuCache = new Map<Audience, { at: number; menu: Promise<Menu> }>()
function cachedMenu(audience: Audience, load: () => Promise<Menu>): Promise<Menu> {
  const cached = menuCache.get(audience)
  if (cached && Date.now() - cached.at < MENU_CACHE_MS) return cached.menu
  const entry = { at: Date.now(), menu: load() }
  entry.menu.catch(() => {
    if (menuCache.get(audience) === entry) menuCache.delete(audience)
  })
  menuCache.set(audience, entry)
  return entry.menu
}

/** spec §2: a trailing slash is removed (301), before anything else runs. */
export const trailingSlashMiddleware: MiddlewareFunction<Response> = async (
  { request, url: location },
  next,
) => {
  const url = new URL(location)
  if (url.pathname.length > 1 && url.pathname.endsWith("/") && request.method === "GET") {
    url.pathname = url.pathname.replace(/\/+$/, "") || "/"
    throw redirect(url.pathname + url.search, 301)
  }
  return next()
}

/**
 * Loads what every page needs once per request (settings, the CSRF token), applies the
 * registration-only mode and stores the page's language in a cookie.
 */
export const shopMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const locale = getLocale(context)
  const api = shopApiFor(context, locale, url)
  const audience: Audience = context.get(partnerSessionContext).apiToken ? "partner" : "visitor"
  const [settingsResult, [csrfToken, csrfSetCookie]] = await Promise.all([
    api.send(getSettings),
    csrf.commitToken(request),
  ])
  const settings = requireOk(settingsResult).data.attributes
  let menu: Promise<Menu> | undefined
  context.set(shopContext, {
    locale,
    settings,
    csrfToken,
    pageUrl: url,
    menu: () =>
      (menu ??= cachedMenu(audience, () =>
        api.send(getMenuTrees).then((result) => buildMenu(requireOk(result))),
      )),
  })

  // spec §1/§2: in registration-only mode only signup and the cookies policy are reachable; every other
  // route goes to the root, and the root opens the signup page.
  if (settings.registration_only && localeFromPathname(url.pathname)) {
    const words = ROUTE_WORDS[locale]
    const allowed = [`/${locale}/${words.signup}`, localizedPath(locale, "cookiesPolicy")]
    const isAsset = url.pathname.startsWith("/assets/")
    if (!isAsset && !allowed.some((path) => url.pathname === path)) throw redirect("/", 302)
  }

  const response = await next()
  if (csrfSetCookie) response.headers.append("Set-Cookie", csrfSetCookie)
  const pathLocale = localeFromPathname(url.pathname)
  if (pathLocale) {
    const stored: unknown = await languageCookie.parse(request.headers.get("Cookie"))
    if (stored !== pathLocale)
      response.headers.append("Set-Cookie", await languageCookie.serialize(pathLocale))
  }
  return response
}

/** The stored language if still supported, else the fallback (spec §2). */
export async function storedLanguage(request: Request): Promise<Locale> {
  const stored: unknown = await languageCookie.parse(request.headers.get("Cookie"))
  return typeof stored === "string" && isSupportedLocale(stored) ? stored : "en"
}

/**
 * The API client of this request: its language and the partner's token. A 401 while logged in ends the
 * session and goes home; a 403 gtc_not_accepted opens the terms gate on the same page (spec §8).
 */
export function shopApi(context: Readonly<RouterContextProvider>) {
  const { locale, pageUrl } = context.get(shopContext)
  return shopApiFor(context, locale, pageUrl)
}

function shopApiFor(context: Readonly<RouterContextProvider>, locale: Locale, pageUrl: URL) {
  const partner = context.get(partnerSessionContext)
  const token = partner.apiToken
  return createApiClient(context, {
    locale,
    token,
    onFailure(failure) {
      if (!token) return
      if (failure.kind === "unauthorized") {
        partner.signOut()
        throw redirect("/")
      }
      if (failure.kind === "gtc_not_accepted") {
        partner.requireTerms()
        throw redirect(pageUrl.pathname + pageUrl.search)
      }
    },
  })
}
