import crypto from "node:crypto"

import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm"
import { z } from "zod"

import type { CaptchaForm } from "#contract/captcha"
import { PROOF_MAX, type ProofChallenge, proofHash } from "#contract/captcha-proof"

import type { Database } from "../../db/client"
import { ValidationError } from "../../lib/errors"
import { countUse, forgetOldWindows } from "../limits/usage-caps"
import { captchaChallenges } from "./captcha.schema"

// Self-hosted captcha (docs/decisions/006-captcha.md, 035-captcha-proof-of-work.md): a challenge is a row
// with its answers. The picture is drawn from it on request (captcha.image.ts); the proof of work is what
// a script answers instead, so that nobody has to read the picture.

/** SIGNUP-6 "captcha expired": a challenge is good for ten minutes */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000

// No 0/O, 1/I/l; also no B/8, S/5, Z/2 or U/V, which distortion makes hard to tell apart.
export const CAPTCHA_ALPHABET = "ACDEFGHJKLMNPQRTWXY34679"

const randomText = () => {
  const length = crypto.randomInt(5, 7)
  let text = ""
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)]
  return text
}

export interface Challenge {
  id: string
  /** what the page gets of the proof of work: the salt and the hash, not the number */
  proof: ProofChallenge
  expiresAt: Date
}

/** challenges asked for in a window of this length set the next one's difficulty */
export const LOAD_WINDOW_SECONDS = 10 * 60
/** up to this many challenges a window, the proof of work costs what PROOF_MAX says */
export const QUIET_CHALLENGES = 100
/** at most this many times PROOF_MAX, however busy: a person's browser must still find it in seconds */
export const MOST_DIFFICULT = 16

/**
 * The proof of work's range for the n-th challenge of the window: PROOF_MAX while the shop is quiet, then
 * doubled each time the window's challenges double (200 → 2×, 400 → 4×, …, at most MOST_DIFFICULT×). A
 * person asks for one challenge per form; a bot that asks for thousands makes each of them, its own
 * included, up to sixteen times dearer to answer.
 */
export function proofMaxFor(challengesInWindow: number): number {
  if (challengesInWindow <= QUIET_CHALLENGES) return PROOF_MAX
  const doublings = Math.ceil(Math.log2(challengesInWindow / QUIET_CHALLENGES))
  return PROOF_MAX * Math.min(MOST_DIFFICULT, 2 ** doublings)
}

export async function createChallenge(db: Database, form: CaptchaForm): Promise<Challenge> {
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
  await forgetOldWindows(db, now)
  // counted in the database: every process sees the same load
  const max = proofMaxFor(await countUse(db, "captcha-challenges", LOAD_WINDOW_SECONDS, now))

  const id = crypto.randomUUID()
  const proofSalt = crypto.randomBytes(16).toString("hex")
  const proofNumber = crypto.randomInt(0, max + 1)
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS)
  await db.insert(captchaChallenges).values({
    id,
    kind: "image",
    form,
    answer: randomText(),
    proofSalt,
    proofNumber,
    createdAt: now,
    expiresAt,
  })
  return {
    id,
    proof: { salt: proofSalt, challenge: await proofHash(proofSalt, proofNumber), max },
    expiresAt,
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The characters an image challenge shows, while it can still be answered; null when the challenge is
 * unknown, used or expired (404 for the image).
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

/**
 * An attempt as callers hand it over, straight from a request body: an id that is no UUID is refused
 * before the database is asked; a value or a proof of the wrong shape counts as not given (and then the
 * attempt is simply wrong, and still uses the challenge up).
 */
const AttemptSchema = z.object({
  id: z.string().regex(UUID),
  value: z.string().max(100).nullish().catch(null),
  proof: z
    .union([
      z
        .number()
        .int()
        .min(0)
        .max(PROOF_MAX * MOST_DIFFICULT),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ])
    .nullish()
    .catch(null),
})

const normalise = (value: string) => value.trim().replace(/\s+/g, "").toUpperCase()

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(normalise(given))
  const b = Buffer.from(normalise(expected))
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/**
 * Checks a captcha attempt and uses the challenge up, right or wrong (single use: a wrong guess cannot be
 * followed by another on the same challenge). Either answer passes: the picture's characters (`value`)
 * or the proof of work's number (`proof`). Throws a 422 on `field`: "captcha.expired" when the challenge
 * ran out, "captcha.invalid" when no answer is right, the id unknown or already used (replay), or the
 * challenge made for another form than `form`.
 */
export async function verifyCaptcha(
  db: Database,
  attempt: { id: unknown; value: unknown; proof?: unknown },
  form: CaptchaForm,
  field = "captcha_value",
): Promise<void> {
  const invalid = () => new ValidationError({ [field]: ["captcha.invalid"] })
  const parsed = AttemptSchema.safeParse(attempt)
  if (!parsed.success) throw invalid()
  const { id, value, proof } = parsed.data
  // One statement marks the row used and reads it, so two requests racing with the same challenge
  // cannot both pass.
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt)))
    .returning()
  if (!row || row.form !== form) throw invalid()
  if (row.expiresAt.getTime() <= Date.now()) throw new ValidationError({ [field]: ["captcha.expired"] })
  const proofRight = proof != null && row.proofNumber !== null && proof === row.proofNumber
  const textRight = value != null && value.trim() !== "" && sameText(value, row.answer)
  if (!proofRight && !textRight) throw invalid()
}
