import crypto from "node:crypto"

import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm"

import type { Locale } from "#contract/locales"

import type { Database } from "../../db/client"
import { ValidationError } from "../../lib/errors"
import { apiText } from "../../lib/texts"
import { captchaChallenges } from "./captcha.schema"

// Self-hosted captcha (docs/decisions/006-captcha.md): a challenge is a row with its answer; the image
// is drawn from it on request (captcha.image.ts); the question kind is the accessible alternative.

export type CaptchaKind = "image" | "question"

/** spec §5 "captcha expired": a challenge is good for ten minutes */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000

// No 0/O, 1/I/l; also no B/8, S/5, Z/2 or U/V, which distortion makes hard to tell apart.
export const CAPTCHA_ALPHABET = "ACDEFGHJKLMNPQRTWXY34679"

const randomText = () => {
  const length = crypto.randomInt(5, 7)
  let text = ""
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)]
  return text
}

/** "What is four plus nine? Answer in digits." in the caller's language; the answer in digits. */
function randomQuestion(locale: Locale) {
  const a = crypto.randomInt(1, 11)
  const b = crypto.randomInt(1, 11)
  const prompt = apiText(locale, "captcha.question", {
    a: apiText(locale, `captcha.numbers.n${a}`),
    b: apiText(locale, `captcha.numbers.n${b}`),
  })
  return { prompt, answer: String(a + b) }
}

export interface Challenge {
  id: string
  kind: CaptchaKind
  /** the question's text (question kind), null for an image */
  question: string | null
  expiresAt: Date
}

export async function createChallenge(db: Database, kind: CaptchaKind, locale: Locale): Promise<Challenge> {
  const now = new Date()
  // Keep the table small: challenges that can no longer be used are of no interest after a day.
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  await db
    .delete(captchaChallenges)
    .where(
      or(
        lt(captchaChallenges.expiresAt, dayAgo),
        and(isNotNull(captchaChallenges.usedAt), lt(captchaChallenges.usedAt, dayAgo)),
      ),
    )

  const { prompt, answer } =
    kind === "question" ? randomQuestion(locale) : { prompt: null, answer: randomText() }
  const id = crypto.randomUUID()
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS)
  await db.insert(captchaChallenges).values({ id, kind, answer, prompt, createdAt: now, expiresAt })
  return { id, kind, question: prompt, expiresAt }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The characters an image challenge shows, while it can still be answered; null when the challenge is
 * unknown, used, expired or a question (404 for the image).
 */
export async function findImageText(db: Database, id: string): Promise<{ id: string; text: string } | null> {
  if (!UUID.test(id)) return null
  const [row] = await db
    .select()
    .from(captchaChallenges)
    .where(
      and(
        eq(captchaChallenges.id, id),
        eq(captchaChallenges.kind, "image"),
        isNull(captchaChallenges.usedAt),
      ),
    )
  if (!row || row.expiresAt.getTime() <= Date.now()) return null
  return { id: row.id, text: row.answer }
}

const normalise = (value: string) => value.trim().replace(/\s+/g, "").toUpperCase()

/**
 * Checks a captcha answer and uses the challenge up, right or wrong (single use: a wrong guess cannot be
 * followed by another on the same challenge). Throws a 422 on `field`: "captcha.expired" when the
 * challenge ran out, "captcha.invalid" when the value is wrong, the id unknown or already used (replay).
 */
export async function verifyCaptcha(
  db: Database,
  { id, value }: { id: string | undefined | null; value: string | undefined | null },
  field = "captcha_value",
): Promise<void> {
  const invalid = () => new ValidationError({ [field]: ["captcha.invalid"] })
  if (!id || !UUID.test(id)) throw invalid()
  // One statement marks the row used and reads it, so two requests racing with the same challenge
  // cannot both pass.
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt)))
    .returning()
  if (!row) throw invalid()
  if (row.expiresAt.getTime() <= Date.now()) throw new ValidationError({ [field]: ["captcha.expired"] })
  const given = normalise(value ?? "")
  const expected = normalise(row.answer)
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  const same = a.length === b.length && crypto.timingSafeEqual(a, b)
  if (!same) throw invalid()
}
