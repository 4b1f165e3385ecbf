import { createContext, use, useContext, useMemo } from "react"

import { DEFAULT_NAMESPACE, type Translate, type Translator } from "./translator"

// The pages' translations: entry.server.tsx and entry.client.tsx provide the page language's Translator;
// components ask for a namespace's `t` (decision 014). A namespace the page did not bring is fetched on
// demand: the component waits for it (React's `use`), as after a client navigation to an ordering page.
const TranslatorContext = createContext<Translator | null>(null)

export const TranslatorProvider = TranslatorContext.Provider

export function useTranslation(namespace: string = DEFAULT_NAMESPACE): { t: Translate; i18n: Translator } {
  const translator = useContext(TranslatorContext)
  if (!translator) throw new Error("useTranslation needs a TranslatorProvider")
  const translation = useMemo<{ t: Translate; i18n: Translator }>(
    () => ({ t: (key, options) => translator.t(key, options, namespace), i18n: translator }),
    [translator, namespace],
  )
  // called every time, after the other hooks: a namespace already there is a settled promise that `use`
  // reads at once; React replays a component that suspended here with the same hooks in the same order
  use(translator.load(namespace))
  return translation
}

/**
 * Makes sure a namespace is there before the component renders, for a component that uses its keys with
 * their prefix ("public-forms:signup.title") next to common ones. The route lists it in its handle too,
 * so a document brings it; after a client navigation the component waits for it here.
 */
export function usePageTexts(namespace: string) {
  const translator = useContext(TranslatorContext)
  if (!translator) throw new Error("usePageTexts needs a TranslatorProvider")
  use(translator.load(namespace))
}
