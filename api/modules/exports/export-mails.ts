import { escapeHtml } from "../../lib/html"
import type { MailAttachment, OutgoingMail } from "../../lib/mailer"
import { apiText } from "../../lib/texts"
import { pageLanguage, shopLink } from "../accounts/account-mails"

// The mail that an export file is ready (EXPORT-5: "an e-mail follows when ready"), in the partner's
// language: a link to the export page, a link that downloads the file there, and the file itself when
// it is small enough to travel by mail.

/** files up to this size are attached to the mail */
export const ATTACH_LIMIT_BYTES = 2 * 1024 * 1024

export function exportReadyMail(input: {
  to: { email: string; firstName: string; lastName: string; language: string }
  publicUrl: string
  fileId: string
  fileName: string
  rows: number
  scheduled: boolean
  attachment: MailAttachment | null
}): OutgoingMail {
  const language = pageLanguage(input.to.language)
  const t = (key: string, vars?: Record<string, string | number>) =>
    apiText(language, `exports.mail.${key}`, vars)
  const page = shopLink(input.publicUrl, language, "myAccount", "myExport")
  const download = shopLink(input.publicUrl, language, "myAccount", "myExport", { id: input.fileId })
  const subject = t("subject", { name: input.fileName })
  const paragraphs: { text: string; link?: string }[] = [
    { text: t("greeting", { name: `${input.to.firstName} ${input.to.lastName}`.trim() }) },
    { text: t(input.scheduled ? "scheduled" : "ready", { name: input.fileName, rows: input.rows }) },
    { text: t("download"), link: download },
    { text: input.attachment ? t("attached") : t("tooLarge") },
    { text: t("page"), link: page },
    { text: t("signature") },
  ]
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
    to: input.to.email,
    language,
    subject,
    text: paragraphs.map(({ text, link }) => (link ? `${text}\n${link}` : text)).join("\n\n"),
    html,
    ...(input.attachment ? { attachments: [input.attachment] } : {}),
  }
}
