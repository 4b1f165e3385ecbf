import { useEffect, useRef } from "react"
import { Form, Link, useNavigation } from "react-router"

import { FormToken } from "../../components/form-token"
import { SaveFirstOrReplace } from "../../components/saved-baskets"
import * as draftsCss from "../../components/saved-baskets.css"
import { useTranslation } from "../../lib/i18n/translation"
import { button } from "../../styles/utilities.css"
import * as css from "../my-orders.css"
import type { ReorderActionData } from "./reorder.server"

/** QUICK-6: the button, the saved baskets' question over a non-empty basket, and what changed. */
export function ReorderSection({
  number,
  data,
  basketHref,
  cancelHref,
}: {
  number: string
  data: ReorderActionData | undefined
  basketHref: string
  cancelHref: string
}) {
  const { t } = useTranslation("orders")
  const { t: td } = useTranslation("drafts")
  const navigation = useNavigation()
  const focusRef = useRef<HTMLElement>(null)
  // the question or the result takes the focus, so it is heard (decision 039)
  useEffect(() => {
    if (data?.question || data?.result) focusRef.current?.focus()
  }, [data])
  if (data?.question)
    return (
      <section
        ref={focusRef}
        className={draftsCss.question}
        aria-labelledby="reorder-question-title"
        tabIndex={-1}
      >
        <h2 id="reorder-question-title">{td("questionTitle")}</h2>
        <p>{t("reorder.questionBody", { number: data.question.number, count: data.question.count })}</p>
        <Form method="post" className={draftsCss.rowActions}>
          <FormToken />
          <input type="hidden" name="intent" value="reorder" />
          <input type="hidden" name="number" value={number} />
          <SaveFirstOrReplace saveLabel={t("reorder.saveFirst")} cancelHref={cancelHref} />
        </Form>
      </section>
    )
  if (data?.result)
    return (
      <section ref={focusRef} aria-labelledby="reorder-title" tabIndex={-1}>
        <h2 id="reorder-title">{t("reorder.title")}</h2>
        <p role="status">
          {t("reorder.intro", { number: data.result.number })}
          {data.result.savedCurrent
            ? ` ${t("reorder.savedFirst", { number: data.result.savedCurrent })}`
            : ""}
        </p>
        <ReorderedLines lines={data.result.lines} />
        <p>
          <Link to={basketHref}>{t("reorder.toBasket")}</Link>
        </p>
      </section>
    )
  return (
    <Form method="post">
      <FormToken />
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="number" value={number} />
      {data?.error ? (
        <p role="alert" className={css.alert}>
          {data.error}
        </p>
      ) : null}
      <button
        type="submit"
        className={button}
        aria-label={t("reorder.buttonLabel", { number })}
        aria-disabled={navigation.state === "submitting" || undefined}
      >
        {t("reorder.button")}
      </button>
    </Form>
  )
}

/** What ordering again did to each line: the quantity now in the basket and the price then and now. */
function ReorderedLines({ lines }: { lines: NonNullable<ReorderActionData["result"]>["lines"] }) {
  const { t } = useTranslation("orders")
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className="visually-hidden">{t("reorder.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("detail.item")}</th>
            <th scope="col" className={css.numeric}>
              {t("detail.quantity")}
            </th>
            <th scope="col" className={css.numeric}>
              {t("reorder.inBasket")}
            </th>
            <th scope="col" className={css.numeric}>
              {t("reorder.priceThen")}
            </th>
            <th scope="col" className={css.numeric}>
              {t("reorder.priceNow")}
            </th>
            <th scope="col">{t("status")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.itemId}
                <br />
                <small>{line.name}</small>
              </th>
              <td className={css.numeric} data-label={t("detail.quantity")}>
                {line.quantityOrdered}
              </td>
              <td className={css.numeric} data-label={t("reorder.inBasket")}>
                {line.quantity}
              </td>
              <td className={css.numeric} data-label={t("reorder.priceThen")}>
                {line.priceThen}
              </td>
              <td className={css.numeric} data-label={t("reorder.priceNow")}>
                {line.priceNow ?? "–"}
              </td>
              <td data-label={t("status")}>{t(`reorder.${line.change.key}`, line.change.values)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
