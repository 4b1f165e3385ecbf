import { createCookie } from "react-router"

import { env } from "../env.server"

// Secure behind HTTPS: "auto" marks cookies Secure in production (a TLS-terminating proxy is assumed);
// COOKIE_SECURE=never allows plain-HTTP production runs on a laptop or in CI.
export const cookieSecurity =
  env.COOKIE_SECURE === "always" || (env.COOKIE_SECURE === "auto" && env.isProduction)
export const YEAR = 60 * 60 * 24 * 365

/**
 * ASVS 5.0 3.3.1 (docs/security.md): over HTTPS every shop cookie's name carries the `__Host-` prefix, so a
 * browser takes it only when it is Secure, for the whole site and for this host alone (no Domain): a sibling
 * subdomain or a plain-HTTP page cannot plant or overwrite it. Plain-HTTP runs (COOKIE_SECURE=never: a
 * laptop, CI) keep the plain names, which browsers refuse the prefix for.
 */
export const shopCookieName = (name: string) => (cookieSecurity ? `__Host-${name}` : name)

/** Every shop cookie: the whole site, first-party navigations only, out of scripts' reach. */
export const cookieDefaults = {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: cookieSecurity,
} as const

/** The language a person last opened or picked (LANG-4: the chosen language is saved). */
export const languageCookie = createCookie(shopCookieName("lng"), {
  ...cookieDefaults,
  maxAge: YEAR,
})

/** The cookie notice was accepted (PAGE-13: accepted and remembered). */
export const cookieConsentCookie = createCookie(shopCookieName("cookie_consent"), {
  ...cookieDefaults,
  maxAge: YEAR,
})

export const csrfCookie = createCookie(shopCookieName("csrf"), {
  ...cookieDefaults,
  secrets: [env.sessionSecret],
})

/**
 * The login throttle's device token (api/modules/accounts/device-tokens.ts): sent with every login from
 * this browser, so that a lock caused by someone guessing elsewhere does not keep the owner out. The API
 * signs it; the cookie only carries it, out of scripts' reach, for a year.
 */
export const loginDeviceCookie = createCookie(shopCookieName("login_device"), {
  ...cookieDefaults,
  maxAge: YEAR,
})
