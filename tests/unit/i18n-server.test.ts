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

describe("the server's i18next instance of a request (remix-i18next's middleware)", () => {
  test("a request gets its URL's language and an instance in it; one request's language leaves another's", async () => {
    const french = await forUrl("http://shop.test/fr/produits")
    const english = await forUrl("http://shop.test/en/products")
    const frenchData = await forUrl("http://shop.test/fr/contact.data")
    expect(french.locale).toBe("fr")
    expect(frenchData.locale).toBe("fr")
    expect(english.locale).toBe("en")
    expect(french.i18n.t("formProof.title")).toBe("Veuillez confirmer")
    expect(english.i18n.t("formProof.title")).toBe("Please confirm")
    expect(french.i18n.language).toBe("fr")
    expect(french.i18n.t("formProof.confirm")).toBe("Envoyer à nouveau")
    expect(frenchData.i18n.t("public-forms:contact.title")).toBe("Contactez-nous")
    // a URL in no language (LANG-2) gets the fallback's
    const none = await forUrl("http://shop.test/cookie-consent")
    expect(none.locale).toBe("en")
    expect(none.i18n.t("formProof.title")).toBe("Please confirm")
  })
})
