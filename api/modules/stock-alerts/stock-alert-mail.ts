import type { ItemType } from "#contract/items"

import type { OutgoingMail } from "../../lib/mailer"
import {
  greetingName,
  type MailRecipient,
  mailTexts,
  paragraphsMail,
  shopLink,
} from "../accounts/account-mails"

// QUICK-8: the mail that an item is back in stock, in the partner's language (LANG-9), with a link to it:
// the product's page with its category, range and subrange slugs in that language, or for a spare part
// the shop's search for its number (spare parts have no page of their own).

type Texts = Record<string, string> | null

export function stockAlertMail(input: {
  to: MailRecipient
  publicUrl: string
  item: { type: ItemType; id: string; name: Texts; slug: Texts }
  /** the slugs of the product's category, range and subrange, per language (null for a spare part) */
  menuSlugs: Texts[]
}): OutgoingMail {
  const { language, t } = mailTexts(input.to, "stockAlerts.mail")
  const inLanguage = (texts: Texts) => texts?.[language] || texts?.en || null
  const name = inLanguage(input.item.name) ?? input.item.id
  const slugs = input.menuSlugs.map(inLanguage)
  const link =
    input.item.type === "products" && slugs.length === 3 && slugs.every(Boolean)
      ? shopLink(input.publicUrl, language, "details", ...slugs.map((slug) => ({ id: slug! })), {
          id: input.item.id,
        })
      : `${shopLink(input.publicUrl, language, "search")}?query=${encodeURIComponent(input.item.id)}`
  const subject = t("subject", { name, id: input.item.id })
  return paragraphsMail(input.to, language, subject, [
    { text: t("greeting", { name: greetingName(input.to) }) },
    { text: t("back", { name, id: input.item.id }) },
    { text: t("link"), link },
    { text: t("once") },
    { text: t("signature") },
  ])
}
