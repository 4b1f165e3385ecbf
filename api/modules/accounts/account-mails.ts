import { eq } from "drizzle-orm"
import type { Context } from "hono"

import { FALLBACK_LOCALE, isSupportedLocale, type Locale } from "#contract/locales"
import { ROUTE_WORDS, type RouteWord } from "#contract/route-words"

import type { Db } from "../../db/client"
import type { ApiEnv } from "../../lib/context"
import { escapeHtml } from "../../lib/html"
import type { Mailer, OutgoingMail } from "../../lib/mailer"
import { apiText } from "../../lib/texts"
import { clients } from "./accounts.schema"

// The mails of the sign-up and password capabilities: each goes out in the recipient's language with a
// plain-text part (LANG-9), and its links point at the web shop's translated pages (LANG-5).

/** What a service needs to send a mail: the mailer and where the shop and the provider are. */
export interface MailContext {
  mailer: Mailer
  /** the shop's public address, without a trailing slash */
  publicUrl: string
  /** the provider's mailbox for sign-up notices */
  providerEmail: string
}

/** The mail context of an API request. */
export const mailContextOf = (c: Context<ApiEnv>): MailContext => ({
  mailer: c.get("mailer"),
  publicUrl: c.get("publicUrl"),
  providerEmail: c.get("providerEmail"),
})

/** The page language of a link: the person's language when the shop offers it, else the fallback. */
export function pageLanguage(language: string): Locale {
  return isSupportedLocale(language) ? language : FALLBACK_LOCALE
}

/** A page of the shop in the person's language: `${publicUrl}/${lang}/${word}/…` (route words or ids). */
export function shopLink(
  publicUrl: string,
  language: string,
  ...path: (RouteWord | { id: string | number })[]
): string {
  const lang = pageLanguage(language)
  const words = ROUTE_WORDS[lang]
  const parts = path.map((part) => (typeof part === "object" ? String(part.id) : words[part]))
  return [publicUrl.replace(/\/$/, ""), lang, ...parts].join("/")
}

/** The set-your-password page with a token: `${publicUrl}/${lang}/${setNewPassword}?token=…`. */
export function setPasswordLink(publicUrl: string, language: string, token: string): string {
  return `${shopLink(publicUrl, language, "setNewPassword")}?token=${encodeURIComponent(token)}`
}

/** A mail from texts under one key (`<key>.subject`, `<key>.body`) of locales/<lng>/api.json. */
export async function sendTextMail(
  context: MailContext,
  to: string,
  language: string,
  key: string,
  vars: Record<string, string | number>,
) {
  await context.mailer.send({
    to,
    language,
    subject: apiText(language, `${key}.subject`, vars),
    text: apiText(language, `${key}.body`, vars),
  })
}

/** Who a partner's mail goes to: the address, the name it greets, the language it is written in. */
export interface MailRecipient {
  email: string
  firstName: string
  lastName: string
  language: string
}

/** The partner a mail goes to, or null when the account is gone. */
export async function mailRecipientOf(db: Db, clientId: number): Promise<MailRecipient | null> {
  const [client] = await db
    .select({
      email: clients.email,
      firstName: clients.firstName,
      lastName: clients.lastName,
      language: clients.language,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
  return client ?? null
}

/**
 * A partner's mail's language (the page language of its links, LANG-9) and its texts, read under one key
 * of locales/<lng>/api.json: `t("subject")` is `<key>.subject` in that language.
 */
export function mailTexts(to: MailRecipient, key: string) {
  const language = pageLanguage(to.language)
  const t = (name: string, vars?: Record<string, string | number>) =>
    apiText(language, `${key}.${name}`, vars)
  return { language, t }
}

/** The name a mail greets its recipient with. */
export const greetingName = (to: MailRecipient) => `${to.firstName} ${to.lastName}`.trim()

/** A paragraph of a mail, with the link that follows it written out. */
export interface MailParagraph {
  text: string
  link?: string
}

/** A mail of paragraphs in both parts: plain text, and an HTML page whose links are written out. */
export function paragraphsMail(
  to: MailRecipient,
  language: Locale,
  subject: string,
  paragraphs: MailParagraph[],
): OutgoingMail {
  const e = escapeHtml
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${e(subject)}</title></head><body>` +
    paragraphs
      .map(({ text, link }) =>
        link
          ? `<p>${e(text)}<br><a href="${e(link)}">${e(link)}</a></p>`
          : `<p style="white-space:pre-line">${e(text)}</p>`,
      )
      .join("") +
    "</body></html>"
  return {
    to: to.email,
    language,
    subject,
    text: paragraphs.map(({ text, link }) => (link ? `${text}\n${link}` : text)).join("\n\n"),
    html,
  }
}
