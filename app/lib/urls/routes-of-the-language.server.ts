import type { ServerBuild } from "react-router"

import { isSupportedLocale, type Locale, localeFromPathname, SUPPORTED_LOCALES } from "#contract/locales"

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

const keptFor =
  (locale: Locale) =>
  <Route>(routes: Record<string, Route>): Record<string, Route> =>
    Object.fromEntries(
      Object.entries(routes).filter(([id]) => {
        const language = languageOfRoute(id)
        return language === null || language === locale
      }),
    )

/**
 * The build cut to the routes a URL in one language can match (decisions 053 and 065): that
 * language's and those of no language, in the server's route table and in the browser's manifest.
 *
 * The shop mounts every page once per language, about 240 routes. Every localized route's path begins with
 * its language, so a URL that begins with one language can never match another's routes: dropping them
 * changes no match, and so neither what is rendered, nor which loaders and actions run, nor the routes the
 * page's scripts are given for lazy discovery. What it saves is React Router's work on the whole table at
 * every request: matching the request (twice, in the request handler and in its static handler), building
 * the render's route modules and server routes, and matching each ancestor path of the URL for the page's
 * scripts.
 */
export function buildOfTheLanguage(build: ServerBuild, locale: Locale): ServerBuild {
  const kept = keptFor(locale)
  return {
    ...build,
    routes: kept(build.routes),
    assets: { ...build.assets, routes: kept(build.assets.routes) },
  }
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * One request handler per language, each made from the build of that language (buildOfTheLanguage), and
 * one from the whole build for a URL in no language: `/`, `/language`, the browser's route discovery
 * (`/__manifest`, which may ask for paths in any language) and URLs whose first segment is not exactly a
 * language (`/EN/…` matches the English routes case-insensitively, and so does it here, in the whole table).
 * A page's data request (`/en.data`, `/en/products.data`) goes where its page goes.
 */
export function requestHandlerPerLanguage<Context>(
  build: ServerBuild,
  createHandler: (build: ServerBuild) => Handler<Context>,
): Handler<Context> {
  const whole = createHandler(build)
  const perLanguage = new Map(
    SUPPORTED_LOCALES.map((locale) => [locale, createHandler(buildOfTheLanguage(build, locale))]),
  )
  return (request, context) => {
    // a page's data request (/en.data for /en) belongs to the page's language
    const locale = localeFromPathname(new URL(request.url).pathname.replace(/\.data$/, ""))
    return ((locale && perLanguage.get(locale)) || whole)(request, context)
  }
}
