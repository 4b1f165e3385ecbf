import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

import { env } from "../env.server"
import { csrfCookie } from "./cookies.server"

/**
 * The form token (double submit, signed): a random value and its HMAC-SHA256 under the session secret,
 * both base64url, `value.signature`. The browser keeps it in an HttpOnly cookie and every form of its
 * pages carries it; a post counts when the two are the same and the signature is ours (decision 129).
 * Its characters are URL-safe only: a token reads the same in a page's markup and in its hydration script,
 * so the page cache can find it and give each visitor their own (page-cache.server.ts).
 */
const signature = (value: string) => createHmac("sha256", env.sessionSecret).update(value).digest()

function newToken(): string {
  const value = randomBytes(32).toString("base64url")
  return `${value}.${signature(value).toString("base64url")}`
}

/** Whether a token is one this shop signed (compared in constant time). */
function signedByUs(token: string): boolean {
  const [value, signed, extra] = token.split(".")
  if (!value || !signed || extra !== undefined) return false
  const expected = signature(value)
  const given = Buffer.from(signed, "base64url")
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The same two strings, compared in constant time. */
function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export const csrf = {
  /**
   * This browser's token and, when it had none (or one we did not sign), the `Set-Cookie` that gives it a
   * new one; `null` when its cookie stays.
   */
  async commitToken(request: Request): Promise<[string, string | null]> {
    const kept: unknown = await csrfCookie.parse(request.headers.get("cookie"))
    if (typeof kept === "string" && signedByUs(kept)) return [kept, null]
    const token = newToken()
    return [token, await csrfCookie.serialize(token)]
  },
}

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
 * - A form with a token: the token, the same as this browser's cookie and signed by us.
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
  const kept: unknown = await csrfCookie.parse(request.headers.get("cookie"))
  const posted = postedToken(formData)
  if (typeof kept !== "string" || posted === "" || !signedByUs(kept) || !sameToken(posted, kept))
    throw new Response("Invalid form token, please reload the page.", { status: 403 })
}
