import { hash, verify } from "@node-rs/argon2"

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const OWASP_ARGON2ID = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, OWASP_ARGON2ID)

// A real hash of a random text: checking a password against it costs what a real check costs, so an
// unknown e-mail address answers no faster than a known one (no account discovery by timing).
let decoy: Promise<string> | undefined
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    await verify(await (decoy ??= hashPassword(crypto.randomUUID())), password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#contract/fields"
