// spec §9: money is integer cents of EUR or GBP, written in German number style with 2 decimals in every
// language: 1.234,56 € or 1.234,56 £.

export const CURRENCIES = ["EUR", "GBP"] as const
export type Currency = (typeof CURRENCIES)[number]

const formats = new Map<Currency, Intl.NumberFormat>()

export function formatMoney(cents: number, currency: Currency): string {
  let format = formats.get(currency)
  if (!format)
    formats.set(
      currency,
      (format = new Intl.NumberFormat("de-DE", { style: "currency", currency, minimumFractionDigits: 2 })),
    )
  return format.format(cents / 100)
}

/** spec §2: the price slider's currency symbol is £ for GBP, otherwise €. */
export const currencySymbol = (currency: string | null | undefined) => (currency === "GBP" ? "£" : "€")
