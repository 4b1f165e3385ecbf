import type { Locale } from "#contract/locales"

import type { MenuLink } from "../session/root-data"
import { itemHref, type Menu, nameOf } from "./menu"

// The category tree as links, built once per menu tree and language rather than on every page: the tree
// is kept for 30 s (menu-cache.server.ts), and its ~110 links were rebuilt for every request (issue 17).
// The links are read-only data: the pages only render them.
const linksOfMenu = new WeakMap<Menu, Map<Locale, MenuLink[]>>()

export function menuLinks(menu: Menu, locale: Locale): MenuLink[] {
  let byLocale = linksOfMenu.get(menu)
  if (!byLocale) linksOfMenu.set(menu, (byLocale = new Map<Locale, MenuLink[]>()))
  let links = byLocale.get(locale)
  if (!links) {
    const toLink = (item: Menu["categories"][number]): MenuLink => ({
      id: item.id,
      name: nameOf(item, locale),
      href: itemHref(item, locale),
      children: item.children.map(toLink),
    })
    byLocale.set(locale, (links = menu.categories.map(toLink)))
  }
  return links
}

/** A category with its ranges: the home page's category cards. */
export interface CategoryCard {
  id: string
  name: string
  href: string
  ranges: { id: string; name: string; href: string }[]
}

const cardsOfMenu = new WeakMap<Menu, Map<Locale, CategoryCard[]>>()

/** The categories and their ranges, without the levels below: all the home page shows of the tree. */
export function categoryCards(menu: Menu, locale: Locale): CategoryCard[] {
  let byLocale = cardsOfMenu.get(menu)
  if (!byLocale) cardsOfMenu.set(menu, (byLocale = new Map<Locale, CategoryCard[]>()))
  let cards = byLocale.get(locale)
  if (!cards) {
    cards = menuLinks(menu, locale).map(({ id, name, href, children }) => ({
      id,
      name,
      href,
      ranges: children.map((range) => ({ id: range.id, name: range.name, href: range.href })),
    }))
    byLocale.set(locale, cards)
  }
  return cards
}
