import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import type { Route } from "./+types/product-list"
import { metaTags } from "../lib/meta"
import { itemHref, listHref, nameOf, resolveListPath, type MenuItem } from "../lib/menu"
import { loadPageMeta } from "../lib/page-meta.server"
import { shopContext } from "../lib/shop-context.server"

// spec §2: products/{category?}/{range?}/{subrange?} and products/all/{range?}/{subrange?}. A path is
// valid only if each slug matches an item of the language and the combination exists in the menu tree;
// the special lists are always accepted; anything else is a 404.
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const [menu, meta] = await Promise.all([context.get(shopContext).menu(), loadPageMeta(context, "products")])
  const selection = resolveListPath(menu, locale, params)
  if (!selection) throw new Response("Not found", { status: 404 })
  const link = (item: MenuItem) => ({ id: item.id, name: nameOf(item, locale), href: itemHref(item, locale) })
  const trail: { name: string; href: string }[] = []
  const { category, range, subrange } = selection
  if (category && typeof category === "object") trail.push(link(category))
  else if (category)
    trail.push({ name: "", href: listHref(locale, { category, range: null, subrange: null }) })
  if (range) trail.push(link(range))
  if (subrange) trail.push(link(subrange))
  const deepest = subrange ?? range ?? (typeof category === "object" ? category : null)
  const children = deepest
    ? deepest.children
    : menu.categories.flatMap((item) => (category === null ? [item] : item.children))
  return {
    specialList: typeof category === "string" ? category : null,
    trail,
    title: deepest ? nameOf(deepest, locale) : null,
    children: children.map(link),
    declined: url.searchParams.has("declined"),
    meta,
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta)

export const handle = {
  breadcrumb: ({ data, t }: { data: Awaited<ReturnType<typeof loader>>; t: (key: string) => string }) => [
    { label: t("breadcrumb.products"), href: undefined },
    ...data.trail.map((crumb) => ({
      label: crumb.name || listTitle(data.specialList, t),
      href: crumb.href,
    })),
  ],
}

function listTitle(specialList: string | null, t: (key: string) => string) {
  if (specialList === "all") return t("nav.allProducts")
  if (specialList) return t(`nav.${specialList}`)
  return t("nav.products")
}

export default function ProductListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const title = loaderData.declined
    ? t("nav.clearance")
    : (loaderData.title ?? listTitle(loaderData.specialList, (key) => t(key as "nav.products")))
  return (
    <section aria-labelledby="list-title">
      <h1 id="list-title">{title}</h1>
      {loaderData.children.length ? (
        <nav aria-labelledby="list-title">
          <ul>
            {loaderData.children.map((child) => (
              <li key={child.id}>
                <Link to={child.href}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  )
}
