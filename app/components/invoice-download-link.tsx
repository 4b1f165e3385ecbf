import { type ReactNode, useState } from "react"
import { useNavigate } from "react-router"

import { useTranslation } from "../lib/i18n/translation"

/**
 * A link to an invoice's PDF (the shop's download route). Without scripts the browser follows it: the PDF
 * is saved, or a failure comes back to the invoices page with "PDF load error". With scripts the PDF is
 * fetched first, with "Preparing the PDF…" said while it is made, saved under the same name (the id), and
 * a failure goes to the same message without a full page load.
 */
export function InvoiceDownloadLink({
  href,
  id,
  errorHref,
  label,
  children,
}: {
  href: string
  id: string
  /** the invoices page with its PDF error (spec §8) */
  errorHref: string
  /** the accessible name, containing the visible text */
  label?: string
  children: ReactNode
}) {
  const { t } = useTranslation("orders")
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      // a failure is a redirect to the invoices page: not followed, it is the failure itself
      const response = await fetch(href, { credentials: "same-origin", redirect: "manual" })
      if (!response.ok || !(response.headers.get("content-type") ?? "").includes("application/pdf"))
        throw new Error("PDF load error")
      const url = URL.createObjectURL(await response.blob())
      const save = document.createElement("a")
      save.href = url
      save.download = `${id}.pdf`
      document.body.append(save)
      save.click()
      save.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      await navigate(errorHref)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <a
        href={href}
        aria-label={label}
        aria-busy={busy || undefined}
        onClick={(event) => void download(event)}
      >
        {children}
      </a>
      <span role="status">{busy ? ` ${t("preparing")}` : ""}</span>
    </>
  )
}
