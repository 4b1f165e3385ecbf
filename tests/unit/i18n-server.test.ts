import { RouterContextProvider } from "react-router"
import { describe, expect, test } from "vitest"

import { getInstance, getLocale, i18nextMiddleware } from "../../app/lib/i18n/i18n.server"

/** the i18next instance and language the middleware gives a request for this URL */
async function forUrl(url: string) {
  const context = new RouterContextProvider()
  await i18nextMiddleware(
    { request: new Request(url), context, params: {}, unstable_pattern: "", url: new URL(url) } as never,
    () => Promise.resolve(new Response()),
  )
  return { locale: getLocale(context), i18n: getInstance(context) }
}

describe("the server's i18next instance of a request (one per language)", () => {
  test("a request gets its URL's language; one instance per language serves every request in it", async () => {
    const french = await forUrl("http://shop.test/fr/produits")
    const english = await forUrl("http://shop.test/en/products")
    const frenchAgain = await forUrl("http://shop.test/fr/contact.data")
    expect(french.locale).toBe("fr")
    expect(french.i18n.t("formProof.title")).toBe("Veuillez confirmer")
    expect(english.i18n.t("formProof.title")).toBe("Please confirm")
    // made once per language, not per request, and an English request does not change the French one
    expect(frenchAgain.i18n).toBe(french.i18n)
    expect(english.i18n).not.toBe(french.i18n)
    expect(french.i18n.language).toBe("fr")
    expect(french.i18n.t("formProof.confirm")).toBe("Envoyer à nouveau")
    // a URL in no language gets the fallback's
    expect((await forUrl("http://shop.test/cookie-consent")).i18n.t("formProof.title")).toBe("Please confirm")
  })
})
