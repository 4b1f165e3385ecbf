import type { ComponentProps, ReactNode } from "react"

// The header's panels (products, search, login, language) are disclosures that share one name: a browser
// that knows exclusive accordions keeps at most one open, and the header's own code finds them by that name
// to close the one the focus leaves (header.tsx).
export const HEADER_PANEL = "header-panel"

/** One of the header's panels; `marker` names it for the header's code and the tests (data-<marker>). */
export function HeaderPanel({
  marker,
  className,
  open,
  onToggle,
  children,
}: {
  marker?: "mega-menu" | "search-popup" | "login-panel"
  className: string
  open?: boolean
  onToggle?: ComponentProps<"details">["onToggle"]
  children: ReactNode
}) {
  const markerAttribute = marker ? { [`data-${marker}`]: "" } : null
  return (
    <details className={className} {...markerAttribute} name={HEADER_PANEL} open={open} onToggle={onToggle}>
      {children}
    </details>
  )
}
