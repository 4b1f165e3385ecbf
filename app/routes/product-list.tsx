import { lazy, useEffect, useState } from "react"
import { Form, Link, redirect, useFetcher } from "react-router"

import { getMaxPrice, getProductListFilters, listProducts } from "#contract/catalog-products"
import { productListQuery, type ProductListRequest } from "#contract/catalog-query"
import { DEFAULT_PAGE_SIZE, type ProductFilterKind } from "#contract/catalog-rules"

import { EmptyState } from "../components/empty-state"
import { FilterSelect } from "../components/filter-select"
import { Pagination } from "../components/pagination"
import { type CardProduct, ProductCard, toCardProduct } from "../components/product-card"
import { cardsAuto, cardsGrid, cardsList } from "../components/product-card.css"
import { announce } from "../components/toast"
import { useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import {
  itemHref,
  listHref,
  type MenuItem,
  nameOf,
  productHref,
  resolveListPath,
  type SpecialList,
} from "../lib/shop/menu"
import {
  listQuery,
  type ListState,
  normalizePriceRange,
  readListState,
  readSubmittedFilters,
  SORTS,
} from "../lib/shop/product-list-url"
import { requireOk } from "../lib/transport/api.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { useDelegatedLinks } from "../lib/urls/delegated-links"
import { metaTags } from "../lib/urls/meta-tags"
import { loadPageMeta } from "../lib/urls/page-meta.server"
import { button } from "../styles/utilities.css"
import type { Route } from "./+types/product-list"
import * as css from "./product-list.css"

// Only partners who see prices get the price filter: its slider is a chunk of its own, so a visitor's
// list page never loads it. No Suspense boundary around it: the server waits for it in the page's shell
// (a boundary would stream it into a part that stays hidden without scripts), and hydration waits for it.
const PriceRange = lazy(() =>
  import("../components/price-range-slider").then((module) => ({ default: module.PriceRange })),
)

const KIND_OF_LIST: Record<SpecialList, ProductFilterKind> = {
  promo: "promo",
  goodDeals: "good-deals",
  new: "new",
  hitParade: "hit-parade",
}

// CAT-3, CAT-4: products/{category?}/{range?}/{subrange?} and products/all/{range?}/{subrange?}. A path is
// valid only if each slug matches an item of the language and the combination exists in the menu tree;
// the special lists are always accepted; anything else is a 404. ?declined preselects the clearance.
export async function loader({ params, context, url }: Route.LoaderArgs) {
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
  const filter: ProductListRequest = {
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
  const named = (item: MenuItem | undefined, count: number) =>
    item ? { id: item.id, name: nameOf(item, locale), count } : null
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
    filters: {
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
    },
    price,
    meta,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta)

type LoaderData = Awaited<ReturnType<typeof loader>>

function listTitle(specialList: string | null, t: (key: string) => string) {
  if (specialList === "all") return t("nav.allProducts")
  if (specialList) return t(`nav.${specialList}`)
  return t("nav.products")
}

export const handle = {
  breadcrumb: ({ data, t }: { data: LoaderData; t: (key: string) => string }) => [
    { label: t("breadcrumb.products") },
    ...data.trail.map((crumb) => ({ label: crumb.name || listTitle(data.specialList, t), href: crumb.href })),
  ],
}

export default function ProductListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const data = loaderData
  const { state } = data
  const title = state.declined
    ? t("nav.clearance")
    : (data.title ?? listTitle(data.specialList, (key) => t(key)))
  const href = (changes: Partial<ListState>) => data.basePath + listQuery({ ...state, ...changes })

  // with scripts, "load more" appends the next page (CAT-9)
  const fetcher = useFetcher<LoaderData>()
  const delegatedClick = useDelegatedLinks()
  const [more, setMore] = useState<{ products: CardProduct[]; page: number }>({
    products: [],
    page: data.page,
  })
  useEffect(() => setMore({ products: [], page: data.page }), [data])
  // the first card of the page just appended: where the focus goes, so the next Tab is the next product
  // and not back at the top (decision 077)
  const [firstNew, setFirstNew] = useState<string | null>(null)
  useEffect(() => {
    const next = fetcher.data
    if (next && next.page > more.page) {
      setMore({ products: [...more.products, ...next.products], page: next.page })
      setFirstNew(next.products[0]?.id ?? null)
      announce(t("catalog.moreShown", { count: next.products.length }))
    }
  }, [fetcher.data, more, t])
  useEffect(() => {
    if (!firstNew) return
    document.getElementById(`product-${firstNew}`)?.querySelector<HTMLElement>("a")?.focus()
    setFirstNew(null)
  }, [firstNew])
  const shown = [...data.products, ...more.products]

  return (
    <section aria-labelledby="list-title">
      <h1 id="list-title">{title}</h1>
      {data.children.length ? (
        <nav aria-label={t("catalog.subcategories")}>
          <ul className={css.subnav}>
            {data.children.map((child) => (
              <li key={child.id}>
                <Link to={child.href}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={css.layout}>
        <Filters data={data} />
        <div>
          <div className={css.toolbar}>
            {/* applied filters bring the focus here, to what changed (decision 039) */}
            <p className={css.count} role="status" tabIndex={-1} data-arrival-focus="">
              {t("catalog.results", { count: data.total })}
            </p>
            <Form method="get" action={data.basePath}>
              <HiddenState state={state} omit={["sort", "page"]} />
              <label htmlFor="list-sort">{t("catalog.sort")}</label>{" "}
              <select id="list-sort" name="sort" defaultValue={state.sort ?? ""}>
                <option value="">{t("catalog.sortDefault")}</option>
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(
                      `catalog.${{ price: "sortPriceAsc", "-price": "sortPriceDesc", availability: "sortAvailabilityAsc", "-availability": "sortAvailabilityDesc" }[sort]}` as "catalog.sort",
                    )}
                  </option>
                ))}
              </select>{" "}
              <button type="submit" className={button}>
                {t("catalog.applyFilters")}
              </button>
            </Form>
            <ViewSwitch view={state.view} href={href} />
          </div>
          {shown.length === 0 ? (
            <EmptyState
              message={t("catalog.noResults")}
              link={{
                href: data.basePath + listQuery({ declined: state.declined, view: state.view }),
                label: t("catalog.clearFilters"),
              }}
            />
          ) : null}
          {/* the cards' links are plain links (cheap to render): one handler makes them client navigations */}
          <ul className={cardLists[state.view]} onClick={delegatedClick}>
            {shown.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          {more.page < data.totalPages ? (
            <p>
              <button
                type="button"
                className={button}
                hidden
                data-load-more=""
                ref={(button) => button?.removeAttribute("hidden")}
                disabled={fetcher.state !== "idle"}
                onClick={() => void fetcher.load(href({ page: more.page + 1 }))}
              >
                {t("catalog.loadMore")}
              </button>
            </p>
          ) : null}
          <Pagination page={data.page} totalPages={data.totalPages} href={(page) => href({ page })} />
        </div>
      </div>
    </section>
  )
}

const cardLists = { auto: cardsAuto, list: cardsList, grid: cardsGrid } as const
// CAT-6: the default 6 a page until the person chooses a view; a chosen view is a buyer comparing products,
// so a page fills it: 24 compact lines, or 12 cards (three rows of four at 1280 px). Decision 100.
const PAGE_SIZE_OF_VIEW = { auto: DEFAULT_PAGE_SIZE, list: 24, grid: 12 } as const
// the filter form's own fields, and the page, which a new filter resets
const FILTER_FIELDS: (keyof ListState)[] = ["family", "subfamily", "line", "eprel", "page"]
const VIEWS = [
  ["list", "catalog.viewList"],
  ["grid", "catalog.viewGrid"],
] as const

/**
 * CAT-6: grid or list view. Until the person picks one the list is automatic (rows below lg, a grid
 * from lg on), and neither link is marked current: the page cannot know the screen's width.
 */
function ViewSwitch({
  view,
  href,
}: {
  view: ListState["view"]
  href: (changes: Partial<ListState>) => string
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t("catalog.view")} className={css.viewSwitch}>
      {VIEWS.map(([choice, label]) => (
        <Link key={choice} to={href({ view: choice })} aria-current={view === choice ? "page" : undefined}>
          {t(label)}
        </Link>
      ))}
    </nav>
  )
}

function HiddenState({ state, omit }: { state: ListState; omit: (keyof ListState)[] }) {
  const params = new URLSearchParams(
    listQuery({ ...state, ...Object.fromEntries(omit.map((key) => [key, undefined])) }).slice(1),
  )
  return (
    <>
      {[...params.entries()].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

function Filters({ data }: { data: LoaderData }) {
  const { t } = useTranslation()
  const { state } = data
  // the filters the person set (the list's kind and view are not filters): shown on the closed disclosure
  const set =
    [state.family, state.subfamily, state.line, state.min, state.max].filter((value) => value != null)
      .length + state.eprel.length
  return (
    // Below lg the filters are a closed disclosure above the list, so a phone shows products first; from
    // lg they are the list's side column, always open (the summary is hidden and the content shown,
    // product-list.css). A <details> works the same with scripts and without.
    <aside aria-labelledby="filters-title" className={css.filters}>
      <details className={css.filtersDisclosure}>
        <summary className={css.filtersToggle}>
          {t("catalog.filters")}{" "}
          {set ? <span className={css.filtersSet}>{t("catalog.filtersSet", { count: set })}</span> : null}
        </summary>
        <FiltersContent data={data} />
      </details>
    </aside>
  )
}

function FiltersContent({ data }: { data: LoaderData }) {
  const { t } = useTranslation()
  const { state, filters } = data
  return (
    <div className={css.filtersContent}>
      <h2 id="filters-title" className={css.filtersTitle}>
        {t("catalog.filters")}
      </h2>
      {/* keyed by the applied state, so after a client-side navigation (apply, clear) every field shows
          what the URL says; noValidate because the server rounds and clamps the prices (PRICE-8: 120
          becomes 150) instead of the browser refusing a value off the step of 50 */}
      <Form method="get" action={data.basePath} key={listQuery(state)} noValidate>
        {/* what the form does not ask carries over (kind, old products, sort, view); a new filter starts
            at the first page; on a list without prices (nothing matches) there are no price inputs, and
            the range set is kept this way too */}
        <HiddenState state={state} omit={data.price ? [...FILTER_FIELDS, "min", "max"] : FILTER_FIELDS} />
        <FilterSelect
          name="family"
          label={t("catalog.family")}
          items={filters.families}
          value={state.family}
        />
        <FilterSelect
          name="subfamily"
          label={t("catalog.subfamily")}
          items={filters.subfamilies}
          value={state.subfamily}
        />
        <FilterSelect name="line" label={t("catalog.line")} items={filters.lines} value={state.line} />
        {filters.eprel.length ? (
          <details open>
            <summary>{t("catalog.eprel")}</summary>
            <fieldset>
              <legend className="visually-hidden">{t("catalog.eprel")}</legend>
              {filters.eprel.map((item) => (
                <label key={item.id}>
                  <input
                    type="checkbox"
                    name="eprel"
                    value={item.id}
                    defaultChecked={state.eprel.includes(item.id)}
                  />
                  {`${item.id} (${item.count})`}
                </label>
              ))}
            </fieldset>
          </details>
        ) : null}
        {data.price ? (
          <details open>
            <summary>{t("catalog.priceRange")}</summary>
            {/* remounted when the applied range changes, so the inputs show what the server applied;
                the ceiling shown tells the server which bounds were left at the slider's ends */}
            <input type="hidden" name="ceiling" value={data.price.ceiling} />
            <PriceRange
              key={`${data.price.min}-${data.price.max}-${data.price.ceiling}`}
              min={data.price.min}
              max={data.price.max}
              ceiling={data.price.ceiling}
              currency={data.price.currency}
            />
          </details>
        ) : null}
        <p>
          <button type="submit" className={button}>
            {t("catalog.applyFilters")}
          </button>
        </p>
      </Form>
      {/* CAT-7: showing old products clears the family, subfamily and line filters */}
      <Form method="get" action={data.basePath}>
        <HiddenState state={state} omit={["family", "subfamily", "line", "page", "showOld"]} />
        {state.showOld ? null : <input type="hidden" name="old" value="1" />}
        <button type="submit" className={button} aria-pressed={state.showOld}>
          {t("catalog.showOld")}
        </button>
      </Form>
      <p>
        <Link to={data.basePath + listQuery({ declined: state.declined, view: state.view })}>
          {t("catalog.clearFilters")}
        </Link>
      </p>
    </div>
  )
}
