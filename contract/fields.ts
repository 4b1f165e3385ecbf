import { z } from "zod"

import { isCommonPassword } from "./common-passwords"

// Field rules that recur in the shop's forms and the API's request bodies (FORM-1 to FORM-5), written
// once: the shop validates a form with them before it sends anything, the API validates the request again with
// the same rules. Messages are text keys ("validation.tooLong|max=200": values after "|") that the shop
// shows in the page's language (app/components/form.tsx) and the API answers in the caller's language
// (api/lib/errors.ts, locales/<lng>/api.json). conform turns an empty input into undefined before zod
// sees it, so for the shop "required" is the missing case; the API also gets "" and null.

/**
 * Characters nobody types into a field: NUL and the other C0 control characters but tab, line feed and
 * carriage return (a message's lines), and DEL (FORM-5). PostgreSQL refuses NUL in text outright (it
 * would be a 500), and the others have no place in a name, an address or a message.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value)

/** Half of a UTF-16 pair without its other half: no text, and PostgreSQL's jsonb refuses it. */
export function hasLoneSurrogate(value: string) {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1)
      if (next >= 0xdc00 && next <= 0xdfff) index++
      else return true
    } else if (code >= 0xdc00 && code <= 0xdfff) return true
  }
  return false
}

/** Mandatory text: missing → required; only spaces → onlySpaces; trimmed; at most `max` characters. */
export const requiredText = (max = 200) =>
  z
    .string({ error: "validation.required" })
    .refine((value) => value.length > 0, "validation.required")
    .refine((value) => !hasControlCharacters(value), "validation.controlCharacters")
    .refine((value) => value.length === 0 || value.trim().length > 0, "validation.onlySpaces")
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, `validation.tooLong|max=${max}`)

/** Optional text: empty or only spaces becomes null. */
export const optionalText = (max = 200) =>
  z
    .string({ error: "validation.invalid" })
    .nullish()
    .refine((value) => value == null || !hasControlCharacters(value), "validation.controlCharacters")
    .transform((value) => (value?.trim() ? value.trim() : null))
    .refine((value) => value === null || value.length <= max, `validation.tooLong|max=${max}`)

/** FORM-1: "email must look like {email}"; compared and stored lower-case. */
export const emailAddress = () =>
  requiredText(254)
    .transform((value) => value.toLowerCase())
    .refine((value) => z.email().safeParse(value).success, "validation.email")

/** FORM-1: a select must hold a valid value. */
export const selectOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? "validation.required" : "validation.select",
  })

/** A box that must be ticked (GDPR, terms). Accepts true, "1", "on" (a ticked checkbox), "true". */
export const accepted = () =>
  z
    .union([z.boolean(), z.string()], { error: "validation.mustAccept" })
    .transform((value) => value === true || value === "1" || value === "on" || value === "true")
    .refine((value) => value, "validation.mustAccept")

/** An optional yes/no box (newsletter, express): not sent means no. */
export const flag = () =>
  z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === true || value === "1" || value === "on" || value === "true")

/** SIGNUP-5: NIST 800-63B asks for length, not composition. */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

/** A new password (spaces allowed, never trimmed). */
export const newPassword = () =>
  z
    .string({ error: "validation.required" })
    .refine((value) => value.length > 0, "validation.required")
    .refine(
      (value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH,
      `validation.passwordTooShort|min=${PASSWORD_MIN_LENGTH}`,
    )
    .refine((value) => value.length <= PASSWORD_MAX_LENGTH, `validation.tooLong|max=${PASSWORD_MAX_LENGTH}`)
    .refine(
      (value) => value.length < PASSWORD_MIN_LENGTH || !isCommonPassword(value),
      "validation.passwordTooCommon",
    )

const isString = (value: unknown): value is string => typeof value === "string"

/**
 * FORM-2: "emails not the same", "passwords not the same": the error sits on the confirmation field. It
 * is checked even when other fields fail (zod's `when`), so the person sees every problem at once; the
 * values are compared after `normalise` (addresses: trimmed, lower-case).
 */
export function confirmation<T extends z.ZodObject>(
  schema: T,
  field: keyof z.output<T> & string,
  confirmationField: keyof z.output<T> & string,
  message: "validation.emailsNotSame" | "validation.passwordsNotSame",
  normalise: (value: string) => string = (value) => value,
) {
  return schema.refine(
    (data: Record<string, unknown>) =>
      normalise(String(data[field])) === normalise(String(data[confirmationField])),
    {
      path: [confirmationField],
      message,
      when: ({ value }) => {
        const data = value as Record<string, unknown>
        return (
          isString(data?.[field]) && isString(data?.[confirmationField]) && data[confirmationField] !== ""
        )
      },
    },
  )
}

/** The normalisation of e-mail addresses before they are compared (emailAddress stores them so). */
export const sameAddress = (value: string) => value.trim().toLowerCase()
