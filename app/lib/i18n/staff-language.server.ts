import { isSupportedLocale, type Locale, SUPPORTED_LOCALES } from "#contract/locales"

import { languageCookie } from "../session/cookies.server"

/**
 * The back office's language (its paths name none): the one the shop's language cookie stores (LANG-4,
 * also set by the staff pages' language switch), else the first supported one the browser asks for in
 * Accept-Language, by its weights; null leaves the fallback to remix-i18next.
 */
export async function staffLanguage(request: Request): Promise<Locale | null> {
  const stored: unknown = await languageCookie.parse(request.headers.get("Cookie"))
  if (typeof stored === "string" && isSupportedLocale(stored)) return stored
  return preferredLanguage(request.headers.get("Accept-Language"))
}

/** The first supported language of an Accept-Language header ("fr-BE,fr;q=0.9,en;q=0.8" → fr). */
export function preferredLanguage(header: string | null): Locale | null {
  if (!header) return null
  const asked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", weight: q ? Number(q) : 1, index }
    })
    .filter((entry) => entry.weight > 0 && Number.isFinite(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  const found = asked.find((entry) => (SUPPORTED_LOCALES as string[]).includes(entry.language))
  return (found?.language as Locale | undefined) ?? null
}
