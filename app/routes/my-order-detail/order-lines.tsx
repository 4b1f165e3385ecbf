import { DataTable } from "../../components/data-table"
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
      <DataTable
        caption={t("detail.linesCaption", { number: number })}
        className={css.table}
        rows={lines}
        rowKey={(line) => line.id}
        columns={[
          { name: t("detail.item"), cell: (line) => line.itemId },
          {
            name: t("detail.name"),
            cell: (line) => (
              <>
                {line.name}
                <br />
                <small>{t(`detail.itemTypes.${line.itemType}`)}</small>
              </>
            ),
          },
          { name: t("detail.quantity"), numeric: true, cell: (line) => line.quantity },
          { name: t("detail.unitPrice"), numeric: true, cell: (line) => line.unitPrice },
          { name: t("detail.lineTotal"), numeric: true, cell: (line) => line.total },
        ]}
      />
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
