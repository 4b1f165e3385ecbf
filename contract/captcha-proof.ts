// The captcha's proof of work (docs/decisions/035-captcha-proof-of-work.md), in the manner of ALTCHA: the
// API picks a random salt and a secret number n in [0, PROOF_MAX] and sends the salt and SHA-256(salt + n)
// in hex; a script finds n by trying 0, 1, 2, … and sends it back. Nobody has to read anything.
//
// No zod and nothing else here: the browser loads this module on the two pages with a captcha only, and
// it stays a few hundred bytes (decisions 015 and 033, the page scripts budget).

/** the hash, named as the answer names it (`proof_of_work.algorithm`) */
export const PROOF_ALGORITHM = "SHA-256"

/**
 * The secret number is at most this; a script tries half of them on average. Each try awaits one
 * crypto.subtle digest, whose cost is mostly the round trip, not the hashing: measured in Chromium's
 * headless shell on a busy 2-core machine, 8–25 µs a try, and 28–100 µs with the CPU slowed four times
 * (Lighthouse's mid-range phone). So the average search takes ~0.2–0.6 s on a desktop and ~0.7 s or more
 * on a slow phone, while the person is still filling in the form. A larger number would not stop a bot
 * (native SHA-256 does 25,000 tries in milliseconds); it would only keep phones busy longer.
 */
export const PROOF_MAX = 50_000

/** what a page receives: never the number itself */
export interface ProofChallenge {
  salt: string
  /** hex SHA-256 of the salt followed by the number in decimal digits */
  challenge: string
  /** the largest number to try */
  max: number
}

const encoder = new TextEncoder()

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")

/** hex SHA-256 of `salt` followed by `number` in decimal digits (how the API makes a challenge) */
export async function proofHash(
  salt: string,
  number: number,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
) {
  return hex(new Uint8Array(await subtle.digest(PROOF_ALGORITHM, encoder.encode(`${salt}${number}`))))
}

/**
 * The number whose hash is the challenge, found by trying 0, 1, 2, … up to `max`; null when none is,
 * when there is no `subtle`, or when `signal` aborts (the page moved on to another challenge). Each try awaits the digest, so the page
 * stays responsive while it searches.
 */
export async function solveProof(
  { salt, challenge, max }: ProofChallenge,
  // the browser's crypto.subtle, absent in an old browser or a page not served over HTTPS (or localhost)
  subtle: SubtleCrypto | undefined,
  signal?: AbortSignal,
): Promise<number | null> {
  if (!subtle || !/^[0-9a-f]{64}$/.test(challenge)) return null
  const target = Uint8Array.from(challenge.match(/../g)!, (pair) => parseInt(pair, 16))
  for (let number = 0; number <= max; number++) {
    if (signal?.aborted) return null
    const digest = new Uint8Array(await subtle.digest(PROOF_ALGORITHM, encoder.encode(`${salt}${number}`)))
    let same = true
    for (let i = 0; i < 32 && same; i++) same = digest[i] === target[i]
    if (same) return number
  }
  return null
}
