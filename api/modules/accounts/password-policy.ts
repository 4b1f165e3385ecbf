import { createRequire } from "node:module"
import { Worker } from "node:worker_threads"

import { eq } from "drizzle-orm"

import { passwordCore, undisguised } from "#contract/common-passwords"

import type { Db } from "../../db/client"
import { ValidationError } from "../../lib/errors"
import { companies } from "./accounts.schema"

// SIGNUP-5, NIST SP 800-63B 3.1.1.2, ASVS 5.0 6.2.4 and 6.1.2: a new password is checked against values
// known to be commonly used and against words of the account's own. The shared rule in contract/
// (isCommonPassword, also run by the browser) knows a few hundred bases, walks and repeats; here, on the
// server only, the lists of zxcvbn-ts (maintained, MIT): 49,233 passwords of breach corpora and the common
// words, first names, last names and Wikipedia words of the shop's seven languages, about 417,000 distinct
// entries (docs/decisions/037). A password is refused when it is one of them, or one of them with only
// digits and symbols around it ("Antwerpen2026!"), and when it holds the person's e-mail address or
// company name.

const DICTIONARY_PACKAGES = [
  "@zxcvbn-ts/language-common",
  "@zxcvbn-ts/language-en",
  "@zxcvbn-ts/language-de",
  "@zxcvbn-ts/language-fr",
  "@zxcvbn-ts/language-nl-be",
  "@zxcvbn-ts/language-it",
  "@zxcvbn-ts/language-es-es",
  "@zxcvbn-ts/language-pt-br",
]

/** The shortest entry kept: shorter ones are parts of every password, not passwords. */
const SHORTEST_ENTRY = 3

/**
 * A 53-bit key of an entry (two 32-bit FNV-1a style hashes of its UTF-16 units, as exact integers in a
 * double): the list is a sorted Float64Array of keys, 3.3 MB for 417,000 entries, where a Set of the
 * strings held 20 MB more of a server that runs in a 192 MB heap (decision 030). Two different passwords
 * share a key with a chance of about 1 in 10^10 per check.
 */
function entryKey(value: string): number {
  let low = 0x811c9dc5
  let high = 0x5bd1e995
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index)
    low = Math.imul(low ^ unit, 0x01000193)
    high = Math.imul(high ^ unit, 0x5bd1e995)
    high ^= high >>> 15
  }
  return (high >>> 11) * 0x1_0000_0000 + (low >>> 0)
}

// The packages are read in a worker thread that ends when the list is made: their modules (the arrays as
// the packages ship them, 25 MB of heap) die with it instead of staying in this process's module cache.
const BUILD_LIST = `
const { parentPort, workerData } = require("node:worker_threads")
const entryKey = ${entryKey.toString()}
const keys = []
for (const file of workerData.files) {
  const { dictionary } = require(file)
  for (const list of Object.values(dictionary))
    for (const word of list) {
      const entry = String(word).normalize("NFC").toLowerCase()
      if (entry.length >= workerData.shortest) keys.push(entryKey(entry))
    }
}
const sorted = Float64Array.from(keys).sort()
// the lists overlap: each entry once
let count = 0
for (let index = 0; index < sorted.length; index++)
  if (index === 0 || sorted[index] !== sorted[index - 1]) sorted[count++] = sorted[index]
const list = sorted.slice(0, count)
parentPort.postMessage(list, [list.buffer])
`

let loading: Promise<Float64Array> | null = null

/** The list, made once per process on first use (about a second on an idle core) and kept. */
export function passwordBlocklist(): Promise<Float64Array> {
  loading ??= new Promise<Float64Array>((resolve, reject) => {
    const require = createRequire(import.meta.url)
    const files = DICTIONARY_PACKAGES.map((name) => require.resolve(name))
    const worker = new Worker(BUILD_LIST, { eval: true, workerData: { files, shortest: SHORTEST_ENTRY } })
    worker.once("message", (list: Float64Array) => {
      resolve(list)
      void worker.terminate()
    })
    worker.once("error", reject)
  }).catch((error: unknown) => {
    // a failed read is tried again by the next check rather than remembered
    loading = null
    throw error
  })
  return loading
}

/** How many entries the list holds. */
export async function blocklistSize() {
  return (await passwordBlocklist()).length
}

function listed(keys: Float64Array, value: string): boolean {
  const key = entryKey(value)
  let low = 0
  let high = keys.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    if (keys[middle] === key) return true
    if (keys[middle]! < key) low = middle + 1
    else high = middle - 1
  }
  return false
}

/** Whether the password is a listed entry, or one with only digits and symbols around it, or disguised. */
export async function isListedPassword(password: string): Promise<boolean> {
  const list = await passwordBlocklist()
  const lowered = password.normalize("NFC").toLowerCase()
  const core = passwordCore(lowered)
  return [lowered, core, undisguised(core), core.replace(/\s+/g, "")].some(
    (candidate) => candidate.length >= SHORTEST_ENTRY && listed(list, candidate),
  )
}

/** Who the password is for: what of them it must not contain. */
export interface PasswordOwner {
  email: string
  companyName?: string | null
}

/**
 * The owner's own words, lower-cased and without spaces or punctuation: the e-mail address, its local
 * part, the company's name (SIGNUP-5: no password that holds the e-mail or the company's name).
 */
function ownWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase()
  const words = [email, email.split("@")[0] ?? "", owner.companyName ?? ""]
  return [...new Set(words.map(squeezed))].filter((word) => word.length >= 4)
}

/** lower-cased, without spaces, punctuation and symbols: "Grootkeukens Vandenberghe-Desmedt" → "grootkeukensvandenberghedesmedt" */
const squeezed = (value: string) =>
  value
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, "")

/** An account's owner as the password check needs them: its company's name read from the database. */
export async function passwordOwner(
  db: Db,
  client: { email: string; companyId: number | null },
): Promise<PasswordOwner> {
  const [company] = client.companyId
    ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, client.companyId))
    : []
  return { email: client.email, companyName: company?.name ?? null }
}

/** Whether the password holds the owner's e-mail address or company name (spaces, punctuation, swaps ignored). */
export function holdsOwnWords(password: string, owner: PasswordOwner): boolean {
  const forms = [squeezed(password), undisguised(squeezed(password))]
  return ownWords(owner).some((word) => forms.some((form) => form.includes(word)))
}

/**
 * A new password the person may keep, or a 422 on the password field (FORM-3): too
 * common (the lists above), or holding their own e-mail address or company name.
 */
export async function requireAcceptablePassword(password: string, owner: PasswordOwner, field = "password") {
  if (await isListedPassword(password))
    throw new ValidationError({ [field]: ["validation.passwordTooCommon"] })
  if (holdsOwnWords(password, owner))
    throw new ValidationError({ [field]: ["validation.passwordHasOwnWords"] })
}
