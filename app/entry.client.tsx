import i18next from "i18next"
import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { I18nextProvider, initReactI18next } from "react-i18next"
import { HydratedRouter } from "react-router/dom"
import { FALLBACK_LOCALE, isSupportedLocale } from "./lib/locales"

// Only the page's language is loaded (a hashed, cacheable chunk), before hydration so the first
// client render matches the server's.
const translations = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/common.json")

async function hydrate() {
  const lang = document.documentElement.lang
  const locale = isSupportedLocale(lang) ? lang : FALLBACK_LOCALE
  const common = await translations[`../locales/${locale}/common.json`]()
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { common: common.default } },
    defaultNS: "common",
    ns: ["common"],
    interpolation: { escapeValue: false },
  })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
