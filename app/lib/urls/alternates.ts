import type { Locale } from "#contract/locales"
import { SUPPORTED_LOCALES } from "#contract/locales"

import { listParams, type Menu, resolveListPath } from "../shop/menu"
import { newsSlugIn, type NewsSlugs } from "../shop/news"
import { localizedPath, pageOfPath } from "./pages"

/**
 * The same page in every supported language (LANG-7: a language switch on list or product pages keeps
 * the menu path in the new language). Used by the switcher and the hreflang alternates. A news item's
 * page keeps the item with the new language's slug (`newsSlugs`: the item's slugs, which the root loader
 * reads for that page only).
 */
export function alternatePaths(
  menu: Menu,
  locale: Locale,
  pathname: string,
  search = "",
  newsSlugs: NewsSlugs | null = null,
): Record<Locale, string> {
  const current = pageOfPath(locale, pathname)
  const out = {} as Record<Locale, string>
  for (const target of SUPPORTED_LOCALES) {
    let path = localizedPath(target, "home")
    let keepQuery = false
    if (current?.page === "productDetails") {
      // the same product with the new language's menu slugs (LANG-7)
      const selection = resolveListPath(menu, locale, current.params)
      if (selection) {
        path = localizedPath(target, "productDetails", {
          ...listParams(selection, target),
          id: current.params.id,
        })
        keepQuery = true
      }
    } else if (current?.page === "productList") {
      const selection = resolveListPath(menu, locale, current.params)
      if (selection) {
        path = localizedPath(target, "productList", listParams(selection, target))
        keepQuery = true
      }
    } else if (current?.page === "newsDetails" && newsSlugs) {
      path = localizedPath(target, "newsDetails", {
        id: current.params.id,
        slug: newsSlugIn(newsSlugs, target),
      })
    } else if (current) {
      path = localizedPath(target, current.page, current.params)
      keepQuery = true
    }
    out[target] = keepQuery ? path + search : path
  }
  return out
}
