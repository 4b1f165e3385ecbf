import { Fragment } from "react"
import { Link, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router"

import type { ProductAttributes, ProductResource } from "#contract/catalog"
import { getProduct, listProducts } from "#contract/catalog-products"
import type { ProductDetailInclude } from "#contract/catalog-rules"
import { formatCalendarDay, formatNumber } from "#contract/format"
import { formatMoney } from "#contract/money"
import { brusselsToday, restockPromise } from "#contract/restock"

import { BasketButton, isBasketButtonHidden } from "../components/basket-button"
import { DownloadLink } from "../components/download-link"
import { NotifyMe } from "../components/notify-me"
import { Paragraphs } from "../components/paragraphs"
import {
  type CardProduct,
  PriceBlock,
  ProductBadges,
  ProductCard,
  StockLine,
  toCardProduct,
} from "../components/product-card"
import { SectionTabs } from "../components/section-tabs"
import { SparePartItem, type SparePartItemData } from "../components/spare-part-item"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { shopContext } from "../lib/session/shop-context.server"
import { itemHref, listParams, type MenuItem, nameOf, productHref, resolveListPath } from "../lib/shop/menu"
import { shopApi } from "../lib/transport/shop-api.server"
import { DOCUMENT_FAILED } from "../lib/urls/document-failed"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/product-details"
import * as css from "./product-details.css"

const INCLUDES: ProductDetailInclude[] = [
  "similar",
  "accessories",
  "options",
  "replacement",
  "metatag",
  "spare-parts",
  "technical-documents",
]

// CAT-5: details/{category}/{range}/{subrange}/{id}. The category tree must contain the path,
// otherwise the person goes to /{locale}/404.
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const menu = await context.get(shopContext).menu()
  const selection = resolveListPath(menu, locale, params)
  const notFound = `/${locale}/404`
  if (
    !selection ||
    typeof selection.category !== "object" ||
    !selection.category ||
    !selection.range ||
    !selection.subrange
  ) {
    // CAT-26: an older German slug (umlauts dropped) leads to the product's page of today
    const older = selection ? null : resolveListPath(menu, locale, params, true)
    if (older && typeof older.category === "object" && older.category && older.range && older.subrange)
      throw redirect(
        localizedPath(locale, "productDetails", { ...listParams(older, locale), id: params.id }),
        301,
      )
    throw redirect(notFound)
  }
  const result = await shopApi(context).send(getProduct, {
    params: { id: params.id },
    query: { "include[]": INCLUDES },
  })
  if (!result.ok) {
    if (result.kind === "not_found" || result.kind === "validation") throw redirect(notFound)
    throw new Response("Service unavailable", { status: 503 })
  }
  const { data: product, included } = result.data
  const canonical = productHref(menu, locale, product)
  if (!canonical) throw redirect(notFound)
  // CAT-29: a parent's page leads to its clearance versions; when they cannot be read it just says less
  const kids = product.attributes.declined_kid_articles_id ?? []
  const clearance = kids.length
    ? await shopApi(context).send(listProducts, {
        query: { "filter[products.declined_kid_articles_id][value]": kids.join(",") },
      })
    : null
  const clearanceVersions = clearance?.ok
    ? clearance.data.data.flatMap((item) => {
        const href = productHref(menu, locale, item)
        return href ? [{ id: item.id, name: item.attributes.name, href }] : []
      })
    : []
  // a product reached through another branch of the tree is shown at its own address
  if (decodeURIComponent(canonical) !== decodeURIComponent(url.pathname)) throw redirect(canonical, 301)
  const relatedOf = (name: string): CardProduct[] =>
    (product.relationships?.[name]?.data ?? [])
      .map((ref) =>
        included.find(
          (item): item is ProductResource =>
            item.type === "products" && item.type === ref.type && item.id === ref.id,
        ),
      )
      .filter((item) => item !== undefined)
      .map((item) => toCardProduct(item, productHref(menu, locale, item)))
  const meta = included.find((item) => item.type === "meta-tags")?.attributes
  // decision 061: the page's numbers are written here, on the server, so that hydrating the page does not
  // build the browser's first Intl.NumberFormat (30–45 ms of one task on these machines)
  const number = (value: unknown, digits = 2) => formatNumber(Number(value), locale, digits)
  const a = product.attributes
  const measures = {
    grossWeight: a.gross_weight_kg != null ? `${number(a.gross_weight_kg)} kg` : null,
    volume: a.volume_m3 != null ? `${number(a.volume_m3, 3)} m³` : null,
    power: a.power_kw != null ? `${number(a.power_kw)} kW` : null,
    horsePower: a.horse_power != null ? `${number(a.horse_power)} HP` : null,
    gas: a.gas_kcal_h != null ? `${number(a.gas_kcal_h, 0)} kcal/h` : null,
  }
  const link = (item: MenuItem) => ({ name: nameOf(item, locale), href: itemHref(item, locale) })
  // CAT-28: a day already past is no promise; a day to come is written in the page's language
  const promise = restockPromise(a.restock_info, brusselsToday(new Date()))
  const restock =
    a.restock_info == null
      ? null
      : !promise
        ? { known: false as const }
        : {
            known: true as const,
            text: "day" in promise ? formatCalendarDay(promise.day, locale, "long") : promise.text,
          }
  return {
    locale,
    product: { id: product.id, attributes: product.attributes },
    measures,
    restock,
    clearanceVersions,
    trail: [link(selection.category), link(selection.range), link(selection.subrange)],
    accessories: relatedOf("accessories"),
    options: relatedOf("options"),
    similar: relatedOf("similar"),
    replacement: relatedOf("replacement")[0] ?? null,
    // what a spare part's line shows, no more: their descriptions would ride in the page's data unseen
    spareParts: included
      .filter((item) => item.type === "spare-parts")
      .map(({ id, attributes: { name, price, availability } }): SparePartItemData => ({
        id,
        name,
        price,
        availability,
      })),
    // CAT-30: through the shop, which says a failure in the page's language; never the API's address
    documents: included
      .filter((item) => item.type === "technical-documents")
      .map((item) => ({
        id: item.id,
        ...item.attributes,
        href: `${canonical}/${encodeURIComponent(item.id)}`,
        size: `${number(item.attributes.size / 1024, 1)} KB`,
      })),
    documentFailed: url.searchParams.has(DOCUMENT_FAILED),
    documentFailedHref: `${canonical}?${DOCUMENT_FAILED}#${DOCUMENT_FAILED}`,
    meta: meta ?? null,
    // og:image must be an absolute address
    origin: url.origin,
  }
}

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

type LoaderData = Awaited<ReturnType<typeof loader>>

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
  const { product, locale, measures, restock } = loaderData
  const loggedIn = useRootData().user !== null
  const a = product.attributes
  const specs: [string, string][] = []
  const add = (label: string, value: string | null) => value && specs.push([label, value])
  const text = (value: unknown) => (typeof value === "string" && value ? value : null)
  add(t("product-details:reference"), text(a.reference))
  add(t("product-details:size"), a.size_mm ? `${a.size_mm} mm` : null)
  add(t("product-details:grossWeight"), measures.grossWeight)
  add(t("product-details:volume"), measures.volume)
  add(t("product-details:power"), measures.power)
  add(t("product-details:horsePower"), measures.horsePower)
  add(t("product-details:gas"), measures.gas)
  add(
    t("product-details:steam"),
    a.steam == null ? null : a.steam ? t("product-details:yes") : t("product-details:no"),
  )
  add(t("product-details:voltage"), text(a.voltage))
  const temperature = a.temperature_c ?? null
  add(t("product-details:temperature"), temperature ? `${temperature.min} … ${temperature.max} °C` : null)
  add(t("product-details:eprel"), a.eprel_class)
  add(
    t("product-details:termOfDelivery"),
    a.term_of_delivery_days != null ? t("product-details:days", { count: a.term_of_delivery_days }) : null,
  )
  // CAT-13, CAT-28: '/' or a day already past means no restock info
  add(
    t("product-details:restock"),
    restock && (restock.known ? restock.text : t("product-details:noRestockInfo")),
  )
  if (a.price?.product_tax)
    add(t("product-details:maritime"), formatMoney(a.price.product_tax, a.price.currency))
  if (a.additional_tax_name)
    add(
      t("product-details:additionalTax"),
      a.price?.additional_tax
        ? `${text(a.additional_tax_name)}: ${formatMoney(a.price.additional_tax, a.price.currency)}`
        : text(a.additional_tax_name),
    )

  const cards = (items: CardProduct[]) =>
    items.length ? (
      <ul className={css.related}>
        {items.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    ) : (
      <p>{t("product-details:noItems")}</p>
    )

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
      <section aria-labelledby="specs-title" className={css.section}>
        <h2 id="specs-title">{t("product-details:specifications")}</h2>
        <dl className={css.specs}>
          {specs.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
          {loaderData.replacement ? (
            <>
              <dt>{t("product-details:replacement")}</dt>
              <dd>
                {loaderData.replacement.href ? (
                  <Link to={loaderData.replacement.href}>{loaderData.replacement.attributes.name}</Link>
                ) : (
                  loaderData.replacement.attributes.name
                )}
                {a.max_order_quantity
                  ? ` — ${t("product-details:maxOrderQuantity", { count: a.max_order_quantity })}`
                  : null}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <SectionTabs
        label={t("product-details:sections")}
        sections={[
          {
            id: "accessories",
            label: t("product-details:accessories"),
            content: cards(loaderData.accessories),
          },
          { id: "options", label: t("product-details:options"), content: cards(loaderData.options) },
          {
            id: "descriptions",
            label: t("product-details:descriptions"),
            content: (
              <>
                <Paragraphs text={a.description_tech_spec} />
                {a.popup_info ? <p>{a.popup_info}</p> : null}
              </>
            ),
          },
          {
            id: "spareParts",
            label: t("product-details:spareParts"),
            content: loaderData.spareParts.length ? (
              <ul className={css.spareParts}>
                {loaderData.spareParts.map((part) => (
                  <li key={part.id}>
                    <SparePartItem part={part} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t("product-details:noSparePart")}</p>
            ),
          },
          {
            id: "technicalDocuments",
            label: t("product-details:technicalDocuments"),
            content: loaderData.documents.length ? (
              <>
                {loaderData.documentFailed ? (
                  // CAT-30: the page the failed document leads back to opens here (#document-failed)
                  <p id={DOCUMENT_FAILED} role="alert" tabIndex={-1} className={css.documentFailed}>
                    {t("product-details:documentFailed")}
                  </p>
                ) : null}
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t("product-details:documentType")}</th>
                      <th scope="col">{t("product-details:documentName")}</th>
                      <th scope="col">{t("product-details:documentSize")}</th>
                      <th scope="col">{t("product-details:documentLanguage")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {loaderData.documents.map((doc) => (
                      <tr key={doc.id}>
                        <td data-label={t("product-details:documentType")}>
                          {t(
                            `product-details:docTypes.${doc.type}` as "product-details:docTypes.user-manual",
                          )}
                        </td>
                        <td data-label={t("product-details:documentName")}>
                          <DownloadLink
                            href={doc.href}
                            errorHref={loaderData.documentFailedHref}
                            label={t("product-details:download", { name: doc.name })}
                            busyText={` ${t("product-details:downloading")}`}
                          >
                            {doc.name}
                          </DownloadLink>
                        </td>
                        <td data-label={t("product-details:documentSize")}>{doc.size}</td>
                        <td data-label={t("product-details:documentLanguage")}>
                          {doc.language.toUpperCase()}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : (
              <p>{t("product-details:noItems")}</p>
            ),
          },
          { id: "similar", label: t("product-details:similar"), content: cards(loaderData.similar) },
        ]}
      />
    </article>
  )
}

/**
 * CAT-19: the gallery. The main picture and its thumbnails as links to ?image=N, so choosing a picture
 * works without scripts (a page load) and with them (a client navigation that reloads nothing).
 */
function ProductGallery({ media }: { media: ProductAttributes["media"] }) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  if (!media.length) return null
  const requested = Number.parseInt(searchParams.get("image") ?? "1", 10)
  const selected = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), media.length) - 1 : 0
  const main = media[selected]
  if (!main) return null
  const linkTo = (index: number) => {
    const params = new URLSearchParams(searchParams)
    params.set("image", String(index + 1))
    return { search: `?${params}` }
  }
  return (
    <section aria-label={t("catalog.gallery.label")} className={css.gallery}>
      <img
        className={css.galleryMain}
        src={main.url}
        alt={main.alt}
        width={main.width}
        height={main.height}
        decoding="async"
      />
      {media.length > 1 ? (
        <ul className={css.galleryThumbs}>
          {media.map((picture, index) => (
            <li key={picture.url}>
              <Link
                to={linkTo(index)}
                replace
                preventScrollReset
                className={css.galleryThumb}
                aria-current={index === selected ? "true" : undefined}
                aria-label={t("catalog.gallery.show", { n: index + 1, count: media.length })}
              >
                <img
                  src={picture.thumb}
                  alt=""
                  width={96}
                  height={Math.round((96 * picture.height) / picture.width)}
                  loading="lazy"
                  decoding="async"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
