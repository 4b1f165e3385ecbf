import { redirect } from "react-router"

import { getProduct } from "#contract/catalog-products"

import { NotFound } from "../components/not-found"
import { shopContext } from "../lib/session/shop-context.server"
import { productHref } from "../lib/shop/menu"
import { shopApi } from "../lib/transport/shop-api.server"
import { ROUTE_WORDS } from "../lib/urls/route-words"
import type { Route } from "./+types/not-found"

// Any unknown path under a language: HTTP 404 with "Ooops" (PAGE-4), but for a product's short path.
export async function loader({ context, url }: Route.LoaderArgs) {
  const canonical = await shortProductPath(context, url)
  if (canonical) throw redirect(canonical, 301)
  throw new Response("Not found", { status: 404 })
}

/**
 * CAT-25: details/{category}/{id} and details/{category}/{range}/{id} (range and subrange
 * left out) name a product as well as its full path does; the canonical address of the product, when the
 * segments given are the start of its own path in this language.
 */
async function shortProductPath(context: Route.LoaderArgs["context"], url: URL): Promise<string | null> {
  const { locale, menu } = context.get(shopContext)
  const segments = url.pathname.split("/").filter(Boolean)
  if (segments[1] !== ROUTE_WORDS[locale].details || segments.length < 4 || segments.length > 5) return null
  const id = decodeURIComponent(segments.at(-1)!)
  if (!id || id.length > 64) return null
  const result = await shopApi(context).send(getProduct, { params: { id }, query: {} })
  if (!result.ok) return null
  const canonical = productHref(await menu(), locale, result.data.data)
  if (!canonical) return null
  const given = segments.slice(0, -1).join("/")
  return canonical.slice(1).startsWith(`${given}/`) ? canonical + url.search : null
}

export const handle = {
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("breadcrumb.notFound") }],
}

export default function NotFoundPage() {
  return <NotFound />
}
