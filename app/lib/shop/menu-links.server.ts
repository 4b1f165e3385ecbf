import type { Locale } from "#contract/locales"

import type { MenuLink } from "../session/root-data"
import { itemHref, type Menu, nameOf } from "./menu"

/**
 * What pages build from the menu tree, built once per tree and language rather than on every page: the
 * tree is kept for 30 s (menu-cache.server.ts) and what is built from it lives as long (decision 046). The
 * results are read-only: pages only render them.
 */
export function keptPerMenuAndLocale<T, Rest extends unknown[]>(
  build: (menu: Menu, locale: Locale, ...rest: Rest) => T,
): (menu: Menu, locale: Locale, ...rest: Rest) => T {
  const kept = new WeakMap<Menu, Map<Locale, T>>()
  return (menu, locale, ...rest) => {
    let byLocale = kept.get(menu)
    if (!byLocale) kept.set(menu, (byLocale = new Map<Locale, T>()))
    if (!byLocale.has(locale)) byLocale.set(locale, build(menu, locale, ...rest))
    return byLocale.get(locale)!
  }
}

/** The category tree as links: the mega menu's (menu-markup.server.ts). */
export const menuLinks = keptPerMenuAndLocale((menu: Menu, locale: Locale): MenuLink[] => {
  const toLink = (item: Menu["categories"][number]): MenuLink => ({
    id: item.id,
    name: nameOf(item, locale),
    href: itemHref(item, locale),
    children: item.children.map(toLink),
  })
  return menu.categories.map(toLink)
})

/** A category with its ranges: the home page's category cards. */
export interface CategoryCard {
  id: string
  name: string
  href: string
  ranges: { id: string; name: string; href: string }[]
}

/** The categories and their ranges, without the levels below: all the home page shows of the tree. */
export const categoryCards = keptPerMenuAndLocale((menu: Menu, locale: Locale): CategoryCard[] =>
  menuLinks(menu, locale).map(({ id, name, href, children }) => ({
    id,
    name,
    href,
    ranges: children.map((range) => ({ id: range.id, name: range.name, href: range.href })),
  })),
)
