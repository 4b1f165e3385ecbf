import { type MiddlewareFunction, redirect } from "react-router"

import { isSupportedLocale } from "#contract/locales"

/**
 * PAGE-3: a trailing slash is removed (301), before anything else runs. PAGE-18: a language segment in
 * capitals (/DE/kontakt) goes to its language (/de/kontakt) the same way; the routes would otherwise match
 * it without telling its language, and the page came in the default one.
 */
export const trailingSlashMiddleware: MiddlewareFunction<Response> = async (
  { request, url: location },
  next,
) => {
  const url = new URL(location)
  if (url.pathname.length > 1 && url.pathname.endsWith("/") && request.method === "GET") {
    url.pathname = url.pathname.replace(/\/+$/, "") || "/"
    throw redirect(url.pathname + url.search, 301)
  }
  const first = url.pathname.split("/")[1] ?? ""
  if (request.method === "GET" && first !== first.toLowerCase() && isSupportedLocale(first.toLowerCase())) {
    url.pathname = `/${first.toLowerCase()}${url.pathname.slice(first.length + 1)}`
    throw redirect(url.pathname + url.search, 301)
  }
  return next()
}
