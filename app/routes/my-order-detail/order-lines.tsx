import { Fragment } from "react"

import { useTranslation } from "../../lib/i18n/translation"
import * as css from "../my-orders.css"

// An order's lines and totals (ORDER-16): amounts formatted by the loader in the order's currency; VAT,
// the maritime extra cost and each named additional tax on a line of their own.

export interface OrderLineView {
  id: string
  itemId: string
  itemType: string
  name: string
  quantity: number
  unitPrice: string
  total: string
}

export interface OrderTotalsView {
  net: string
  productTax: string | null
  additionalTaxes: { name: string | null; amount: string }[]
  vatRate: number
  vat: string
  total: string
}

export function OrderLines({
  number,
  lines,
  totals,
}: {
  number: string
  lines: OrderLineView[]
  totals: OrderTotalsView
}) {
  const { t } = useTranslation("orders")
  return (
    <section aria-labelledby="order-lines">
      <h2 id="order-lines">{t("detail.lines")}</h2>
      <div className={css.tableWrap}>
        <table className={css.table}>
          <caption>{t("detail.linesCaption", { number: number })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("detail.item")}</th>
              <th scope="col">{t("detail.name")}</th>
              <th scope="col" className={css.numeric}>
                {t("detail.quantity")}
              </th>
              <th scope="col" className={css.numeric}>
                {t("detail.unitPrice")}
              </th>
              <th scope="col" className={css.numeric}>
                {t("detail.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.itemId}</th>
                <td data-label={t("detail.name")}>
                  {line.name}
                  <br />
                  <small>{t(`detail.itemTypes.${line.itemType}`)}</small>
                </td>
                <td className={css.numeric} data-label={t("detail.quantity")}>
                  {line.quantity}
                </td>
                <td className={css.numeric} data-label={t("detail.unitPrice")}>
                  {line.unitPrice}
                </td>
                <td className={css.numeric} data-label={t("detail.lineTotal")}>
                  {line.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={css.totals} aria-label={t("detail.totals")}>
        <dt>{t("detail.net")}</dt>
        <dd>{totals.net}</dd>
        {totals.productTax ? (
          <>
            <dt>{t("detail.productTax")}</dt>
            <dd>{totals.productTax}</dd>
          </>
        ) : null}
        {totals.additionalTaxes.map((tax) => (
          <Fragment key={tax.name ?? ""}>
            <dt>{tax.name ?? t("detail.additionalTax")}</dt>
            <dd>{tax.amount}</dd>
          </Fragment>
        ))}
        <dt>{t("detail.vat", { rate: totals.vatRate })}</dt>
        <dd>{totals.vat}</dd>
        <dt className={css.grandTotal}>{t("total")}</dt>
        <dd className={css.grandTotal}>{totals.total}</dd>
      </dl>
    </section>
  )
}
