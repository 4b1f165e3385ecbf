import { createCookie } from "react-router"

import { env } from "../env.server"

// Secure behind HTTPS: "auto" marks cookies Secure in production (a TLS-terminating proxy is assumed);
// COOKIE_SECURE=never allows plain-HTTP production runs on a laptop or in CI.
export const cookieSecurity =
  env.COOKIE_SECURE === "always" || (env.COOKIE_SECURE === "auto" && env.isProduction)
export const YEAR = 60 * 60 * 24 * 365

/** Every shop cookie: the whole site, first-party navigations only, out of scripts' reach. */
export const cookieDefaults = {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: cookieSecurity,
} as const

/** The language a person last opened or picked (spec §2: the chosen language is saved). */
export const languageCookie = createCookie("lng", {
  ...cookieDefaults,
  maxAge: YEAR,
})

/** The cookie notice was accepted (spec §2: accepted and remembered). */
export const cookieConsentCookie = createCookie("cookie_consent", {
  ...cookieDefaults,
  maxAge: YEAR,
})

export const csrfCookie = createCookie("csrf", {
  ...cookieDefaults,
  secrets: [env.sessionSecret],
})

/**
 * The login throttle's device token (api/modules/accounts/device-tokens.ts): sent with every login from
 * this browser, so that a lock caused by someone guessing elsewhere does not keep the owner out. The API
 * signs it; the cookie only carries it, out of scripts' reach, for a year.
 */
export const loginDeviceCookie = createCookie("login_device", {
  ...cookieDefaults,
  maxAge: YEAR,
})
