import { createContext, type MiddlewareFunction, redirect } from "react-router"

import { getMenuTrees } from "#contract/catalog"
import { getSettings, type ShopSettings } from "#contract/content"
import { type Locale, localeFromPathname } from "#contract/locales"

import { type Audience, cachedMenu } from "../caching/menu-cache.server"
import { isHomePage, isSharedPage } from "../caching/shared-page.server"
import { getLocale } from "../i18n/i18n.server"
import { buildMenu, type Menu } from "../shop/menu"
import { isOutage, requireOk } from "../transport/api.server"
import { shopApiFor } from "../transport/api-for-request.server"
import { localizedPath } from "../urls/pages"
import { ROUTE_WORDS } from "../urls/route-words"
import { languageCookie } from "./cookies.server"
import { csrf } from "./csrf.server"
import { partnerSessionContext } from "./partner-session.server"

// What every page's loaders and actions share in one request (the shop middleware fills it): the page's
// language and URL, the shop settings, the CSRF token, and the catalogue menu when a loader first asks.
export interface ShopContextValue {
  locale: Locale
  settings: ShopSettings
  csrfToken: string
  /** the page's URL (for a data request, the page it belongs to) */
  pageUrl: URL
  /**
   * A form post answered by the document itself (no scripts): after the action, the page's loaders run
   * for the same answer, and one that cannot load its data during an outage lets the form show again
   * with what was typed rather than the 503 page (keepFormOnOutage).
   */
  documentPost: boolean
  /** The catalogue menu, fetched at most once per request, when a loader first asks. */
  menu: () => Promise<Menu>
}

export const shopContext = createContext<ShopContextValue>()
/**
 * The shop is in maintenance (staff's switch): its pages then go to no shared cache, so that switching it
 * off shows at once through nginx too (document-cache.server.ts, decision 047).
 */
export const maintenanceContext = createContext<boolean>(false)

// The settings of the last answer, in this process: while the API cannot answer (its database down or
// restarting) pages and posted forms go on with them, so that a form comes back with what was typed and a
// message instead of the 503 page. A copy, never the only one: every answer replaces it.
let lastSettings: ShopSettings | undefined

/**
 * Loads what every page needs once per request (settings, the CSRF token), applies the
 * registration-only mode and stores the page's language in a cookie.
 */
export const shopMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const locale = getLocale(context)
  const api = shopApiFor(context, locale, url)
  const audience: Audience = context.get(partnerSessionContext).apiToken ? "partner" : "visitor"
  // a shared page (decision 041) carries no form token and sets no cookie
  const shared = isSharedPage(context)
  const [settingsResult, [csrfToken, csrfSetCookie]] = await Promise.all([
    api.send(getSettings),
    shared ? (["", null] as const) : csrf.commitToken(request),
  ])
  const settings =
    !settingsResult.ok && isOutage(settingsResult) && lastSettings
      ? lastSettings
      : (lastSettings = requireOk(settingsResult).data.attributes)
  let menu: Promise<Menu> | undefined
  context.set(maintenanceContext, settings.maintenance)
  context.set(shopContext, {
    locale,
    settings,
    csrfToken,
    pageUrl: url,
    // a data request (scripts on) asks for …/page.data: its loaders do not run after a failed action
    documentPost: request.method === "POST" && !new URL(request.url).pathname.endsWith(".data"),
    menu: () =>
      (menu ??= cachedMenu(audience, () =>
        api.send(getMenuTrees).then((result) => buildMenu(requireOk(result))),
      )),
  })

  // MODE-2: in registration-only mode only signup (with the page of its mailed confirmation link) and the
  // cookies policy are reachable; every other route goes to the root, and the root opens the signup page.
  if (settings.registration_only && localeFromPathname(url.pathname)) {
    const words = ROUTE_WORDS[locale]
    const allowed = [
      `/${locale}/${words.signup}`,
      localizedPath(locale, "signupConfirmation"),
      localizedPath(locale, "cookiesPolicy"),
    ]
    const isAsset = url.pathname.startsWith("/assets/")
    if (!isAsset && !allowed.some((path) => url.pathname === path)) throw redirect("/", 302)
  }

  const response = await next()
  if (csrfSetCookie) response.headers.append("Set-Cookie", csrfSetCookie)
  const pathLocale = localeFromPathname(url.pathname)
  // the home page stores its language even as a shared page (decision 051): its bytes come from the page
  // cache, and the cookie makes this one answer private (document-cache.server.ts)
  if (pathLocale && (!shared || isHomePage(url))) {
    const stored: unknown = await languageCookie.parse(request.headers.get("Cookie"))
    if (stored !== pathLocale)
      response.headers.append("Set-Cookie", await languageCookie.serialize(pathLocale))
  }
  return response
}
