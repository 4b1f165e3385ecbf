import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { Form, Link } from "react-router"

import type { Locale } from "#contract/locales"
import { formatMoney } from "#contract/money"

import { DataTable } from "../../components/data-table"
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
      <DataTable
        caption={t("summary.lines")}
        className={css.table}
        rows={lines}
        rowKey={(line) => `${line.type}:${line.item_id}`}
        columns={[
          {
            name: t("summary.item"),
            cell: (line) => (
              <>
                {line.name} <span className={css.muted}>({line.item_id})</span>
                {line.goodDeal ? <span className={css.badge}> {t("summary.goodDeal")}</span> : null}
              </>
            ),
          },
          { name: t("summary.quantity"), cell: (line) => line.qty },
          {
            name: t("summary.unitPrice"),
            numeric: true,
            cell: (line) => (line.unit_price == null ? "–" : formatMoney(line.unit_price, currency)),
          },
          {
            name: t("summary.lineTotal"),
            numeric: true,
            cell: (line) => formatMoney(line.line_total, currency),
          },
        ]}
      />
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
      <DeliveriesSummary blocks={blocks} state={state} dates={dates} />
      <dl className={css.facts}>
        <dt>{t("reference")}</dt>
        <dd>{state.reference}</dd>
        <dt>{t("comments")}</dt>
        <dd>{state.comments}</dd>
      </dl>
      <p>
        <Link to={localizedPath(i18n.language as Locale, "submitOrder")}>{t("change")}</Link>
      </p>
      {goodDeals.length ? <GoodDealsWarning lines={goodDeals} field={all.good_deals} /> : null}
      <CheckboxField field={all.confirm_date} label={t("summary.confirmDate")} />
      <OrderButtons duplicate={duplicate} />
    </Form>
  )
}

/** Each block's delivery as chosen: its type, express, address and shipping date. */
function DeliveriesSummary({
  blocks,
  state,
  dates,
}: Pick<LoaderOf<"summary">, "blocks" | "state" | "dates">) {
  const { t } = useTranslation("checkout")
  return (
    <>
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
    </>
  )
}

/** ORDER-12: the Good Deals among the lines, to acknowledge before ordering. */
function GoodDealsWarning({
  lines,
  field,
}: {
  lines: LoaderOf<"summary">["lines"]
  field: FieldMetadata<unknown>
}) {
  const { t } = useTranslation("checkout")
  return (
    <div className={css.warning} role="note" aria-labelledby="good-deals-title">
      <h3 id="good-deals-title">{t("summary.goodDealsTitle")}</h3>
      <p>{t("summary.goodDealsText")}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.item_id}>
            {line.name} ({line.item_id})
          </li>
        ))}
      </ul>
      <CheckboxField field={field} label={t("summary.goodDealsAccept")} />
    </div>
  )
}

/** The order button, or (ORDER-10) the duplicate prompt: send anyway or don't send. */
function OrderButtons({ duplicate }: { duplicate: LoaderOf<"summary">["duplicate"] }) {
  const { t } = useTranslation("checkout")
  return duplicate !== null ? (
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
  )
}
