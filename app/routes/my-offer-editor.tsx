import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from "react"
import { Link, redirect, useFetcher, useParams } from "react-router"

import * as formStyles from "../components/form.css"
import { ErrorSummaryBox, type SummaryEntry } from "../components/form-messages"
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
import { offerAsPosted } from "./my-offers/offer-as-posted"
import { OfferErrorBoundary } from "./my-offers/offer-error"
import {
  ADD_ITEM,
  CUSTOMER_FIELDS,
  type EditorActionData,
  fieldId,
  LINE_INPUTS,
  type OfferFormReply,
} from "./my-offers/offer-fields"
import { OfferField } from "./my-offers/offer-inputs"
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

type View = EditorOffer

const EMPTY_REPLY: OfferFormReply = { values: {}, rowKeys: [], errors: {}, formErrors: [] }

/**
 * The refusal's values and messages for the rows as they are drawn now: a row's inputs are found by its
 * key, whatever its position was when the form was posted.
 */
function rowsOf(reply: OfferFormReply | null, offer: View) {
  if (!reply) return { values: {}, errors: {} } as Pick<OfferFormReply, "values" | "errors">
  const values = { ...reply.values }
  const errors = { ...reply.errors }
  offer.lines.forEach((line, row) => {
    const posted = reply.rowKeys.indexOf(line.key)
    for (const input of LINE_INPUTS) {
      const from = `lines.${posted}.${input}`
      const to = `lines.${row}.${input}`
      if (posted === row) continue
      delete values[to]
      delete errors[to]
      if (posted === -1) continue
      if (reply.values[from] !== undefined) values[to] = reply.values[from]
      if (reply.errors[from]) errors[to] = reply.errors[from]
    }
  })
  return { values, errors }
}

/** OFFER-14: how long the page waits after the last key before it stores a typed change itself. */
const AUTO_UPDATE_MS = 600
/** The inputs whose change alters the totals: each line's quantity, price and discount, and the options. */
const changesTotals = (name: string) =>
  /^lines\.\d+\.(quantity|selling_price|discount)$/.test(name) ||
  name === "global_discount" ||
  name === "transport_price" ||
  name === "show_only_catalog_price" ||
  // the customer's country sets the VAT rate (OFFER-6)
  name === "customer.country"

/** After a stored change the inputs show what is stored now, without being drawn again (the focus stays). */
function showStored(form: HTMLFormElement | null, offer: View) {
  if (!form) return
  const set = (name: string, value: string | boolean) => {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = value === true
    else if (control && "value" in control) control.value = String(value)
  }
  for (const [name, value] of Object.entries(offer.inputs)) set(name, value)
  offer.lines.forEach((line, row) => {
    set(`lines.${row}.quantity`, String(line.quantity))
    set(`lines.${row}.selling_price`, line.sellingInput)
    set(`lines.${row}.discount`, line.discountInput)
  })
  set(ADD_ITEM, "")
}

export default function OfferEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("offers")
  const { countries, hasBasket, listHref } = loaderData
  const params = useParams()
  const fetcher = useFetcher<EditorActionData>({ key: `offer-editor-${params.id}` })
  const form = useRef<HTMLFormElement>(null)
  const linesTitle = useRef<HTMLHeadingElement>(null)
  // OFFER-14: what the last submission was: the page's own update of the totals, or a removed line
  const [submitted, setSubmitted] = useState<"auto" | "remove" | "other">("other")
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [announcement, setAnnouncement] = useState("")
  // a scripted submission says so: its answer is data, not a redirect (the action)
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  const result = fetcher.data ?? actionData
  const reply = result && !result.ok ? result.reply : null
  // without the stored offer (a post during an outage, without scripts) the form as it was posted
  const offer = loaderData.offer ?? offerAsPosted(params.id ?? "", reply ?? EMPTY_REPLY)
  const grandTotal = offer.totals.find((row) => row.kind === "grand")?.amount ?? ""
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return
    const kind = submitted
    // After the page's own update of the totals the fields keep what they hold: the partner may have typed
    // on (in the customer's fields too) while it was on its way, and that must not be replaced by what
    // was stored before; after the partner's own submission (Update, Enter, Add) every field shows the store.
    if (fetcher.data.ok && kind !== "auto") showStored(form.current, offer)
    // the new totals are said once, in the editor's own status region (no toast for the page's own update)
    if (kind === "auto" && fetcher.data.ok) setAnnouncement(t("editor.totalsNow", { total: grandTotal }))
    // the removed line's button is gone: the focus goes to the lines' heading, never to <body>
    if (kind === "remove" && fetcher.data.ok) linesTitle.current?.focus()
    if (!fetcher.data.ok && fetcher.data.reply.matches?.length)
      setAnnouncement(t("add.found", { count: fetcher.data.reply.matches.length }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer, with the totals it brought
  }, [fetcher.state, fetcher.data])
  useEffect(() => () => clearTimeout(timer.current), [])
  const busy = fetcher.state !== "idle"
  /** OFFER-14: a typed change to a quantity, price, discount or option is stored by itself, after a pause */
  const pending = useRef(false)
  const updateTotals = () => {
    clearTimeout(timer.current)
    pending.current = false
    if (!form.current) return
    const body = new FormData(form.current)
    body.set("intent", "update")
    body.set("auto", "1")
    // the "add an item" field is only read when the partner asks to add
    body.set(ADD_ITEM, "")
    setSubmitted("auto")
    setAnnouncement("")
    void fetcher.submit(body, { method: "post" })
  }
  const scheduleUpdate = (event: FormEvent<HTMLFormElement>) => {
    if (!changesTotals((event.target as unknown as HTMLInputElement).name)) return
    pending.current = true
    clearTimeout(timer.current)
    timer.current = setTimeout(updateTotals, AUTO_UPDATE_MS)
  }
  // leaving the field (Tab) stores at once what is still waiting
  const flushUpdate = (event: FocusEvent<HTMLFormElement>) => {
    if (pending.current && changesTotals((event.target as unknown as HTMLInputElement).name)) updateTotals()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearTimeout(timer.current)
    pending.current = false
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    setSubmitted(submitter?.value.startsWith("remove:") ? "remove" : "other")
    setAnnouncement("")
  }
  const typed = rowsOf(reply, offer)
  const state = (name: string, stored: string) => ({
    value: typed.values[name] ?? stored,
    errors: typed.errors[name],
  })
  const stored = (name: string) => String(offer.inputs[name] ?? "")
  const catalogOnly = fieldId("show_only_catalog_price")

  // the error summary names the fields in the form's order
  const labels: [string, string][] = [
    ...offer.lines.flatMap((line, row) =>
      LINE_INPUTS.map((input): [string, string] => [
        `lines.${row}.${input}`,
        t(`lines.${input}Of`, { id: line.itemId }),
      ]),
    ),
    [ADD_ITEM, t("add.label")],
    ["reference", t("options.reference")],
    ["global_discount", t("options.globalDiscount")],
    ["transport_price", t("options.transport")],
    ...CUSTOMER_FIELDS.map((field): [string, string] => [`customer.${field}`, t(`customer.${field}`)]),
  ]
  const entries: SummaryEntry[] = labels.flatMap(([name, label]) => {
    const errors = typed.errors[name]
    return errors?.length ? [{ id: fieldId(name), label, errors }] : []
  })
  const intentButton = (intent: string, label: string, className = css.secondary) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={className}
      aria-disabled={busy || undefined}
    >
      {label}
    </button>
  )

  return (
    <section aria-labelledby="offer-title" className={css.page}>
      <h1 id="offer-title">
        {offer.number ? t("editor.title", { number: offer.number }) : t("common:breadcrumb.newOffer")}
      </h1>
      <p className={css.intro}>{t("editor.intro")}</p>
      <ErrorSummaryBox
        id="offer-summary"
        formErrors={reply?.formErrors ?? []}
        entries={entries}
        // with scripts the fetcher's refusal, without the page's (autoFocus); never the page's own update
        focus={!!result && !result.ok && submitted !== "auto"}
      />
      <fetcher.Form
        method="post"
        ref={form}
        noValidate
        className={css.editor}
        aria-labelledby="offer-title"
        onSubmit={onSubmit}
        onInput={scheduleUpdate}
        onBlur={flushUpdate}
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
          <div className={css.addRow}>
            <OfferField
              name={ADD_ITEM}
              label={t("add.label")}
              hint={t("add.hint")}
              state={state(ADD_ITEM, "")}
              autoComplete="off"
            />
            {intentButton("add", t("add.button"))}
          </div>
          {reply?.matches?.length ? (
            // the header's search for a text that is not an item number: each match adds itself
            <div role="group" aria-labelledby="offer-matches-title" className={css.block}>
              <p id="offer-matches-title">{t("add.matches", { text: typed.values[ADD_ITEM] ?? "" })}</p>
              <ul className={css.matches}>
                {reply.matches.map((match) => (
                  <li key={`${match.type}:${match.id}`}>
                    {intentButton(`pick:${match.type}:${match.id}`, t("add.pick", { id: match.id }))}{" "}
                    <span>{match.name}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className={css.actions}>
            {hasBasket ? intentButton("basket", t("add.basket")) : null}
            {intentButton("wishlist", t("add.wishlist"))}
          </div>
        </section>
        <fieldset className={`${css.fieldset} ${css.columns}`}>
          <legend>{t("options.title")}</legend>
          <OfferField
            name="reference"
            label={t("options.reference")}
            state={state("reference", stored("reference"))}
          />
          <OfferField
            name="global_discount"
            label={t("options.globalDiscount")}
            hint={t("options.percentHint")}
            inputMode="decimal"
            state={state("global_discount", stored("global_discount"))}
          />
          <OfferField
            name="transport_price"
            label={t("options.transport")}
            hint={t("options.amountHint")}
            inputMode="decimal"
            state={state("transport_price", stored("transport_price"))}
          />
          <div className={css.wide}>
            <div className={formStyles.checkboxRow}>
              <input
                type="checkbox"
                id={catalogOnly}
                name="show_only_catalog_price"
                className={formStyles.checkboxInput}
                defaultChecked={
                  reply ? "show_only_catalog_price" in reply.values : offer.showOnlyCatalogPrice
                }
                aria-describedby={`${catalogOnly}-hint`}
              />
              <label htmlFor={catalogOnly}>{t("options.showOnlyCatalogPrice")}</label>
            </div>
            <p id={`${catalogOnly}-hint`} className={formStyles.hint}>
              {t("options.showOnlyCatalogPriceHint")}
            </p>
          </div>
        </fieldset>
        <fieldset className={`${css.fieldset} ${css.columns}`}>
          <legend>{t("customer.title")}</legend>
          {CUSTOMER_FIELDS.map((field) => {
            const name = `customer.${field}`
            return (
              <OfferField
                key={field}
                name={name}
                label={t(`customer.${field}`)}
                hint={
                  field === "company_reference"
                    ? t("customer.vatHint")
                    : field === "company_name" || field === "country"
                      ? t("customer.neededToSave")
                      : undefined
                }
                state={state(name, stored(name))}
                wide={field === "additional_information"}
                textarea={field === "additional_information"}
                type={field === "telephone" ? "tel" : "text"}
                select={
                  field === "country"
                    ? { placeholder: t("customer.chooseCountry"), options: countries }
                    : undefined
                }
              />
            )
          })}
        </fieldset>
        {offer.totals.length ? <OfferTotals rows={offer.totals} /> : null}
        <div className={css.actions}>
          {intentButton("update", t("editor.update"), button)}
          {intentButton("save", t("editor.save"), button)}
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
