import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"

import { sign, verify } from "hono/jwt"

// Access tokens are short-lived signed JWTs (HS256) naming the client and the login (session) they belong
// to; the session is checked on every call, so logout and reuse detection take effect at once.
// Refresh tokens are random, stored hashed, and rotate on every use.

/** ACCOUNT-5: the refresh falls due 4 minutes after issue; the token itself lasts a little longer. */
export const REFRESH_DUE_SECONDS = 4 * 60
export const ACCESS_TOKEN_SECONDS = 10 * 60
/** a refresh token unused for this long lets the login lapse (rotation slides it forward) */
export const REFRESH_TOKEN_SECONDS = 12 * 60 * 60
/**
 * A partner's login ends this long after it began, however often it is used (ASVS 5.0 7.3.2): a stolen
 * token, or a shared computer left logged in, keeps it at most a working day; the partner then logs in
 * again. LOGIN_LIFETIME_HOURS changes it (api/lib/env.ts); the check reads the login's start, so a shorter
 * setting applies to the logins already open too.
 */
export const DEFAULT_LOGIN_LIFETIME_SECONDS = 12 * 60 * 60

/** Whether a login begun at `createdAt` has outlived its lifetime. */
export const loginOutlived = (createdAt: Date, now: Date, lifetimeSeconds: number) =>
  now.getTime() - createdAt.getTime() >= lifetimeSeconds * 1000

export interface AccessClaims {
  /** client id */
  sub: string
  /** session (login) id */
  sid: string
  iat: number
  exp: number
  /** the token's own id: two tokens issued in the same second (a login, then an early refresh) differ */
  jti: string
}

export async function issueAccessToken(
  secret: string,
  clientId: number,
  sessionId: string,
  now = new Date(),
) {
  const iat = Math.floor(now.getTime() / 1000)
  const token = await sign(
    {
      sub: String(clientId),
      sid: sessionId,
      iat,
      exp: iat + ACCESS_TOKEN_SECONDS,
      jti: randomBytes(12).toString("base64url"),
    },
    secret,
    "HS256",
  )
  return { token, issuedAt: iat, refreshAt: new Date((iat + REFRESH_DUE_SECONDS) * 1000) }
}

/** The claims of a valid, unexpired token; null for anything else (never throws). */
export async function readAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const claims = (await verify(token, secret, "HS256")) as unknown as AccessClaims
    if (typeof claims.sub !== "string" || typeof claims.sid !== "string") return null
    return claims
  } catch {
    return null
  }
}

export const newOpaqueToken = () => randomBytes(32).toString("base64url")
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

/**
 * The tokens a refresh answered, sealed with a key only the refresh token that was used can give
 * (AES-256-GCM, key SHA-256 of a label and that token): kept on the used token's row for its grace
 * window, so that the same pair is answered to every use within it, while a copy of the database alone
 * does not let anyone read them (it holds the used token only as its hash).
 */
export function sealSuccessor(usedToken: string, successor: object): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", successorKey(usedToken), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(successor), "utf8"), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")
}

/** The tokens sealed by sealSuccessor, or null when `usedToken` is not the one they were sealed with. */
export function openSuccessor<T>(usedToken: string, sealed: string): T | null {
  try {
    const bytes = Buffer.from(sealed, "base64url")
    const decipher = createDecipheriv("aes-256-gcm", successorKey(usedToken), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()])
    return JSON.parse(plain.toString("utf8")) as T
  } catch {
    return null
  }
}

const successorKey = (usedToken: string) =>
  createHash("sha256").update(`refresh-successor:${usedToken}`).digest()
