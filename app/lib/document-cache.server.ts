import { createHash } from "node:crypto"
import type { MiddlewareFunction } from "react-router"

/**
 * Conditional requests for pages: an ETag of the rendered document and a 304 when the browser already has
 * it. `private, no-cache`: the page holds the visitor's own form token, so no shared cache may keep it and
 * the browser asks each time (cheap when the answer is a 304). The per-request script nonce is left out of
 * the hash; server.ts sends no new Content-Security-Policy with a 304, so the stored page keeps the policy
 * that matches its nonce.
 */
export const documentCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next()
  if (request.method !== "GET" || response.status !== 200) return response
  if (!response.headers.get("Content-Type")?.startsWith("text/html") || !response.body) return response
  const body = await response.text()
  const etag = `W/"${createHash("sha1")
    .update(body.replace(/ nonce="[^"]*"/g, ""))
    .digest("base64url")}"`
  const headers = new Headers(response.headers)
  headers.set("ETag", etag)
  headers.set("Cache-Control", "private, no-cache")
  headers.append("Vary", "Cookie")
  const match = request.headers.get("If-None-Match")
  if (match?.split(",").some((tag) => tag.trim() === etag)) {
    headers.delete("Content-Type")
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { status: 200, headers })
}
