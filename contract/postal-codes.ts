import type { AddressCountry } from "./delivery"

// ORDER-3: the postal-code formats of the delivery countries. The order's request body refuses a code
// that cannot be read for its country (422), and the API's address check writes it as the post does.

// Postal codes as the national posts write them; `normalise` turns a lenient input into that form.
export const POSTAL_CODES: Record<AddressCountry, { pattern: RegExp; normalise: (raw: string) => string }> = {
  BE: { pattern: /^\d{4}$/, normalise: (raw) => raw.replace(/^B-?/i, "").replace(/\s+/g, "") },
  NL: {
    pattern: /^[1-9]\d{3} [A-Z]{2}$/,
    normalise: (raw) =>
      raw
        .toUpperCase()
        .replace(/^NL-?/, "")
        .replace(/\s+/g, "")
        .replace(/^(\d{4})/, "$1 "),
  },
  LU: {
    pattern: /^L-\d{4}$/,
    normalise: (raw) => `L-${raw.toUpperCase().replace(/^L-?/, "").replace(/\s+/g, "")}`,
  },
  FR: { pattern: /^\d{5}$/, normalise: (raw) => raw.replace(/^F-?/i, "").replace(/\s+/g, "") },
  DE: { pattern: /^\d{5}$/, normalise: (raw) => raw.replace(/^D-?/i, "").replace(/\s+/g, "") },
  GB: {
    pattern: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
    normalise: (raw) =>
      raw
        .toUpperCase()
        .replace(/\s+/g, "")
        .replace(/^(.+)(\d[A-Z]{2})$/, "$1 $2"),
  },
}

/** Whether a postal code can be read for the country (after normalising), for the order's 422 check. */
export function isPostalCodeValid(country: string, postalCode: string): boolean {
  const rule = POSTAL_CODES[country as AddressCountry]
  if (!rule) return false
  return rule.pattern.test(rule.normalise(postalCode.trim()))
}
