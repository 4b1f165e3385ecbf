import { type TotalsAmounts, TotalsList } from "../../components/totals-list"
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

export interface OrderTotalsView extends TotalsAmounts {
  vatRate: number
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
      <TotalsList
        amounts={totals}
        label={t("detail.totals")}
        labels={{
          net: t("detail.net"),
          productTax: t("detail.productTax"),
          additionalTax: t("detail.additionalTax"),
          vat: t("detail.vat", { rate: totals.vatRate }),
          total: t("total"),
        }}
      />
    </section>
  )
}
