import type { FieldMetadata } from "@conform-to/react"

import * as css from "./account-form.css"
import { TextField } from "./form"

// The fields the account forms (contact, sign-up, personal data, set password) ask the same way.

/** The person's first and last name, side by side. */
export function NameRow({
  fields,
  labels,
}: {
  fields: { first_name: FieldMetadata<unknown>; last_name: FieldMetadata<unknown> }
  labels: { first_name: string; last_name: string }
}) {
  return (
    <div className={css.row}>
      <TextField field={fields.first_name} label={labels.first_name} autoComplete="given-name" />
      <TextField field={fields.last_name} label={labels.last_name} autoComplete="family-name" />
    </div>
  )
}

/** An e-mail address typed twice (FORM-2: "emails not the same" sits on the confirmation). */
export function EmailPairFields({
  fields,
  labels,
}: {
  fields: { email: FieldMetadata<unknown>; email_confirmation: FieldMetadata<unknown> }
  labels: { email: string; email_confirmation: string }
}) {
  const names = ["email", "email_confirmation"] as const
  return names.map((name) => (
    <TextField key={name} field={fields[name]} label={labels[name]} type="email" autoComplete="email" />
  ))
}

/** A new password and its confirmation (never filled in by the browser's saved password). */
export function NewPasswordFields({
  fields,
  labels,
  hint,
  optional,
}: {
  fields: { password: FieldMetadata<unknown>; password_confirmation: FieldMetadata<unknown> }
  labels: { password: string; password_confirmation: string }
  hint?: string
  optional?: boolean
}) {
  const names = ["password", "password_confirmation"] as const
  return names.map((name) => (
    <TextField
      key={name}
      field={fields[name]}
      label={labels[name]}
      type="password"
      autoComplete="new-password"
      hint={name === "password" ? hint : undefined}
      optional={optional}
    />
  ))
}
