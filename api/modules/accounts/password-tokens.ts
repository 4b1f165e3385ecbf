import { createHash, randomBytes } from "node:crypto"

import type { Db } from "../../db/client"
import { passwordTokens } from "./accounts.schema"

// Single-use links by e-mail (SIGNUP-4): the link carries a random token, the database only its SHA-256,
// so a copy of the database does not open anyone's account.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000 // forgot your password: one hour
export const WELCOME_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000 // account ready: a week to set it

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

/** Creates a token for a client and answers the raw token (only ever sent in the mail). */
export async function createPasswordToken(
  db: Db,
  clientId: number,
  purpose: "reset" | "welcome",
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url")
  const ttl = purpose === "reset" ? RESET_TOKEN_TTL_MS : WELCOME_TOKEN_TTL_MS
  await db.insert(passwordTokens).values({
    tokenHash: hashToken(token),
    clientId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl),
  })
  return token
}
