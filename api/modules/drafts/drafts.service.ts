import { and, asc, count, desc, eq, inArray } from "drizzle-orm"

import type { Locale } from "#contract/locales"

import type { Db } from "../../db/client"
import { insertNumbered } from "../../db/numbered-insert"
import { notFound } from "../../lib/errors"
import { resource } from "../../lib/jsonapi"
import type { Viewer } from "../../lib/viewer"
import { type LineInput, type PricedLine, priceLines } from "../pricing/pricing.service"
import { totalsAttributesWithCurrency } from "../pricing/totals-attributes"
import { draftLines, drafts } from "./drafts.schema"

// Saved baskets (drafts, DRAFT-1 to DRAFT-5): saved under a number, listed, shown with today's prices and
// deleted. Every query is scoped to the partner (client_id), so another partner's draft is a 404.
// Saving the basket as a draft and loading a draft into the basket span the basket module too: they
// are api/workflows/save-basket-as-draft.ts and load-draft.ts, built on insertDraft and draftLinesOf.

export type DraftRow = typeof drafts.$inferSelect
export type DraftLineRow = typeof draftLines.$inferSelect

// a draft id is a positive integer; anything else names no draft (404, not 422)
export function draftId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound()
  return Number(raw)
}

export interface DraftInput {
  comments: string | null
  reference: string | null
  orderDate: Date | null
  shippingDate: Date | null
}

/** Basket number of a draft: SB<year>-<6-digit id>, e.g. SB2026-000042 (year saved, UTC). */
export const draftNumber = (id: number, savedAt: Date) =>
  `SB${savedAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** Saves these lines as a new draft inside the caller's transaction; the amount is priced now. */
export async function insertDraft(
  tx: Db,
  viewer: Viewer,
  locale: Locale,
  lines: LineInput[],
  input: DraftInput,
): Promise<DraftRow> {
  const { totals } = await priceLines(tx, viewer, locale, lines)
  const draft = await insertNumbered(
    tx,
    drafts,
    {
      clientId: viewer.clientId,
      comments: input.comments,
      reference: input.reference,
      orderDate: input.orderDate,
      shippingDate: input.shippingDate,
      currency: viewer.currency,
      amountCents: totals.totalCents,
    },
    (row) => draftNumber(row.id, row.savedAt),
    "draft",
  )
  await tx.insert(draftLines).values(
    lines.map((line, position) => ({
      draftId: draft.id,
      position,
      itemType: line.itemType,
      itemId: line.itemId,
      quantity: line.quantity,
    })),
  )
  return draft
}

/** The lines of these drafts, in each draft's order. */
export async function draftLinesOf(db: Db, draftIds: number[]): Promise<DraftLineRow[]> {
  if (draftIds.length === 0) return []
  return db
    .select()
    .from(draftLines)
    .where(inArray(draftLines.draftId, draftIds))
    .orderBy(asc(draftLines.draftId), asc(draftLines.position))
}

/** The partner's drafts, newest first, with their lines (for the item counts). */
export async function listDrafts(db: Db, clientId: number, page: number, perPage: number) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(drafts)
      .where(eq(drafts.clientId, clientId))
      .orderBy(desc(drafts.savedAt), desc(drafts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(drafts).where(eq(drafts.clientId, clientId)),
  ])
  const lines = await draftLinesOf(
    db,
    rows.map((row) => row.id),
  )
  return { rows, lines, total }
}

/** One of the partner's drafts, or 404 (another partner's draft is not found either). */
export async function requireDraft(db: Db, clientId: number, id: number): Promise<DraftRow> {
  const [draft] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, id), eq(drafts.clientId, clientId)))
  if (!draft) throw notFound()
  return draft
}

export async function findDraftWithLines(db: Db, clientId: number, id: number) {
  const draft = await requireDraft(db, clientId, id)
  return { draft, lines: await draftLinesOf(db, [draft.id]) }
}

export async function deleteDraft(db: Db, clientId: number, id: number) {
  await db.transaction(async (tx) => {
    const draft = await requireDraft(tx, clientId, id)
    await tx.delete(draftLines).where(eq(draftLines.draftId, draft.id))
    await tx.delete(drafts).where(eq(drafts.id, draft.id))
  })
}

// --- JSON:API resources ---------------------------------------------------------------------------

function summary(draft: DraftRow, lines: readonly Pick<DraftLineRow, "quantity">[]) {
  return {
    number: draft.number,
    saved_at: iso(draft.savedAt),
    /** DRAFT-2 "number of items": the lines of the draft */
    items_count: lines.length,
    /** the sum of the lines' quantities */
    quantity_total: lines.reduce((sum, line) => sum + line.quantity, 0),
    /** total (net, maritime extra cost, additional taxes and VAT) at save time, integer cents */
    amount: draft.amountCents,
    currency: draft.currency,
    order_date: iso(draft.orderDate),
    shipping_date: iso(draft.shippingDate),
    comments: draft.comments,
    reference: draft.reference,
  }
}

export function draftResource(draft: DraftRow, lines: readonly DraftLineRow[]) {
  return resource("drafts", draft.id, summary(draft, lines))
}

function lineAttributes(line: PricedLine, position: number) {
  return {
    position,
    item_type: line.itemType,
    item_id: line.itemId,
    name: line.name,
    quantity: line.quantity,
    /** today's unit price for the partner, null when the item has no price in their currency */
    unit_price: line.unitCents,
    product_tax: line.productTaxCents,
    additional_tax: line.additionalTaxCents,
    additional_tax_name: line.additionalTaxName,
    line_total: line.lineCents,
  }
}

/** The draft with its lines priced today; included: the products and spare parts of the lines. */
export async function draftDetail(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  draft: DraftRow,
  lines: DraftLineRow[],
) {
  const { lines: priced, totals, missing } = await priceLines(db, viewer, locale, lines)
  const data = {
    ...draftResource(draft, lines),
    attributes: {
      ...summary(draft, lines),
      lines: priced.map((line, index) => lineAttributes(line, index + 1)),
      /** lines whose product or spare part no longer exists */
      unavailable: missing.map((line) => ({
        item_type: line.itemType,
        item_id: line.itemId,
        quantity: line.quantity,
      })),
      totals: totalsAttributesWithCurrency(totals, priced),
    },
    relationships: {
      items: { data: priced.map((line) => ({ type: line.itemType, id: line.itemId })) },
    },
  }
  const included = priced.map((line) =>
    resource(line.itemType, line.itemId, {
      name: line.name,
      description: line.description,
      price: line.price,
      availability: line.stock,
      is_old: line.isOld,
      replacement_product_id: line.replacementProductId,
      max_order_quantity: line.maxOrderQuantity,
      restock_info: line.restockInfo,
    }),
  )
  return { data, included }
}
