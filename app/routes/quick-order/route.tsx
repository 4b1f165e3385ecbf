import { useEffect, useRef } from "react"
import { Form, Link, useNavigation } from "react-router"

import { QUICK_ORDER_ROWS_STEP } from "#contract/quick-order"

import { ErrorSummaryBox } from "../../components/form-messages"
import { FormToken } from "../../components/form-token"
import { ListThumbnail } from "../../components/list-thumbnail"
import { PriceBlock, StockLine } from "../../components/product-card"
import { getInstance } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { requirePartnerSession } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"
import { listKindOf } from "../../lib/shop/basket.server"
import { metaTags } from "../../lib/urls/meta-tags"
import { localizedPath } from "../../lib/urls/pages"
import { titleCrumb } from "../../lib/urls/title-crumb"
import { button } from "../../styles/utilities.css"
import type { Route } from "./+types/route"
import { ArticleInput } from "./article-input"
import * as css from "./quick-order.css"
import {
  answerState,
  emptyRows,
  quickOrderAction,
  type QuickOrderState,
  type RowView,
} from "./quick-order.server"

// quick-order (QUICK-1 to QUICK-5): rows of article numbers and quantities, a box to paste lines, a file to
// upload, all in one plain form; the preview shows each row's item or its problem under it, and "add" puts
// the valid rows in the basket (or the wishlist) at once. Scripts add the number's suggestions and post the
// same form without reloading the page.

export function loader({ context }: Route.LoaderArgs) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const kind = listKindOf(user)
  return {
    title: getInstance(context).t("quick-order:title"),
    href: localizedPath(locale, "quickOrder"),
    kind,
    listHref: localizedPath(locale, kind),
    templateHref: localizedPath(locale, "quickOrderTemplate"),
    initial: answerState(emptyRows(QUICK_ORDER_ROWS_STEP), 0),
  }
}

export const action = quickOrderAction

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["quick-order"], "quick-order:title")

const rowIds = (index: number) => ({
  id: `qo-id-${index}`,
  quantity: `qo-quantity-${index}`,
  result: `qo-result-${index}`,
})

export default function QuickOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("quick-order")
  const state: QuickOrderState = actionData ?? loaderData.initial
  const navigation = useNavigation()
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null
  const pending = typeof intent === "string" ? intent : null
  const rowsHeading = useRef<HTMLHeadingElement>(null)
  // a dropped row takes its button with it: the focus goes to the rows' heading, never to <body>
  useEffect(() => {
    if (actionData && document.activeElement === document.body) rowsHeading.current?.focus()
  }, [actionData])
  return (
    <section aria-labelledby="quick-order-title" className={css.page}>
      <h1 id="quick-order-title">{loaderData.title}</h1>
      <p>{t(loaderData.kind === "basket" ? "introBasket" : "introWishlist")}</p>
      <AnswerMessages
        state={state}
        answered={!!actionData}
        kind={loaderData.kind}
        listHref={loaderData.listHref}
      />
      <Form method="post" encType="multipart/form-data" noValidate className={css.page}>
        <FormToken />
        <h2 id="quick-order-rows" ref={rowsHeading} tabIndex={-1}>
          {t("rowsTitle")}
        </h2>
        <ol className={css.rows} aria-labelledby="quick-order-rows">
          {state.rows.map((row, index) => (
            <Row key={`${state.revision}-${index}`} row={row} index={index} />
          ))}
        </ol>
        <div className={css.actions}>
          <button type="submit" name="intent" value="more" className={css.dropButton}>
            {t("moreRows")}
          </button>
        </div>
        <div className={css.sources}>
          <div className={css.field}>
            <label htmlFor="qo-text" className={css.label}>
              {t("pasteLabel")}
            </label>
            <p id="qo-text-hint" className={css.small}>
              {t("pasteHint")}
            </p>
            <textarea
              id="qo-text"
              name="text"
              className={css.textarea}
              defaultValue={state.text}
              key={`text-${state.revision}`}
              aria-describedby={state.textError ? "qo-text-hint qo-text-error" : "qo-text-hint"}
              aria-invalid={state.textError ? true : undefined}
            />
            {state.textError ? (
              <p id="qo-text-error" className={css.error}>
                {state.textError}
              </p>
            ) : null}
          </div>
          <div className={css.field}>
            <label htmlFor="qo-file" className={css.label}>
              {t("fileLabel")}
            </label>
            <p id="qo-file-hint" className={css.small}>
              {t("fileHint")}{" "}
              <a href={loaderData.templateHref} download>
                {t("template")}
              </a>
            </p>
            <input
              key={`file-${state.revision}`}
              id="qo-file"
              name="file"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={state.fileError ? "qo-file-hint qo-file-error" : "qo-file-hint"}
              aria-invalid={state.fileError ? true : undefined}
            />
            {state.fileError ? (
              <p id="qo-file-error" className={css.error}>
                {state.fileError}
              </p>
            ) : null}
          </div>
        </div>
        <div className={css.actions}>
          <button type="submit" name="intent" value="check" className={css.dropButton}>
            {pending === "check" ? t("checking") : t("check")}
          </button>
          <button type="submit" name="intent" value="add" className={button}>
            {pending === "add" ? t("adding") : t(loaderData.kind === "basket" ? "addBasket" : "addWishlist")}
          </button>
        </div>
      </Form>
    </section>
  )
}

/**
 * What the last answer says above the form: how many lines were added, the problems to fix (each linked to
 * its field), or that every line is valid.
 */
function AnswerMessages({
  state,
  answered,
  kind,
  listHref,
}: {
  state: QuickOrderState
  /** the page shows an answer to a post, not the first visit: the summary takes the focus */
  answered: boolean
  kind: "basket" | "wishlist"
  listHref: string
}) {
  const { t } = useTranslation("quick-order")
  const problems = state.rows.flatMap((row, index) =>
    row.result?.error
      ? [{ id: rowIds(index).id, label: `${t("article")} ${row.id || "—"}`, errors: [row.result.error] }]
      : [],
  )
  const fieldProblems = [
    ...(state.textError ? [{ id: "qo-text", label: t("pasteLabel"), errors: [state.textError] }] : []),
    ...(state.fileError ? [{ id: "qo-file", label: t("fileLabel"), errors: [state.fileError] }] : []),
  ]
  const summary = state.summary
  const allValid = summary && summary.errors === 0 && summary.lines > 0
  return (
    <>
      {state.added ? (
        <p role="status">
          {t("partlyAdded", { count: state.added })}{" "}
          <Link to={listHref}>{t(kind === "basket" ? "toBasket" : "toWishlist")}</Link>
        </p>
      ) : null}
      <ErrorSummaryBox
        id="quick-order-summary"
        title={t("summaryTitle")}
        formErrors={[
          ...(state.formError ? [state.formError] : []),
          ...(summary && summary.errors && !state.added
            ? [t("summary", { valid: summary.valid, lines: summary.lines })]
            : []),
        ]}
        entries={[...fieldProblems, ...problems]}
        focus={answered}
      />
      {allValid ? <p role="status">{t("allValid", { count: summary.lines })}</p> : null}
    </>
  )
}

function Row({ row, index }: { row: RowView; index: number }) {
  const { t } = useTranslation("quick-order")
  const ids = rowIds(index)
  const result = row.result
  const line = t("line", { n: index + 1 })
  const invalid = !!result?.error
  return (
    <li className={css.row}>
      <div className={css.field}>
        <label htmlFor={ids.id} className={css.label}>
          {t("article")}
          <span className="visually-hidden">, {line}</span>
        </label>
        <ArticleInput
          id={ids.id}
          name="id"
          defaultValue={row.id}
          describedBy={result ? ids.result : undefined}
          invalid={invalid}
        />
      </div>
      <div className={css.field}>
        <label htmlFor={ids.quantity} className={css.label}>
          {t("quantity")}
          <span className="visually-hidden">, {line}</span>
        </label>
        <input
          id={ids.quantity}
          name="quantity"
          className={css.quantity}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={row.quantity}
          aria-describedby={result ? ids.result : undefined}
          aria-invalid={invalid || undefined}
        />
      </div>
      <button type="submit" name="intent" value={`drop:${index}`} className={css.dropButton}>
        {t("drop")}
        <span className="visually-hidden"> {line}</span>
      </button>
      {result ? <RowResultView id={ids.result} row={row} /> : null}
    </li>
  )
}

function RowResultView({ id, row }: { id: string; row: RowView }) {
  const { t } = useTranslation("quick-order")
  const result = row.result!
  const item = result.item
  return (
    <div id={id} className={css.result}>
      {item?.picture ? <ListThumbnail picture={item.picture} className={css.thumb} /> : null}
      <div className={item?.picture ? css.resultText : css.noPicture}>
        {item ? (
          <p className={css.itemName}>
            {item.href ? <a href={item.href}>{item.name}</a> : item.name}
            {item.type === "spare-parts" ? <span className={css.small}> ({t("sparePart")})</span> : null}
          </p>
        ) : null}
        {result.error ? <p className={css.error}>{result.error}</p> : null}
        {result.notices.map((notice) => (
          <p key={notice} className={css.notice}>
            {notice}
          </p>
        ))}
        {item && !result.error ? (
          <>
            {item.price ? <PriceBlock attributes={{ price: item.price }} /> : null}
            {item.availability ? <StockLine availability={item.availability} /> : null}
            {result.quantity != null ? (
              <p className={css.small}>{t("willAdd", { quantity: result.quantity })}</p>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
