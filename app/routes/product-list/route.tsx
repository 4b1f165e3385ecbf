import { useEffect, useState } from "react"
import { Form, Link, useFetcher } from "react-router"

import { EmptyState } from "../../components/empty-state"
import { Pagination } from "../../components/pagination"
import { type CardProduct, ProductCard } from "../../components/product-card"
import { cardsAuto, cardsGrid, cardsList } from "../../components/product-card.css"
import { announce } from "../../components/toast"
import { useTranslation } from "../../lib/i18n/translation"
import { listQuery, type ListState, SORTS } from "../../lib/shop/product-list-url"
import { useDelegatedLinks } from "../../lib/urls/delegated-links"
import { metaTags } from "../../lib/urls/meta-tags"
import { button } from "../../styles/utilities.css"
import * as css from "../product-list.css"
import type { Route } from "./+types/route"
import { Filters, HiddenState } from "./list-filters"
import { loadProductList, type ProductListData } from "./product-list.server"

// CAT-3, CAT-4: the list's path, filters, sorting and pages are read in product-list.server.ts
export const loader = (args: Route.LoaderArgs) => loadProductList(args)

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta)

type LoaderData = ProductListData

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
