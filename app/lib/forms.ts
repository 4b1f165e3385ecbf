import { z } from "zod"

// Field rules that recur in the shop's forms (spec §5). Messages are i18n keys of common.json's
// `validation` section, shown by app/components/form.tsx in the page's language; a key may carry values
// after "|" ("validation.tooLong|max=200"). The API applies the same rules on its side (api/lib/fields.ts)
// and answers in the same words; one schema per form serves the action and the form's hints.
//
// conform turns empty inputs into undefined before zod sees them: "required" is the missing case.

/** Mandatory text: missing → required; only spaces → onlySpaces; trimmed; at most `max` characters. */
export const requiredText = (max = 200) =>
  z
    .string({ error: "validation.required" })
    .refine((value) => value.trim().length > 0, "validation.onlySpaces")
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, `validation.tooLong|max=${max}`)

/** Optional text: only spaces counts as empty. */
export const optionalText = (max = 200) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || value.length <= max, `validation.tooLong|max=${max}`)

/** spec §5: "email must look like {email}". */
export const emailAddress = () =>
  requiredText(254).refine((value) => z.email().safeParse(value).success, "validation.email")

/** spec §5: a select must hold a valid value. */
export const selectOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.select"),
  })

/** A box that must be ticked (GDPR, terms): conform sends "on" when ticked, nothing when not. */
export const mustAccept = () =>
  z.literal("on", { error: "validation.mustAccept" }).transform(() => true as const)

/** An optional yes/no box. */
export const checkbox = () =>
  z
    .literal("on")
    .optional()
    .transform((value) => value === "on")

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

/** A new password: not trimmed (spaces are allowed in passphrases). */
export const newPassword = () =>
  z
    .string({ error: "validation.required" })
    .min(PASSWORD_MIN_LENGTH, `validation.passwordTooShort|min=${PASSWORD_MIN_LENGTH}`)
    .max(PASSWORD_MAX_LENGTH, `validation.tooLong|max=${PASSWORD_MAX_LENGTH}`)

/** spec §5: "emails not the same", "passwords not the same": the error sits on the confirmation field. */
export function sameAs<T extends Record<string, unknown>>(
  field: keyof T & string,
  confirmation: keyof T & string,
  message: "validation.emailsNotSame" | "validation.passwordsNotSame",
) {
  return (value: T, context: z.RefinementCtx) => {
    if (value[confirmation] !== undefined && value[field] !== value[confirmation])
      context.addIssue({ code: "custom", path: [confirmation], message })
  }
}
