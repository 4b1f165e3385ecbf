import { Link } from "react-router"

import { formatFileSize } from "#contract/format"
import type { InvoiceResource } from "#contract/invoices"
import { formatMoney } from "#contract/money"
import { type DeliveryBlock, getOrder, type OrderLineResource } from "#contract/orders"

import { InvoiceDownloadLink } from "../../components/invoice-download-link"
import { dateFormatters } from "../../lib/i18n/date-formatters"
import { getInstance } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { requirePartnerSession } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { metaTags } from "../../lib/urls/meta-tags"
import { localizedPath } from "../../lib/urls/pages"
import * as css from "../my-orders.css"
import type { Route } from "./+types/route"
import { OrderLines } from "./order-lines"
import { reorderAction } from "./reorder.server"
import { ReorderSection } from "./reorder-section"

// my-account/my-orders/{id} (ORDER-16, ORDER-17): one order with its status, dates, comments, reference,
// delivery of the equipment and of the spare parts, lines, totals (VAT, maritime extra cost, named
// additional taxes) and invoices. Another partner's order, like a missing one, is the not-found page.

/** The delivery address's country in words, in the page's language (GB → United Kingdom). */
function withCountryName(block: DeliveryBlock | null, locale: string): DeliveryBlock | null {
  if (!block?.address) return block
  let country = block.address.country
  try {
    country = new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country
  } catch {
    // an unknown code stays as it is
  }
  return { ...block, address: { ...block.address, country } }
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  if (!/^\d{1,9}$/.test(params.id)) throw new Response("Not found", { status: 404 })
  const answer = await shopApi(context).send(getOrder, { params: { id: params.id } })
  if (!answer.ok) {
    if (answer.kind === "not_found" || answer.kind === "forbidden")
      throw new Response("Not found", { status: 404 })
    throw new Response("Service unavailable", { status: 503 })
  }
  const { data: order, included } = answer.data
  const a = order.attributes
  const dates = dateFormatters(locale)
  const money = (cents: number) => formatMoney(cents, a.currency)
  const lines = included.filter((item): item is OrderLineResource => item.type === "order-lines")
  const invoices = included.filter((item): item is InvoiceResource => item.type === "invoices")
  return {
    title: getInstance(context).t("orders:detail.title", { number: a.order_number }),
    // QUICK-6: ordering again fills the basket, so it needs the basket role
    canReorder: !!user.roles.basket,
    basketHref: localizedPath(locale, "basket"),
    href: localizedPath(locale, "myOrderDetail", { id: params.id }),
    listHref: localizedPath(locale, "myOrders"),
    pdfErrorHref: `${localizedPath(locale, "myInvoices")}?error=pdf`,
    order: {
      number: a.order_number,
      status: a.status,
      origin: a.origin,
      createdAt: dates.moment(a.created_at) ?? "",
      orderDate: dates.day(a.order_date),
      orderDateSpareParts: dates.day(a.order_date_spare_parts),
      comments: a.comments,
      reference: a.reference,
      equipment: withCountryName(a.equipment_delivery, locale),
      spareParts: withCountryName(a.spare_parts_delivery, locale),
    },
    lines: lines.map(({ id, attributes: line }) => ({
      id,
      itemId: line.item_id,
      itemType: line.item_type,
      name: line.name,
      quantity: line.quantity,
      unitPrice: money(line.unit_price),
      total: money(line.line_total),
    })),
    totals: {
      net: money(a.totals.net),
      productTax: a.totals.product_tax > 0 ? money(a.totals.product_tax) : null,
      additionalTaxes: a.totals.additional_taxes.map((tax) => ({
        name: tax.name,
        amount: money(tax.amount),
      })),
      vatRate: a.totals.vat_rate,
      vat: money(a.totals.vat),
      total: money(a.totals.total),
    },
    invoices: invoices.map(({ id, attributes: invoice }) => ({
      id,
      name: invoice.name,
      date: dates.day(invoice.date) ?? "",
      size: formatFileSize(invoice.size, locale),
      href: localizedPath(locale, "myInvoiceDownload", { id }),
    })),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requirePartnerSession(context)
  if (!/^\d{1,9}$/.test(params.id)) throw new Response("Not found", { status: 404 })
  return reorderAction({ request, context, orderId: params.id })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["orders", "drafts"],
  breadcrumb: ({
    t,
    data,
  }: {
    t: (key: string) => string
    data: { listHref: string; order: { number: string } } | undefined
  }) => [{ label: t("orders:title"), href: data?.listHref }, { label: data?.order.number ?? "" }],
}

export default function MyOrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("orders")
  const { order, lines, totals, invoices, listHref, pdfErrorHref } = loaderData
  const notSet = t("detail.notSet")
  return (
    <article aria-labelledby="order-title">
      <h1 id="order-title">{t("detail.title", { number: order.number })}</h1>
      <dl className={css.facts}>
        <dt>{t("status")}</dt>
        <dd>
          <span className={css.status}>{t(`statuses.${order.status}`)}</span>
        </dd>
        <dt>{t("detail.createdAt")}</dt>
        <dd>{order.createdAt}</dd>
        <dt>{t("detail.origin")}</dt>
        <dd>{t(`detail.origins.${order.origin}`, { defaultValue: String(order.origin) })}</dd>
        {order.equipment ? (
          <>
            <dt>{t("detail.orderDate")}</dt>
            <dd>{order.orderDate ?? notSet}</dd>
          </>
        ) : null}
        {order.spareParts ? (
          <>
            <dt>{t("detail.orderDateSpareParts")}</dt>
            <dd>{order.orderDateSpareParts ?? notSet}</dd>
          </>
        ) : null}
        <dt>{t("detail.reference")}</dt>
        <dd>{order.reference}</dd>
        <dt>{t("detail.comments")}</dt>
        <dd>{order.comments}</dd>
      </dl>

      {order.equipment || order.spareParts ? (
        <section aria-labelledby="order-delivery">
          <h2 id="order-delivery">{t("detail.delivery")}</h2>
          <div className={css.deliveries}>
            {order.equipment ? (
              <Delivery id="delivery-equipment" title={t("detail.equipment")} block={order.equipment} />
            ) : null}
            {order.spareParts ? (
              <Delivery id="delivery-spare-parts" title={t("detail.spareParts")} block={order.spareParts} />
            ) : null}
          </div>
        </section>
      ) : null}

      <OrderLines number={order.number} lines={lines} totals={totals} />

      {loaderData.canReorder ? (
        <ReorderSection
          number={order.number}
          data={actionData}
          basketHref={loaderData.basketHref}
          cancelHref={loaderData.href}
        />
      ) : null}

      <section aria-labelledby="order-invoices">
        <h2 id="order-invoices">{t("invoicesHeading")}</h2>
        {invoices.length ? (
          <ul>
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                <InvoiceDownloadLink href={invoice.href} errorHref={pdfErrorHref}>
                  {t("detail.downloadInvoice", { name: invoice.name })}
                </InvoiceDownloadLink>{" "}
                ({[invoice.date, "PDF", invoice.size].filter(Boolean).join(", ")})
              </li>
            ))}
          </ul>
        ) : (
          <p>{order.status === "cancelled" ? t("detail.noInvoiceCancelled") : t("detail.noInvoiceYet")}</p>
        )}
      </section>
      <p>
        <Link to={listHref}>{t("detail.back")}</Link>
      </p>
    </article>
  )
}

function Delivery({ id, title, block }: { id: string; title: string; block: DeliveryBlock }) {
  const { t } = useTranslation("orders")
  const address = block.address
  return (
    <section aria-labelledby={id} className={css.deliveryBlock}>
      <h3 id={id}>{title}</h3>
      <p>{t(`detail.deliveryTypes.${block.type}`)}</p>
      {block.type === "STORE" || !address ? (
        <p>{t("detail.storePickup")}</p>
      ) : (
        <address>
          {[
            address.name,
            address.line1,
            address.line2,
            `${address.postal_code} ${address.city}`,
            address.country,
          ]
            .filter(Boolean)
            .map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
        </address>
      )}
      {block.express ? <p>{t("detail.express")}</p> : null}
    </section>
  )
}
