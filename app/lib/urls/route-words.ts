import type { Locale } from "#contract/locales"
import { ROUTE_WORDS, type RouteWords } from "#contract/route-words"

// The route words of every language (LANG-5, contract/route-words.ts), as the server and the tests have
// them. The browser's bundle has app/lib/urls/route-words.browser.ts instead (the page's language only).
export { ROUTE_WORDS }
export type { RouteWord, RouteWords } from "#contract/route-words"

/** The browser's bundle registers its page's language here (app/lib/urls/route-words.browser.ts); the server
 * already has every language, so this only replaces a table with the same words. */
export function registerRouteWords(locale: Locale, words: RouteWords) {
  ROUTE_WORDS[locale] = words
}
