import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { isPageNamespace } from "./lib/i18n-namespaces"
import { FALLBACK_LOCALE, isSupportedLocale } from "./lib/locales"
import { registerRouteWords, type RouteWords } from "./lib/route-words"
import { TranslatorProvider } from "./lib/translation"
import { Translator, type Texts } from "./lib/translator"

// Only the page's language is loaded (hashed, cacheable chunks): "common" and the namespaces the page's
// routes declared (<html data-i18n>, app/lib/i18n-namespaces.ts), before hydration so the first client
// render matches the server's. A namespace needed later, after a client navigation, is loaded on demand.
const translations = import.meta.glob<{ default: Texts }>([
  "../locales/*/*.json",
  "!../locales/*/routes.json",
  "!../locales/*/api.json",
])

// the page language's route words (links are built with them), loaded with its translations
const routeWords = import.meta.glob<{ default: RouteWords }>("../locales/*/routes.json")

const load = async (locale: string, ns: string) =>
  (await translations[`../locales/${locale}/${ns}.json`]?.())?.default ?? {}

async function hydrate() {
  const lang = document.documentElement.lang
  const locale = isSupportedLocale(lang) ? lang : FALLBACK_LOCALE
  const wanted = [
    "common",
    ...(document.documentElement.dataset.i18n ?? "").split(" ").filter(isPageNamespace),
  ]
  const [words, ...loaded] = await Promise.all([
    routeWords[`../locales/${locale}/routes.json`]!(),
    ...wanted.map((ns) => load(locale, ns)),
  ])
  registerRouteWords(locale, words.default)
  const translator = new Translator(
    locale,
    new Map(wanted.map((ns, index) => [ns, loaded[index]!])),
    (ns) => load(locale, ns),
  )
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslatorProvider value={translator}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </TranslatorProvider>,
    )
  })
}

void hydrate()
