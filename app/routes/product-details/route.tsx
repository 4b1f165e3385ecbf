import { Link, type ShouldRevalidateFunctionArgs } from "react-router"

import { BasketButton, isBasketButtonHidden } from "../../components/basket-button"
import { NotifyMe } from "../../components/notify-me"
import { PriceBlock, ProductBadges, StockLine } from "../../components/product-card"
import { usePageTexts, useTranslation } from "../../lib/i18n/translation"
import { useRootData } from "../../lib/session/root-data"
import { localizedPath } from "../../lib/urls/pages"
import type { Route } from "./+types/route"
import * as css from "./product-details.css"
import { loadProductDetails, type ProductDetailsData } from "./product-details.server"
import { ProductGallery } from "./product-gallery"
import { ProductSections } from "./product-sections"
import { Specifications } from "./specifications"

// CAT-5: details/{category}/{range}/{subrange}/{id}, read in product-details.server.ts
export const loader = (args: Route.LoaderArgs) => loadProductDetails(args)

// Choosing another picture (?image=N) changes nothing the loader reads: the page keeps its data.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withoutImage = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete("image")
    return `${url.pathname}?${params}`
  }
  if (currentUrl.search !== nextUrl.search && withoutImage(currentUrl) === withoutImage(nextUrl)) return false
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const picture = loaderData.product.attributes.media?.[0]
  return [
    { title: loaderData.meta?.title ?? loaderData.product.attributes.name },
    { name: "description", content: loaderData.meta?.description ?? "" },
    { property: "og:title", content: loaderData.product.attributes.name },
    { property: "og:type", content: "product" },
    ...(picture
      ? [
          { property: "og:image", content: new URL(picture.url, loaderData.origin).href },
          { property: "og:image:alt", content: picture.alt },
        ]
      : []),
  ]
}

type LoaderData = ProductDetailsData

export const handle = {
  i18n: ["product-details"],
  // PAGE-8: home, category, range, subrange and product id
  breadcrumb: ({ data }: { data: LoaderData }) => [
    ...data.trail.map((crumb) => ({ label: crumb.name, href: crumb.href })),
    { label: data.product.id },
  ],
}

export default function ProductDetailsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  usePageTexts("product-details")
  const { product, locale } = loaderData
  const loggedIn = useRootData().user !== null
  const a = product.attributes

  return (
    <article aria-labelledby="product-title">
      <div className={css.header}>
        <div>
          <h1 id="product-title">{a.name}</h1>
          <p className={css.productId}>{t("catalog.productId", { id: product.id })}</p>
          <ProductBadges attributes={a} />
          <ProductGallery media={a.media ?? []} />
          {a.declined_parent_article_id ? (
            <p>{t("product-details:clearanceParent", { id: a.declined_parent_article_id })}</p>
          ) : null}
          {loaderData.clearanceVersions.length ? (
            <div>
              <p id="clearance-versions">{t("product-details:clearanceVersions")}</p>
              <ul aria-labelledby="clearance-versions">
                {loaderData.clearanceVersions.map((kid) => (
                  <li key={kid.id}>
                    <Link to={kid.href}>
                      {kid.id} – {kid.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className={css.buyBox}>
          {a.price ? <PriceBlock attributes={a} /> : null}
          {a.availability ? <StockLine availability={a.availability} /> : null}
          {isBasketButtonHidden(a) ? null : <BasketButton itemId={product.id} name={a.name} />}
          <NotifyMe itemId={product.id} name={a.name} availability={a.availability} />
          {!a.price && !loggedIn ? (
            <p>
              <a href={localizedPath(locale, "login")}>{t("catalog.loginToOrder")}</a>
              {" · "}
              <a href={localizedPath(locale, "signup")}>{t("catalog.registerToOrder")}</a>
            </p>
          ) : null}
        </div>
      </div>
      <Specifications data={loaderData} />
      <ProductSections data={loaderData} />
    </article>
  )
}
