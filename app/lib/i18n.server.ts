import { createI18nextMiddleware } from "remix-i18next/middleware"
import { initReactI18next } from "react-i18next"
import { PAGE_NAMESPACES } from "./i18n-namespaces"
import { resources } from "./i18n-resources.server"
import { FALLBACK_LOCALE, SUPPORTED_LOCALES, localeFromPathname } from "./locales"

// The language is the URL's first segment; every route lives under /{locale} (spec §2).
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: SUPPORTED_LOCALES,
    fallbackLanguage: FALLBACK_LOCALE,
    order: ["custom"],
    // data requests (/fr.data, /fr/faq.data) carry the same language as their page
    findLocale: async (request) => localeFromPathname(new URL(request.url).pathname.replace(/\.data$/, "")),
  },
  i18next: { resources, defaultNS: "common", ns: ["common", ...PAGE_NAMESPACES], interpolation: { escapeValue: false } },
  plugins: [initReactI18next],
})
