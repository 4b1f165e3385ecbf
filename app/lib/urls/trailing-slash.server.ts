import { type MiddlewareFunction, redirect } from "react-router"

/** PAGE-3: a trailing slash is removed (301), before anything else runs. */
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
