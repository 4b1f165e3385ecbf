import { redirect } from "react-router"

import type { ProductResource } from "#contract/catalog"
import { getProduct, listProducts } from "#contract/catalog-products"
import type { ProductDetailInclude } from "#contract/catalog-rules"
import { formatCalendarDay, formatNumber } from "#contract/format"
import { brusselsToday, restockPromise } from "#contract/restock"

import { type CardProduct, toCardProduct } from "../../components/product-card"
import type { SparePartItemData } from "../../components/spare-part-item"
import { shopContext } from "../../lib/session/shop-context.server"
import {
  itemHref,
  listParams,
  type MenuItem,
  nameOf,
  productHref,
  resolveListPath,
} from "../../lib/shop/menu"
import { shopApi } from "../../lib/transport/shop-api.server"
import { DOCUMENT_FAILED } from "../../lib/urls/document-failed"
import { localizedPath } from "../../lib/urls/pages"
import type { Route } from "./+types/route"

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
export async function loadProductDetails({ params, context, url }: Route.LoaderArgs) {
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

export type ProductDetailsData = Awaited<ReturnType<typeof loadProductDetails>>
