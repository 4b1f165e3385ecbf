import { Form, Link } from "react-router"

import { cutSearch, SEARCH_MIN_LENGTH, searchLength } from "#contract/catalog-rules"
import { searchProducts, searchSpareParts } from "#contract/catalog-search"
import type { Locale } from "#contract/locales"

import { EmptyState } from "../components/empty-state"
import { Pagination } from "../components/pagination"
import { toCardProduct } from "../components/product-card"
import { SearchResultCard } from "../components/search-result-card"
import { SparePartItem } from "../components/spare-part-item"
import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { shopContext } from "../lib/session/shop-context.server"
import { productHref } from "../lib/shop/menu"
import { requireOk } from "../lib/transport/api.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { loadPageMeta } from "../lib/urls/page-meta.server"
import { localizedPath } from "../lib/urls/pages"
import { button } from "../styles/utilities.css"
import type { Route } from "./+types/search"
import * as css from "./product-list.css"
import * as searchCss from "./search.css"

// The search results page (SEARCH-4, search/{result?}): reached without scripts by the header's GET
// form (?query=…); products and spare parts each with their count, one of them shown (?tab=…) and paged
// with the shared pagination (?page=N). Without a tab it opens on whichever has results, products first
// (a word such as "knob" finds spare parts only). The header popup loads this route with ?popup=1: the
// first few products that are not old (SEARCH-2), no spare parts.
const POPUP_SIZE = 8
const MAX_PAGE = 10_000

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const query = cutSearch((url.searchParams.get("query") ?? params.result ?? "").trim())
  const asked = url.searchParams.get("tab")
  const pageParam = Number(url.searchParams.get("page") ?? "1")
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= MAX_PAGE ? pageParam : 1
  const popup = url.searchParams.get("popup") === "1"
  const meta = await loadPageMeta(context, "search")
  const empty = { products: [], spareParts: [], productTotal: 0, sparePartTotal: 0, totalPages: 1 }
  if (searchLength(query) < SEARCH_MIN_LENGTH)
    return { query, tab: "products" as SearchTab, page, tooShort: query.length > 0, ...empty, meta }
  const api = shopApi(context)
  const pageOf = (tab: SearchTab) =>
    popup
      ? { "page[size]": POPUP_SIZE }
      : asked === tab || (!asked && tab === "products")
        ? { "page[number]": page }
        : { "page[size]": 1 }
  const [menu, products, spareParts] = await Promise.all([
    context.get(shopContext).menu(),
    api.send(searchProducts, {
      query: { query, ...pageOf("products"), ...(popup ? { "filter[is_old]": "false" as const } : {}) },
    }),
    popup ? null : api.send(searchSpareParts, { query: { query, ...pageOf("spare-parts") } }),
  ])
  const productPage = requireOk(products)
  const partPage = spareParts ? requireOk(spareParts) : null
  const productTotal = productPage.meta.total
  const sparePartTotal = partPage?.meta.total ?? 0
  const tab: SearchTab =
    asked === "spare-parts" || asked === "products"
      ? asked
      : productTotal === 0 && sparePartTotal > 0
        ? "spare-parts"
        : "products"
  // opened on spare parts because no product matched: their first page (the count call asked for one)
  const shownParts =
    partPage && tab === "spare-parts" && !asked && sparePartTotal > 1
      ? requireOk(await api.send(searchSpareParts, { query: { query, "page[number]": page } }))
      : partPage
  const shown = tab === "products" ? productPage.meta.pagination : shownParts?.meta.pagination
  return {
    query,
    tab,
    page,
    tooShort: false,
    products:
      tab === "products" || popup
        ? productPage.data.map((product) => toCardProduct(product, productHref(menu, locale, product)))
        : [],
    spareParts:
      tab === "spare-parts" && shownParts
        ? shownParts.data.map((part) => ({ id: part.id, ...part.attributes }))
        : [],
    productTotal,
    sparePartTotal,
    totalPages: shown?.total_pages ?? 1,
    meta,
  }
}

type SearchTab = "products" | "spare-parts"

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex" },
]

export const handle = {
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("breadcrumb.searchResults") }],
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { allProductsHref } = useRootData()
  const { query, tab, page, totalPages } = loaderData
  const base = localizedPath(i18n.language as Locale, "search")
  const hrefOf = (name: SearchTab, number = 1) =>
    `${base}?${new URLSearchParams({ query, tab: name, ...(number > 1 ? { page: String(number) } : {}) })}`
  const total = tab === "products" ? loaderData.productTotal : loaderData.sparePartTotal
  const tabs: { name: SearchTab; label: string }[] = [
    { name: "products", label: t("search.products", { count: loaderData.productTotal }) },
    { name: "spare-parts", label: t("search.spareParts", { count: loaderData.sparePartTotal }) },
  ]
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">
        {searchLength(query) >= SEARCH_MIN_LENGTH
          ? t("search.resultsFor", { query })
          : t("search.resultsTitle")}
      </h1>
      <Form method="get" action={base} role="search" className={css.toolbar}>
        <div className={searchCss.pageField}>
          <label htmlFor="search-page-query">{t("search.label")}</label>
          <input
            id="search-page-query"
            name="query"
            type="search"
            defaultValue={query}
            minLength={2}
            maxLength={100}
            aria-invalid={loaderData.tooShort || undefined}
            aria-describedby={loaderData.tooShort ? "search-page-error" : undefined}
          />
          {loaderData.tooShort ? (
            <p id="search-page-error" role="alert">
              {t("search.tooShort")}
            </p>
          ) : null}
        </div>
        <button type="submit" className={button}>
          {t("search.submit")}
        </button>
      </Form>
      {searchLength(query) >= SEARCH_MIN_LENGTH ? (
        <>
          <nav aria-label={t("search.tabs")}>
            <ul className={searchCss.tabs}>
              {tabs.map((entry) => (
                <li key={entry.name}>
                  <Link
                    to={hrefOf(entry.name)}
                    className={searchCss.tab}
                    aria-current={tab === entry.name ? "page" : undefined}
                  >
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className={searchCss.sectionTitle}>{tabs.find((entry) => entry.name === tab)!.label}</h2>
          {total === 0 ? (
            <EmptyState
              message={t("search.noResults", { query })}
              link={{ href: allProductsHref, label: t("emptyState.browseProducts") }}
            />
          ) : (
            <>
              {totalPages > 1 ? (
                <p className={css.count}>{t("search.pageOf", { page, pages: totalPages })}</p>
              ) : null}
              {tab === "products" ? (
                <ul className={`${css.results} ${css.grid}`}>
                  {loaderData.products.map((product) => (
                    <li key={product.id}>
                      <SearchResultCard product={product} />
                    </li>
                  ))}
                </ul>
              ) : (
                <ul className={searchCss.partList}>
                  {loaderData.spareParts.map((part) => (
                    <li key={part.id}>
                      <SparePartItem part={part} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination page={page} totalPages={totalPages} href={(number) => hrefOf(tab, number)} />
            </>
          )}
        </>
      ) : null}
    </section>
  )
}
