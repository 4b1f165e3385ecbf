import { Fragment } from "react"
import { Link } from "react-router"

import { formatMoney } from "#contract/money"

import { useTranslation } from "../../lib/i18n/translation"
import * as css from "./product-details.css"
import type { ProductDetailsData } from "./product-details.server"

/** The product's specifications: what is known of it, in the order a buyer compares products. */
export function Specifications({ data }: { data: ProductDetailsData }) {
  const { t } = useTranslation()
  const { product, measures, restock } = data
  const a = product.attributes
  const specs: [string, string][] = []
  const add = (label: string, value: string | null) => value && specs.push([label, value])
  const text = (value: unknown) => (typeof value === "string" && value ? value : null)
  add(t("product-details:reference"), text(a.reference))
  add(t("product-details:size"), a.size_mm ? `${a.size_mm} mm` : null)
  add(t("product-details:grossWeight"), measures.grossWeight)
  add(t("product-details:volume"), measures.volume)
  add(t("product-details:power"), measures.power)
  add(t("product-details:horsePower"), measures.horsePower)
  add(t("product-details:gas"), measures.gas)
  add(
    t("product-details:steam"),
    a.steam == null ? null : a.steam ? t("product-details:yes") : t("product-details:no"),
  )
  add(t("product-details:voltage"), text(a.voltage))
  const temperature = a.temperature_c ?? null
  add(t("product-details:temperature"), temperature ? `${temperature.min} … ${temperature.max} °C` : null)
  add(t("product-details:eprel"), a.eprel_class)
  add(
    t("product-details:termOfDelivery"),
    a.term_of_delivery_days != null ? t("product-details:days", { count: a.term_of_delivery_days }) : null,
  )
  // CAT-13, CAT-28: '/' or a day already past means no restock info
  add(
    t("product-details:restock"),
    restock && (restock.known ? restock.text : t("product-details:noRestockInfo")),
  )
  if (a.price?.product_tax)
    add(t("product-details:maritime"), formatMoney(a.price.product_tax, a.price.currency))
  if (a.additional_tax_name)
    add(
      t("product-details:additionalTax"),
      a.price?.additional_tax
        ? `${text(a.additional_tax_name)}: ${formatMoney(a.price.additional_tax, a.price.currency)}`
        : text(a.additional_tax_name),
    )

  return (
    <section aria-labelledby="specs-title" className={css.section}>
      <h2 id="specs-title">{t("product-details:specifications")}</h2>
      <dl className={css.specs}>
        {specs.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        {data.replacement ? (
          <>
            <dt>{t("product-details:replacement")}</dt>
            <dd>
              {data.replacement.href ? (
                <Link to={data.replacement.href}>{data.replacement.attributes.name}</Link>
              ) : (
                data.replacement.attributes.name
              )}
              {a.max_order_quantity
                ? ` — ${t("product-details:maxOrderQuantity", { count: a.max_order_quantity })}`
                : null}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
