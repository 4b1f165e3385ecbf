import config from "../locales/config.json" with { type: "json" }

// LANG-1: supported en, fr, nl, de, it, es; pt has complete texts, so adding it is a line in
// locales/config.json ("supported"). Fallback: en. The API stores and answers texts in every language
// with texts; the shop serves the supported ones.
export const LOCALES = ["en", "fr", "nl", "de", "it", "es", "pt"] as const
export type Locale = (typeof LOCALES)[number]
export const LOCALES_WITH_TEXTS = config.withTexts as Locale[]
export const SUPPORTED_LOCALES = config.supported as Locale[]
export const FALLBACK_LOCALE = config.fallback as Locale
export const LANGUAGE_NAMES = config.names as Record<Locale, string>

/** A text in every language (LANG-8: every text a person reads is stored per language). */
export type LocalizedText = Record<Locale, string>

export function isLocale(value: string | null | undefined): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value)
}

export function isSupportedLocale(value: string | null | undefined): value is Locale {
  return !!value && (SUPPORTED_LOCALES as string[]).includes(value)
}

/** A first path segment that looks like a language code (supported or not): "fr", "ru", "pt-BR". */
export function looksLikeLocale(segment: string | undefined): boolean {
  return !!segment && /^[a-z]{2}(-[a-z]{2})?$/i.test(segment)
}

/** The locale a URL's first segment names, if supported. */
export function localeFromPathname(pathname: string): Locale | null {
  const first = pathname.split("/")[1]
  return isSupportedLocale(first) ? first : null
}

/**
 * The tag Intl formats with, for dates, numbers and the calendar's week start: English is written the
 * British way (24 November 2026) in a Belgian shop; French and Dutch as in Belgium.
 */
const INTL_TAGS: Record<Locale, string> = {
  en: "en-GB",
  fr: "fr-BE",
  nl: "nl-BE",
  de: "de-DE",
  it: "it-IT",
  es: "es-ES",
  pt: "pt-PT",
}
export const intlLocale = (locale: string) => (isLocale(locale) ? INTL_TAGS[locale] : INTL_TAGS.en)
