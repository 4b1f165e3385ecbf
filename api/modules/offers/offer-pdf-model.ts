import { eq } from "drizzle-orm"

import type { Locale } from "#contract/locales"
import type { OfferPdfVariant } from "#contract/offer-rules"

import type { Db } from "../../db/client"
import { apiText } from "../../lib/texts"
import type { Viewer } from "../../lib/viewer"
import { clients, companies } from "../accounts/accounts.schema"
import { priceOfferLine } from "../pricing/offer-totals"
import type { OfferPdfModel } from "./offer-pdf"
import { offerDetail } from "./offer-resource"
import { offerNumber, type OfferRow, offerValidUntil } from "./offers.service"

// What an offer's PDF prints, gathered once: the partner as the seller (their company from user-company),
// the end customer, the lines and the totals of offerDetail, in the caller's language.

/** A country code in words, in the document's language (BE → Belgium, Belgique, België …). */
function countryName(code: string, locale: Locale) {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code
  } catch {
    return code
  }
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ")

export async function offerPdfModel(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  offer: OfferRow,
  variant: OfferPdfVariant,
): Promise<OfferPdfModel> {
  const [[partner], detail] = await Promise.all([
    db
      .select({ client: clients, company: companies })
      .from(clients)
      .leftJoin(companies, eq(companies.id, clients.companyId))
      .where(eq(clients.id, viewer.clientId)),
    offerDetail(db, viewer, locale, offer),
  ])
  const company = partner?.company
  const person = joined(partner?.client.firstName, partner?.client.lastName)
  const label = (key: string) => apiText(locale, `offerPdf.${key}`)
  return {
    locale,
    variant,
    offer: {
      number: offerNumber(offer.sequence),
      state: offer.state,
      date: (offer.savedAt ?? offer.createdAt).toISOString(),
      validUntil: offer.savedAt ? offerValidUntil(offer.savedAt) : null,
      reference: offer.reference,
      currency: offer.currency,
      showOnlyCatalogPrice: offer.showOnlyCatalogPrice,
    },
    seller: {
      name: company?.name ?? person,
      lines: [
        company ? person : "",
        company?.addressLine1 ?? "",
        company?.addressLine2 ?? "",
        joined(company?.postalCode, company?.city),
        company?.country ? countryName(company.country, locale) : "",
        company?.vatNumber ? `${label("vatNumber")}: ${company.vatNumber}` : "",
        (partner?.client.phone ?? company?.phone)
          ? `${label("phone")}: ${partner?.client.phone ?? company?.phone}`
          : "",
        partner?.client.email ? `${label("email")}: ${partner.client.email}` : "",
      ].filter(Boolean),
    },
    customer: {
      name: offer.customerCompanyName,
      lines: [
        offer.customerAddressLine1 ?? "",
        offer.customerAddressLine2 ?? "",
        joined(offer.customerPostalCode, offer.customerCity),
        offer.customerCountry ? countryName(offer.customerCountry, locale) : "",
      ].filter(Boolean),
      vatNumber: offer.customerCompanyReference,
      telephone: offer.customerTelephone,
      additionalInformation: offer.customerAdditionalInformation,
    },
    lines: detail.described.map(({ row, name, amounts }) => {
      const priced = priceOfferLine(amounts, offer.showOnlyCatalogPrice)
      return {
        position: row.position + 1,
        itemId: row.itemId,
        name,
        quantity: row.quantity,
        unitCents: priced.unitCents,
        discountBasisPoints: priced.discountBasisPoints,
        reducedCents: priced.reducedCents,
        lineCents: priced.lineCents,
        purchaseCents: variant === "internal" ? row.purchaseCents : null,
      }
    }),
    totals:
      variant === "internal"
        ? detail.totals
        : { ...detail.totals, purchaseTotalCents: null, marginCents: null },
  }
}
