import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm"

// a load test once left 1,650 empty offers in one partner's list: MAX_UNSAVED_OFFERS caps those being written
import { MAX_UNSAVED_OFFERS, OFFER_VALIDITY_DAYS, type OfferState } from "#contract/offer-rules"
import { addDays, brusselsNow, formatDay } from "#contract/shipping-date"

import type { Db } from "../../db/client"
import { ApiError, notFound } from "../../lib/errors"
import type { Viewer } from "../../lib/viewer"
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
