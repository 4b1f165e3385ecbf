import { type ReactNode, useState } from "react"
import { useNavigate } from "react-router"

/** The name a Content-Disposition header gives: filename* (RFC 6266) first, else filename. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim())
    } catch {
      // a malformed encoding: the plain name below
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null
}

/**
 * A link to a file the shop streams from the API (CONTENT-3: loading, success, error).
 * Without scripts the browser follows it: the file is saved, or a failure comes back as a page that says
 * so. With scripts the file is fetched first, "Downloading…" said while it comes, saved under the name the
 * server gives, and a failure goes to the same page (errorHref) without a full page load.
 */
export function DownloadLink({
  href,
  errorHref,
  label,
  busyText,
  children,
}: {
  href: string
  /** the page that shows the failure next to this link */
  errorHref: string
  /** the accessible name, starting with the visible text */
  label?: string
  busyText: string
  children: ReactNode
}) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      // a failure is a redirect to the page with its message: not followed, it is the failure itself
      const response = await fetch(href, { credentials: "same-origin", redirect: "manual" })
      const disposition = response.headers.get("content-disposition")
      if (!response.ok || !disposition?.toLowerCase().startsWith("attachment"))
        throw new Error("download failed")
      const url = URL.createObjectURL(await response.blob())
      const save = document.createElement("a")
      save.href = url
      save.download = dispositionName(disposition) ?? ""
      document.body.append(save)
      save.click()
      save.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      await navigate(errorHref, { preventScrollReset: false })
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
      <span role="status">{busy ? busyText : ""}</span>
    </>
  )
}
