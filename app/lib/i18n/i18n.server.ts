import type { RouterContextProvider } from "react-router"
import { createI18nextMiddleware } from "remix-i18next"

import { FALLBACK_LOCALE, type Locale, localeFromPathname, SUPPORTED_LOCALES } from "#contract/locales"

import { isStaffPath } from "../urls/staff-paths"
import { PAGE_NAMESPACES } from "./namespaces"
import { resources } from "./resources.server"
import { staffLanguage } from "./staff-language.server"
import { type Texts, Translator } from "./translator"

// remix-i18next's middleware (the root route's) finds a request's language and gives the request an i18next
// instance in it, with every language's texts, for loaders, actions and other middleware (decision 104).
// The language is the URL's first segment; every route lives under /{locale} (LANG-2). Data requests
// (/fr.data, /fr/faq.data) carry the same language as their page. The back office's paths are English in
// every language (/staff/…): its pages take the language stored by the shop's cookie, else the browser's
// (staff-language.server.ts). Anything else gets the fallback.
const [i18nextMiddleware, localeOf, instanceOf] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: FALLBACK_LOCALE,
    order: ["custom"],
    findLocale: ({ request }) => {
      const pathname = new URL(request.url).pathname.replace(/\.data$/, "")
      if (isStaffPath(pathname)) return staffLanguage(request)
      return Promise.resolve(localeFromPathname(pathname))
    },
  },
  i18next: {
    resources,
    defaultNS: "common",
    ns: ["common", ...PAGE_NAMESPACES],
    interpolation: { escapeValue: false },
  },
})

export { i18nextMiddleware }
export const getLocale = (context: Readonly<RouterContextProvider>) => localeOf(context) as Locale
export const getInstance = instanceOf

// The pages' translator of each language (app/lib/translator.ts): every namespace is on the server. Pages
// render with it, not with i18next: one per language, made once and shared by its requests.
const pageTranslators = new Map<Locale, Translator>()
export function pageTranslator(context: Readonly<RouterContextProvider>): Translator {
  const locale = getLocale(context)
  let translator = pageTranslators.get(locale)
  if (!translator) {
    const texts = (resources as Record<string, Record<string, Texts>>)[locale] ?? {}
    translator = new Translator(locale, new Map(Object.entries(texts)))
    pageTranslators.set(locale, translator)
  }
  return translator
}
