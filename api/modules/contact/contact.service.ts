import type { z } from "zod"

import {
  type ContactCategory,
  type ContactRequestSchema,
  type ContactService,
  DEPARTMENT_ADDRESSES,
} from "#contract/contact"

import { escapeHtml } from "../../lib/html"
import type { Mailer } from "../../lib/mailer"

// CONTENT-5, POST /pages/contact-email: the message goes to the chosen department.

// The departments read English: labels for the mail, not the sender's language.
const SERVICE_NAMES: Record<ContactService, string> = {
  admin: "Administration",
  aftersales: "After-sales",
  marketing: "Marketing",
  purchasing: "Purchasing",
  other: "Other",
}
const CATEGORY_NAMES: Record<ContactCategory, string> = {
  catering_trade: "Catering trade",
  wholesaler: "Wholesaler",
}

/** What is mailed: the request without its captcha. */
export type ContactMessage = Omit<
  z.output<typeof ContactRequestSchema>,
  "captcha_id" | "captcha_value" | "captcha_proof"
>

/** one line, so nothing a sender types can add a header or break the layout */
const line = (value: string) => value.replace(/\s+/g, " ").trim()

export function contactMail(values: ContactMessage) {
  const name = line(`${values.first_name} ${values.last_name}`)
  const rows: [string, string][] = [
    ["Department", SERVICE_NAMES[values.service]],
    ["Category", CATEGORY_NAMES[values.category]],
    ["Name", name],
    ["Company", line(values.company_name)],
    ["VAT number", line(values.vat_number)],
    ["Address", line(values.address)],
    ...(values.address_2 ? ([["Address 2", line(values.address_2)]] as [string, string][]) : []),
    ["Postal code and city", line(`${values.postal_code} ${values.city}`)],
    ["Country", line(values.country)],
    ["Phone", line(values.phone)],
    ["E-mail", values.email],
  ]
  const width = Math.max(...rows.map(([label]) => label.length)) + 2
  const text = [
    `A message from the contact form of the web shop for ${SERVICE_NAMES[values.service]}.`,
    "Reply to this e-mail to answer the sender.",
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    "Message:",
    "",
    values.message,
    "",
  ].join("\n")
  const html = [
    `<p>A message from the contact form of the web shop for ${escapeHtml(SERVICE_NAMES[values.service])}.`,
    "Reply to this e-mail to answer the sender.</p>",
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    "<h2>Message</h2>",
    `<p style="white-space:pre-wrap">${escapeHtml(values.message)}</p>`,
  ].join("\n")
  return {
    to: DEPARTMENT_ADDRESSES[values.service],
    subject: `Contact form: ${SERVICE_NAMES[values.service]} – ${line(values.company_name)} (${name})`.slice(
      0,
      200,
    ),
    text,
    html,
    replyTo: values.email,
    language: "en",
  }
}

export async function sendContactMessage(mailer: Mailer, values: ContactMessage) {
  await mailer.send(contactMail(values))
}
