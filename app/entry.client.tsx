import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { isRouteErrorResponse } from "react-router"
import { HydratedRouter } from "react-router/dom"

import { FALLBACK_LOCALE, isSupportedLocale } from "#contract/locales"

import { isPageNamespace } from "./lib/i18n/namespaces"
import { pageTextsUrl, type TextModule } from "./lib/i18n/page-texts"
import { loadTextsForNavigations } from "./lib/i18n/texts-with-the-page"
import { TranslatorProvider } from "./lib/i18n/translation"
import { type Texts, Translator } from "./lib/i18n/translator"
import { isHydrating, reportClientError } from "./lib/transport/client-errors"
import { registerRouteWords, type RouteWords } from "./lib/urls/route-words"

// Only the page's language is loaded (hashed, cacheable modules the document preloads, vite/page-texts.ts):
// its route words, "common" and the namespaces the page's routes declared (<html data-i18n>,
// app/lib/i18n-namespaces.ts), before hydration so the first client render matches the server's. A
// namespace needed later, after a client navigation, is loaded on demand.
const load = async <T,>(locale: string, namespace: TextModule): Promise<T> =>
  ((await import(/* @vite-ignore */ pageTextsUrl(locale, namespace))) as { default: T }).default

async function hydrate() {
  const lang = document.documentElement.lang
  const locale = isSupportedLocale(lang) ? lang : FALLBACK_LOCALE
  const wanted: TextModule[] = [
    "common",
    ...(document.documentElement.dataset.i18n ?? "").split(" ").filter(isPageNamespace),
  ]
  const [words, ...loaded] = await Promise.all([
    load<RouteWords>(locale, "routes"),
    ...wanted.map((namespace) => load<Texts>(locale, namespace)),
  ])
  registerRouteWords(locale, words)
  const translator = new Translator(
    locale,
    new Map(wanted.map((namespace, index) => [namespace, loaded[index]!])),
    (namespace) => (isPageNamespace(namespace) ? load<Texts>(locale, namespace) : Promise.resolve({})),
  )
  loadTextsForNavigations(translator)
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslatorProvider value={translator}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </TranslatorProvider>,
      // MODE-7: what the boundaries caught, and what none did, reaches the server once
      { onCaughtError: reportBoundaryError, onUncaughtError: reportBoundaryError },
    )
  })
}

function reportBoundaryError(error: unknown) {
  if (isRouteErrorResponse(error)) console.error(error)
  else reportClientError(error, isHydrating() ? "hydration" : "later")
}

// MODE-7: a start that fails (the page's texts, a module) hydrates nothing: the server's page stays, and
// the server is told
hydrate().catch((error: unknown) => reportClientError(error, "start"))
