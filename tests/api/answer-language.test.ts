import { describe, expect, test } from "vitest"

import de from "../../locales/de/api.json" with { type: "json" }
import en from "../../locales/en/api.json" with { type: "json" }
import fr from "../../locales/fr/api.json" with { type: "json" }
import nl from "../../locales/nl/api.json" with { type: "json" }
import { setupTestApi } from "../support/api"

// LANG-9: an answer speaks one language, the caller's: the top-level message of a refusal as well as its
// fields' messages.

const api = setupTestApi()
const TEXTS = { en, de, fr, nl }

describe("the language of an error answer", () => {
  for (const [locale, texts] of Object.entries(TEXTS)) {
    test(`a refused query answers its message and its fields in one language (${locale})`, async () => {
      const { status, body } = await api.json("/products?page[number]=many", { locale })
      expect(status).toBe(422)
      expect(body.message).toBe(texts.errors.invalidData)
      const fieldMessages = Object.values(body.errors as Record<string, string[]>).flat()
      expect(fieldMessages.length).toBeGreaterThan(0)
      if (locale !== "en") {
        expect(body.message).not.toBe(en.errors.invalidData)
        for (const message of fieldMessages) expect(Object.values(en.validation)).not.toContain(message)
      }
    })
  }

  test("a body that cannot be read is refused in the caller's language", async () => {
    const { status, body } = await api.json("/pages/contact-email", {
      method: "POST",
      locale: "nl",
      headers: { "content-type": "application/json" },
      body: "{not json",
    })
    expect(status).toBe(422)
    expect(body.message).toBe(nl.errors.invalidData)
    expect(body.errors).toEqual({ _: [nl.validation.malformed] })
  })

  test("an unknown address is not found in the caller's language", async () => {
    const { status, body } = await api.json("/no-such-thing", { locale: "fr" })
    expect(status).toBe(404)
    expect(body).toEqual({ error: "not_found", message: fr.errors.notFound })
  })
})
