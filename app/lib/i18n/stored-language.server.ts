import { FALLBACK_LOCALE, isSupportedLocale, type Locale } from "#contract/locales"

import { languageCookie } from "../session/cookies.server"

/** The stored language if still supported, else the fallback (LANG-4). */
export async function storedLanguage(request: Request): Promise<Locale> {
  const stored: unknown = await languageCookie.parse(request.headers.get("Cookie"))
  return typeof stored === "string" && isSupportedLocale(stored) ? stored : FALLBACK_LOCALE
}
