import { useForm } from "@conform-to/react"
import { useEffect, useRef } from "react"
import { Link, useFetcher } from "react-router"

import { QUANTITY_INPUT } from "#contract/items"
import { formatMoney } from "#contract/money"

import { ErrorList, ErrorSummary, formStyles } from "../../components/form"
import { FormToken } from "../../components/form-token"
import { ListThumbnail } from "../../components/list-thumbnail"
import { useTranslation } from "../../lib/i18n/translation"
import { button } from "../../styles/utilities.css"
import * as css from "./basket.css"
import { type LineActionData, lineFormId } from "./line-form"
import type { ViewLine } from "./view-lines.server"

/** The refused quantity of the page's post (without scripts): the form kit's summary, linked to its field. */
export function LineErrorSummary({ error, lines }: { error: LineActionData; lines: readonly ViewLine[] }) {
  const { t } = useTranslation("basket")
  const [form] = useForm({ id: lineFormId(error.line), lastResult: error.result })
  const itemId = lines.find((line) => error.line.endsWith(line.id))?.itemId ?? ""
  return (
    <ErrorSummary
      form={form}
      labels={{ quantity: t("quantityOf", { id: itemId }) }}
      title={t("errorTitle")}
    />
  )
}

/** The lines of a list (prices for the basket only), each row with its own forms and error. */
export function LineTable({
  lines,
  kind,
  ownWishlist = false,
  currency,
  lineError,
  caption,
}: {
  lines: readonly ViewLine[]
  kind: "basket" | "wishlist"
  /** what the table holds, e.g. "Equipment: 10 lines" (its section's heading says the group too) */
  caption: string
  /** a basket-role partner's wishlist, below their basket: its rows are named "wishlist:<id>" */
  ownWishlist?: boolean
  currency: "EUR" | "GBP"
  /** the page's refused line, if any: shown on its row */
  lineError: LineActionData | null
}) {
  const { t } = useTranslation("basket")
  return (
    <table className={css.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("item")}</th>
          <th scope="col">{t("quantity")}</th>
          {kind === "basket" ? (
            <>
              <th scope="col" className={css.amount}>
                {t("unitPrice")}
              </th>
              <th scope="col" className={css.amount}>
                {t("lineTotal")}
              </th>
            </>
          ) : null}
          <th scope="col" className={css.actions}>
            <span className="visually-hidden">{t("actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <LineRow
            key={line.id}
            line={line}
            kind={kind}
            ownWishlist={ownWishlist}
            currency={currency}
            error={lineError?.line === (ownWishlist ? `wishlist:${line.id}` : line.id) ? lineError : null}
          />
        ))}
      </tbody>
    </table>
  )
}

/** One line: decrease, quantity with its update, increase, remove; four small forms (Enter updates). */
function LineRow({
  line,
  kind,
  ownWishlist = false,
  currency,
  error,
}: {
  line: ViewLine
  kind: "basket" | "wishlist"
  /** a basket-role partner's wishlist row, below their basket */
  ownWishlist?: boolean
  currency: "EUR" | "GBP"
  error: LineActionData | null
}) {
  const { t, i18n } = useTranslation("basket")
  const rowId = (ownWishlist ? "wishlist:" : "") + line.id
  const fetcher = useFetcher<LineActionData>({ key: `line-${rowId}` })
  const busy = fetcher.state !== "idle"
  const result = (fetcher.data ?? error)?.result
  const [form, fields] = useForm<{ quantity: number }>({ id: lineFormId(rowId), lastResult: result })
  // the refused quantity stays in the field, as typed, beside its message
  const errors = result?.error?.quantity ?? undefined
  const typed = result?.initialValue?.quantity
  // The quantity field stays the same element when the line changes, so the focus stays in it (decision 039:
  // drawn anew, keyed by the quantity, it would take the focus with it): the new quantity is written into it,
  // unless it holds a refused value, which stays as typed beside its message.
  const quantityInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!errors && quantityInput.current) quantityInput.current.value = String(line.quantity)
  }, [line.quantity, errors])
  const hidden = (
    <>
      <FormToken />
      <input type="hidden" name="item_id" value={line.itemId} />
      <input type="hidden" name="item_type" value={line.itemType} />
      {ownWishlist ? <input type="hidden" name="list" value="wishlist" /> : null}
    </>
  )
  // BASKET-6: − and + change the quantity by one (decrease clamps at 1), each its own small form
  const stepForm = (intent: "decrease" | "increase", symbol: string) => (
    <fetcher.Form method="post" preventScrollReset>
      {hidden}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={css.stepButton}
        aria-label={t(intent, { id: line.itemId })}
      >
        {symbol}
      </button>
    </fetcher.Form>
  )
  return (
    <tr aria-busy={busy || undefined}>
      <ItemHeader line={line} />
      <td data-label={t("quantity")}>
        <div className={css.quantityCell}>
          {stepForm("decrease", "−")}
          <fetcher.Form method="post" id={form.id} preventScrollReset noValidate className={css.quantityForm}>
            {hidden}
            <label htmlFor={fields.quantity.id} className="visually-hidden">
              {t("quantityOf", { id: line.itemId })}
            </label>
            <input
              ref={quantityInput}
              id={fields.quantity.id}
              className={css.quantityInput}
              type="number"
              name="quantity"
              {...QUANTITY_INPUT}
              inputMode="numeric"
              defaultValue={errors ? (typeof typed === "string" ? typed : "") : line.quantity}
              aria-invalid={errors ? true : undefined}
              aria-describedby={errors ? fields.quantity.errorId : undefined}
            />
            <button type="submit" name="intent" value="update" className={css.textButton}>
              {t("update")}
              <span className="visually-hidden"> {line.itemId}</span>
            </button>
          </fetcher.Form>
          {stepForm("increase", "+")}
        </div>
        <ErrorList id={fields.quantity.errorId} errors={errors} />
        {busy ? (
          // not a live region: the toast of the change is the one message (decision 077)
          <span className={css.pending}>{t("updating")}</span>
        ) : null}
      </td>
      {kind === "basket" ? (
        <>
          <td className={css.amount} lang={i18n.language} data-label={t("unitPrice")}>
            {line.unitPrice != null ? formatMoney(line.unitPrice, currency) : t("priceUnknown")}
          </td>
          <td className={css.amount} lang={i18n.language} data-label={t("lineTotal")}>
            {line.lineTotal != null ? formatMoney(line.lineTotal, currency) : "–"}
          </td>
        </>
      ) : null}
      <td className={css.actions}>
        <fetcher.Form method="post" preventScrollReset>
          {hidden}
          <button type="submit" name="intent" value="remove" className={css.textButton}>
            {t("remove")}
            <span className="visually-hidden"> {line.itemId}</span>
          </button>
        </fetcher.Form>
      </td>
    </tr>
  )
}

/** The row's header: the item, by its picture, name and number. */
function ItemHeader({ line }: { line: ViewLine }) {
  return (
    <th scope="row" className={css.itemHeader}>
      <div className={css.itemCell}>
        {line.thumb ? (
          <ListThumbnail picture={line.thumb} className={css.thumb} decoding="async" />
        ) : (
          <span className={css.thumb} />
        )}
        <span>
          {line.href ? <Link to={line.href}>{line.name}</Link> : line.name}
          <br />
          <span className={css.itemId}>{line.itemId}</span>
        </span>
      </div>
    </th>
  )
}

/** BASKET-12, ask for an offer: loading, then success (wishlist cleared, message shown) or an error. */
export function AskOfferForm({ failed }: { failed: boolean }) {
  const { t } = useTranslation("basket")
  const fetcher = useFetcher<{ offerError?: true }>({ key: "ask-offer" })
  const busy = fetcher.state !== "idle"
  return (
    <fetcher.Form method="post" className={css.offer}>
      <FormToken />
      {(fetcher.data ? fetcher.data.offerError : failed) ? (
        <p role="alert" className={formStyles.errorText}>
          {t("offerFailed")}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="ask-offer"
        className={button}
        aria-disabled={busy || undefined}
      >
        {busy ? t("sending") : t("askOffer")}
      </button>
    </fetcher.Form>
  )
}
