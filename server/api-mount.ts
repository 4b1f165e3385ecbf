// How server.ts mounts the partners API under /api; the API's own routes know nothing of the prefix.
// Tests that call the API over HTTP, as a partner's program does, mount it the same way.

export const API_PREFIX = "/api"

export function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)
}

/**
 * The request as the API sees it: the path without /api, the request id, and the caller's address in
 * X-Forwarded-For. The API throttles logins per address, so it must see the real one, never a value the
 * caller chose.
 */
export function toApiRequest(
  request: Request,
  { requestId, clientAddress }: { requestId: string; clientAddress: string },
): Request {
  const inner = new URL(request.url)
  inner.pathname = inner.pathname.slice(API_PREFIX.length) || "/"
  const headers = new Headers(request.headers)
  headers.set("x-request-id", requestId)
  headers.set("x-forwarded-for", clientAddress)
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers }
  if (request.body) Object.assign(init, { body: request.body, duplex: "half" })
  return new Request(inner, init)
}
