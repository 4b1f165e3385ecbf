import { randomBytes } from "node:crypto"

import { CSRF, CSRFError } from "remix-utils/csrf/server"

import { env } from "../env.server"
import { csrfCookie } from "./cookies.server"

/**
 * remix-utils' CSRF protection with tokens of URL-safe characters only (base64url). Its own tokens use
 * characters such as & and ", which a page holds in three spellings (HTML-escaped in forms, escaped again
 * in the hydration script): a token of plain characters reads the same everywhere, so the page cache can
 * find it and give each visitor their own (page-cache.server.ts).
 */
class UrlSafeCSRF extends CSRF {
  generate(bytes = 32): string {
    const token = randomBytes(bytes).toString("base64url")
    // remix-utils' own signature (private in its types), so its validate() checks these tokens unchanged
    const { sign } = CSRF.prototype as unknown as { sign: (this: CSRF, value: string) => string }
    return `${token}.${sign.call(this, token)}`
  }
}

export const csrf = new UrlSafeCSRF({ cookie: csrfCookie, formDataKey: "csrf", secret: env.sessionSecret })

/** A token of these characters reads the same in a page's markup and its scripts. */
export const PLAIN_TOKEN = /^[A-Za-z0-9_.=-]+$/

/**
 * Whether a post proves, by what the browser says of it, that it was sent from one of the shop's own pages
 * (decision 041): Fetch Metadata (`Sec-Fetch-Site: same-origin`), else the `Origin`, else the `Referer`
 * (browsers older than both, such as Internet Explorer, send it with a form, and our Referrer-Policy keeps
 * it whole on our own site). A header naming anywhere else is no proof; server/cross-origin.ts has already
 * refused the foreign ones.
 */
export function sentFromOwnPage(request: Request): boolean {
  const own = new URL(request.url).origin
  const site = request.headers.get("sec-fetch-site")
  if (site !== null) return site.trim().toLowerCase() === "same-origin"
  const origin = request.headers.get("origin")
  if (origin !== null) return origin === own
  const referer = request.headers.get("referer")
  if (referer === null) return false
  try {
    return new URL(referer).origin === own
  } catch {
    return false
  }
}

/** The token a form was posted with, or "" without one. */
export const postedToken = (formData: FormData) => {
  const token = formData.get("csrf")
  return typeof token === "string" ? token : ""
}

/**
 * Every form post is checked (security by default, docs/security.md); a failed check is a 403.
 * - A form with a token: the token, against this browser's cookie (remix-utils).
 * - The forms of shared pages (`originProof`: the wishlist, the cookie notice), which carry no token: the
 *   browser's word that it was sent from our own page (sentFromOwnPage). A post with neither has been
 *   answered before this by a page asking to confirm it (confirmUnprovenPost).
 */
export async function requireValidCsrf(
  request: Request,
  formData: FormData,
  options: { originProof?: boolean } = {},
) {
  if (options.originProof && postedToken(formData) === "") {
    if (sentFromOwnPage(request)) return
    throw new Response("Invalid form token, please reload the page.", { status: 403 })
  }
  try {
    await csrf.validate(formData, request.headers)
  } catch (error) {
    if (error instanceof CSRFError)
      throw new Response("Invalid form token, please reload the page.", { status: 403 })
    throw error
  }
}
