import type { Locale } from "#contract/locales"

import de from "../../../locales/de/routes.json" with { type: "json" }
import en from "../../../locales/en/routes.json" with { type: "json" }
import es from "../../../locales/es/routes.json" with { type: "json" }
import fr from "../../../locales/fr/routes.json" with { type: "json" }
import it from "../../../locales/it/routes.json" with { type: "json" }
import nl from "../../../locales/nl/routes.json" with { type: "json" }
import pt from "../../../locales/pt/routes.json" with { type: "json" }

export type RouteWords = typeof en
export type RouteWord = keyof RouteWords

// Translated route words (LANG-5), declared once per language in locales/<lng>/routes.json.
export const ROUTE_WORDS: Record<Locale, RouteWords> = { en, fr, nl, de, it, es, pt }

/** The browser's bundle registers its page's language here (app/lib/urls/route-words.browser.ts); the server
 * already has every language, so this only replaces a table with the same words. */
export function registerRouteWords(locale: Locale, words: RouteWords) {
  ROUTE_WORDS[locale] = words
}
