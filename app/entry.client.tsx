import i18next, { type BackendModule } from "i18next"
import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { I18nextProvider, initReactI18next } from "react-i18next"
import { HydratedRouter } from "react-router/dom"
import { isPageNamespace } from "./lib/i18n-namespaces"
import { FALLBACK_LOCALE, isSupportedLocale } from "./lib/locales"

// Only the page's language is loaded (hashed, cacheable chunks): "common" and the namespaces the page's
// routes declared (<html data-i18n>, app/lib/i18n-namespaces.ts), before hydration so the first client
// render matches the server's. A namespace needed later, after a client navigation, is loaded on demand.
const translations = import.meta.glob<{ default: Record<string, unknown> }>([
  "../locales/*/*.json",
  "!../locales/*/routes.json",
  "!../locales/*/api.json",
])

const load = async (locale: string, ns: string) =>
  (await translations[`../locales/${locale}/${ns}.json`]?.())?.default ?? {}

const onDemand: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    load(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    )
  },
}

async function hydrate() {
  const lang = document.documentElement.lang
  const locale = isSupportedLocale(lang) ? lang : FALLBACK_LOCALE
  const wanted = [
    "common",
    ...(document.documentElement.dataset.i18n ?? "").split(" ").filter(isPageNamespace),
  ]
  const loaded = await Promise.all(wanted.map((ns) => load(locale, ns)))
  await i18next
    .use(onDemand)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: Object.fromEntries(wanted.map((ns, index) => [ns, loaded[index]])) },
      // the bundled namespaces are complete; the backend only fetches the ones not yet loaded
      partialBundledLanguages: true,
      defaultNS: "common",
      ns: wanted,
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
