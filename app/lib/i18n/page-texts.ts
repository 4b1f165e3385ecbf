import type { PageNamespace } from "./namespaces"

// Set by vite/page-texts.ts: where the build put the texts, /assets/texts-<hash of all texts>.
declare const __PAGE_TEXTS_BASE__: string

/** A namespace of the pages' texts as the browser gets it: "routes" (the route words), "common" or a page's. */
export type TextModule = "routes" | "common" | PageNamespace

/** The URL of one language's namespace: a module whose default export is the namespace's texts. */
export const pageTextsUrl = (language: string, namespace: TextModule) =>
  `${typeof __PAGE_TEXTS_BASE__ === "string" ? __PAGE_TEXTS_BASE__ : "/assets/texts"}/${language}/${namespace}.js`

/** What a page loads before hydrating: its route words, "common" and its routes' namespaces. */
export const textsOfPage = (namespaces: readonly PageNamespace[]): TextModule[] => [
  "routes",
  "common",
  ...namespaces,
]
