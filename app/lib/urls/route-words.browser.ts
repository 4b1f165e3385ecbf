import type { Locale } from "#contract/locales"

import type { RouteWords } from "./route-words"

// app/lib/urls/route-words.ts as the browser has it (vite/route-words-per-language.ts): the page's language
// only, registered by entry.client.tsx before hydration. Links are built for the page's language; the
// other languages' paths come from the server (the language switcher's alternates).
export type { RouteWord, RouteWords } from "./route-words"

export const ROUTE_WORDS = {} as Record<Locale, RouteWords>

export function registerRouteWords(locale: Locale, words: RouteWords) {
  ROUTE_WORDS[locale] = words
}
