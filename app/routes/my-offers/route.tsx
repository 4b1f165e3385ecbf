import { Form, Link } from "react-router"

import { formatDate } from "#contract/format"
import { formatMoney } from "#contract/money"
import { OFFER_STATES, type OfferState } from "#contract/offer-rules"
import { listOffers, OFFERS_PAGE_SIZE } from "#contract/offers"

import { EmptyState } from "../../components/empty-state"
import { Pagination } from "../../components/pagination"
import { getInstance } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { shopContext } from "../../lib/session/shop-context.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { metaTags } from "../../lib/urls/meta-tags"
import { pageParam } from "../../lib/urls/page-param"
import { localizedPath } from "../../lib/urls/pages"
import { titleCrumb } from "../../lib/urls/title-crumb"
import { button } from "../../styles/utilities.css"
import type { Route } from "./+types/route"
import { Cell } from "./cell"
import { CreateOfferForm } from "./create-offer-form"
import { OfferErrorBoundary } from "./offer-error"
import * as css from "./offers.css"
import { failureResponse, requireOfferAccess } from "./offers.server"

// my-account/my-offers (OFFER-12): the partner's offers, newest first, found by their
// reference, customer and state (a GET form, so a filtered list is an address), with the way to create a
// new one and to ask us for an offer instead (BASKET-12, from the wishlist).

const MAX_FILTER = { reference: 100, customer: 200 } as const

export async function loader({ context, url }: Route.LoaderArgs) {
  requireOfferAccess(context)
  const { locale } = context.get(shopContext)
  const text = (name: keyof typeof MAX_FILTER) =>
    (url.searchParams.get(name) ?? "").trim().slice(0, MAX_FILTER[name])
  const filters = {
    reference: text("reference"),
    customer: text("customer"),
    state: OFFER_STATES.find((state) => state === url.searchParams.get("state")) ?? ("" as const),
  }
  const page = pageParam(url)
  const answer = await shopApi(context).send(listOffers, {
    query: {
      "page[number]": page,
      "page[size]": OFFERS_PAGE_SIZE,
      "filter[reference]": filters.reference || undefined,
      "filter[customer]": filters.customer || undefined,
      "filter[state]": filters.state || undefined,
    },
  })
  if (!answer.ok) throw failureResponse(answer)
  const { pagination } = answer.data.meta
  if (page > 1 && page > pagination.total_pages) throw new Response("Not found", { status: 404 })
  const href = localizedPath(locale, "myOffers")
  return {
    title: getInstance(context).t("offers:title"),
    href,
    newHref: localizedPath(locale, "newOffer"),
    wishlistHref: localizedPath(locale, "wishlist"),
    filters,
    filtered: Object.values(filters).some(Boolean),
    pagination,
    offers: answer.data.data.map(({ id, attributes: offer }) => ({
      id,
      number: offer.number,
      // a saved offer is dated the day it was saved; one being written, the day it was created
      date: formatDate(offer.saved_at ?? offer.created_at, locale),
      reference: offer.reference,
      customer: offer.customer.company_name,
      total: formatMoney(offer.total, offer.currency),
      state: offer.state,
      // an offer being written opens in its editor
      href: localizedPath(locale, offer.state === "saved" ? "offerDetail" : "offerEditor", { id }),
    })),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["offers"], "breadcrumb.myOffers")

export function ErrorBoundary() {
  return <OfferErrorBoundary />
}

const STATE_KEYS: Record<OfferState, string> = { created: "state.created", saved: "state.saved" }

export default function MyOffersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("offers")
  const { href, filters, pagination, offers } = loaderData
  const pageHref = (page: number) => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value))
    if (page > 1) params.set("page", String(page))
    const query = params.toString()
    return query ? `${href}?${query}` : href
  }
  return (
    <section aria-labelledby="my-offers-title" className={css.page}>
      <h1 id="my-offers-title">{t("title")}</h1>
      <p className={css.intro}>{t("intro")}</p>
      <div className={css.actions}>
        <CreateOfferForm action={loaderData.newHref} />
        <Link to={loaderData.wishlistHref}>{t("askUs")}</Link>
      </div>
      <Form method="get" action={href} className={css.filters} aria-label={t("filters.title")} role="search">
        <TextFilter name="reference" label={t("filters.reference")} value={filters.reference} />
        <TextFilter name="customer" label={t("filters.customer")} value={filters.customer} />
        <div>
          <label htmlFor="offer-filter-state">{t("filters.state")}</label>
          <select
            id="offer-filter-state"
            name="state"
            defaultValue={filters.state}
            className={css.filterControl}
            key={`s-${filters.state}`}
          >
            <option value="">{t("filters.anyState")}</option>
            {OFFER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(STATE_KEYS[state])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button}>
          {t("filters.apply")}
        </button>
        {loaderData.filtered ? (
          <Link to={href} className={css.secondary}>
            {t("filters.clear")}
          </Link>
        ) : null}
      </Form>
      {offers.length === 0 ? (
        <EmptyState
          status
          message={loaderData.filtered ? t("noMatch") : t("empty")}
          // unfiltered, the next steps (a new offer, or asking us from the wishlist) sit just above
          link={loaderData.filtered ? { href, label: t("filters.clear") } : undefined}
        />
      ) : (
        <table className={css.list}>
          <caption className={css.caption}>{t("caption", { count: pagination.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("columns.number")}</th>
              <th scope="col">{t("columns.date")}</th>
              <th scope="col">{t("columns.reference")}</th>
              <th scope="col">{t("columns.customer")}</th>
              <th scope="col" className={css.amount}>
                {t("columns.total")}
              </th>
              <th scope="col">{t("columns.state")}</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id}>
                <th scope="row" className={css.nowrap}>
                  <Link to={offer.href}>{offer.number}</Link>
                </th>
                <Cell label={t("columns.date")} className={css.nowrap}>
                  {offer.date}
                </Cell>
                <Cell label={t("columns.reference")}>{offer.reference ?? "–"}</Cell>
                <Cell label={t("columns.customer")}>{offer.customer ?? "–"}</Cell>
                <Cell label={t("columns.total")} className={css.amount}>
                  {offer.total}
                </Cell>
                <Cell label={t("columns.state")}>
                  <span className={css.stateBadge}>{t(STATE_KEYS[offer.state])}</span>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={pagination.current_page} totalPages={pagination.total_pages} href={pageHref} />
    </section>
  )
}

/** A filter's search box, showing the filter in force (a new one remounts it with the new value). */
function TextFilter({ name, label, value }: { name: keyof typeof MAX_FILTER; label: string; value: string }) {
  const id = `offer-filter-${name}`
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="search"
        defaultValue={value}
        maxLength={MAX_FILTER[name]}
        className={css.filterControl}
        key={value}
      />
    </div>
  )
}
