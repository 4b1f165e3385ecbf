import { getProductSitemap } from "#contract/catalog-products"
import { listNews, NEWS_PAGE_SIZE } from "#contract/content"
import { isSupportedLocale, type Locale } from "#contract/locales"

import { shopContext } from "../lib/session/shop-context.server"
import { itemHref, listHref, type MenuItem, productHref, SPECIAL_LISTS } from "../lib/shop/menu"
import { newsHref } from "../lib/shop/news"
import { requireOk } from "../lib/transport/api.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { localizedPath, type PageName } from "../lib/urls/pages"
import type { Route } from "./+types/sitemap"

const CONTENT_PAGES: PageName[] = [
  "home",
  "companyInfo",
  "faq",
  "services",
  "cookiesPolicy",
  "termsOfService",
]
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

// sitemap/{locale}.xml: every public content, list and product page of one language.
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = params.file.replace(/\.xml$/, "")
  if (!params.file.endsWith(".xml") || !isSupportedLocale(locale))
    throw new Response("Not found", { status: 404 })
  const [menu, products] = await Promise.all([
    context.get(shopContext).menu(),
    shopApi(context).send(getProductSitemap),
  ])
  const paths: string[] = CONTENT_PAGES.map((page) => localizedPath(locale, page))
  paths.push(localizedPath(locale, "news"), ...(await newsPaths(context, locale)))
  paths.push(localizedPath(locale, "productList"))
  for (const list of SPECIAL_LISTS)
    paths.push(listHref(locale, { category: list, range: null, subrange: null }))
  const walk = (items: MenuItem[]) =>
    items.forEach((item) => (paths.push(itemHref(item, locale)), walk(item.children)))
  walk(menu.categories)
  for (const product of requireOk(products).data) {
    const href = productHref(menu, locale, {
      id: product.id,
      attributes: {
        product_category_id: product.category,
        product_range_id: product.range,
        product_subrange_id: product.subrange,
      },
    })
    if (href) paths.push(href)
  }
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
    paths.map((path) => `<url><loc>${escapeXml(url.origin + path)}</loc></url>`).join("") +
    `</urlset>\n`
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  })
}

/** Every news item's page in the language, read 10 at a time (CONTENT-1). */
async function newsPaths(context: Route.LoaderArgs["context"], locale: Locale): Promise<string[]> {
  const paths: string[] = []
  for (let page = 1; ; page++) {
    const answer = requireOk(
      await shopApi(context).send(listNews, {
        query: { "page[number]": page, "page[size]": NEWS_PAGE_SIZE },
      }),
    )
    for (const item of answer.data)
      paths.push(newsHref(locale, { id: item.id, slugs: item.attributes.slugs }))
    if (page >= answer.meta.pagination.total_pages) return paths
  }
}
