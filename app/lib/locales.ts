import config from "../../locales/config.json" with { type: "json" }

// spec §1/§9: supported en, fr, nl, de, it, es; pt has complete texts, so adding it is a line in
// locales/config.json ("supported"). Fallback: en.
export type Locale = "en" | "fr" | "nl" | "de" | "it" | "es" | "pt"
export const LOCALES_WITH_TEXTS = config.withTexts as Locale[]
export const SUPPORTED_LOCALES = config.supported as Locale[]
export const FALLBACK_LOCALE = config.fallback as Locale
export const LANGUAGE_NAMES = config.names as Record<Locale, string>

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
