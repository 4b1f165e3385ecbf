import { Link } from "react-router"

import type { BasketDocument } from "#contract/basket"
import type { Locale } from "#contract/locales"
import { type Currency, formatMoney } from "#contract/money"

import { SaveBasketForm } from "../../components/save-basket-form"
import { useTranslation } from "../../lib/i18n/translation"
import { localizedPath } from "../../lib/urls/pages"
import { button } from "../../styles/utilities.css"
import * as css from "./basket.css"

// Below a basket's lines: its totals with VAT, the maritime extra cost and named taxes (BASKET-14), the
// ways to the order process (equipment and spare parts are ordered apart) and saving the basket.

type BasketTotals = BasketDocument["data"]["attributes"]

export function BasketCheckout({
  totals,
  currency,
  hasProducts,
  hasSpareParts,
}: {
  totals: BasketTotals
  currency: Currency
  hasProducts: boolean
  hasSpareParts: boolean
}) {
  const { t, i18n } = useTranslation("basket")
  const locale = i18n.language as Locale
  return (
    <>
      <section aria-labelledby="totals-title" className={css.totals}>
        <h2 id="totals-title">{t("totals")}</h2>
        {/* a table: each amount is read with its label (row header), the amounts line up at the end */}
        <table className={css.totalsTable} lang={i18n.language}>
          <caption className="visually-hidden">{t("totalsCaption")}</caption>
          <tbody>
            <TotalRow label={t("net")} amount={formatMoney(totals.net ?? 0, currency)} />
            {totals.product_tax ? (
              <TotalRow label={t("maritime")} amount={formatMoney(totals.product_tax, currency)} />
            ) : null}
            {(totals.additional_taxes ?? []).map((tax) => (
              <TotalRow
                key={tax.name ?? ""}
                label={tax.name ?? t("drafts:additionalTax")}
                amount={formatMoney(tax.amount, currency)}
              />
            ))}
            <TotalRow
              label={t("vat", { rate: totals.vat_rate })}
              amount={formatMoney(totals.vat ?? 0, currency)}
            />
            <TotalRow
              label={t("total")}
              amount={formatMoney(totals.total ?? 0, currency)}
              className={css.grandTotal}
            />
          </tbody>
        </table>
      </section>
      <p className={css.orderLinks}>
        {hasProducts ? (
          <Link className={button} to={localizedPath(locale, "submitOrder")}>
            {hasSpareParts ? t("orderEquipment") : t("order")}
          </Link>
        ) : null}
        {hasSpareParts ? (
          <Link className={button} to={`${localizedPath(locale, "submitOrder")}?spareparts`}>
            {t("orderSpareParts")}
          </Link>
        ) : null}
      </p>
      <SaveBasketForm
        action={localizedPath(locale, "myBaskets")}
        redirectTo={localizedPath(locale, "basket")}
      />
    </>
  )
}

function TotalRow({ label, amount, className }: { label: string; amount: string; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">{label}</th>
      <td>{amount}</td>
    </tr>
  )
}
