import crypto from "node:crypto"

import { eq } from "drizzle-orm"

import type { Db } from "../../db/client"
import { signingSecrets } from "./accounts.schema"

/**
 * The secret of this name, made on first use and shared by every process on the database. Two processes
 * making it at once: the insert of the second does nothing and both read the first one's.
 */
export async function signingSecret(db: Db, name: "session" | "token"): Promise<string> {
  await db
    .insert(signingSecrets)
    .values({ name, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: signingSecrets.value })
    .from(signingSecrets)
    .where(eq(signingSecrets.name, name))
  return row!.value
}
