import { Link } from "react-router"

import type { ProductListDocument } from "#contract/catalog"
import {
  getClearanceSummary,
  listProducts,
  listProductsOfKind,
  listProductsOfKindCached,
} from "#contract/catalog-products"
import { listOfKindQuery, productListQuery } from "#contract/catalog-query"
import { HIGHLIGHTED_CAP } from "#contract/catalog-rules"
import { PRODUCT_LIST_KINDS } from "#contract/catalog-rules"
import { listNews, NEWS_PAGE_SIZE } from "#contract/content"
import { formatMoney } from "#contract/money"

import { type CardProduct, ProductCard, toCardProduct } from "../components/product-card"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { partnerSessionContext } from "../lib/session/partner-session.server"
import { useRootData } from "../lib/session/root-data"
import { shopContext } from "../lib/session/shop-context.server"
import { type Menu, productHref } from "../lib/shop/menu"
import { categoryCards } from "../lib/shop/menu-links.server"
import { toNewsCard } from "../lib/shop/news"
import type { ApiResult } from "../lib/transport/api.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { useDelegatedLinks } from "../lib/urls/delegated-links"
import { metaTags } from "../lib/urls/meta-tags"
import { loadPageMeta } from "../lib/urls/page-meta.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/home"
import * as css from "./home.css"

// The special lists (CAT-4, CAT-20: promo, good-deals, new, hit-parade), each a rail of at
// most RAIL_SIZE cards and a "see all" link to its list; a list without products shows no rail. On phones
// a rail is one row that scrolls sideways inside itself (home.css), so the page stays a few screens long.
const RAILS = [
  { id: PRODUCT_LIST_KINDS.new, key: "new" },
  { id: PRODUCT_LIST_KINDS.promo, key: "promo" },
  { id: PRODUCT_LIST_KINDS.goodDeals, key: "goodDeals" },
  { id: PRODUCT_LIST_KINDS.hitParade, key: "hitParade" },
] as const
const RAIL_SIZE = 8

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const api = shopApi(context)
  // visitors get the lists' cacheable variant (no prices)
  const listOfKind = context.get(partnerSessionContext).apiToken
    ? listProductsOfKind
    : listProductsOfKindCached
  const [menu, meta, highlighted, news, clearance, ...rails] = await Promise.all([
    context.get(shopContext).menu(),
    loadPageMeta(context, "home"),
    api.send(listProducts, { query: productListQuery({ highlighted: true, size: HIGHLIGHTED_CAP }) }),
    api.send(listNews, {
      query: { "filter[news.is_highlighted][value]": "1", "page[size]": NEWS_PAGE_SIZE },
    }),
    api.send(getClearanceSummary),
    ...RAILS.map((rail) =>
      api.send(listOfKind, { params: { id: rail.id }, query: listOfKindQuery({ size: RAIL_SIZE }) }),
    ),
  ])
  const cards = (result: ApiResult<ProductListDocument> | undefined, menuTree: Menu): CardProduct[] =>
    result?.ok
      ? result.data.data.map((product) => toCardProduct(product, productHref(menuTree, locale, product)))
      : []
  return {
    meta,
    // the category cards: the root's data no longer carries the menu tree (decision 055)
    categories: categoryCards(menu, locale),
    // the featured products are a rail like the others: at most RAIL_SIZE cards
    highlighted: cards(highlighted, menu).slice(0, RAIL_SIZE),
    rails: RAILS.map((rail, index) => ({ key: rail.key, products: cards(rails[index], menu) })),
    news: news.ok ? news.data.data.slice(0, NEWS_PAGE_SIZE).map((item) => toNewsCard(locale, item)) : [],
    newsHref: localizedPath(locale, "news"),
    // CAT-15: if the clearance calls fail the button stays hidden (the failure is only logged)
    clearance: clearance.ok ? clearance.data.data.attributes : null,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta)

// No handle.breadcrumb: PAGE-8 hides the breadcrumb on the homepage.
export const handle = { i18n: ["home"] }

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  usePageTexts("home")
  const { specialLists, clearanceHref } = useRootData()
  const delegatedClick = useDelegatedLinks()
  const listHref = (key: string) => specialLists.find((list) => list.key === key)?.href ?? clearanceHref
  const { clearance } = loaderData
  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <h1 id="home-title">{t("home:title")}</h1>
        <p>{t("home:intro")}</p>
        {clearance && clearance.articles_in_stock > 0 ? (
          <p>
            <Link to={clearanceHref} className={css.clearance}>
              <strong>{t("home:clearanceTitle")}</strong>
              <span>{t("home:clearanceText")}</span>
              <span>
                {clearance.lowest_price != null && clearance.currency
                  ? t("home:clearanceFrom", {
                      price: formatMoney(clearance.lowest_price, clearance.currency),
                    })
                  : t("home:clearanceCount", { count: clearance.articles_in_stock })}
              </span>
            </Link>
          </p>
        ) : null}
      </section>
      {loaderData.highlighted.length ? (
        <section aria-labelledby="home-highlighted">
          <h2 id="home-highlighted">{t("home:highlighted")}</h2>
          <ul className={css.rail}>
            {loaderData.highlighted.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {loaderData.rails.map((rail) =>
        rail.products.length ? (
          <section key={rail.key} aria-labelledby={`home-rail-${rail.key}`}>
            <h2 id={`home-rail-${rail.key}`}>{t(`nav.${rail.key}`)}</h2>
            <ul className={css.rail}>
              {rail.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} headingLevel={3} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={listHref(rail.key)}>{t("home:seeAll", { list: t(`nav.${rail.key}`) })}</Link>
            </p>
          </section>
        ) : null,
      )}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t("home:browseCategories")}</h2>
        <ul className={css.grid} onClick={delegatedClick}>
          {loaderData.categories.map((category) => (
            <li key={category.id} className={css.card}>
              <h3>
                <a href={category.href}>{category.name}</a>
              </h3>
              <ul>
                {category.ranges.map((range) => (
                  <li key={range.id}>
                    <a href={range.href}>{range.name}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      {loaderData.news.length ? (
        <section aria-labelledby="home-news">
          <h2 id="home-news">{t("home:latestNews")}</h2>
          <ul className={css.grid}>
            {loaderData.news.map((item) => (
              <li key={item.id} className={css.card}>
                <h3>
                  <Link to={item.href}>{item.title}</Link>
                </h3>
                <p>
                  <time dateTime={item.dateTime}>{item.date}</time>
                </p>
                <p>{item.summary}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to={loaderData.newsHref}>{t("home:allNews")}</Link>
          </p>
        </section>
      ) : null}
    </>
  )
}
