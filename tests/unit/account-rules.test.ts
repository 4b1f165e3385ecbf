import { describe, expect, test } from "vitest"

import { PasswordResetBodySchema } from "#contract/passwords"
import { SignupAttributesSchema } from "#contract/signup"

// The sign-up and set-password forms are checked by the API's own schemas (contract/), so these rules
// hold on both halves.

const applicant = {
  first_name: "Anna",
  last_name: "Peeters",
  email: "Anna.Peeters@Example.test",
  email_confirmation: " anna.peeters@example.test ",
  password: "Chosen-Password-42",
  password_confirmation: "Chosen-Password-42",
  phone: "+32 2 555 01 23",
  company_name: "Brasserie Anna",
  company_reference: "C-10442",
  company_function: "Owner",
  gdpr_accepted: "on",
  terms_accepted: "on",
  captcha_id: "abc",
  captcha_value: "12",
}

const errorsOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]))

describe("sign-up and password rules", () => {
  test("an address and its confirmation match whatever their case and spaces", () => {
    const result = SignupAttributesSchema.safeParse(applicant)
    expect(result.success).toBe(true)
    expect(result.data?.email).toBe("anna.peeters@example.test")
    expect(result.data?.category).toBeUndefined()
  })

  test("a differing confirmation is named beside the other problems at once", () => {
    const result = SignupAttributesSchema.safeParse({
      ...applicant,
      first_name: "   ",
      email_confirmation: "someone@example.test",
      password_confirmation: "Chosen-Password-43",
      category: "caterer",
    })
    expect(errorsOf(result)).toEqual({
      first_name: "validation.onlySpaces",
      email_confirmation: "validation.emailsNotSame",
      password_confirmation: "validation.passwordsNotSame",
      category: "validation.select",
    })
  })

  test("a new password needs its token, ten characters and the same confirmation", () => {
    const result = PasswordResetBodySchema.safeParse({
      email: "buyer@partners.test",
      password: "short",
      password_confirmation: "shorter",
    })
    expect(errorsOf(result)).toEqual({
      token: "password.tokenInvalid",
      password: "validation.passwordTooShort|min=10",
      password_confirmation: "validation.passwordsNotSame",
    })
  })
})
