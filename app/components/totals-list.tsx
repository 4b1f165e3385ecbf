import { Fragment } from "react"

import * as css from "../styles/tables.css"

// The totals under an order's, a saved basket's or the checkout summary's lines (ORDER-16): amounts
// already formatted in the order's currency; VAT, the maritime extra cost and each named additional tax
// on a line of their own.

export interface TotalsAmounts {
  net: string
  /** the maritime extra cost, when there is one */
  productTax: string | null
  additionalTaxes: { name: string | null; amount: string }[]
  vat: string
  total: string
}

/** the lines' names, in the page's words; `vat` with its rate, `additionalTax` for a tax with no name */
export interface TotalsLabels {
  net: string
  productTax: string
  additionalTax: string
  vat: string
  total: string
}

export function TotalsList({
  amounts,
  labels,
  label,
  taxRowClassName,
}: {
  amounts: TotalsAmounts
  labels: TotalsLabels
  /** the list's accessible name, where the page has none around it */
  label?: string
  /** a box around each additional tax's pair, where the page's layout needs one */
  taxRowClassName?: string
}) {
  return (
    <dl className={css.totals} aria-label={label}>
      <dt>{labels.net}</dt>
      <dd>{amounts.net}</dd>
      {amounts.productTax ? (
        <>
          <dt>{labels.productTax}</dt>
          <dd>{amounts.productTax}</dd>
        </>
      ) : null}
      {amounts.additionalTaxes.map((tax) => {
        const pair = (
          <>
            <dt>{tax.name ?? labels.additionalTax}</dt>
            <dd>{tax.amount}</dd>
          </>
        )
        return taxRowClassName ? (
          <div key={tax.name ?? ""} className={taxRowClassName}>
            {pair}
          </div>
        ) : (
          <Fragment key={tax.name ?? ""}>{pair}</Fragment>
        )
      })}
      <dt>{labels.vat}</dt>
      <dd>{amounts.vat}</dd>
      <dt className={css.grandTotal}>{labels.total}</dt>
      <dd className={css.grandTotal}>{amounts.total}</dd>
    </dl>
  )
}
