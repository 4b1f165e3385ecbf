import { createHash } from "node:crypto"

// The captcha's proof of work answered as any client may answer it: from the public answer of
// POST /api/captcha alone (salt, challenge, max_number), by trying numbers until SHA-256(salt + n) is
// the challenge. Node's synchronous hash is some twenty times quicker than awaiting Web Crypto for each
// number (the page's way, contract/captcha-proof.ts, tested in tests/unit/captcha-proof.test.ts), and
// being a second implementation it also checks the API's hashes against a plain SHA-256.

export interface ProofOfWork {
  salt: string
  challenge: string
  max_number: number
}

/** the number of a challenge's proof of work; throws if there is none up to max_number */
export function solveCaptchaProof({ salt, challenge, max_number }: ProofOfWork): number {
  for (let number = 0; number <= max_number; number++)
    if (createHash("sha256").update(`${salt}${number}`).digest("hex") === challenge) return number
  throw new Error(`no number up to ${max_number} answers the challenge ${challenge}`)
}
