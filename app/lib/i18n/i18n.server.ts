import { createInstance, type i18n } from "i18next"
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router"
import { RemixI18Next } from "remix-i18next/server"

import { FALLBACK_LOCALE, type Locale, localeFromPathname, SUPPORTED_LOCALES } from "#contract/locales"

import { PAGE_NAMESPACES } from "./namespaces"
import { resources } from "./resources.server"
import { type Texts, Translator } from "./translator"

// The language is the URL's first segment; every route lives under /{locale} (spec §2). Data requests
// (/fr.data, /fr/faq.data) carry the same language as their page.
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: FALLBACK_LOCALE,
    order: ["custom"],
    findLocale: (request) =>
      Promise.resolve(localeFromPathname(new URL(request.url).pathname.replace(/\.data$/, ""))),
  },
})

// One i18next instance holds every language's texts, initialised once per process; each request gets a
// clone in its own language that shares those texts. (remix-i18next's middleware created and initialised
// a whole instance per request, ~0.7 ms of every page; a clone costs ~0.1 ms.)
const shared = createInstance({
  resources,
  defaultNS: "common",
  ns: ["common", ...PAGE_NAMESPACES],
  interpolation: { escapeValue: false },
})
const ready = shared.init({ lng: FALLBACK_LOCALE })

const localeContext = createContext<Locale>()
const instanceContext = createContext<i18n>()

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  await ready
  const locale = (await detector.getLocale(request)) as Locale
  context.set(localeContext, locale)
  context.set(instanceContext, shared.cloneInstance({ lng: locale }))
  return next()
}

export const getLocale = (context: Readonly<RouterContextProvider>): Locale => context.get(localeContext)
export const getInstance = (context: Readonly<RouterContextProvider>): i18n => context.get(instanceContext)

// The pages' translator of each language (app/lib/translator.ts): every namespace is on the server.
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
