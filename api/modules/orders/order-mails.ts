import { asc, eq } from "drizzle-orm"

import { formatCalendarDay, formatDate, formatDateTime } from "#contract/format"
import type { Locale } from "#contract/locales"
import { formatMoney } from "#contract/money"

import checkoutDe from "../../../locales/de/checkout.json" with { type: "json" }
import mailDe from "../../../locales/de/order-mail.json" with { type: "json" }
import ordersDe from "../../../locales/de/orders.json" with { type: "json" }
import checkoutEn from "../../../locales/en/checkout.json" with { type: "json" }
import mailEn from "../../../locales/en/order-mail.json" with { type: "json" }
import ordersEn from "../../../locales/en/orders.json" with { type: "json" }
import checkoutEs from "../../../locales/es/checkout.json" with { type: "json" }
import mailEs from "../../../locales/es/order-mail.json" with { type: "json" }
import ordersEs from "../../../locales/es/orders.json" with { type: "json" }
import checkoutFr from "../../../locales/fr/checkout.json" with { type: "json" }
import mailFr from "../../../locales/fr/order-mail.json" with { type: "json" }
import ordersFr from "../../../locales/fr/orders.json" with { type: "json" }
import checkoutIt from "../../../locales/it/checkout.json" with { type: "json" }
import mailIt from "../../../locales/it/order-mail.json" with { type: "json" }
import ordersIt from "../../../locales/it/orders.json" with { type: "json" }
import checkoutNl from "../../../locales/nl/checkout.json" with { type: "json" }
import mailNl from "../../../locales/nl/order-mail.json" with { type: "json" }
import ordersNl from "../../../locales/nl/orders.json" with { type: "json" }
import checkoutPt from "../../../locales/pt/checkout.json" with { type: "json" }
import mailPt from "../../../locales/pt/order-mail.json" with { type: "json" }
import ordersPt from "../../../locales/pt/orders.json" with { type: "json" }
import type { Db } from "../../db/client"
import { escapeHtml } from "../../lib/html"
import type { Logger } from "../../lib/log"
import type { OutgoingMail } from "../../lib/mailer"
import { localeText, type LocaleTexts } from "../../lib/texts"
import {
  greetingName,
  type MailContext,
  type MailRecipient,
  mailRecipientOf,
  pageLanguage,
  shopLink,
} from "../accounts/account-mails"
import { countryName } from "./invoice-pdf"
import { type InvoiceRow, type OrderLineRow, type OrderRow, orderTotals } from "./order-resource"
import { expressDispatch } from "./order-submit.service"
import { type DeliveryBlock, orderLines } from "./orders.schema"

// The partner's mails about an order (decision 020), in the partner's language (the account's, as every
// mail to a person), HTML with a plain-text part. The confirmation says what the shop's confirmation
// page says (checkout.json "confirmation.text", the 48-hour follow-up) and lists the order as the order
// page does, in the same words (orders.json) and with the shared formatters; order-mail.json holds only
// what the pages do not say. Both are sent after the order's transaction, and a failure is only logged.

const MAIL: LocaleTexts = {
  en: mailEn,
  fr: mailFr,
  nl: mailNl,
  de: mailDe,
  it: mailIt,
  es: mailEs,
  pt: mailPt,
}
const ORDERS: LocaleTexts = {
  en: ordersEn,
  fr: ordersFr,
  nl: ordersNl,
  de: ordersDe,
  it: ordersIt,
  es: ordersEs,
  pt: ordersPt,
}
const CHECKOUT: LocaleTexts = {
  en: checkoutEn,
  fr: checkoutFr,
  nl: checkoutNl,
  de: checkoutDe,
  it: checkoutIt,
  es: checkoutEs,
  pt: checkoutPt,
}

interface Row {
  label: string
  value: string
}

/** One mail in both parts: paragraphs, label/value rows and the lines table share their words. */
interface Section {
  heading?: string
  paragraphs?: string[]
  rows?: Row[]
  table?: { caption: string; head: string[]; body: string[][]; numeric: number[] }
}

const plainText = (sections: Section[]) =>
  sections
    .map((section) =>
      [
        section.heading ? `${section.heading}\n${"-".repeat(section.heading.length)}` : "",
        ...(section.paragraphs ?? []),
        (section.rows ?? []).map((row) => `${row.label}: ${row.value.replace(/\n/g, "\n    ")}`).join("\n"),
        (section.table?.body ?? [])
          .map((cells) => {
            const [id = "", name = "", ...rest] = cells
            const head = section.table!.head.slice(2)
            return `${id}  ${name}\n  ${rest.map((cell, index) => `${head[index]}: ${cell}`).join(" · ")}`
          })
          .join("\n"),
      ]
        .filter(Boolean)
        .join("\n\n"),
    )
    .join("\n\n")

const CELL = 'style="padding:4px 8px;border-bottom:1px solid #ddd;vertical-align:top"'

function html(language: string, title: string, sections: Section[]) {
  const e = escapeHtml
  const body = sections
    .map((section) =>
      [
        section.heading ? `<h2 style="font-size:1.1em;margin:1.5em 0 0.5em">${e(section.heading)}</h2>` : "",
        ...(section.paragraphs ?? []).map(
          (paragraph) => `<p style="white-space:pre-line">${e(paragraph)}</p>`,
        ),
        section.rows?.length
          ? `<table style="border-collapse:collapse">${section.rows
              .map(
                (row) =>
                  `<tr><th align="left" scope="row" ${CELL}>${e(row.label)}</th><td style="padding:4px 8px;border-bottom:1px solid #ddd;vertical-align:top;white-space:pre-line">${e(row.value)}</td></tr>`,
              )
              .join("")}</table>`
          : "",
        section.table
          ? `<table style="border-collapse:collapse"><caption style="text-align:left;font-weight:bold">${e(section.table.caption)}</caption><thead><tr>${section.table.head
              .map(
                (cell, index) =>
                  `<th scope="col" align="${section.table!.numeric.includes(index) ? "right" : "left"}" ${CELL}>${e(cell)}</th>`,
              )
              .join("")}</tr></thead><tbody>${section.table.body
              .map(
                (cells) =>
                  `<tr>${cells
                    .map((cell, index) =>
                      index === 0
                        ? `<th scope="row" align="left" ${CELL}>${e(cell)}</th>`
                        : `<td align="${section.table!.numeric.includes(index) ? "right" : "left"}" ${CELL}>${e(cell)}</td>`,
                    )
                    .join("")}</tr>`,
              )
              .join("")}</tbody></table>`
          : "",
      ].join(""),
    )
    .join("\n")
  return `<!doctype html>\n<html lang="${e(language)}"><head><meta charset="utf-8"><title>${e(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.4">\n${body}\n</body></html>`
}

/** An order mail to its partner, its sections in both parts. */
function sectionsMail(
  to: MailRecipient,
  language: Locale,
  subject: string,
  sections: Section[],
): OutgoingMail {
  return {
    to: to.email,
    language,
    subject,
    text: plainText(sections),
    html: html(language, subject, sections),
  }
}

/** The delivery block in words: type, express, address lines and the shipping (and dispatch) day. */
function deliveryRows(
  language: Locale,
  label: string,
  block: DeliveryBlock,
  shippingDate: Date | null,
  dispatchDay: string | null,
): Row[] {
  const o = (key: string, vars?: Record<string, string | number>) =>
    localeText(ORDERS, language, `detail.${key}`, vars)
  const address = block.address
  const where =
    block.type === "STORE"
      ? o("storePickup")
      : address
        ? [
            address.name,
            address.line1,
            address.line2,
            `${address.postal_code} ${address.city}`,
            countryName(address.country, language),
          ]
            .filter(Boolean)
            .join("\n")
        : ""
  return [
    {
      label,
      value: [o(`deliveryTypes.${block.type}`), block.express ? o("express") : ""].filter(Boolean).join(", "),
    },
    ...(where ? [{ label: o("delivery"), value: where }] : []),
    ...(shippingDate
      ? [
          {
            label: localeText(MAIL, language, "shippingDate"),
            value: formatDate(shippingDate, language, "long"),
          },
        ]
      : []),
    ...(dispatchDay
      ? [
          {
            label: o("express"),
            value: localeText(MAIL, language, "expressDispatch", {
              date: formatCalendarDay(dispatchDay, language, "full"),
            }),
          },
        ]
      : []),
  ]
}

/** The order confirmation (ORDER-18) as the partner receives it. */
export function orderConfirmationMail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  to: MailRecipient,
  publicUrl: string,
): OutgoingMail {
  const language = pageLanguage(to.language)
  const m = (key: string, vars?: Record<string, string | number>) => localeText(MAIL, language, key, vars)
  const o = (key: string, vars?: Record<string, string | number>) => localeText(ORDERS, language, key, vars)
  const money = (cents: number) => formatMoney(cents, order.currency)
  const totals = orderTotals(order, lines)
  const dispatch = expressDispatch(order)
  const subject = m("confirmation.subject", { number: order.number })

  const sections: Section[] = [
    {
      paragraphs: [
        m("greeting", { name: greetingName(to) }),
        localeText(CHECKOUT, language, "confirmation.text", { number: order.number }),
        m("confirmation.intro"),
      ],
    },
    {
      rows: [
        { label: o("number"), value: order.number },
        { label: o("detail.createdAt"), value: formatDateTime(order.createdAt, language, "long") },
        { label: o("detail.reference"), value: order.reference },
        ...(order.comments ? [{ label: o("detail.comments"), value: order.comments }] : []),
      ],
    },
    {
      heading: o("detail.lines"),
      table: {
        caption: o("detail.linesCaption", { number: order.number }),
        head: [
          o("detail.item"),
          o("detail.name"),
          o("detail.quantity"),
          o("detail.unitPrice"),
          o("detail.lineTotal"),
        ],
        body: lines.map((line) => [
          line.itemId,
          line.name,
          String(line.quantity),
          money(line.unitCents),
          money(line.lineCents),
        ]),
        numeric: [2, 3, 4],
      },
    },
    {
      heading: o("detail.totals"),
      rows: [
        { label: o("detail.net"), value: money(totals.net) },
        ...(totals.product_tax ? [{ label: o("detail.productTax"), value: money(totals.product_tax) }] : []),
        ...totals.additional_taxes.map((tax) => ({
          label: tax.name ?? o("detail.additionalTax"),
          value: money(tax.amount),
        })),
        { label: o("detail.vat", { rate: totals.vat_rate }), value: money(totals.vat) },
        { label: localeText(CHECKOUT, language, "summary.total"), value: money(totals.total) },
      ],
    },
    {
      heading: o("detail.delivery"),
      rows: [
        ...(order.equipmentDelivery
          ? deliveryRows(
              language,
              o("detail.equipment"),
              order.equipmentDelivery,
              order.orderDate,
              dispatch.equipment,
            )
          : []),
        ...(order.sparePartsDelivery
          ? deliveryRows(
              language,
              o("detail.spareParts"),
              order.sparePartsDelivery,
              order.orderDateSpareParts,
              dispatch.spare_parts,
            )
          : []),
      ],
    },
    {
      paragraphs: [
        `${m("seeOrder")}\n${shopLink(publicUrl, language, "myAccount", "myOrders", { id: order.id })}`,
        m("signature"),
      ],
    },
  ]
  return sectionsMail(to, language, subject, sections)
}

/** The mail that an order has left the warehouse, with its invoice now in the account. */
export function orderShippedMail(
  order: OrderRow,
  invoice: InvoiceRow,
  to: MailRecipient,
  publicUrl: string,
): OutgoingMail {
  const language = pageLanguage(to.language)
  const m = (key: string, vars?: Record<string, string | number>) => localeText(MAIL, language, key, vars)
  const subject = m("shipped.subject", { number: order.number })
  const sections: Section[] = [
    {
      paragraphs: [
        m("greeting", { name: greetingName(to) }),
        m("shipped.text", { number: order.number, reference: order.reference, invoice: invoice.number }),
        `${m("seeOrder")}\n${shopLink(publicUrl, language, "myAccount", "myOrders", { id: order.id })}`,
        `${m("shipped.invoices")}\n${shopLink(publicUrl, language, "myAccount", "myInvoices")}`,
        m("signature"),
      ],
    },
  ]
  return sectionsMail(to, language, subject, sections)
}

/** Sends a mail made from the order's partner; never throws (the order is made whatever the mail). */
async function sendAboutOrder(
  db: Db,
  context: MailContext,
  order: OrderRow,
  log: Logger | undefined,
  make: (to: MailRecipient) => Promise<OutgoingMail> | OutgoingMail,
) {
  try {
    const to = await mailRecipientOf(db, order.clientId)
    if (!to) return
    await context.mailer.send(await make(to))
  } catch (error) {
    log?.error("order mail failed", { order: order.number, error: String(error) })
  }
}

/** The order confirmation, once the order's transaction has committed. */
export function sendOrderConfirmation(db: Db, context: MailContext, order: OrderRow, log?: Logger) {
  return sendAboutOrder(db, context, order, log, async (to) => {
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position))
    return orderConfirmationMail(order, lines, to, context.publicUrl)
  })
}

/** The shipping notice with the invoice's number, once the shipment's transaction has committed. */
export function sendOrderShippedMail(
  db: Db,
  context: MailContext,
  order: OrderRow,
  invoice: InvoiceRow,
  log?: Logger,
) {
  return sendAboutOrder(db, context, order, log, (to) =>
    orderShippedMail(order, invoice, to, context.publicUrl),
  )
}
