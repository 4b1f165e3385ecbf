import type { ReactNode } from "react"

import * as formStyles from "../../components/form.css"
import { ErrorList } from "../../components/form-messages"
import { fieldId } from "./offer-fields"
import * as css from "./offers.css"

// The offer editor's labelled fields, drawn as the form kit draws its own (label, hint, control, message;
// aria-invalid and aria-describedby wired once), without conform, so that the editor's script stays small.

/** What one input shows: the value as typed (after a refusal) or as stored, and its messages. */
export interface InputState {
  value: string
  errors?: string[]
}

/** aria-describedby and aria-invalid of a control: its hint and its messages describe it. */
export function describedBy(id: string, hint: boolean, errors?: string[]) {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean)
  return {
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
    "aria-invalid": errors?.length ? true : undefined,
  }
}

export function OfferField({
  name,
  label,
  hint,
  state,
  wide,
  type = "text",
  inputMode,
  autoComplete,
  list,
  select,
  textarea,
}: {
  name: string
  label: string
  hint?: ReactNode
  state: InputState
  /** across both columns of the fieldset */
  wide?: boolean
  type?: "text" | "tel"
  inputMode?: "text" | "decimal" | "tel"
  autoComplete?: string
  /** a datalist's id (suggestions, with scripts) */
  list?: string
  /** a select: its placeholder and options */
  select?: { placeholder: string; options: { value: string; label: string }[] }
  textarea?: boolean
}) {
  const id = fieldId(name)
  const common = {
    id,
    name,
    defaultValue: state.value,
    autoComplete,
    ...describedBy(id, !!hint, state.errors),
  }
  return (
    <div className={wide ? `${formStyles.field} ${css.wide}` : formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {select ? (
        <select {...common} className={formStyles.control}>
          <option value="">{select.placeholder}</option>
          {select.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : textarea ? (
        <textarea {...common} className={formStyles.textarea} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} list={list} className={formStyles.control} />
      )}
      <ErrorList id={`${id}-error`} errors={state.errors} />
    </div>
  )
}
