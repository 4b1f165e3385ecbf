import { z } from "zod"

import { optionalText, requiredText } from "#contract/fields"
import { type Locale, LOCALES } from "#contract/locales"

// The content forms' texts per language (decision 098), as flat form fields: title_en, title_fr, … A
// plain form posts them so, without scripts; the API takes them as objects ({title: {en, fr}}), and its
// errors (title.en) come back to the flat field of the same name.

export interface LocalizedFieldSpec {
  name: string
  max: number
  /** English required (the shop's fallback); the other languages always optional */
  required: boolean
  multiline?: boolean
}

export const fieldName = (name: string, lng: Locale) => `${name}_${lng}`

/** The flat fields of these texts, for a form's zod schema. */
export function localizedFormFields(specs: readonly LocalizedFieldSpec[]) {
  const shape: Record<string, z.ZodType> = {}
  for (const spec of specs)
    for (const lng of LOCALES)
      shape[fieldName(spec.name, lng)] =
        lng === "en" && spec.required ? requiredText(spec.max) : optionalText(spec.max)
  return shape
}

/** The API's objects from the flat values: {title: {en: "…", fr: "…"}}. */
export function localizedBody(specs: readonly LocalizedFieldSpec[], values: Record<string, unknown>) {
  return Object.fromEntries(
    specs.map((spec) => [
      spec.name,
      Object.fromEntries(
        LOCALES.map((lng) => [lng, (values[fieldName(spec.name, lng)] as string | null | undefined) ?? null]),
      ),
    ]),
  ) as Record<string, Record<Locale, string | null>>
}

/** A stored item's texts as the form's flat default values. */
export function localizedDefaults(specs: readonly LocalizedFieldSpec[], item: object) {
  const texts = item as Record<string, Partial<Record<Locale, string>> | undefined>
  const values: Record<string, string> = {}
  for (const spec of specs)
    for (const lng of LOCALES) values[fieldName(spec.name, lng)] = texts[spec.name]?.[lng] ?? ""
  return values
}

/** The API's field errors with their names as the form's: title.en → title_en. */
export function flatFieldErrors(errors: Record<string, string[]>) {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [key.replace(".", "_"), messages]),
  )
}
