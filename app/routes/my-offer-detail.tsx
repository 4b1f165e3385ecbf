import { Fragment, useEffect, useRef } from "react"
import { Form, Link, useLocation, useNavigation } from "react-router"
import { AuthenticityTokenInput } from "remix-utils/csrf/react"

import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { listKindOf } from "../lib/shop/basket.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import { button } from "../styles/utilities.css"
import type { Route } from "./+types/my-offer-detail"
import { detailAction } from "./my-offers/detail-action.server"
import { OfferErrorBoundary } from "./my-offers/offer-error"
import { OfferLines } from "./my-offers/offer-lines"
import { OfferTotals } from "./my-offers/offer-totals"
import * as css from "./my-offers/offers.css"
import { loadOffer, offerView, requireOfferAccess } from "./my-offers/offers.server"

// spec §2 my-account/my-offers/{id}, §3 Offer: one offer, read-only: its lines, customer and totals (with
// what it costs the partner and their margin), its two PDFs, and what can be done with it: duplicate it,
// turn it into the basket, delete it (my-offers/detail-action.server.ts), edit it while it is being written.

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = requireOfferAccess(context)
  const { locale } = context.get(shopContext)
  const offer = await loadOffer(context, params.id)
  const view = offerView(offer, locale)
  const pdfHref = (variant: "customer" | "internal") =>
    localizedPath(locale, "offerPdf", { id: offer.id, variant })
  return {
    title: getInstance(context).t("offers:detail.title", { number: view.number }),
    listHref: localizedPath(locale, "myOffers"),
    editHref: localizedPath(locale, "offerEditor", { id: offer.id }),
    pdf: { customer: pdfHref("customer"), internal: pdfHref("internal") },
    pdfError: url.searchParams.has("pdfError"),
    offer: view,
    hasBasket: listKindOf(user) === "basket",
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireOfferAccess(context)
  return detailAction({ request, context, id: params.id })
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(null, data?.title)

export const handle = {
  i18n: ["offers"],
  breadcrumb: ({
    t,
    data,
  }: {
    t: (key: string) => string
    data: { listHref: string; offer: { number: string } } | undefined
  }) => [{ label: t("breadcrumb.myOffers"), href: data?.listHref }, { label: data?.offer.number ?? "" }],
}

export function ErrorBoundary() {
  return <OfferErrorBoundary />
}

/** One action of the offer: a small form posting an intent to this page. */
function IntentForm({
  intent,
  label,
  className = css.secondary,
  extra,
}: {
  intent: string
  label: string
  className?: string
  extra?: Record<string, string>
}) {
  const { t } = useTranslation("offers")
  const navigation = useNavigation()
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(extra ?? {}).every(([name, value]) => navigation.formData?.get(name) === value)
  return (
    <Form method="post">
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-disabled={busy || undefined}>
        {busy ? t("editor.working") : label}
      </button>
    </Form>
  )
}

/**
 * A question asked on the page before something that cannot be undone (works without scripts: the
 * answers are forms, "cancel" a link back). It takes the focus so it is heard at once.
 */
function Question({ title, body, children }: { title: string; body: string; children: React.ReactNode }) {
  const { t } = useTranslation("offers")
  const location = useLocation()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => ref.current?.focus(), [title])
  return (
    <section ref={ref} className={css.question} aria-labelledby="offer-question-title" tabIndex={-1}>
      <h2 id="offer-question-title">{title}</h2>
      <p>{body}</p>
      <div className={css.actions}>
        {children}
        <Link to={location.pathname} className={css.secondary}>
          {t("detail.cancel")}
        </Link>
      </div>
    </section>
  )
}

export default function OfferDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("offers")
  const { offer, pdf } = loaderData
  const question = actionData
  const customer = offer.customer
  const facts: [string, string | null][] = [
    [t("columns.state"), t(offer.state === "saved" ? "state.saved" : "state.created")],
    [t("detail.createdAt"), offer.createdAt],
    [t("detail.savedAt"), offer.savedAt],
    [t("detail.validUntil"), offer.validUntil],
    [t("options.reference"), offer.reference],
    [t("options.globalDiscount"), offer.globalDiscount],
    [t("options.transport"), offer.transport],
    [t("options.showOnlyCatalogPrice"), offer.showOnlyCatalogPrice ? t("detail.yes") : t("detail.no")],
  ]
  const address = [
    customer.address_line1,
    customer.address_line2,
    [customer.postal_code, customer.city].filter(Boolean).join(" "),
    offer.country,
  ].filter(Boolean)
  return (
    <section aria-labelledby="offer-detail-title" className={css.page}>
      <h1 id="offer-detail-title">{t("detail.title", { number: offer.number })}</h1>
      {loaderData.pdfError ? (
        <p role="alert" className={css.alert}>
          {t("detail.pdfError")}
        </p>
      ) : null}
      {question?.question === "delete" ? (
        <Question title={t("detail.deleteTitle")} body={t("detail.deleteBody", { number: offer.number })}>
          <IntentForm
            intent="delete"
            extra={{ confirm: "yes" }}
            label={t("detail.deleteConfirm")}
            className={css.danger}
          />
        </Question>
      ) : null}
      {question?.question === "basket" ? (
        <Question
          title={t("detail.basketTitle")}
          body={t("detail.basketBody", { number: offer.number, count: question.basket.count })}
        >
          <IntentForm
            intent="basket"
            extra={{ mode: "save" }}
            label={t("detail.saveFirst")}
            className={button}
          />
          <IntentForm intent="basket" extra={{ mode: "replace" }} label={t("detail.replace")} />
        </Question>
      ) : null}
      <dl className={css.facts}>
        {facts.map(([term, value]) =>
          value ? (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
      <section aria-labelledby="offer-customer-title" className={css.block}>
        <h2 id="offer-customer-title">{t("customer.title")}</h2>
        <dl className={css.facts}>
          <dt>{t("customer.company_name")}</dt>
          <dd>{customer.company_name ?? "–"}</dd>
          <dt>{t("customer.company_reference")}</dt>
          <dd>{customer.company_reference ?? "–"}</dd>
          <dt>{t("customer.telephone")}</dt>
          <dd>{customer.telephone ?? "–"}</dd>
          <dt>{t("detail.address")}</dt>
          <dd>{address.length ? address.join(", ") : "–"}</dd>
          {customer.additional_information ? (
            <>
              <dt>{t("customer.additional_information")}</dt>
              <dd>{customer.additional_information}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="offer-lines-title" className={css.block}>
        <h2 id="offer-lines-title">{t("lines.title")}</h2>
        {offer.lines.length ? (
          <OfferLines lines={offer.lines} caption={t("lines.caption", { number: offer.number })} />
        ) : (
          <p>{t("lines.empty")}</p>
        )}
      </section>
      <OfferTotals rows={offer.totals} />
      <section aria-labelledby="offer-pdf-title" className={css.block}>
        <h2 id="offer-pdf-title">{t("detail.pdfTitle")}</h2>
        <ul className={css.links}>
          {/* plain links: the browser downloads the file (offer-<number>.pdf), with or without scripts */}
          <li>
            <a href={pdf.customer}>{t("detail.pdfCustomer")}</a>
          </li>
          <li>
            <a href={pdf.internal}>{t("detail.pdfInternal")}</a>
          </li>
        </ul>
      </section>
      <div className={css.actions}>
        {offer.state === "created" ? (
          <Link to={loaderData.editHref} className={button}>
            {t("detail.edit")}
          </Link>
        ) : null}
        <IntentForm intent="duplicate" label={t("detail.duplicate")} />
        {loaderData.hasBasket ? <IntentForm intent="basket" label={t("detail.toBasket")} /> : null}
        <IntentForm intent="delete" label={t("detail.delete")} className={css.danger} />
      </div>
      <p>
        <Link to={loaderData.listHref}>{t("back")}</Link>
      </p>
    </section>
  )
}
