import {
  type FieldMetadata,
  type FormMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react"
import type { ReactNode } from "react"
import { Form, useNavigation } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import { button } from "../styles/utilities.css"
import * as styles from "./form.css"
import { ErrorList, ErrorSummaryBox } from "./form-messages"
import { FormToken } from "./form-token"

export { ErrorList, useMessage } from "./form-messages"

// One way to show a form field, its hint and its errors (conventions: Field and ErrorList wire
// aria-invalid, aria-describedby and the error summary once, for every form). Messages are i18n keys
// (client and server validation) or the API's own, already translated, sentences.

/** The ARIA wiring of a field's control: its hint and errors describe it, errors mark it invalid. */
function controlAria(field: FieldMetadata<unknown>, hint: boolean) {
  const ids = [hint ? field.descriptionId : null, field.errors?.length ? field.errorId : null].filter(Boolean)
  return {
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
    "aria-invalid": field.errors?.length ? true : undefined,
  }
}

/** A hint, or several paragraphs of one (a list of nodes), that describes the field's control. */
type HintContent = ReactNode | ReactNode[]

function Hint({
  field,
  hint,
  className,
}: {
  field: FieldMetadata<unknown>
  hint?: HintContent
  className?: string
}) {
  if (Array.isArray(hint))
    return (
      <div id={field.descriptionId} className={className ?? styles.hint}>
        {hint.map((paragraph, index) => (
          <p key={index} className={styles.flat}>
            {paragraph}
          </p>
        ))}
      </div>
    )
  return hint ? (
    <p id={field.descriptionId} className={className ?? styles.hint}>
      {hint}
    </p>
  ) : null
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
  autoComplete,
}: FieldProps & {
  options: { value: string; label: string }[]
  /** the empty first choice; none where every option is a real value (a language, an hour) */
  placeholder?: string
  autoComplete?: string
}) {
  const props = getSelectProps(field)
  return (
    <FieldFrame field={field} label={label} hint={hint} optional={optional}>
      <select
        {...props}
        key={props.key}
        className={styles.control}
        autoComplete={autoComplete}
        {...controlAria(field, !!hint)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export function CheckboxField({
  field,
  label,
  hint,
}: Omit<FieldProps, "optional" | "hint"> & { label: ReactNode; hint?: HintContent }) {
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

export interface RadioOption {
  value: string
  label: ReactNode
  /** said with the option (its own description) */
  hint?: ReactNode
}

/**
 * A choice of one among a few, as radio buttons in a fieldset: the legend names the group, the group's
 * hint and errors describe it, each option's hint describes that option. The fieldset carries the field's
 * id, so the error summary's link leads to it.
 */
export function RadioGroupField({
  field,
  legend,
  hint,
  options,
  classNames = {},
}: {
  field: FieldMetadata<unknown>
  legend: ReactNode
  hint?: ReactNode
  options: RadioOption[]
  /** a group drawn otherwise (the address review's cards): the fieldset, legend, hint, option list, option */
  classNames?: { group?: string; legend?: string; hint?: string; options?: string; option?: string }
}) {
  const current = (field.value ?? field.initialValue) as string | undefined
  const invalid = field.errors?.length ? true : undefined
  const buttons = options.map((option) => {
    const id = `${field.id}-${option.value}`
    return (
      <div key={option.value} className={classNames.option ?? styles.checkboxRow}>
        <input
          type="radio"
          id={id}
          name={field.name}
          value={option.value}
          defaultChecked={current === option.value}
          className={styles.checkboxInput}
          aria-invalid={invalid}
          aria-describedby={option.hint ? `${id}-hint` : undefined}
        />
        <label htmlFor={id}>
          {option.label}
          {option.hint ? (
            <span id={`${id}-hint`} className={styles.optionHint}>
              {option.hint}
            </span>
          ) : null}
        </label>
      </div>
    )
  })
  return (
    <fieldset
      className={classNames.group ?? styles.radios}
      id={field.id}
      tabIndex={-1}
      {...controlAria(field, !!hint)}
      aria-invalid={undefined}
    >
      <legend className={classNames.legend ?? styles.label}>{legend}</legend>
      <Hint field={field} hint={hint} className={classNames.hint} />
      {classNames.options ? <div className={classNames.options}>{buttons}</div> : buttons}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
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
  const fields = form.getFieldset() as Record<string, FieldMetadata<unknown>>
  const entries = Object.keys(labels).flatMap((name) => {
    const field = fields[name]
    return field?.errors?.length ? [{ id: field.id, label: labels[name] ?? name, errors: field.errors }] : []
  })
  return (
    <ErrorSummaryBox
      id={`${form.id}-summary`}
      title={title}
      formErrors={form.errors ?? []}
      entries={entries}
      focus={form.status === "error"}
    />
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

/** A form of one button that posts its intent, e.g. hiding a message once read. */
export function IntentButtonForm({ intent, children }: { intent: string; children: ReactNode }) {
  return (
    <Form method="post">
      <FormToken />
      <SubmitButton name="intent" value={intent}>
        {children}
      </SubmitButton>
    </Form>
  )
}

export { styles as formStyles }
