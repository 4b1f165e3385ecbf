import type { EntryContext } from "react-router"

import { isSupportedLocale, type Locale, localeFromPathname } from "#contract/locales"

/**
 * The language a route belongs to: pages are mounted once per language with the ids `${locale}:${page}`
 * and `${locale}:notFound` (app/routes.ts, pageRouteId); the root and the routes outside any language
 * (the bare /, /language, /cookie-consent, the locale fallback) belong to none.
 */
export function languageOfRoute(routeId: string): Locale | null {
  const colon = routeId.indexOf(":")
  const prefix = colon === -1 ? null : routeId.slice(0, colon)
  return isSupportedLocale(prefix) ? prefix : null
}

type ThisLanguage = Pick<EntryContext, "manifest" | "branches">
const byLanguage = new WeakMap<EntryContext["branches"], Map<Locale, ThisLanguage>>()

/**
 * What React Router renders a page with, cut to the routes a URL in its language can match (issue 17).
 *
 * The shop mounts every page once per language, about 240 routes. For each page it renders, React Router
 * builds server routes from the whole manifest, and for lazy route discovery (the page's scripts get the
 * routes of the URL and of its ancestors: /en/products/cooking, /en/products, /en, /) it matches each of
 * those paths against every branch; a path that only the catch-all matches tries all of them. That was
 * about a seventh of a rendered page's processor time.
 *
 * Every localized route's path begins with its language, so a URL that begins with one language can never
 * match another's routes: dropping them changes no match, and so neither what is rendered nor the routes
 * the page's scripts are given. The browser discovers the others as before, when it goes there.
 */
export function routesOfTheLanguage<Context extends EntryContext>(
  context: Context,
  pathname: string,
): Context {
  const locale = localeFromPathname(pathname)
  if (!locale || !Array.isArray(context.branches)) return context
  let ofThisBuild = byLanguage.get(context.branches)
  if (!ofThisBuild) byLanguage.set(context.branches, (ofThisBuild = new Map<Locale, ThisLanguage>()))
  let cut = ofThisBuild.get(locale)
  if (!cut) {
    const kept = (routeId: string) => {
      const language = languageOfRoute(routeId)
      return language === null || language === locale
    }
    cut = {
      manifest: {
        ...context.manifest,
        routes: Object.fromEntries(Object.entries(context.manifest.routes).filter(([id]) => kept(id))),
      },
      branches: context.branches.filter((branch) => kept(branch.routesMeta.at(-1)!.route.id)),
    }
    ofThisBuild.set(locale, cut)
  }
  return { ...context, ...cut }
}
