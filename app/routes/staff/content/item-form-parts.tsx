import { type FieldMetadata, getInputProps } from "@conform-to/react"
import { Form } from "react-router"

import { ErrorList, formStyles, SubmitButton } from "../../../components/form"
import { FormToken } from "../../../components/form-token"
import { useTranslation } from "../../../lib/i18n/translation"
import * as css from "./content.css"

// What the content role's item forms share (news, announcements): the publication time, and the form
// that deletes the item.

/** When the item shows: Brussels wall-clock time in a datetime-local input (decision 098). */
export function PublishedAtField({ field }: { field: FieldMetadata<string> }) {
  const { t } = useTranslation("staff-content")
  return (
    <div className={formStyles.field}>
      <label htmlFor={field.id} className={formStyles.label}>
        {t("fields.publishedAt")}
      </label>
      <p id={field.descriptionId} className={formStyles.hint}>
        {t("fields.publishedAtHint")}
      </p>
      <input
        {...getInputProps(field, { type: "datetime-local", ariaDescribedBy: field.descriptionId })}
        key={field.key}
        className={formStyles.control}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** The item's own delete button, a form of its own posting intent=delete to the page. */
export function DeleteItemForm({ label }: { label: string }) {
  return (
    <Form method="post" className={css.danger}>
      <FormToken />
      <SubmitButton name="intent" value="delete">
        {label}
      </SubmitButton>
    </Form>
  )
}
