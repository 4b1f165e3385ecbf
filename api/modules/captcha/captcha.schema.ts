import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core"

/** Self-hosted captcha (no third party): one challenge, one answer, one use, a few minutes. */
export const captchaChallenges = pgTable("captcha_challenges", {
  id: uuid("id").primaryKey(),
  // "image" only since decision 035 (rows of the removed "question" kind are gone within a day)
  kind: text("kind", { enum: ["image"] }).notNull(),
  // the form it was made for (contact, signup): the other form refuses it; null on rows made before
  form: text("form", { enum: ["contact", "signup"] }),
  // the picture's characters
  answer: text("answer").notNull(),
  // the proof of work (decision 035): the page gets the salt and SHA-256(salt + number), never the
  // number; null on rows made before it
  proofSalt: text("proof_salt"),
  proofNumber: integer("proof_number"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
})
