import type { FieldMetadata } from "@conform-to/react"

import { LANGUAGE_NAMES, LOCALES } from "#contract/locales"

import { TextAreaField, TextField } from "../../../components/form"
import { useTranslation } from "../../../lib/i18n/translation"
import * as css from "./content.css"
import { fieldName, type LocalizedFieldSpec } from "./localized-form"

// A content form's texts, one fieldset per language: English first and open (it is required), the others
// in a disclosure that opens itself when it holds a text or an error, so nothing typed or wrong is hidden.

export function LanguageFieldsets({
  specs,
  fields,
  labels,
}: {
  specs: readonly LocalizedFieldSpec[]
  fields: Record<string, FieldMetadata<unknown>>
  /** the field's label by its name (title, summary, …) */
  labels: Record<string, string>
}) {
  const { t } = useTranslation("staff-content")
  return (
    <>
      {LOCALES.map((lng) => {
        const own = specs.map((spec) => fields[fieldName(spec.name, lng)]!)
        const inner = specs.map((spec, index) => {
          const field = own[index]!
          const label = labels[spec.name] ?? spec.name
          const optional = lng !== "en" || !spec.required
          return spec.multiline ? (
            <TextAreaField key={spec.name} field={field} label={label} optional={optional} />
          ) : (
            <TextField key={spec.name} field={field} label={label} optional={optional} />
          )
        })
        const legend = t("fields.language", { language: LANGUAGE_NAMES[lng] })
        if (lng === "en")
          return (
            <fieldset key={lng} className={css.languageSet}>
              <legend>{legend}</legend>
              <p className={css.muted}>{t("fields.englishRequired")}</p>
              {inner}
            </fieldset>
          )
        const open = own.some((field) => !!field.initialValue || !!field.errors?.length)
        return (
          <details key={lng} className={css.languageSet} open={open || undefined}>
            <summary className={css.summary}>{legend}</summary>
            {inner}
          </details>
        )
      })}
    </>
  )
}

/** The error summary's labels of the texts: "Title (French)". */
export function languageLabels(specs: readonly LocalizedFieldSpec[], labels: Record<string, string>) {
  return Object.fromEntries(
    specs.flatMap((spec) =>
      LOCALES.map((lng) => [fieldName(spec.name, lng), `${labels[spec.name]} (${LANGUAGE_NAMES[lng]})`]),
    ),
  )
}
