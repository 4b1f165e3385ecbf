import { z } from "zod"

// Field rules that recur in the API's request bodies (spec §5), with messages as text keys of
// locales/<lng>/api.json so a 422 answers in the caller's language (errors.ts).

/** Mandatory text: missing → required; only spaces → onlySpaces; trimmed; at most `max` characters. */
export const requiredText = (max = 200) =>
  z
    .string({ error: "validation.required" })
    .refine((value) => value.length > 0, "validation.required")
    .refine((value) => value.length === 0 || value.trim().length > 0, "validation.onlySpaces")
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, `validation.tooLong|max=${max}`)

/** Optional text: empty or only spaces becomes null. */
export const optionalText = (max = 200) =>
  z
    .string({ error: "validation.invalid" })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .refine((value) => value === null || value.length <= max, `validation.tooLong|max=${max}`)

/** spec §5: "email must look like {email}"; compared and stored lower-case. */
export const emailAddress = () =>
  requiredText(254)
    .transform((value) => value.toLowerCase())
    .refine((value) => z.email().safeParse(value).success, "validation.email")

/** spec §5: a select must hold a valid value. */
export const selectOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? "validation.required" : "validation.select",
  })

/** A box that must be ticked (GDPR, terms). Accepts true, "1", "on", "true". */
export const accepted = () =>
  z
    .union([z.boolean(), z.string()], { error: "validation.mustAccept" })
    .transform((value) => value === true || value === "1" || value === "on" || value === "true")
    .refine((value) => value, "validation.mustAccept")

/** An optional yes/no (newsletter). */
export const flag = () =>
  z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === true || value === "1" || value === "on" || value === "true")

/** spec §5 leaves password rules open: NIST 800-63B asks for length, not composition. */
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
