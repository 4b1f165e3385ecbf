import { Fragment, useEffect, useRef } from "react"
import { Form, Link, useLocation, useNavigation } from "react-router"

import { FormToken } from "../components/form-token"
import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
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

// my-account/my-offers/{id}: one offer, read-only: its lines, customer and totals (with
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
    title: getInstance(context).t("offer-detail:title", { number: view.number }),
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

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["offers", "offer-detail"],
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
      <FormToken />
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
  const { t } = useTranslation("offer-detail")
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
          {t("cancel")}
        </Link>
      </div>
    </section>
  )
}

export default function OfferDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  // the detail's own texts, and the offers' shared ones (lines, totals, customer) by their prefix
  const { t } = useTranslation("offer-detail")
  usePageTexts("offers")
  const { offer, pdf } = loaderData
  const question = actionData
  const customer = offer.customer
  const facts: [string, string | null][] = [
    [t("offers:columns.state"), t(offer.state === "saved" ? "offers:state.saved" : "offers:state.created")],
    [t("createdAt"), offer.createdAt],
    [t("savedAt"), offer.savedAt],
    [t("validUntil"), offer.validUntil],
    [t("offers:options.reference"), offer.reference],
    [t("offers:options.globalDiscount"), offer.globalDiscount],
    [t("offers:options.transport"), offer.transport],
    [t("offers:options.showOnlyCatalogPrice"), offer.showOnlyCatalogPrice ? t("yes") : t("no")],
  ]
  const address = [
    customer.address_line1,
    customer.address_line2,
    [customer.postal_code, customer.city].filter(Boolean).join(" "),
    offer.country,
  ].filter(Boolean)
  return (
    <section aria-labelledby="offer-detail-title" className={css.page}>
      <h1 id="offer-detail-title">{t("title", { number: offer.number })}</h1>
      {loaderData.pdfError ? (
        <p role="alert" className={css.alert}>
          {t("pdfError")}
        </p>
      ) : null}
      {question?.question === "delete" ? (
        <Question title={t("deleteTitle")} body={t("deleteBody", { number: offer.number })}>
          <IntentForm
            intent="delete"
            extra={{ confirm: "yes" }}
            label={t("deleteConfirm")}
            className={css.danger}
          />
        </Question>
      ) : null}
      {question?.question === "basket" ? (
        <Question
          title={t("basketTitle")}
          body={t("basketBody", { number: offer.number, count: question.basket.count })}
        >
          <IntentForm intent="basket" extra={{ mode: "save" }} label={t("saveFirst")} className={button} />
          <IntentForm intent="basket" extra={{ mode: "replace" }} label={t("replace")} />
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
        <h2 id="offer-customer-title">{t("offers:customer.title")}</h2>
        <dl className={css.facts}>
          <dt>{t("offers:customer.company_name")}</dt>
          <dd>{customer.company_name ?? "–"}</dd>
          <dt>{t("offers:customer.company_reference")}</dt>
          <dd>{customer.company_reference ?? "–"}</dd>
          <dt>{t("offers:customer.telephone")}</dt>
          <dd>{customer.telephone ?? "–"}</dd>
          <dt>{t("address")}</dt>
          <dd>{address.length ? address.join(", ") : "–"}</dd>
          {customer.additional_information ? (
            <>
              <dt>{t("offers:customer.additional_information")}</dt>
              <dd>{customer.additional_information}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="offer-lines-title" className={css.block}>
        <h2 id="offer-lines-title">{t("offers:lines.title")}</h2>
        {offer.lines.length ? (
          <OfferLines lines={offer.lines} caption={t("offers:lines.caption", { number: offer.number })} />
        ) : (
          <p>{t("offers:lines.empty")}</p>
        )}
      </section>
      <OfferTotals rows={offer.totals} />
      <section aria-labelledby="offer-pdf-title" className={css.block}>
        <h2 id="offer-pdf-title">{t("pdfTitle")}</h2>
        <ul className={css.links}>
          {/* plain links: the browser downloads the file under its own name (OFFER-13), with or without scripts */}
          <li>
            <a href={pdf.customer}>{t("pdfCustomer")}</a>
          </li>
          <li>
            <a href={pdf.internal}>{t("pdfInternal")}</a>
          </li>
        </ul>
      </section>
      <div className={css.actions}>
        {offer.state === "created" ? (
          <Link to={loaderData.editHref} className={button}>
            {t("edit")}
          </Link>
        ) : null}
        <IntentForm intent="duplicate" label={t("duplicate")} />
        {loaderData.hasBasket ? <IntentForm intent="basket" label={t("toBasket")} /> : null}
        <IntentForm intent="delete" label={t("delete")} className={css.danger} />
      </div>
      <p>
        <Link to={loaderData.listHref}>{t("offers:back")}</Link>
      </p>
    </section>
  )
}
