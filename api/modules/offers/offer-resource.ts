import type { Locale } from "#contract/locales"

import type { Db } from "../../db/client"
import { resource } from "../../lib/jsonapi"
import type { Viewer } from "../../lib/viewer"
import {
  type OfferLineAmounts,
  type OfferOptions,
  type OfferTotals,
  offerTotals,
  priceOfferLine,
} from "../pricing/offer-totals"
import { type PricedLine, priceLines } from "../pricing/pricing.service"
import {
  type OfferLineRow,
  offerLinesOf,
  offerNumber,
  type OfferRow,
  offerValidUntil,
} from "./offers.service"

// An offer's amounts and its JSON:API resources: the list row's summary, and the detail with its lines and
// totals recomputed from the stored lines (OFFER-6).

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export const offerOptions = (offer: OfferRow): OfferOptions => ({
  currency: offer.currency,
  showOnlyCatalogPrice: offer.showOnlyCatalogPrice,
  globalDiscountBasisPoints: offer.globalDiscountBasisPoints,
  transportCents: offer.transportCents,
  country: offer.customerCountry,
})

const amountsOf = (line: OfferLineRow, additionalTaxName: string | null = null): OfferLineAmounts => ({
  quantity: line.quantity,
  catalogCents: line.catalogCents,
  purchaseCents: line.purchaseCents,
  sellingCents: line.sellingCents,
  discountBasisPoints: line.discountBasisPoints,
  productTaxCents: line.productTaxCents,
  additionalTaxCents: line.additionalTaxCents,
  additionalTaxName,
})

function summary(offer: OfferRow, lines: readonly OfferLineRow[], totals: OfferTotals) {
  return {
    number: offerNumber(offer.sequence),
    state: offer.state,
    created_at: iso(offer.createdAt) as string,
    saved_at: iso(offer.savedAt),
    valid_until: offer.savedAt ? offerValidUntil(offer.savedAt) : null,
    reference: offer.reference,
    currency: offer.currency,
    global_discount: offer.globalDiscountBasisPoints,
    transport_price: offer.transportCents,
    show_only_catalog_price: offer.showOnlyCatalogPrice,
    customer: {
      company_name: offer.customerCompanyName,
      company_reference: offer.customerCompanyReference,
      telephone: offer.customerTelephone,
      address_line1: offer.customerAddressLine1,
      address_line2: offer.customerAddressLine2,
      postal_code: offer.customerPostalCode,
      city: offer.customerCity,
      country: offer.customerCountry,
      additional_information: offer.customerAdditionalInformation,
    },
    lines_count: lines.length,
    total: totals.totalCents,
  }
}

/** The offer as a list row: its summary with the total. */
export function offerResource(offer: OfferRow, lines: readonly OfferLineRow[]) {
  const totals = offerTotals(
    lines.map((line) => amountsOf(line)),
    offerOptions(offer),
  )
  return resource("offers", offer.id, summary(offer, lines, totals))
}

/** The offer with its lines (names and tax names in the caller's language) and its totals. */
export async function offerDetail(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  offer: OfferRow,
  /** the lines' items when the caller has just priced them in the same language (storeOffer) */
  pricedItems?: readonly PricedLine[],
) {
  const lines = await offerLinesOf(db, [offer.id])
  const items = pricedItems ?? (await priceLines(db, viewer, locale, lines)).lines
  const itemByKey = new Map(items.map((item) => [`${item.itemType}:${item.itemId}`, item]))
  const described = lines.map((line) => {
    const item = itemByKey.get(`${line.itemType}:${line.itemId}`)
    return {
      row: line,
      name: item?.name ?? line.itemId,
      available: !!item,
      amounts: amountsOf(line, item && line.additionalTaxCents > 0 ? item.additionalTaxName : null),
    }
  })
  const totals = offerTotals(
    described.map((line) => line.amounts),
    offerOptions(offer),
  )
  return {
    totals,
    described,
    data: {
      ...resource("offers", offer.id, summary(offer, lines, totals)),
      attributes: {
        ...summary(offer, lines, totals),
        lines: described.map(({ row, name, available, amounts }) => {
          const priced = priceOfferLine(amounts, offer.showOnlyCatalogPrice)
          return {
            position: row.position + 1,
            item_type: row.itemType,
            item_id: row.itemId,
            name,
            quantity: row.quantity,
            available,
            catalog_price: row.catalogCents,
            purchase_price: row.purchaseCents,
            selling_price: row.sellingCents,
            discount: priced.discountBasisPoints,
            reduced_price: priced.reducedCents,
            line_total: priced.lineCents,
            product_tax: row.productTaxCents,
            additional_tax: row.additionalTaxCents,
            additional_tax_name: amounts.additionalTaxName,
          }
        }),
        totals: {
          currency: totals.currency,
          lines_total: totals.linesTotalCents,
          global_discount_amount: totals.globalDiscountCents,
          net: totals.netCents,
          transport: totals.transportCents,
          product_tax: totals.productTaxCents,
          additional_tax: totals.additionalTaxCents,
          additional_taxes: totals.additionalTaxes,
          vat_rate: totals.vatBasisPoints / 100,
          vat: totals.vatCents,
          total: totals.totalCents,
          purchase_total: totals.purchaseTotalCents,
          margin: totals.marginCents,
        },
      },
    },
  }
}
