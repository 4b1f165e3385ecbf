import { useEffect, useRef, useState } from "react"
import { Link, redirect, useFetcher, useParams } from "react-router"

import { ErrorSummaryBox } from "../components/form-messages"
import { FormToken } from "../components/form-token"
import { okUnlessFormOutage } from "../lib/forms/outage.server"
import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { listKindOf } from "../lib/shop/basket.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import { button } from "../styles/utilities.css"
import type { Route } from "./+types/my-offer-editor"
import { editorAction } from "./my-offers/editor-action.server"
import { EMPTY_REPLY, inputState, rowsOf, summaryEntries } from "./my-offers/editor-form"
import { AddItems, CustomerFields, IntentButton, OfferOptionsFields } from "./my-offers/editor-sections"
import { offerAsPosted } from "./my-offers/offer-as-posted"
import { OfferErrorBoundary } from "./my-offers/offer-error"
import { ADD_ITEM, type EditorActionData } from "./my-offers/offer-fields"
import { OfferLines } from "./my-offers/offer-lines"
import { OfferTotals } from "./my-offers/offer-totals"
import * as css from "./my-offers/offers.css"
import {
  countryOptions,
  type EditorOffer,
  failureResponse,
  offerView,
  readOffer,
  requireOfferAccess,
} from "./my-offers/offers.server"
import { useOfferAutosave } from "./my-offers/use-offer-autosave"

// my-account/my-offers/new/{id} (OFFER-3 to OFFER-10): the offer being written. ONE form holds
// everything the partner edits (lines, options, customer), and every button is an intent of it, so nothing
// typed is lost whichever button is pressed (my-offers/editor-action.server.ts). Without scripts a plain
// post; with scripts the same form goes through a fetcher: no navigation, the focus stays, the totals
// come back from the loader. A saved offer is fixed: its editor address leads to its detail.

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireOfferAccess(context)
  const { locale } = context.get(shopContext)
  // null only on the answer to a form posted while the API cannot answer: the editor is then drawn from
  // the form as posted (offer-as-posted.ts, decision 038)
  const offer = okUnlessFormOutage(context, await readOffer(context, params.id), failureResponse)?.data
  if (offer?.attributes.state === "saved")
    throw redirect(localizedPath(locale, "offerDetail", { id: offer.id }))
  const t = getInstance(context).t
  return {
    title: offer ? t("offers:editor.title", { number: offer.attributes.number }) : t("breadcrumb.newOffer"),
    listHref: localizedPath(locale, "myOffers"),
    searchHref: localizedPath(locale, "search"),
    offer: offer ? (offerView(offer, locale) satisfies EditorOffer) : null,
    countries: countryOptions(locale),
    // BASKET-1: only a partner with the basket role has a basket to take items from
    hasBasket: listKindOf(user) === "basket",
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireOfferAccess(context)
  return editorAction({ request, context, id: params.id })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["offers"],
  breadcrumb: ({ t, data }: { t: (key: string) => string; data: { listHref: string } | undefined }) => [
    { label: t("breadcrumb.myOffers"), href: data?.listHref },
    { label: t("breadcrumb.newOffer") },
  ],
}

export function ErrorBoundary() {
  return <OfferErrorBoundary />
}

export default function OfferEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("offers")
  const { countries, hasBasket, listHref } = loaderData
  const params = useParams()
  const fetcher = useFetcher<EditorActionData>({ key: `offer-editor-${params.id}` })
  const form = useRef<HTMLFormElement>(null)
  const linesTitle = useRef<HTMLHeadingElement>(null)
  // a scripted submission says so: its answer is data, not a redirect (the action)
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  const result = fetcher.data ?? actionData
  const reply = result && !result.ok ? result.reply : null
  // without the stored offer (a post during an outage, without scripts) the form as it was posted
  const offer = loaderData.offer ?? offerAsPosted(params.id ?? "", reply ?? EMPTY_REPLY)
  const grandTotal = offer.totals.find((row) => row.kind === "grand")?.amount ?? ""
  const { submitted, announcement, handlers } = useOfferAutosave({
    fetcher,
    form,
    linesTitle,
    offer,
    grandTotal,
  })
  const busy = fetcher.state !== "idle"
  const typed = rowsOf(reply, offer)
  const state = inputState(typed)
  const stored = (name: string) => String(offer.inputs[name] ?? "")

  return (
    <section aria-labelledby="offer-title" className={css.page}>
      <h1 id="offer-title">
        {offer.number ? t("editor.title", { number: offer.number }) : t("common:breadcrumb.newOffer")}
      </h1>
      <p className={css.intro}>{t("editor.intro")}</p>
      <ErrorSummaryBox
        id="offer-summary"
        formErrors={reply?.formErrors ?? []}
        entries={summaryEntries(t, offer, typed)}
        // with scripts the fetcher's refusal, without the page's (autoFocus); never the page's own update
        focus={!!result && !result.ok && submitted !== "auto"}
      />
      <fetcher.Form
        method="post"
        ref={form}
        noValidate
        className={css.editor}
        aria-labelledby="offer-title"
        {...handlers}
      >
        <FormToken />
        {enhanced ? <input type="hidden" name="enhanced" value="1" /> : null}
        {/* Enter in any field presses the form's first submit button: Update, before every Remove */}
        <button type="submit" name="intent" value="update" hidden tabIndex={-1}>
          {t("editor.update")}
        </button>
        <section aria-labelledby="offer-lines-title" className={css.block}>
          <h2 id="offer-lines-title" ref={linesTitle} tabIndex={-1}>
            {t("lines.title")}
          </h2>
          {offer.lines.length ? (
            <OfferLines
              lines={offer.lines}
              caption={t("lines.caption", { number: offer.number })}
              editing={{ state }}
            />
          ) : (
            <p>{t("lines.empty")}</p>
          )}
          <AddItems
            state={state}
            matches={reply?.matches}
            typedText={typed.values[ADD_ITEM] ?? ""}
            hasBasket={hasBasket}
            busy={busy}
          />
        </section>
        <OfferOptionsFields
          state={state}
          stored={stored}
          catalogOnlyChecked={reply ? "show_only_catalog_price" in reply.values : offer.showOnlyCatalogPrice}
        />
        <CustomerFields state={state} stored={stored} countries={countries} />
        {offer.totals.length ? <OfferTotals rows={offer.totals} /> : null}
        <div className={css.actions}>
          <IntentButton intent="update" label={t("editor.update")} busy={busy} className={button} />
          <IntentButton intent="save" label={t("editor.save")} busy={busy} className={button} />
          {/* one message per update: the toast says what a button did, this region what the page's own
              update made of the totals; "working" is shown, not spoken */}
          <span aria-hidden="true">{busy && submitted !== "auto" ? t("editor.working") : ""}</span>
          <span role="status" className="visually-hidden">
            {announcement}
          </span>
        </div>
      </fetcher.Form>
      <p>
        <Link to={listHref}>{t("back")}</Link>
      </p>
    </section>
  )
}
