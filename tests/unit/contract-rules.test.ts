import { describe, expect, test } from "vitest"
import { z } from "zod"

import { ADDRESS_COUNTRIES, DELIVERY_TYPES, ORDER_ORIGIN, ORDER_ORIGINS } from "#contract/delivery"
import {
  accepted,
  confirmation,
  emailAddress,
  flag,
  newPassword,
  optionalText,
  requiredText,
} from "#contract/fields"
import { formatCalendarDay, formatDate, formatDateTime, formatNumber } from "#contract/format"
import { intlLocale } from "#contract/locales"
import { formatMoney } from "#contract/money"

// The rules both halves share (decision 017): one definition each, checked here once.

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ")
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe("formats (PRICE-4, LANG-1)", () => {
  test("money is German style with the currency after it, in every language", () => {
    expect(plain(formatMoney(123456, "EUR"))).toBe("1.234,56 €")
    expect(plain(formatMoney(5, "GBP"))).toBe("0,05 £")
  })

  test("English dates are British on every page; the others use their own language", () => {
    expect(formatDate("2026-11-24T10:00:00Z", "en", "long")).toBe("24 November 2026")
    expect(formatDate("2026-11-24T10:00:00Z", "de", "long")).toBe("24. November 2026")
    expect(formatCalendarDay("2026-11-25", "en")).toBe("Wednesday, 25 November 2026")
    expect(intlLocale("fr")).toBe("fr-BE")
    expect(intlLocale("xx")).toBe("en-GB")
  })

  test("times are Brussels time, whatever the server's zone", () => {
    // 23:30 UTC on 24 November is already the 25th in Brussels (UTC+1 in winter)
    expect(formatDateTime("2026-11-24T23:30:00Z", "en")).toBe("25 Nov 2026, 00:30")
  })

  test("numbers follow the page's language", () => {
    expect(formatNumber(2.5, "de")).toBe("2,5")
    expect(formatNumber(2.5, "en")).toBe("2.5")
  })
})

describe("field rules (FORM-1 to FORM-5), for the shop's forms and the API's bodies alike", () => {
  test("required text: missing, only spaces and too long are told apart; the value is trimmed", () => {
    expect(messages(requiredText(5), undefined)).toEqual(["validation.required"])
    expect(messages(requiredText(5), "")).toEqual(["validation.required"])
    expect(messages(requiredText(5), "   ")).toEqual(["validation.onlySpaces"])
    expect(messages(requiredText(5), "abcdefg")).toEqual(["validation.tooLong|max=5"])
    expect(requiredText(5).parse("  ab ")).toBe("ab")
  })

  test("text with a control character is refused (FORM-5); tabs and line breaks are text", () => {
    for (const typed of ["ab\u0000c", "\u0007", "x\u001b[0m", "del\u007f"]) {
      expect(messages(requiredText(), typed), JSON.stringify(typed)).toEqual(["validation.controlCharacters"])
      expect(messages(optionalText(), typed), JSON.stringify(typed)).toEqual(["validation.controlCharacters"])
    }
    expect(requiredText().parse("first line\r\nsecond\tline")).toBe("first line\r\nsecond\tline")
  })

  test("optional text: empty or spaces is null", () => {
    expect(optionalText().parse("  ")).toBeNull()
    expect(optionalText().parse(undefined)).toBeNull()
    expect(optionalText().parse(" x ")).toBe("x")
  })

  test("an e-mail address must look like one and is compared lower-case", () => {
    expect(messages(emailAddress(), "not-an-address")).toEqual(["validation.email"])
    expect(emailAddress().parse(" Buyer@Partners.TEST ")).toBe("buyer@partners.test")
  })

  test("boxes: a ticked box is 'on' from a form or true from JSON; a box that must be ticked says so", () => {
    expect(accepted().parse("on")).toBe(true)
    expect(accepted().parse(true)).toBe(true)
    expect(messages(accepted(), undefined)).toEqual(["validation.mustAccept"])
    expect(flag().parse(undefined)).toBe(false)
    expect(flag().parse("on")).toBe(true)
  })

  test("a new password has a length, not a composition; the confirmation must match", () => {
    expect(messages(newPassword(), "short")).toEqual(["validation.passwordTooShort|min=10"])
    const form = confirmation(
      z.object({ password: z.string(), password_confirmation: z.string() }),
      "password",
      "password_confirmation",
      "validation.passwordsNotSame",
    )
    const result = form.safeParse({ password: "a long passphrase", password_confirmation: "another" })
    expect(result.error?.issues).toMatchObject([
      { path: ["password_confirmation"], message: "validation.passwordsNotSame" },
    ])
  })
})

describe("delivery (ORDER-3, ORDER-4, ORDER-7)", () => {
  test("delivery types, address countries and named origin codes", () => {
    expect(DELIVERY_TYPES).toEqual(["UPS", "HOME", "STORE"])
    expect(ADDRESS_COUNTRIES).toContain("GB")
    expect(ORDER_ORIGIN).toEqual({ manual: 1, web: 2, api: 3 })
    expect(ORDER_ORIGINS).toEqual([1, 2, 3])
  })
})
