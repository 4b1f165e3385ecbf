// The Origin check on every request that changes something, resource routes included. React
// Router checks the Origin header of a page's action, but not of a resource route's (the cookie notice,
// logout, the terms gate, the downloads' forms), and the page forms' token (CSRF) is the only guard there
// was. One rule for every path, in the composition root, as Go 1.25's http.CrossOriginProtection does:
//
//   1. a safe method (GET, HEAD, OPTIONS) changes nothing: passed on;
//   2. a browser that sends Fetch Metadata says where the request comes from: `Sec-Fetch-Site` must be
//      `same-origin` (our own page) or `none` (typed in, a bookmark); `same-site` and `cross-site` are
//      refused;
//   3. a browser without Fetch Metadata that sends `Origin`: it must be the request's own origin (the
//      scheme behind a trusted proxy is the one the person used: server/forwarded.ts); `null` (a sandboxed
//      frame, a privacy-sensitive redirect) is refused;
//   4. neither header: not a browser (an integration, curl), or one too old to send them; the forms' own
//      token and SameSite cookies are the guard there, and the API is authorised by bearer tokens, never by
//      a cookie a foreign page could make the browser send.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])
const OWN_SITES = new Set(["same-origin", "none"])

/** Why a request is refused as coming from another site, or null when it may go on. */
export function crossOriginProblem(request: Request): string | null {
  if (SAFE_METHODS.has(request.method)) return null
  const site = request.headers.get("sec-fetch-site")
  if (site !== null) return OWN_SITES.has(site.trim().toLowerCase()) ? null : `Sec-Fetch-Site: ${site}`
  const origin = request.headers.get("origin")
  if (origin === null) return null
  return origin === new URL(request.url).origin ? null : `Origin: ${origin.slice(0, 200)}`
}

/** The answer to a refused request: the API's error body, or a short page for the shop (403). */
export function refusedCrossOrigin(isApi: boolean): Response {
  if (isApi)
    return new Response(
      JSON.stringify({
        error: "cross_origin_request",
        message: "Requests that change something must come from the shop's own pages.",
      }),
      { status: 403, headers: { "Content-Type": "application/json" } },
    )
  return new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Refused</title></head>' +
      "<body><main><h1>Refused</h1><p>This form was sent from another site, so nothing was changed. " +
      '<a href="/">Go to the shop</a> and try again from its own page.</p></main></body></html>',
    { status: 403, headers: { "Content-Type": "text/html; charset=utf-8" } },
  )
}
