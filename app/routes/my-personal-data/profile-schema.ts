import { z } from "zod"

import {
  confirmation,
  emailAddress,
  flag,
  optionalText,
  PASSWORD_MIN_LENGTH,
  requiredText,
  sameAddress,
} from "#contract/fields"

/**
 * ACCOUNT-11: the profile form (my-personal-data), with the field rules of PATCH users
 * (contract/accounts.ts); a new password is optional and needs the current one.
 */
export const ProfileSchema = confirmation(
  z.object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    email: emailAddress(),
    email_confirmation: emailAddress(),
    phone: optionalText(40),
    company_function: optionalText(100),
    newsletter: flag(),
    current_password: z.string().optional(),
    password: z.string().optional(),
    password_confirmation: z.string().optional(),
  }),
  "email",
  "email_confirmation",
  "validation.emailsNotSame",
  sameAddress,
).superRefine((value, context) => {
  if (!value.password && !value.password_confirmation) return
  if (!value.current_password)
    context.addIssue({ code: "custom", path: ["current_password"], message: "validation.required" })
  if ((value.password ?? "").length < PASSWORD_MIN_LENGTH)
    context.addIssue({
      code: "custom",
      path: ["password"],
      message: `validation.passwordTooShort|min=${PASSWORD_MIN_LENGTH}`,
    })
  if (value.password !== value.password_confirmation)
    context.addIssue({
      code: "custom",
      path: ["password_confirmation"],
      message: "validation.passwordsNotSame",
    })
})
