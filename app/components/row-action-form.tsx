import type { ReactNode } from "react"
import { Form } from "react-router"

import { FormToken } from "./form-token"

/**
 * A list row's own action (end a session, revoke a key, cancel an alert): a small form posting its intent
 * and the row's id, so it works without scripts. `label` names the button where its text alone would not
 * say which row it acts on.
 */
export function RowActionForm({
  intent,
  id,
  className,
  label,
  children,
}: {
  intent: string
  id: string
  className: string
  label?: string
  children: ReactNode
}) {
  return (
    <Form method="post">
      <FormToken />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  )
}
