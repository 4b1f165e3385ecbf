import type { ReactNode } from "react"

import { useTranslation } from "../lib/i18n/translation"
import { DownloadLink } from "./download-link"

/**
 * A link to an invoice's PDF (the shop's download route, which names the file by the invoice's id). A
 * failure comes back to the page with "PDF load error" (INVOICE-5); with scripts "Preparing the PDF…" is
 * said while the PDF is made (DownloadLink).
 */
export function InvoiceDownloadLink({
  href,
  errorHref,
  label,
  children,
}: {
  href: string
  /** the invoices page with its PDF error (INVOICE-5) */
  errorHref: string
  /** the accessible name, containing the visible text */
  label?: string
  children: ReactNode
}) {
  const { t } = useTranslation("orders")
  return (
    <DownloadLink href={href} errorHref={errorHref} label={label} busyText={` ${t("preparing")}`}>
      {children}
    </DownloadLink>
  )
}
