import { Form, Link } from "react-router"

import { SEARCH_MIN_LENGTH } from "#contract/catalog-rules"
import { searchProducts, searchSpareParts } from "#contract/catalog-search"
import type { Locale } from "#contract/locales"

import type { CardProduct } from "../components/product-card"
import { SearchResultCard } from "../components/search-result-card"
import { useTranslation } from "../lib/i18n/translation"
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

// The search results page (spec §2 search/{result?}): reached without scripts by the header's GET
// form (?query=…); products and spare parts each on their own tab (?tab=spare-parts).
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const query = (url.searchParams.get("query") ?? params.result ?? "").trim().slice(0, 100)
  const tab = url.searchParams.get("tab") === "spare-parts" ? "spare-parts" : "products"
  const meta = await loadPageMeta(context, "search")
  if (query.length < SEARCH_MIN_LENGTH)
    return { query, tab, tooShort: query.length > 0, products: [], spareParts: [], meta }
  const api = shopApi(context)
  const [menu, products, spareParts] = await Promise.all([
    context.get(shopContext).menu(),
    api.send(searchProducts, { query: { query } }),
    api.send(searchSpareParts, { query: { query } }),
  ])
  return {
    query,
    tab,
    tooShort: false,
    products: requireOk(products).data.map((product): CardProduct => ({
      id: product.id,
      href: productHref(menu, locale, product),
      attributes: product.attributes,
    })),
    spareParts: requireOk(spareParts).data.map((part) => ({ id: part.id, ...part.attributes })),
    meta,
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.meta),
  { name: "robots", content: "noindex" },
]

export const handle = {
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("breadcrumb.searchResults") }],
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { query, tab } = loaderData
  const base = localizedPath(i18n.language as Locale, "search")
  const tabHref = (name: string) =>
    `${base}?${new URLSearchParams({ query, ...(name === "spare-parts" ? { tab: name } : {}) })}`
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">
        {query.length >= SEARCH_MIN_LENGTH ? t("search.resultsFor", { query }) : t("search.resultsTitle")}
      </h1>
      <Form method="get" action={base} role="search" className={css.toolbar}>
        <div>
          <label htmlFor="search-page-query">{t("search.label")}</label>
          <br />
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
      {query.length >= SEARCH_MIN_LENGTH ? (
        <>
          <nav aria-label={t("search.tabs")}>
            <ul className={css.subnav}>
              <li>
                <Link to={tabHref("products")} aria-current={tab === "products" ? "page" : undefined}>
                  {t("search.products", { count: loaderData.products.length })}
                </Link>
              </li>
              <li>
                <Link to={tabHref("spare-parts")} aria-current={tab === "spare-parts" ? "page" : undefined}>
                  {t("search.spareParts", { count: loaderData.spareParts.length })}
                </Link>
              </li>
            </ul>
          </nav>
          {tab === "products" ? (
            loaderData.products.length ? (
              <ul className={`${css.results} ${css.grid}`}>
                {loaderData.products.map((product) => (
                  <li key={product.id}>
                    <SearchResultCard product={product} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t("search.noResults", { query })}</p>
            )
          ) : loaderData.spareParts.length ? (
            <ul className={css.results}>
              {loaderData.spareParts.map((part) => (
                <li key={part.id}>
                  <strong>{part.id}</strong> — {part.name}
                  <br />
                  <small>{t("search.fits", { ids: part.fits_products.join(", ") })}</small>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("search.noResults", { query })}</p>
          )}
        </>
      ) : null}
    </section>
  )
}
