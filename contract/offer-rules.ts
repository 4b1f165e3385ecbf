// OFFER-3 to OFFER-8: the rules of a partner's offer to their own customer that the shop and the API both
// apply. Zod-free on purpose: the editor's browser code reads these constants without pulling zod in.

/** The PDF prints "valid until" this many days after the offer's date (the day it was saved). */
export const OFFER_VALIDITY_DAYS = 30

/** An offer has at most this many lines (a 60-line offer is a normal large one). */
export const MAX_OFFER_LINES = 200

/** Amounts a partner may type, in integer cents: a unit selling price, the transport price. */
export const MAX_OFFER_AMOUNT_CENTS = 100_000_000

/** Discounts are percentages with up to two decimals, kept as basis points (12,5 % → 1250). */
export const MAX_DISCOUNT_BASIS_POINTS = 10_000

/** OFFER-3: an offer is created (empty, being edited) until the partner saves it; a saved offer is fixed. */
export const OFFER_STATES = ["created", "saved"] as const
/** offers being written (state created) a partner may have at once: the next one is refused until some are saved or deleted */
export const MAX_UNSAVED_OFFERS = 50
export type OfferState = (typeof OFFER_STATES)[number]

/** The two PDFs of an offer (GET /offers/pdf/{id}/{variant}): for the end customer, or for the partner's files. */
export const OFFER_PDF_VARIANTS = ["customer", "internal"] as const
export type OfferPdfVariant = (typeof OFFER_PDF_VARIANTS)[number]

/**
 * The end customer's countries: where our partners sell (Benelux, France, Germany, the UK and the
 * neighbouring markets). The VAT of an offer is the standard rate of this country (api pricing module).
 */
export const OFFER_COUNTRIES = [
  "BE",
  "NL",
  "LU",
  "FR",
  "DE",
  "GB",
  "IT",
  "ES",
  "PT",
  "AT",
  "IE",
  "CH",
] as const
export type OfferCountry = (typeof OFFER_COUNTRIES)[number]

/**
 * VAT number formats per country (the EU's VIES formats, the UK's and Switzerland's), written without
 * spaces, dots or dashes and with the country prefix; `example` is what the message shows.
 */
export const VAT_NUMBER_FORMATS: Record<OfferCountry, { pattern: RegExp; example: string }> = {
  BE: { pattern: /^BE[01]\d{9}$/, example: "BE0123456749" },
  NL: { pattern: /^NL\d{9}B\d{2}$/, example: "NL123456789B01" },
  LU: { pattern: /^LU\d{8}$/, example: "LU12345678" },
  FR: { pattern: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/, example: "FR12345678901" },
  DE: { pattern: /^DE\d{9}$/, example: "DE123456789" },
  GB: { pattern: /^GB(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, example: "GB123456789" },
  IT: { pattern: /^IT\d{11}$/, example: "IT12345678901" },
  ES: { pattern: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/, example: "ESB12345678" },
  PT: { pattern: /^PT\d{9}$/, example: "PT123456789" },
  AT: { pattern: /^ATU\d{8}$/, example: "ATU12345678" },
  IE: { pattern: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, example: "IE1234567T" },
  CH: { pattern: /^CHE\d{9}(MWST|TVA|IVA)?$/, example: "CHE123456789" },
}

/** A VAT number as people type it ("be 0123.456.749") in its stored form ("BE0123456749"). */
export function normalizeVatNumber(value: string, country: OfferCountry): string {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, "")
  const prefix = country === "CH" ? "CHE" : country
  if (compact.startsWith(country)) return compact
  // Greece aside (not sold to), a VAT number without its prefix is the country's own
  return prefix + (country === "CH" && compact.startsWith("E") ? compact.slice(1) : compact)
}

/** Whether a (normalized) VAT number has its country's format; Belgian numbers also pass the mod-97 check. */
export function isValidVatNumber(normalized: string, country: OfferCountry): boolean {
  if (!VAT_NUMBER_FORMATS[country].pattern.test(normalized)) return false
  if (country === "BE") {
    const digits = normalized.slice(2)
    return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8))
  }
  return true
}

/**
 * An amount as a partner types it, in cents: German style ("1.234,50", "1234,5"), or with a decimal
 * point ("1234.50"); spaces and a € or £ sign are ignored. null when it is not an amount.
 */
export function parseAmountInput(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f€£]/g, "")
  if (!text) return null
  let normalized: string
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(text) || /^\d+(,\d{1,2})?$/.test(text))
    normalized = text.replace(/\./g, "").replace(",", ".")
  else if (/^\d+\.\d{1,2}$/.test(text)) normalized = text
  else return null
  const [units = "0", decimals = ""] = normalized.split(".")
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, "0"))
  return Number.isSafeInteger(cents) ? cents : null
}

/** A percentage as typed ("12,5", "12.5", "12,5 %") in basis points (1250); null when it is not one. */
export function parsePercentInput(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0%]/g, "").replace(",", ".")
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null
  const [units = "0", decimals = ""] = text.split(".")
  return Number(units) * 100 + Number(decimals.padEnd(2, "0"))
}

/** Basis points written for an input in German style: 1250 → "12,5", 1000 → "10", 0 → "0". */
export const percentInputValue = (basisPoints: number) => String(basisPoints / 100).replace(".", ",")

/** Cents written for an input in German style without thousands dots: 123450 → "1234,50". */
export const amountInputValue = (cents: number) =>
  `${Math.trunc(cents / 100)},${String(Math.abs(cents % 100)).padStart(2, "0")}`
