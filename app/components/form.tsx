import {
  type FieldMetadata,
  type FormMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react"
import { type ReactNode, useEffect, useRef } from "react"
import { useTranslation } from "../lib/translation"
import { useNavigation } from "react-router"
import { splitMessage } from "../lib/messages"
import { button } from "../styles/utilities.css"
import * as styles from "./form.css"

// One way to show a form field, its hint and its errors (conventions: Field and ErrorList wire
// aria-invalid, aria-describedby and the error summary once, for every form). Messages are i18n keys
// (client and server validation) or the API's own, already translated, sentences.

/** A message in the page's language: an i18n key (with |values) is translated, a sentence is kept. */
export function useMessage() {
  const { t, i18n } = useTranslation()
  return (message: string) => {
    const [key, values] = splitMessage(message)
    return i18n.exists(key) ? t(key, values) : message
  }
}

/** The ARIA wiring of a field's control: its hint and errors describe it, errors mark it invalid. */
function controlAria(field: FieldMetadata<unknown>, hint: boolean) {
  const ids = [hint ? field.descriptionId : null, field.errors?.length ? field.errorId : null].filter(Boolean)
  return {
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
    "aria-invalid": field.errors?.length ? true : undefined,
  }
}

function Hint({ field, hint }: { field: FieldMetadata<unknown>; hint?: ReactNode }) {
  return hint ? (
    <p id={field.descriptionId} className={styles.hint}>
      {hint}
    </p>
  ) : null
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

interface FieldProps {
  field: FieldMetadata<unknown>
  label: string
  hint?: ReactNode
  optional?: boolean
}

/** Label, hint, the control and its errors: the frame every labelled field shares. */
function FieldFrame({ field, label, hint, optional, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <FieldLabel field={field} label={label} optional={optional} />
      <Hint field={field} hint={hint} />
      {children}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

function FieldLabel({ field, label, optional }: FieldProps) {
  const { t } = useTranslation()
  return (
    <label htmlFor={field.id} className={styles.label}>
      {label}
      {optional ? <span className={styles.optional}> ({t("forms.optional")})</span> : null}
    </label>
  )
}

export function TextField({
  field,
  label,
  hint,
  optional,
  type = "text",
  autoComplete,
  inputMode,
}: FieldProps & {
  type?: "text" | "email" | "password" | "tel"
  autoComplete?: string
  inputMode?: "text" | "email" | "tel" | "numeric"
}) {
  const props = getInputProps(field, { type, ariaDescribedBy: undefined })
  return (
    <FieldFrame field={field} label={label} hint={hint} optional={optional}>
      <input
        {...props}
        key={props.key}
        className={styles.control}
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...controlAria(field, !!hint)}
      />
    </FieldFrame>
  )
}

export function TextAreaField({ field, label, hint, optional }: FieldProps) {
  const props = getTextareaProps(field)
  return (
    <FieldFrame field={field} label={label} hint={hint} optional={optional}>
      <textarea {...props} key={props.key} className={styles.textarea} {...controlAria(field, !!hint)} />
    </FieldFrame>
  )
}

export function SelectField({
  field,
  label,
  hint,
  optional,
  options,
  placeholder,
}: FieldProps & { options: { value: string; label: string }[]; placeholder: string }) {
  const props = getSelectProps(field)
  return (
    <FieldFrame field={field} label={label} hint={hint} optional={optional}>
      <select {...props} key={props.key} className={styles.control} {...controlAria(field, !!hint)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export function CheckboxField({ field, label, hint }: Omit<FieldProps, "optional"> & { label: ReactNode }) {
  const props = getInputProps(field, { type: "checkbox" })
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input {...props} key={props.key} className={styles.checkboxInput} {...controlAria(field, !!hint)} />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <Hint field={field} hint={hint} />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

/**
 * The error summary at the top of a form: every problem, each a link to its field. With scripts it takes
 * the focus when it appears, so the person hears what went wrong before anything else.
 */
export function ErrorSummary<Schema extends Record<string, unknown>>({
  form,
  labels,
  title,
}: {
  form: FormMetadata<Schema, string[]>
  /** field name → its label, in the form's order */
  labels: Record<string, string>
  /** the summary's heading, when the page has a more telling one than "There is a problem" */
  title?: string
}) {
  const { t } = useTranslation()
  const message = useMessage()
  const ref = useRef<HTMLDivElement>(null)
  const fields = form.getFieldset() as Record<string, FieldMetadata<unknown>>
  const formErrors = form.errors ?? []
  const fieldErrors = Object.keys(labels)
    .map((name) => ({ name, field: fields[name], errors: fields[name]?.errors ?? [] }))
    .filter((entry) => entry.errors.length > 0)
  const count = formErrors.length + fieldErrors.length
  const signature = JSON.stringify([formErrors, fieldErrors.map((entry) => entry.errors)])
  useEffect(() => {
    if (count > 0 && form.status === "error") ref.current?.focus()
  }, [signature, count, form.status])
  if (count === 0) return null
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${form.id}-summary`}
    >
      <h2 id={`${form.id}-summary`} className={styles.summaryTitle}>
        {title ?? t("forms.summaryTitle")}
      </h2>
      <ul>
        {formErrors.map((error) => (
          <li key={error}>{message(error)}</li>
        ))}
        {fieldErrors.map(({ name, field, errors }) => (
          <li key={name}>
            <a href={`#${field.id}`}>
              {labels[name]}: {errors.map((error) => message(error)).join(" ")}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The form's submit button: busy while this form's submission runs (with scripts). */
export function SubmitButton({
  children,
  busyLabel,
  name,
  value,
  className,
}: {
  children: ReactNode
  busyLabel?: string
  name?: string
  value?: string
  className?: string
}) {
  const navigation = useNavigation()
  const busy = navigation.state === "submitting" && (!name || navigation.formData?.get(name) === value)
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={className ?? button}
      aria-disabled={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

export { styles as formStyles }
