// PRICE-4: money is integer cents of EUR or GBP, written in German number style with 2 decimals in every
// language: 1.234,56 € or 1.234,56 £.

export const CURRENCIES = ["EUR", "GBP"] as const
export type Currency = (typeof CURRENCIES)[number]

const formats = new Map<Currency, Intl.NumberFormat>()

/**
 * 1.234,56 € or 1.234,56 £: Intl's de-DE currency format, character for character (tests/unit/money.test.ts
 * compares them over many amounts). Written out rather than asked of Intl.NumberFormat because a browser
 * builds its first number format in 30–45 ms on these machines (ICU's number data, four times that on
 * Lighthouse's phone), and every partner page that shows a price paid it while hydrating (decision 061).
 * Anything but a whole number of cents in EUR or GBP, which the shop never has, still goes through Intl.
 */
export function formatMoney(cents: number, currency: Currency): string {
  const symbol = currency === "EUR" ? "€" : currency === "GBP" ? "£" : null
  if (!symbol || !Number.isSafeInteger(cents) || Object.is(cents, -0)) return intlMoney(cents, currency)
  const absolute = Math.abs(cents)
  const units = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, ".")
  return `${cents < 0 ? "-" : ""}${units},${String(absolute % 100).padStart(2, "0")}\u00a0${symbol}`
}

function intlMoney(cents: number, currency: Currency): string {
  let format = formats.get(currency)
  if (!format)
    formats.set(
      currency,
      (format = new Intl.NumberFormat("de-DE", { style: "currency", currency, minimumFractionDigits: 2 })),
    )
  return format.format(cents / 100)
}

/** PRICE-8: the price slider's currency symbol is £ for GBP, otherwise €. */
export const currencySymbol = (currency: string | null | undefined) => (currency === "GBP" ? "£" : "€")
