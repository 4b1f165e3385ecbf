import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core"

/** Self-hosted captcha (no third party): one challenge, one answer, one use, a few minutes. */
export const captchaChallenges = pgTable("captcha_challenges", {
  id: uuid("id").primaryKey(),
  // image: distorted characters; question: the accessible alternative, a question in words
  kind: text("kind", { enum: ["image", "question"] }).notNull(),
  answer: text("answer").notNull(),
  // what the question alternative asks, in the language it was made for
  prompt: text("prompt"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
})
