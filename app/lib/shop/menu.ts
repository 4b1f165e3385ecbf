import type { MenuNode, MenuTreesDocument } from "#contract/catalog"
import { type Locale, LOCALES } from "#contract/locales"
import { slugify } from "#contract/slug"

import { localizedPath } from "../urls/pages"
import { ROUTE_WORDS } from "../urls/route-words"

// The catalogue tree of the menu-trees call, shaped for pages: names and slugs in every language.
export type MenuLevel = "category" | "range" | "subrange" | "family" | "subfamily" | "line"
export interface MenuItem {
  id: string
  level: MenuLevel
  names: Record<string, { name: string; slug: string }>
  children: MenuItem[]
  parent: MenuItem | null
}
export interface Menu {
  categories: MenuItem[]
  /** the classification across the tree (CAT-1): families > subfamilies, and lines */
  families: MenuItem[]
  lines: MenuItem[]
  /** "level:id", e.g. "range:12" */
  byId: Map<string, MenuItem>
}

const LEVEL_OF_TYPE: Record<string, MenuLevel> = {
  "product-categories": "category",
  "product-ranges": "range",
  "product-subranges": "subrange",
  "product-families": "family",
  "product-subfamilies": "subfamily",
  "product-lines": "line",
}

/** What the menu is built from: the menu-trees document (of its items only names and slugs are read). */
export interface MenuSource {
  data: MenuTreesDocument["data"]
  included: {
    type: string
    id: string
    attributes: Partial<Record<Locale, { name: string; slug: string }>>
  }[]
}

export function buildMenu(document: MenuSource): Menu {
  const attributes = new Map(document.included.map((item) => [`${item.type}:${item.id}`, item.attributes]))
  const byId = new Map<string, MenuItem>()
  const build = (node: MenuNode, parent: MenuItem | null): MenuItem => {
    const raw = attributes.get(`${node.type}:${node.id}`)
    const names: MenuItem["names"] = {}
    for (const locale of LOCALES) if (raw?.[locale]) names[locale] = raw[locale]
    const item: MenuItem = {
      id: node.id,
      level: LEVEL_OF_TYPE[node.type] ?? "category",
      names,
      children: [],
      parent,
    }
    byId.set(`${item.level}:${item.id}`, item)
    item.children = node.children.map((child) => build(child, item))
    return item
  }
  return {
    categories: document.data.attributes.tree.map((node) => build(node, null)),
    families: document.data.attributes.families.map((node) => build(node, null)),
    lines: document.data.attributes.lines.map((node) => build(node, null)),
    byId,
  }
}

export const nameOf = (item: MenuItem, locale: Locale) =>
  item.names[locale]?.name ?? item.names.en?.name ?? ""
export const slugOf = (item: MenuItem, locale: Locale) =>
  item.names[locale]?.slug ?? item.names.en?.slug ?? ""

/** CAT-4: the special lists always accepted in the category position. */
export const SPECIAL_LISTS = ["promo", "goodDeals", "new", "hitParade"] as const
export type SpecialList = (typeof SPECIAL_LISTS)[number]

export interface ListSelection {
  /** a category of the tree, "all", or one of the special lists */
  category: MenuItem | "all" | SpecialList | null
  range: MenuItem | null
  subrange: MenuItem | null
}

/**
 * CAT-26: the slug an item had before German slugs spelled the umlauts out ("kuhltechnik" for
 * "kuehltechnik"), with the same "-2" a second item of the name took; null where it is the same slug.
 */
function olderSlugOf(item: MenuItem, locale: Locale): string | null {
  if (locale !== "de") return null
  const slug = slugOf(item, locale)
  const spelled = slugify(nameOf(item, locale), locale)
  const older = slugify(nameOf(item, locale)) + (slug.startsWith(spelled) ? slug.slice(spelled.length) : "")
  return older !== slug ? older : null
}

const findBySlug = (items: MenuItem[], locale: Locale, slug: string, older = false) =>
  items.find((item) => slugOf(item, locale) === slug || (older && olderSlugOf(item, locale) === slug)) ?? null

/**
 * CAT-3: each slug must match a known item of the locale and the combination
 * must exist in the menu tree; the special lists are always accepted. Null means 404.
 */
export function resolveListPath(
  menu: Menu,
  locale: Locale,
  params: { category?: string; range?: string; subrange?: string },
  /** CAT-26: also the older German slugs, for the callers that redirect them to today's */
  olderSlugs = false,
): ListSelection | null {
  const words = ROUTE_WORDS[locale]
  const selection: ListSelection = { category: null, range: null, subrange: null }
  if (!params.category) return params.range || params.subrange ? null : selection
  const special = SPECIAL_LISTS.find((list) => words[list] === params.category)
  let ranges: MenuItem[]
  if (special) {
    selection.category = special
    ranges = menu.categories.flatMap((category) => category.children)
  } else if (params.category === words.all) {
    selection.category = "all"
    ranges = menu.categories.flatMap((category) => category.children)
  } else {
    const category = findBySlug(menu.categories, locale, params.category, olderSlugs)
    if (!category) return null
    selection.category = category
    ranges = category.children
  }
  if (!params.range) return params.subrange ? null : selection
  selection.range = findBySlug(ranges, locale, params.range, olderSlugs)
  if (!selection.range) return null
  if (!params.subrange) return selection
  selection.subrange = findBySlug(selection.range.children, locale, params.subrange, olderSlugs)
  return selection.subrange ? selection : null
}

/** The list path parameters of a selection in a language (for the language switcher and links). */
export function listParams(selection: ListSelection, locale: Locale) {
  const words = ROUTE_WORDS[locale]
  const category =
    selection.category === null
      ? undefined
      : selection.category === "all"
        ? words.all
        : typeof selection.category === "string"
          ? words[selection.category]
          : slugOf(selection.category, locale)
  return {
    category,
    range: selection.range ? slugOf(selection.range, locale) : undefined,
    subrange: selection.subrange ? slugOf(selection.subrange, locale) : undefined,
  }
}

export function listHref(locale: Locale, selection: ListSelection) {
  return localizedPath(locale, "productList", listParams(selection, locale))
}

/** A menu item's own list page: /products/{category}/{range?}/{subrange?}. */
export function itemHref(item: MenuItem, locale: Locale) {
  const chain: MenuItem[] = []
  for (let at: MenuItem | null = item; at; at = at.parent) chain.unshift(at)
  return listHref(locale, { category: chain[0] ?? item, range: chain[1] ?? null, subrange: chain[2] ?? null })
}

/**
 * The named route "product-details-full" (CAT-5): details/{category}/{range}/{subrange}/{id} in the
 * language, from the product's menu ids; null when the tree does not hold the path.
 */
export function productHref(
  menu: Menu,
  locale: Locale,
  product: {
    id: string
    attributes: { product_category_id: number; product_range_id: number; product_subrange_id: number }
  },
): string | null {
  const category = menu.byId.get(`category:${product.attributes.product_category_id}`)
  const range = menu.byId.get(`range:${product.attributes.product_range_id}`)
  const subrange = menu.byId.get(`subrange:${product.attributes.product_subrange_id}`)
  if (!category || !range || !subrange || range.parent !== category || subrange.parent !== range) return null
  const words = ROUTE_WORDS[locale]
  return `/${locale}/${words.details}/${[
    slugOf(category, locale),
    slugOf(range, locale),
    slugOf(subrange, locale),
    product.id,
  ]
    .map(encodeURIComponent)
    .join("/")}`
}
