import { eq } from "drizzle-orm"

import type { Locale } from "#contract/locales"
import type { OfferBody } from "#contract/offers"

import type { Db } from "../../db/client"
import { ValidationError } from "../../lib/errors"
import type { Viewer } from "../../lib/viewer"
import { priceLines } from "../pricing/pricing.service"
import { offerLines, offers } from "./offers.schema"
import { offerLinesOf, requireOffer } from "./offers.service"

/**
 * Stores the body over one of the partner's created offers (the whole list of lines, the options and the
 * customer block); with `save` the offer becomes saved. The catalogue's prices of the lines are those of
 * today; a line's selling price starts at the catalogue price.
 */
export async function storeOffer(db: Db, viewer: Viewer, locale: Locale, id: number, body: OfferBody) {
  return db.transaction(async (tx) => {
    const offer = await requireOffer(tx, viewer.clientId, id, { lock: true })
    if (offer.state === "saved") throw new ValidationError({ id: ["validation.offerSaved"] })

    const current = await offerLinesOf(tx, [offer.id])
    const wanted =
      body.lines?.map((line) => ({
        itemType: line.item_type,
        itemId: line.item_id,
        quantity: line.quantity,
        sellingCents: line.selling_price ?? null,
        discountBasisPoints: line.discount ?? 0,
      })) ??
      current.map((line) => ({
        itemType: line.itemType,
        itemId: line.itemId,
        quantity: line.quantity,
        sellingCents: line.sellingCents,
        discountBasisPoints: line.discountBasisPoints,
      }))

    const errors: Record<string, string[]> = {}
    const seen = new Set<string>()
    wanted.forEach((line, index) => {
      const key = `${line.itemType}:${line.itemId}`
      if (seen.has(key)) errors[`lines.${index}.item_id`] = ["validation.offerDuplicateLine"]
      seen.add(key)
    })
    const { lines: priced } = await priceLines(tx, viewer, locale, wanted)
    const pricedByKey = new Map(priced.map((line) => [`${line.itemType}:${line.itemId}`, line]))
    wanted.forEach((line, index) => {
      if (!pricedByKey.has(`${line.itemType}:${line.itemId}`))
        errors[`lines.${index}.item_id`] = ["validation.itemUnknown"]
    })
    if (body.save && wanted.length === 0) errors.lines = ["validation.offerNoLines"]
    if (Object.keys(errors).length) throw new ValidationError(errors)

    const customer = body.customer
    const now = new Date()
    await tx
      .update(offers)
      .set({
        state: body.save ? "saved" : offer.state,
        savedAt: body.save ? now : null,
        updatedAt: now,
        reference: body.reference,
        globalDiscountBasisPoints: body.global_discount ?? 0,
        transportCents: body.transport_price ?? 0,
        showOnlyCatalogPrice: body.show_only_catalog_price,
        // the offer is in the partner's currency of today (a partner's currency rarely changes)
        currency: viewer.currency,
        ...(customer
          ? {
              customerCompanyName: customer.company_name,
              customerCompanyReference: customer.company_reference,
              customerTelephone: customer.telephone,
              customerAddressLine1: customer.address_line1,
              customerAddressLine2: customer.address_line2,
              customerPostalCode: customer.postal_code,
              customerCity: customer.city,
              customerCountry: customer.country,
              customerAdditionalInformation: customer.additional_information,
            }
          : {}),
      })
      .where(eq(offers.id, offer.id))
    await tx.delete(offerLines).where(eq(offerLines.offerId, offer.id))
    if (wanted.length)
      await tx.insert(offerLines).values(
        wanted.map((line, position) => {
          const item = pricedByKey.get(`${line.itemType}:${line.itemId}`)
          const catalogCents = item?.price?.catalog ?? null
          const purchaseCents = item?.price?.display ?? null
          return {
            offerId: offer.id,
            position,
            itemType: line.itemType,
            itemId: line.itemId,
            quantity: line.quantity,
            catalogCents,
            purchaseCents,
            sellingCents: line.sellingCents ?? catalogCents ?? purchaseCents ?? 0,
            discountBasisPoints: line.discountBasisPoints,
            productTaxCents: item?.productTaxCents ?? 0,
            additionalTaxCents: item?.additionalTaxCents ?? 0,
          }
        }),
      )
    // the stored offer with the items priced above: its detail needs no second pricing
    return { offer: await requireOffer(tx, viewer.clientId, offer.id), items: priced }
  })
}
