import { describe, expect, it } from "vitest"

import { blocklistSize, holdsOwnWords, isListedPassword } from "../../api/modules/accounts/password-policy"

// SIGNUP-5 (NIST SP 800-63B 3.1.1.2, ASVS 5.0 6.2.4): the server's password lists, read from the zxcvbn-ts
// packages in a worker thread, and the person's own words.
describe("the server's password lists", () => {
  // the first check reads the lists (about a second on an idle core, several on a loaded CI machine)
  it(
    "hold at least 100,000 entries: breach corpora and the words of the shop's languages",
    { timeout: 60_000 },
    async () => {
      expect(await blocklistSize()).toBeGreaterThan(100_000)
    },
  )

  it("refuse breach passwords, words with digits and symbols around them, and their disguises", async () => {
    for (const password of [
      "q1w2e3r4t5",
      "manchester",
      "basketball",
      "Antwerpen2026!",
      "M@nchester1!",
      "Küchenchef2026",
    ])
      expect(await isListedPassword(password), password).toBe(true)
  })

  it("let passwords through that no list has", async () => {
    for (const password of [
      "Tr0mbone-Lamp-42",
      "correct horse battery staple",
      "rl3F9!xqT2&w",
      "Zonnebloem#77",
    ])
      expect(await isListedPassword(password), password).toBe(false)
  })
})

describe("a password holding the person's own words", () => {
  const owner = { email: "anneleen.vdb@grootkeukens.be", companyName: "Grootkeukens Vandenberghe en Zonen" }

  it("is found: the e-mail address or its local part, the company name, whatever the spacing, case and swaps", () => {
    for (const password of [
      "anneleen.vdb@grootkeukens.be!",
      "Anneleen.VDB-2026",
      "AnneleenVdb2026",
      "grootkeukens vandenberghe en zonen 1",
      "Gr00tkeukensVandenbergheEnZonen",
    ])
      expect(holdsOwnWords(password, owner), password).toBe(true)
  })

  it("is not found in passwords that only share a short piece", () => {
    for (const password of ["Tr0mbone-Lamp-42", "Keukens-Zijn-Fijn-7", "vdb-is-kort-2026"])
      expect(holdsOwnWords(password, owner), password).toBe(false)
  })
})
