import { FALLBACK_LOCALE, type Locale, LOCALES } from "#contract/locales"

/** The request's content language from Accept-Language; unknown languages fall back to English. */
export function localeFromHeader(header: string | null | undefined): Locale {
  if (!header) return FALLBACK_LOCALE
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params.find((p) => p.trim().startsWith("q="))
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    const base = tag.split("-")[0] as Locale
    if ((LOCALES as readonly string[]).includes(base)) return base
  }
  return FALLBACK_LOCALE
}
