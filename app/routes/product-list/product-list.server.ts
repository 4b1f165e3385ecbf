import { redirect } from "react-router"

import {
  getMaxPrice,
  getProductListFilters,
  listProducts,
  type ProductListFilters,
} from "#contract/catalog-products"
import { productListQuery, type ProductListRequest } from "#contract/catalog-query"
import { DEFAULT_PAGE_SIZE, type ProductFilterKind } from "#contract/catalog-rules"
import type { Locale } from "#contract/locales"

import { type CardProduct, toCardProduct } from "../../components/product-card"
import { shopContext } from "../../lib/session/shop-context.server"
import {
  itemHref,
  listHref,
  type ListSelection,
  type Menu,
  type MenuItem,
  nameOf,
  productHref,
  resolveListPath,
  type SpecialList,
} from "../../lib/shop/menu"
import {
  listQuery,
  type ListState,
  normalizePriceRange,
  readListState,
  readSubmittedFilters,
} from "../../lib/shop/product-list-url"
import { requireOk } from "../../lib/transport/api.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { loadPageMeta } from "../../lib/urls/page-meta.server"
import type { Route } from "./+types/route"

const KIND_OF_LIST: Record<SpecialList, ProductFilterKind> = {
  promo: "promo",
  goodDeals: "good-deals",
  new: "new",
  hitParade: "hit-parade",
}

// CAT-6: the default 6 a page until the person chooses a view; a chosen view is a buyer comparing products,
// so a page fills it: 24 compact lines, or 12 cards (three rows of four at 1280 px). Decision 100.
const PAGE_SIZE_OF_VIEW = { auto: DEFAULT_PAGE_SIZE, list: 24, grid: 12 } as const

/**
 * What the list shows, before the price and the page: the path's category, range or special list, and the
 * filters of the URL.
 */
function listFilter({ category, range, subrange }: ListSelection, state: ListState): ProductListRequest {
  return {
    category: typeof category === "object" ? category?.id : null,
    range: range?.id,
    subrange: subrange?.id,
    kind: typeof category === "string" && category !== "all" ? KIND_OF_LIST[category] : null,
    clearance: state.declined,
    // CAT-7: old products are shown only when asked for
    old: state.showOld ? null : false,
    family: state.family,
    subfamily: state.subfamily,
    line: state.line,
    eprel: state.eprel,
  }
}

/** The filters' choices with their counts, named in the language; the subfamilies of the chosen family only. */
function filterChoices(available: ProductListFilters, menu: Menu, locale: Locale, state: ListState) {
  const named = (item: MenuItem | undefined, count: number) =>
    item ? { id: item.id, name: nameOf(item, locale), count } : null
  return {
    families: available.families
      .map((f) => named(menu.byId.get(`family:${f.id}`), f.count))
      .filter((f) => f !== null),
    subfamilies: available.subfamilies
      .map((f) => ({ item: menu.byId.get(`subfamily:${f.id}`), count: f.count }))
      .filter((f) => f.item && (!state.family || f.item.parent?.id === state.family))
      .map((f) => named(f.item, f.count)!),
    lines: available.lines
      .map((f) => named(menu.byId.get(`line:${f.id}`), f.count))
      .filter((f) => f !== null),
    eprel: available.eprel,
  }
}

// CAT-3, CAT-4: products/{category?}/{range?}/{subrange?} and products/all/{range?}/{subrange?}. A path is
// valid only if each slug matches an item of the language and the combination exists in the menu tree;
// the special lists are always accepted; anything else is a 404. ?declined preselects the clearance.
export async function loadProductList({ params, context, url }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const api = shopApi(context)
  const [menu, meta] = await Promise.all([context.get(shopContext).menu(), loadPageMeta(context, "products")])
  const selection = resolveListPath(menu, locale, params)
  if (!selection) {
    // CAT-26: an older German slug (umlauts dropped) is today's page, for good
    const older = resolveListPath(menu, locale, params, true)
    if (older) throw redirect(listHref(locale, older) + url.search, 301)
    throw new Response("Not found", { status: 404 })
  }
  // a submission of the filter form: the bounds left at the slider's ends are no filter (PRICE-8), and
  // the URL keeps only what the person set (CAT-8)
  const submitted = readSubmittedFilters(url.searchParams)
  if (submitted) throw redirect(url.pathname + listQuery(submitted))
  const state = readListState(url.searchParams)

  const { category, range, subrange } = selection
  const filter = listFilter(selection, state)
  const filterQuery = productListQuery(filter)
  // PRICE-8: rounded up to multiples of 50, the lower never above the upper. Clamping to
  // the list's ceiling changes no result, so the list call need not wait for the max-price call; the
  // largest multiple of 50 the API takes (7 digits) stands in for it.
  const asked = normalizePriceRange(state.min, state.max, 9_999_950)
  const query = productListQuery({
    ...filter,
    minPrice: state.min != null ? asked.min : null,
    maxPrice: state.max != null ? asked.max : null,
    sort: state.sort,
    page: state.page,
    size: PAGE_SIZE_OF_VIEW[state.view],
  })

  const [list, choices, maxPrice] = await Promise.all([
    api.send(listProducts, { query }),
    api.send(getProductListFilters, { query: filterQuery }),
    api.send(getMaxPrice, { query: filterQuery }),
  ])
  const document = requireOk(list)
  const available = requireOk(choices).data.attributes
  const pagination = document.meta?.pagination ?? {
    total: document.data.length,
    current_page: 1,
    total_pages: 1,
  }
  // PAGE-19: past the last page (an old bookmark, a list that shrank) the last page is what was meant
  const lastPage = Math.max(1, pagination.total_pages)
  if (state.page > lastPage) throw redirect(url.pathname + listQuery({ ...state, page: lastPage }))
  const products: CardProduct[] = document.data.map((product) =>
    toCardProduct(product, productHref(menu, locale, product)),
  )
  const max = maxPrice.ok ? maxPrice.data.data.attributes : { max_price: null, currency: null }
  const price =
    max.max_price != null
      ? { ...normalizePriceRange(state.min, state.max, max.max_price / 100), currency: max.currency }
      : null
  // the URL shows the range as applied (typing 120 gives 150), so it can be bookmarked and shared as is
  if (
    price &&
    ((state.min != null && state.min !== price.min) || (state.max != null && state.max !== price.max))
  )
    throw redirect(
      url.pathname +
        listQuery({
          ...state,
          min: state.min != null ? price.min : null,
          max: state.max != null ? price.max : null,
        }),
    )
  const link = (item: MenuItem) => ({ id: item.id, name: nameOf(item, locale), href: itemHref(item, locale) })
  const deepest = subrange ?? range ?? (typeof category === "object" ? category : null)
  const children = deepest ? deepest.children : category === null ? menu.categories : []
  return {
    basePath: url.pathname,
    state,
    specialList: typeof category === "string" ? category : null,
    trail: [
      ...(category && typeof category === "object" ? [link(category)] : []),
      ...(typeof category === "string"
        ? [{ id: category, name: "", href: listHref(locale, { category, range: null, subrange: null }) }]
        : []),
      ...(range ? [link(range)] : []),
      ...(subrange ? [link(subrange)] : []),
    ],
    title: deepest ? nameOf(deepest, locale) : null,
    children: children.map(link),
    products,
    total: pagination.total,
    page: pagination.current_page,
    totalPages: pagination.total_pages,
    filters: filterChoices(available, menu, locale, state),
    price,
    meta,
  }
}

export type ProductListData = Awaited<ReturnType<typeof loadProductList>>
