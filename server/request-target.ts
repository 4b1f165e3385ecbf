// API-2: no request path, however malformed, answers 5xx. Code further in (the static files,
// React Router's matching, the pages' own path helpers, the API's router) decodes the path and may throw
// on what cannot be decoded; rather than guard each of those, the composition root refuses such a path
// once, before any of them sees it, as the sender's mistake: 400 with one log line.

/** Longest path accepted: the shop's longest real paths are well under 300 characters. */
export const MAX_PATH_LENGTH = 2048

export type TargetProblem = "encoding" | "nul" | "length"

/** What is wrong with a request's path, or null when it can be handed on. */
export function targetProblem(pathname: string): TargetProblem | null {
  if (pathname.length > MAX_PATH_LENGTH) return "length"
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // a % not followed by two hex digits, or bytes that are not UTF-8 (%E0%A4%A, %FF, %C0%AF)
    return "encoding"
  }
  // a NUL or other control character names no page and no file; file APIs refuse NUL outright
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return "nul"
  return null
}

/** The answer to a refused path: JSON for the API (its error body), a short text page for the shop. */
export function refusedTarget(isApi: boolean): Response {
  if (isApi)
    return new Response(
      JSON.stringify({ error: "bad_request", message: "The request's path is not well-formed." }),
      { status: 400, headers: { "Content-Type": "application/json" } },
    )
  return new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head>' +
      "<body><main><h1>Bad request</h1><p>This address is not well-formed. " +
      '<a href="/">Go to the home page</a>.</p></main></body></html>',
    { status: 400, headers: { "Content-Type": "text/html; charset=utf-8" } },
  )
}

/**
 * The methods anything here answers. Node's fetch refuses to make a Request of some others (TRACE, TRACK,
 * CONNECT), and React Router's handler failed on the rest (OPTIONS and PROPFIND on a page answered 500):
 * such a request is refused before either sees it (API-2: no input, however malformed, gets a 5xx).
 */
export const ANSWERED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
/** The shop's pages are read and sent forms to, nothing else (the API has its own methods per path). */
export const PAGE_METHODS = ["GET", "HEAD", "POST"]

/** The answer to a method the path does not take: 405 with the methods it does take. */
export function refusedMethod(isApi: boolean, allowed: string[]): Response {
  const headers = { Allow: allowed.join(", ") }
  if (isApi)
    return Response.json(
      { error: "method_not_allowed", message: "This method is not allowed here." },
      { status: 405, headers },
    )
  return new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Method not allowed</title></head>' +
      "<body><main><h1>Method not allowed</h1><p>This page can be read or sent a form, nothing else. " +
      '<a href="/">Go to the home page</a>.</p></main></body></html>',
    { status: 405, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } },
  )
}
