import { Fragment } from "react"

import { useTranslation } from "../../lib/i18n/translation"
import * as css from "./offers.css"
import type { TotalRow } from "./offers.server"

/**
 * The offer's totals as the API computed them (decision 018: the shop never computes money): lines,
 * global discount, net, transport, maritime extra cost, named taxes, VAT at the customer's country's
 * rate, the total; then, for the partner only, what the lines cost them and their margin.
 */
export function OfferTotals({ rows }: { rows: TotalRow[] }) {
  const { t } = useTranslation("offers")
  return (
    <section aria-labelledby="offer-totals-title" className={css.totalsPanel}>
      <h2 id="offer-totals-title">{t("totals.title")}</h2>
      <dl className={css.totalsList}>
        {rows.map((row) => {
          const className =
            row.kind === "grand" ? css.grandTotal : row.kind === "internal" ? css.internal : undefined
          return (
            <Fragment key={row.key + (row.name ?? "")}>
              <dt className={className}>{row.name ?? t(row.key, row.values)}</dt>
              <dd className={className}>{row.amount}</dd>
            </Fragment>
          )
        })}
      </dl>
    </section>
  )
}
