import type { OfferCountry } from "#contract/offer-rules"

import { namedAdditionalTaxes } from "./totals-attributes"

// The arithmetic of an offer (OFFER-6), in integer cents: the one place that turns an offer's
// lines and options into amounts, for its screen, its list row and both of its PDFs.
//
//   unit          the selling price, or the catalogue price with show_only_catalog_price
//   reduced unit  unit less the line's discount (none with show_only_catalog_price), rounded to the cent
//   line total    reduced unit × quantity
//   net           Σ line totals less the global discount (none with show_only_catalog_price)
//   taxable       net + transport + maritime extra cost + additional taxes (these two at full, per unit)
//   VAT           taxable × the standard rate of the customer's country, rounded to the cent
//   total         taxable + VAT

/**
 * Standard VAT rates in basis points of the end customer's countries (2026). An offer without a country
 * yet is shown with the Belgian rate, the rate of our own orders (pricing.service VAT_BASIS_POINTS).
 */
export const OFFER_VAT_BASIS_POINTS: Record<OfferCountry, number> = {
  BE: 2100,
  NL: 2100,
  LU: 1700,
  FR: 2000,
  DE: 1900,
  GB: 2000,
  IT: 2200,
  ES: 2100,
  PT: 2300,
  AT: 2000,
  IE: 2300,
  CH: 810,
}

export const offerVatBasisPoints = (country: OfferCountry | null) => OFFER_VAT_BASIS_POINTS[country ?? "BE"]

export interface OfferLineAmounts {
  quantity: number
  catalogCents: number | null
  purchaseCents: number | null
  sellingCents: number
  discountBasisPoints: number
  /** per unit */
  productTaxCents: number
  /** per unit */
  additionalTaxCents: number
  additionalTaxName: string | null
}

export interface OfferOptions {
  currency: "EUR" | "GBP"
  showOnlyCatalogPrice: boolean
  globalDiscountBasisPoints: number
  transportCents: number
  country: OfferCountry | null
}

export interface PricedOfferLine {
  unitCents: number
  discountBasisPoints: number
  reducedCents: number
  lineCents: number
}

export interface OfferTotals {
  currency: "EUR" | "GBP"
  linesTotalCents: number
  globalDiscountCents: number
  netCents: number
  transportCents: number
  productTaxCents: number
  additionalTaxCents: number
  additionalTaxes: { name: string | null; amount: number }[]
  vatBasisPoints: number
  vatCents: number
  totalCents: number
  /** what the lines cost the partner; null when a line has no purchase price */
  purchaseTotalCents: number | null
  /** net less purchaseTotalCents; null when that is unknown */
  marginCents: number | null
}

/** a share of an amount in basis points, rounded half up to the cent (amounts are never negative) */
const share = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / 10_000)

export function priceOfferLine(line: OfferLineAmounts, showOnlyCatalogPrice: boolean): PricedOfferLine {
  const unitCents = showOnlyCatalogPrice ? (line.catalogCents ?? line.sellingCents) : line.sellingCents
  const discountBasisPoints = showOnlyCatalogPrice ? 0 : line.discountBasisPoints
  const reducedCents = unitCents - share(unitCents, discountBasisPoints)
  return { unitCents, discountBasisPoints, reducedCents, lineCents: reducedCents * line.quantity }
}

export function offerTotals(lines: readonly OfferLineAmounts[], options: OfferOptions): OfferTotals {
  let linesTotalCents = 0
  let productTaxCents = 0
  let additionalTaxCents = 0
  let purchaseTotalCents: number | null = 0
  for (const line of lines) {
    linesTotalCents += priceOfferLine(line, options.showOnlyCatalogPrice).lineCents
    productTaxCents += line.productTaxCents * line.quantity
    additionalTaxCents += line.additionalTaxCents * line.quantity
    purchaseTotalCents =
      purchaseTotalCents === null || line.purchaseCents === null
        ? null
        : purchaseTotalCents + line.purchaseCents * line.quantity
  }
  const globalDiscountCents = options.showOnlyCatalogPrice
    ? 0
    : share(linesTotalCents, options.globalDiscountBasisPoints)
  const netCents = linesTotalCents - globalDiscountCents
  const taxable = netCents + options.transportCents + productTaxCents + additionalTaxCents
  const vatBasisPoints = offerVatBasisPoints(options.country)
  const vatCents = share(taxable, vatBasisPoints)
  return {
    currency: options.currency,
    linesTotalCents,
    globalDiscountCents,
    netCents,
    transportCents: options.transportCents,
    productTaxCents,
    additionalTaxCents,
    additionalTaxes: namedAdditionalTaxes(lines),
    vatBasisPoints,
    vatCents,
    totalCents: taxable + vatCents,
    purchaseTotalCents,
    marginCents: purchaseTotalCents === null ? null : netCents - purchaseTotalCents,
  }
}
