import { Link } from "react-router"

import * as css from "./empty-state.css"

/**
 * An empty list says so in one short sentence and offers the one next step that helps (browse the
 * products, clear the filters, …) instead of leaving a blank page. The message keeps the role the page
 * gave it (a status where the emptiness follows a person's action, such as a filter).
 */
export function EmptyState({
  message,
  link,
  status = false,
}: {
  message: string
  link?: { href: string; label: string }
  status?: boolean
}) {
  return (
    <div className={css.empty}>
      <span className={css.icon} aria-hidden="true" />
      <p className={css.message} role={status ? "status" : undefined}>
        {message}
      </p>
      {link ? (
        <p className={css.action}>
          <Link to={link.href} className={css.link}>
            {link.label}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
