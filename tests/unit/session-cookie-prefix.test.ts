import { RouterContextProvider } from "react-router"
import { expect, test } from "vitest"

// ASVS 5.0 3.3.1: over HTTPS (COOKIE_SECURE=always, or auto in production) every shop cookie has
// the `__Host-` prefix, the session's `__Host-session`: Secure, Path=/ and no Domain, which is what a
// browser demands of the prefix.
process.env.COOKIE_SECURE = "always"
const { partnerSessionContext, partnerSessionMiddleware, SESSION_COOKIE_NAME } =
  await import("../../app/lib/session/partner-session.server")
const { cookieConsentCookie, csrfCookie, languageCookie, loginDeviceCookie } =
  await import("../../app/lib/session/cookies.server")
const { wishlistCookie } = await import("../../app/lib/shop/basket.server")

test("the session cookie over HTTPS carries the __Host- prefix, Secure, for the whole site and this host only", async () => {
  expect(SESSION_COOKIE_NAME).toBe("__Host-session")
  const context = new RouterContextProvider()
  const response = (await partnerSessionMiddleware(
    {
      request: new Request("https://shop.example.com/en"),
      context,
      params: {},
      unstable_pattern: "/en",
    } as never,
    () => {
      // any change of the session writes the cookie: here the "session expired" message of a logout
      context.get(partnerSessionContext).signOut("login.sessionExpired")
      return Promise.resolve(new Response("page"))
    },
  )) as Response
  const cookie = response.headers.get("set-cookie")!
  expect(cookie).toMatch(/^__Host-session=/)
  expect(cookie).toMatch(/;\s*Secure/i)
  expect(cookie).toMatch(/;\s*Path=\/(;|$)/)
  expect(cookie).not.toMatch(/Domain=/i)
})

test("every other shop cookie over HTTPS carries the prefix too, with what the prefix demands", async () => {
  for (const cookie of [cookieConsentCookie, csrfCookie, languageCookie, loginDeviceCookie, wishlistCookie]) {
    expect(cookie.name).toMatch(/^__Host-/)
    const header = await cookie.serialize("value")
    expect(header, cookie.name).toMatch(/;\s*Secure/i)
    expect(header, cookie.name).toMatch(/;\s*Path=\/(;|$)/)
    expect(header, cookie.name).not.toMatch(/Domain=/i)
  }
})
