import { describe, expect, it } from "vitest"

import { isCommonPassword } from "../../contract/common-passwords"
import { newPassword } from "../../contract/fields"

// SIGNUP-5: "1234567890" and other common passwords are refused (length alone lets them through). NIST
// 800-63B: refuse values known to be common, expected or specific to the service; never composition rules.
describe("common passwords", () => {
  it.each([
    "1234567890",
    "0987654321",
    "12345678901",
    "1111111111",
    "aaaaaaaaaaaa",
    "abcabcabcabc",
    "qwertyuiop",
    "AZERTYUIOP",
    "asdfghjkl;'",
    "1q2w3e4r5t",
    "Password2026!",
    "password123",
    "P@ssword!!!1",
    "Welcome2026!",
    "Wachtwoord2026",
    "motdepasse123",
    "Partners2026",
    "!!Belcater!!",
    "September2026",
    "iloveyou!!!",
    "abcdefghijk",
  ])("refuses %s", (password) => {
    expect(isCommonPassword(password)).toBe(true)
  })

  it.each([
    "Partner-Demo-2026",
    "Basket-Journey-2026",
    "correct horse battery staple",
    "Gent-keuken-9000!",
    "vH7#pL2qZx",
    "2026-11-25 Friteuse",
    "Ma cuisine à Liège",
  ])("accepts %s", (password) => {
    expect(isCommonPassword(password)).toBe(false)
  })

  it("is part of the shared rule for a new password, after the length", () => {
    const rule = newPassword()
    expect(rule.safeParse("1234567890").error?.issues.map((issue) => issue.message)).toEqual([
      "validation.passwordTooCommon",
    ])
    // a short one hears about its length only
    expect(rule.safeParse("12345").error?.issues.map((issue) => issue.message)).toEqual([
      "validation.passwordTooShort|min=10",
    ])
    expect(rule.safeParse("Gent-keuken-9000!").success).toBe(true)
  })
})
