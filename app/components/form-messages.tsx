import { type ReactNode, useEffect, useRef } from "react"

import { splitMessage } from "../lib/i18n/messages"
import { useTranslation } from "../lib/i18n/translation"
import * as styles from "./form.css"

// The form kit's messages without conform: a field's error text and the error summary box. form.tsx
// builds on them for conform's forms; a page whose script must stay small (the offer editor, decision
// 015's budget) uses them directly, without pulling conform and zod into the browser.

/** A message in the page's language: an i18n key (with |values) is translated, a sentence is kept. */
export function useMessage() {
  const { t, i18n } = useTranslation()
  return (message: string) => {
    const [key, values] = splitMessage(message)
    return i18n.exists(key) ? t(key, values) : message
  }
}

export function ErrorList({ id, errors }: { id: string; errors?: string[] }) {
  const message = useMessage()
  if (!errors?.length) return null
  return (
    <p id={id} className={styles.errorText}>
      {errors.map((error) => message(error)).join(" ")}
    </p>
  )
}

/** The ARIA wiring of a plain field's control: its hint (`${id}-hint`) and error describe it. */
export function plainControlAria(id: string, { hint, errorId, invalid }: PlainAria) {
  return {
    "aria-describedby":
      [hint ? `${id}-hint` : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined,
    "aria-invalid": invalid ? true : undefined,
  }
}
interface PlainAria {
  hint: boolean
  errorId: string
  invalid: boolean
}

/**
 * A field's frame in a form without conform (a file upload, a switch): its label, its hint, the control
 * (wired with plainControlAria) and its errors.
 */
export function PlainField({
  id,
  label,
  hint,
  errorId = `${id}-error`,
  errors,
  children,
}: {
  /** the control's id */
  id: string
  label: string
  hint?: string
  errorId?: string
  errors?: string[]
  children: ReactNode
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/** One problem of the summary: the field's id (the link's target), its label and its messages. */
export interface SummaryEntry {
  id: string
  label: string
  errors: string[]
}

/**
 * The error summary at the top of a form: every problem, each a link to its field. With scripts it takes
 * the focus when new problems appear (`focus`), so the person hears what went wrong before anything else.
 */
export function ErrorSummaryBox({
  id,
  title,
  formErrors,
  entries,
  focus,
}: {
  /** the summary heading's id */
  id: string
  title?: string
  formErrors: string[]
  entries: SummaryEntry[]
  focus: boolean
}) {
  const { t } = useTranslation()
  const message = useMessage()
  const ref = useRef<HTMLDivElement>(null)
  const count = formErrors.length + entries.length
  const signature = JSON.stringify([formErrors, entries.map((entry) => entry.errors)])
  useEffect(() => {
    if (count > 0 && focus) ref.current?.focus()
  }, [signature, count, focus])
  // The problems may already show when the person sends the form again (a field checked on leaving it,
  // the same refusal twice): the list is then unchanged, so the effect above stays still. Every sending
  // of the form that holds the summary therefore moves the focus to it, once the form's own check has run
  // (React applies what a submit changes before the next task); a summary that the check cleared is gone.
  useEffect(() => {
    const onSubmit = (event: Event) => {
      if (!(event.target instanceof HTMLFormElement) || !event.target.contains(ref.current)) return
      setTimeout(() => ref.current?.focus())
    }
    document.addEventListener("submit", onSubmit, true)
    return () => document.removeEventListener("submit", onSubmit, true)
  }, [])
  if (count === 0) return null
  return (
    // autoFocus: without scripts the page answering a failed post opens with the focus on the summary, so
    // that the next Tab leads to its first problem, not to the top of the page (FORM-3, decision 039)
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby={id}
      autoFocus={focus}
    >
      <h2 id={id} className={styles.summaryTitle}>
        {title ?? t("forms.summaryTitle")}
      </h2>
      <ul>
        {formErrors.map((error) => (
          <li key={error}>{message(error)}</li>
        ))}
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>
              {entry.label}: {entry.errors.map((error) => message(error)).join(" ")}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
