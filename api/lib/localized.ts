import type { Locale, LocalizedText } from "#contract/locales"

/** The text in the request's language, English when a translation is missing. */
export function pick(text: LocalizedText | null | undefined, locale: Locale): string | null {
  if (!text) return null
  return text[locale] || text.en || null
}
