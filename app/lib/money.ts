// spec §9: prices in German number style as currency with 2 decimals: 1.234,56 € or 1.234,56 £.
const formatters = {
  EUR: new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }),
  GBP: new Intl.NumberFormat("de-DE", { style: "currency", currency: "GBP", minimumFractionDigits: 2 }),
}

export function formatMoney(cents: number, currency: "EUR" | "GBP"): string {
  return formatters[currency].format(cents / 100)
}

/** spec §2: the price slider's currency symbol is £ for GBP, otherwise €. */
export const currencySymbol = (currency: string | null | undefined) => (currency === "GBP" ? "£" : "€")
