import { data, Link, redirect } from "react-router"

import { MAX_UNSAVED_OFFERS } from "#contract/offer-rules"
import { createOffer } from "#contract/offers"

import { ErrorSummaryBox } from "../components/form-messages"
import { readForm } from "../lib/forms/read-form.server"
import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/my-offer-new"
import { CreateOfferForm } from "./my-offers/create-offer-form"
import { OfferErrorBoundary } from "./my-offers/offer-error"
import * as css from "./my-offers/offers.css"
import { failureResponse, requireOfferAccess } from "./my-offers/offers.server"

// my-account/my-offers/new, OFFER-2: opening "new offer" creates an empty offer, and the person goes on to
// new/{id}. Only a POST creates it. A GET with a side effect
// would create offers nobody asked for: a link prefetched by the browser or by React Router, a crawler, a
// page of another site embedding the address (CSRF: a GET carries no token). So a GET of this address shows
// the same "Create an offer" button, and its post creates the offer and goes on to new/{id} (303).

export function loader({ context }: Route.LoaderArgs) {
  requireOfferAccess(context)
  const { locale } = context.get(shopContext)
  return {
    title: getInstance(context).t("offers:create"),
    listHref: localizedPath(locale, "myOffers"),
    action: localizedPath(locale, "newOffer"),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireOfferAccess(context)
  await readForm(request)
  const { locale } = context.get(shopContext)
  const answer = await shopApi(context).send(createOffer)
  // too many offers being written (the API's limit): the page says so, in the API's words
  if (!answer.ok && answer.kind === "error" && answer.code === "too_many_unsaved_offers")
    return data({ limit: answer.message ?? null }, { status: 409 })
  if (!answer.ok) throw failureResponse(answer)
  throw redirect(localizedPath(locale, "offerEditor", { id: answer.data.data.id }), 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["offers"],
  breadcrumb: ({ t, data }: { t: (key: string) => string; data: { listHref: string } | undefined }) => [
    { label: t("breadcrumb.myOffers"), href: data?.listHref },
    { label: t("breadcrumb.createOffer") },
  ],
}

export function ErrorBoundary() {
  return <OfferErrorBoundary />
}

export default function NewOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("offers")
  return (
    <section aria-labelledby="new-offer-title" className={css.page}>
      <h1 id="new-offer-title">{t("create")}</h1>
      {actionData ? (
        <ErrorSummaryBox
          id="new-offer-problem"
          title={t("common:error.title")}
          formErrors={[actionData.limit ?? t("tooManyUnsaved", { count: MAX_UNSAVED_OFFERS })]}
          entries={[]}
          focus
        />
      ) : null}
      <p className={css.intro}>{t("createIntro")}</p>
      <CreateOfferForm action={loaderData.action} />
      <p>
        <Link to={loaderData.listHref}>{t("back")}</Link>
      </p>
    </section>
  )
}
