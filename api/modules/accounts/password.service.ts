import { and, eq, isNull, sql } from "drizzle-orm"

import type { Database } from "../../db/client"
import { ValidationError } from "../../lib/errors"
import type { Logger } from "../../lib/log"
import { type MailContext, sendTextMail, setPasswordLink } from "./account-mails"
import { authSessions, clients, passwordTokens } from "./accounts.schema"
import { hashPassword } from "./password-hash"
import { passwordOwner, requireAcceptablePassword } from "./password-policy"
import { createPasswordToken, hashToken } from "./password-tokens"

// SIGNUP-4 ("wrong password; wrong email"): a single-use, expiring link by e-mail.
// The same reset endpoint serves the welcome link mailed when a sign-up is approved.

/**
 * For an active client, creates a one-hour reset token and mails the link in the client's language.
 * Answers nothing either way: the caller must not learn whether the address is registered. The mail is
 * sent after the answer, so the answer takes as long for an unknown address as for a known one.
 */
export async function requestPasswordReset(db: Database, mail: MailContext, email: string, log?: Logger) {
  const [client] = await db
    .select()
    .from(clients)
    .where(and(sql`lower(${clients.email}) = ${email.trim().toLowerCase()}`, eq(clients.isActive, true)))
    .limit(1)
  if (!client) return { sending: Promise.resolve() }
  const token = await createPasswordToken(db, client.id, "reset")
  const sending = sendTextMail(mail, client.email, client.language, "mail.password.reset", {
    name: `${client.firstName} ${client.lastName}`,
    link: setPasswordLink(mail.publicUrl, client.language, token),
    minutes: 60,
  }).catch((error: unknown) => log?.error("password reset mail failed", { error: String(error) }))
  return { sending }
}

export interface ResetInput {
  token: string
  email: string
  password: string
}

/**
 * Sets a new password from a reset or welcome token: the token must be open, unexpired and belong to
 * the given e-mail address. Uses up every open token of the client and logs out all their sessions.
 * Answers the client's id.
 */
export async function resetPassword(db: Database, input: ResetInput, now = new Date()): Promise<number> {
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: passwordTokens, client: clients })
      .from(passwordTokens)
      .innerJoin(clients, eq(clients.id, passwordTokens.clientId))
      .where(eq(passwordTokens.tokenHash, hashToken(input.token)))
      .for("update")
      .limit(1)
    if (!row || row.token.usedAt || !row.client.isActive)
      throw new ValidationError({ token: ["password.tokenInvalid"] })
    if (row.token.expiresAt <= now) throw new ValidationError({ token: ["password.tokenExpired"] })
    if (row.client.email.toLowerCase() !== input.email.trim().toLowerCase()) {
      throw new ValidationError({ email: ["password.wrongEmail"] })
    }
    await requireAcceptablePassword(input.password, await passwordOwner(tx, row.client))
    await tx.update(clients).set({ passwordHash }).where(eq(clients.id, row.client.id))
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.clientId, row.client.id), isNull(passwordTokens.usedAt)))
    await tx
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: "password_reset" })
      .where(and(eq(authSessions.clientId, row.client.id), isNull(authSessions.revokedAt)))
    return row.client.id
  })
}
