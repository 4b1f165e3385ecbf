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

/** Every form post is checked (DEVELOPERS.md, security by default); a failed check is a 403. */
export async function requireValidCsrf(request: Request, formData: FormData) {
  try {
    await csrf.validate(formData, request.headers)
  } catch (error) {
    if (error instanceof CSRFError)
      throw new Response("Invalid form token, please reload the page.", { status: 403 })
    throw error
  }
}
