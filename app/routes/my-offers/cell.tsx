import type { ReactNode } from "react"

import * as css from "./offers.css"

/** A cell of a table that becomes cards on a phone: it says which column it is, where the headers are hidden. */
export function Cell({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <td className={className}>
      <span className={css.cellLabel} aria-hidden="true">
        {label}
      </span>
      {children}
    </td>
  )
}
