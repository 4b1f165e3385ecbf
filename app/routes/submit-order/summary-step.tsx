import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { Form, Link } from "react-router"

import type { Locale } from "#contract/locales"
import { formatMoney } from "#contract/money"

import { CheckboxField, ErrorSummary, formStyles, SubmitButton } from "../../components/form"
import { FormToken } from "../../components/form-token"
import { TotalsList } from "../../components/totals-list"
import { useTranslation } from "../../lib/i18n/translation"
import { localizedPath } from "../../lib/urls/pages"
import * as css from "../submit-order.css"
import { AddressLines } from "./address-review-step"
import { summarySchema } from "./checkout-schemas"
import type { ActionData, LoaderOf } from "./step-data"

// The final summary (ORDER-5, ORDER-10, ORDER-12, ORDER-19): the lines and totals the order will have, the
// deliveries, the Good Deals warning to acknowledge, the shipping date to confirm, and the duplicate prompt.

export function SummaryStep({
  data: loaderData,
  actionData,
}: {
  data: LoaderOf<"summary">
  actionData: ActionData
}) {
  const { t, i18n } = useTranslation("checkout")
  const { blocks, state, dates, lines, totals, duplicate, declined } = loaderData
  const currency = totals.currency
  const goodDeals = lines.filter((line) => line.goodDeal)
  const [form, fields] = useForm({
    id: "summary",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: summarySchema(goodDeals.length > 0) }),
  })
  const labels: Record<string, string> = { confirm_date: t("summary.confirmDate") }
  if (goodDeals.length) labels.good_deals = t("summary.goodDealsAccept")
  const all = fields as unknown as Record<"good_deals" | "confirm_date", FieldMetadata<unknown>>

  return (
    <Form method="post" {...getFormProps(form)} noValidate className={css.summaryForm}>
      <FormToken />
      <input type="hidden" name="key" value={state.key} />
      <h2>{t("steps.summary")}</h2>
      <ErrorSummary form={form} labels={labels} />
      {declined && !actionData ? (
        <p role="status" className={formStyles.notice}>
          {t("summary.declined")}
        </p>
      ) : null}
      <div className={css.tableWrap}>
        <table className={css.table}>
          <caption>{t("summary.lines")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("summary.item")}</th>
              <th scope="col">{t("summary.quantity")}</th>
              <th scope="col">{t("summary.unitPrice")}</th>
              <th scope="col">{t("summary.lineTotal")}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.type}:${line.item_id}`}>
                <th scope="row">
                  {line.name} <span className={css.muted}>({line.item_id})</span>
                  {line.goodDeal ? <span className={css.badge}> {t("summary.goodDeal")}</span> : null}
                </th>
                <td data-label={t("summary.quantity")}>{line.qty}</td>
                <td className={css.numeric} data-label={t("summary.unitPrice")}>
                  {line.unit_price == null ? "–" : formatMoney(line.unit_price, currency)}
                </td>
                <td className={css.numeric} data-label={t("summary.lineTotal")}>
                  {formatMoney(line.line_total, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TotalsList
        amounts={{
          net: formatMoney(totals.net, currency),
          productTax: totals.product_tax > 0 ? formatMoney(totals.product_tax, currency) : null,
          additionalTaxes: totals.additional_taxes.map((tax) => ({
            name: tax.name,
            amount: formatMoney(tax.amount, currency),
          })),
          vat: formatMoney(totals.vat, currency),
          total: formatMoney(totals.total, currency),
        }}
        labels={{
          net: t("summary.net"),
          productTax: t("summary.maritime"),
          additionalTax: t("summary.additionalTax"),
          vat: t("summary.vat", { rate: String(totals.vat_rate) }),
          total: t("summary.total"),
        }}
        taxRowClassName={css.totalRow}
      />
      <h3>{t("summary.deliveries")}</h3>
      <div className={css.deliveries}>
        {blocks.map((block) => {
          const chosen = state[block]!
          return (
            <section key={block} className={css.group} aria-labelledby={`summary-${block}`}>
              <h4 id={`summary-${block}`}>{t(`blocks.${block}`)}</h4>
              <p>
                {t(`types.${chosen.type}`)}
                {chosen.express ? ` – ${t("delivery.express")}` : ""}
              </p>
              {chosen.address ? <AddressLines address={chosen.address} /> : null}
              <p>
                {t("delivery.date")}: <strong>{dates[block]}</strong>
              </p>
            </section>
          )
        })}
      </div>
      <dl className={css.facts}>
        <dt>{t("reference")}</dt>
        <dd>{state.reference}</dd>
        <dt>{t("comments")}</dt>
        <dd>{state.comments}</dd>
      </dl>
      <p>
        <Link to={localizedPath(i18n.language as Locale, "submitOrder")}>{t("change")}</Link>
      </p>
      {goodDeals.length ? (
        <div className={css.warning} role="note" aria-labelledby="good-deals-title">
          <h3 id="good-deals-title">{t("summary.goodDealsTitle")}</h3>
          <p>{t("summary.goodDealsText")}</p>
          <ul>
            {goodDeals.map((line) => (
              <li key={line.item_id}>
                {line.name} ({line.item_id})
              </li>
            ))}
          </ul>
          <CheckboxField field={all.good_deals} label={t("summary.goodDealsAccept")} />
        </div>
      ) : null}
      <CheckboxField field={all.confirm_date} label={t("summary.confirmDate")} />
      {duplicate !== null ? (
        <div className={css.warning} role="alert">
          <h3>{t("summary.duplicateTitle")}</h3>
          <p>{t("summary.duplicateText", { number: duplicate })}</p>
          <div className={formStyles.actions}>
            <SubmitButton name="intent" value="order" busyLabel={t("busy")}>
              {t("summary.sendAnyway")}
            </SubmitButton>
            <button type="submit" name="intent" value="decline" formNoValidate className={css.secondary}>
              {t("summary.dontSend")}
            </button>
          </div>
        </div>
      ) : (
        <div className={formStyles.actions}>
          <SubmitButton name="intent" value="order" busyLabel={t("busy")}>
            {t("summary.order")}
          </SubmitButton>
        </div>
      )}
    </Form>
  )
}
