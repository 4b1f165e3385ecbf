import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm"

import type { Locale } from "#contract/locales"
// a load test once left 1,650 empty offers in one partner's list: MAX_UNSAVED_OFFERS caps those being written
import { MAX_UNSAVED_OFFERS, OFFER_VALIDITY_DAYS, type OfferState } from "#contract/offer-rules"
import type { OfferBody } from "#contract/offers"
import { addDays, brusselsNow, formatDay } from "#contract/shipping-date"

import type { Db } from "../../db/client"
import { ApiError, notFound, ValidationError } from "../../lib/errors"
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
import { offerCounters, offerLines, offers } from "./offers.schema"

// Offers (OFFER-1 to OFFER-11): a partner's priced quote for their own customer. Every query is scoped to the
// partner (client_id), so another partner's offer is a 404. An offer is `created` (being written, every
// change stored) until it is saved; a saved offer is fixed: it is dated, valid for 30 days and may have
// been handed to the customer, so a change is a new offer (duplicate). docs/decisions/018-offers.md.

export type OfferRow = typeof offers.$inferSelect
export type OfferLineRow = typeof offerLines.$inferSelect

/** The offer's number as printed: OF-<the partner's sequence, 5 digits>. */
export const offerNumber = (sequence: number) => `OF-${String(sequence).padStart(5, "0")}`

/** The last day of validity (Brussels calendar day), 30 days after the day the offer was saved. */
export const offerValidUntil = (savedAt: Date) =>
  formatDay(addDays(brusselsNow(savedAt), OFFER_VALIDITY_DAYS))

/** An offer id is a positive integer; anything else names no offer (404, not 422). */
export function offerId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound("offer_not_found")
  return Number(raw)
}

/**
 * The partner's next offer number: one atomic upsert, so two processes on one PostgreSQL never hand out
 * the same number (the unique index on client_id, sequence is the last guard).
 */
async function nextSequence(tx: Db, clientId: number): Promise<number> {
  const [row] = await tx
    .insert(offerCounters)
    .values({ clientId, lastSequence: 1 })
    .onConflictDoUpdate({
      target: offerCounters.clientId,
      set: { lastSequence: sql`${offerCounters.lastSequence} + 1` },
    })
    .returning({ sequence: offerCounters.lastSequence })
  if (!row) throw new Error("no offer number was handed out")
  return row.sequence
}

/** an offer being written with no line, untouched this long, is removed */
export const EMPTY_OFFER_KEPT_HOURS = 24

/** An offer being written without lines, left for a day: `clientId` for one partner's, else everyone's. */
export async function removeEmptyOffers(db: Db, now = new Date(), clientId?: number) {
  const before = new Date(now.getTime() - EMPTY_OFFER_KEPT_HOURS * 3600_000)
  const removed = await db
    .delete(offers)
    .where(
      and(
        eq(offers.state, "created"),
        lt(offers.updatedAt, before),
        ...(clientId === undefined ? [] : [eq(offers.clientId, clientId)]),
        sql`not exists (select 1 from ${offerLines} where ${offerLines.offerId} = ${offers.id})`,
      ),
    )
    .returning({ id: offers.id })
  return removed.length
}

/**
 * A new empty offer with the partner's next number, unless the partner already has MAX_UNSAVED_OFFERS being
 * written: then 409 with a message to save or delete some. The counter row's update locks it for the
 * transaction, so a partner's creations queue there and a burst cannot pass the limit between count and
 * insert (across processes too).
 */
export async function createOffer(db: Db, viewer: Viewer, now = new Date()): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const sequence = await nextSequence(tx, viewer.clientId)
    await removeEmptyOffers(tx, now, viewer.clientId)
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(eq(offers.clientId, viewer.clientId), eq(offers.state, "created")))
    if ((open?.count ?? 0) >= MAX_UNSAVED_OFFERS)
      throw new ApiError(409, "too_many_unsaved_offers", `offers.tooManyUnsaved|count=${MAX_UNSAVED_OFFERS}`)
    const [row] = await tx
      .insert(offers)
      .values({ clientId: viewer.clientId, sequence, currency: viewer.currency })
      .returning()
    if (!row) throw new Error("the offer was not written")
    return row
  })
}

/** One of the partner's offers, or 404 (another partner's offer is not found either). */
export async function requireOffer(db: Db, clientId: number, id: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.clientId, clientId)))
  const [row] = lock ? await query.for("update") : await query
  if (!row) throw notFound("offer_not_found")
  return row
}

export async function offerLinesOf(db: Db, offerIds: number[]): Promise<OfferLineRow[]> {
  if (offerIds.length === 0) return []
  return db
    .select()
    .from(offerLines)
    .where(inArray(offerLines.offerId, offerIds))
    .orderBy(asc(offerLines.offerId), asc(offerLines.position))
}

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

export async function deleteOffer(db: Db, clientId: number, id: number) {
  await db.transaction(async (tx) => {
    const offer = await requireOffer(tx, clientId, id, { lock: true })
    await tx.delete(offerLines).where(eq(offerLines.offerId, offer.id))
    await tx.delete(offers).where(eq(offers.id, offer.id))
  })
}

/** `%` and `_` typed in a filter are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface OfferFilters {
  reference?: string
  customer?: string
  state?: OfferState
}

/** The partner's offers, newest first, with their lines (for the counts and totals). */
export async function listOffers(
  db: Db,
  clientId: number,
  filters: OfferFilters,
  page: number,
  perPage: number,
) {
  const conditions: (SQL | undefined)[] = [eq(offers.clientId, clientId)]
  if (filters.reference) conditions.push(ilike(offers.reference, likeText(filters.reference)))
  if (filters.customer)
    conditions.push(
      or(
        ilike(offers.customerCompanyName, likeText(filters.customer)),
        ilike(offers.customerCompanyReference, likeText(filters.customer)),
      ),
    )
  if (filters.state) conditions.push(eq(offers.state, filters.state))
  const where = and(...conditions)
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(offers).where(where),
  ])
  const lines = await offerLinesOf(
    db,
    rows.map((row) => row.id),
  )
  return { rows, lines, total }
}

// --- amounts and JSON:API resources -------------------------------------------------------------

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
