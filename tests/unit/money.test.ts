import { describe, expect, test } from "vitest"

import { CURRENCIES, type Currency, formatMoney } from "#contract/money"

// Decision 061: formatMoney writes the amount itself instead of asking Intl.NumberFormat, whose first
// use costs a browser 30–45 ms. What it writes must stay Intl's de-DE currency format to the character:
// PRICE-4's 1.234,56 €, the same text on the server and in the browser.

const intlFormats = new Map<string, Intl.NumberFormat>()
function intl(cents: number, currency: Currency) {
  let format = intlFormats.get(currency)
  if (!format)
    intlFormats.set(
      currency,
      (format = new Intl.NumberFormat("de-DE", { style: "currency", currency, minimumFractionDigits: 2 })),
    )
  return format.format(cents / 100)
}

describe("formatMoney", () => {
  test("writes PRICE-4's examples", () => {
    expect(formatMoney(123456, "EUR")).toBe("1.234,56\u00a0€")
    expect(formatMoney(123456, "GBP")).toBe("1.234,56\u00a0£")
    expect(formatMoney(5, "EUR")).toBe("0,05\u00a0€")
    expect(formatMoney(-100000000, "EUR")).toBe("-1.000.000,00\u00a0€")
  })

  test.each(CURRENCIES)(
    "is Intl's de-DE format for every amount up to ±3.000 %s, cent by cent",
    (currency) => {
      const different: number[] = []
      for (let cents = -300_000; cents <= 300_000; cents++)
        if (formatMoney(cents, currency) !== intl(cents, currency)) different.push(cents)
      expect(different).toEqual([])
    },
  )

  test("is Intl's format for large amounts, at every number of digits", () => {
    const amounts: number[] = []
    for (let digits = 1; digits <= 12; digits++) {
      const power = 10 ** digits
      amounts.push(power - 1, power, power + 1, -power, Math.floor(power * 0.123456789), power * 7 + 45)
    }
    // a fixed pseudo-random spread, so that a failure can be reproduced
    let seed = 17
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      amounts.push(Math.floor((seed / 2_147_483_648) * 1e12) * (i % 2 ? -1 : 1))
    }
    for (const currency of CURRENCIES)
      for (const cents of amounts)
        expect(formatMoney(cents, currency), String(cents)).toBe(intl(cents, currency))
  })

  test("leaves what is not a whole number of cents in EUR or GBP to Intl", () => {
    expect(formatMoney(1234.5, "EUR")).toBe(intl(1234.5, "EUR"))
    expect(formatMoney(-0, "EUR")).toBe(intl(-0, "EUR"))
    expect(formatMoney(Number.NaN, "EUR")).toBe(intl(Number.NaN, "EUR"))
    expect(formatMoney(1234, "USD" as Currency)).toBe(intl(1234, "USD" as Currency))
    // no currency by that name: Intl's RangeError, as before decision 061
    expect(() => formatMoney(1234, "constructor" as Currency)).toThrow(RangeError)
  })
})
