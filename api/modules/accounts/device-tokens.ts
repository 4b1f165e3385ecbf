import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

// OWASP's "device cookie" pattern (ACCOUNT-14, decision 031): a successful login hands the browser a token
// that binds that browser to that account. While someone elsewhere guesses the account's password and locks
// it, the owner's own browser presents its token and is counted on a lock of its own instead of the
// account's, so an attacker can slow the owner down only from the owner's own device.
//
// The token is "d1.<nonce>.<mac>": the mac is an HMAC of the e-mail and the nonce under the token secret,
// so it is checked without a table, works in every process, and is worth nothing for another account.

const VERSION = "d1"

const mac = (secret: string, email: string, nonce: string) =>
  createHmac("sha256", secret).update(`device|${email}|${nonce}`).digest("base64url")

export function issueDeviceToken(secret: string, email: string) {
  const nonce = randomBytes(16).toString("base64url")
  return `${VERSION}.${nonce}.${mac(secret, email, nonce)}`
}

/** The token's nonce (its identity for the per-device lock) when it was issued for this e-mail, else null. */
export function readDeviceToken(secret: string, email: string, token: string | undefined) {
  const [version, nonce, given] = token?.split(".") ?? []
  if (version !== VERSION || !nonce || !given || token!.split(".").length !== 3) return null
  const expected = Buffer.from(mac(secret, email, nonce))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null
  return nonce
}
