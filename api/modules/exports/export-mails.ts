import type { MailAttachment, OutgoingMail } from "../../lib/mailer"
import {
  greetingName,
  type MailParagraph,
  type MailRecipient,
  mailTexts,
  paragraphsMail,
  shopLink,
} from "../accounts/account-mails"

// The mail that an export file is ready (EXPORT-5: "an e-mail follows when ready"), in the partner's
// language: a link to the export page, a link that downloads the file there, and the file itself when
// it is small enough to travel by mail.

/** files up to this size are attached to the mail */
export const ATTACH_LIMIT_BYTES = 2 * 1024 * 1024

export function exportReadyMail(input: {
  to: MailRecipient
  publicUrl: string
  fileId: string
  fileName: string
  rows: number
  scheduled: boolean
  attachment: MailAttachment | null
}): OutgoingMail {
  const { language, t } = mailTexts(input.to, "exports.mail")
  const page = shopLink(input.publicUrl, language, "myAccount", "myExport")
  const download = shopLink(input.publicUrl, language, "myAccount", "myExport", { id: input.fileId })
  const subject = t("subject", { name: input.fileName })
  const paragraphs: MailParagraph[] = [
    { text: t("greeting", { name: greetingName(input.to) }) },
    { text: t(input.scheduled ? "scheduled" : "ready", { name: input.fileName, rows: input.rows }) },
    { text: t("download"), link: download },
    { text: input.attachment ? t("attached") : t("tooLarge") },
    { text: t("page"), link: page },
    { text: t("signature") },
  ]
  return {
    ...paragraphsMail(input.to, language, subject, paragraphs),
    ...(input.attachment ? { attachments: [input.attachment] } : {}),
  }
}
