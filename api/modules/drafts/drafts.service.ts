import { and, asc, count, desc, eq, inArray } from "drizzle-orm"
import type { Database } from "../../db/client"
import { basketLines, draftLines, drafts, type Locale } from "../../db/schema"
import { notFound, ValidationError } from "../../lib/errors"
import { resource } from "../../lib/jsonapi"
import type { Viewer } from "../../lib/viewer"
import { checkItems, readBasketLines, replaceBasket } from "../basket/basket.service"
import { priceLines, type LineInput, type PricedLine, type Totals } from "../orders/priced-lines"

// spec §3/§4 saved baskets (drafts): the partner's current basket saved under a number, listed, shown
// with today's prices, deleted, and loaded back into the basket (which replaces the basket). Every
// query is scoped to the partner (client_id), so another partner's draft is a 404.

export type DraftRow = typeof drafts.$inferSelect
type DraftLineRow = typeof draftLines.$inferSelect
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0]
type Db = Database | Tx

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
async function insertDraft(
  tx: Db,
  viewer: Viewer,
  locale: Locale,
  lines: LineInput[],
  input: DraftInput,
): Promise<DraftRow> {
  const { totals } = await priceLines(tx as Database, viewer, locale, lines)
  // the number needs the id: a provisional unique value first, replaced in the same transaction
  const [inserted] = await tx
    .insert(drafts)
    .values({
      clientId: viewer.clientId,
      number: `pending-${crypto.randomUUID()}`,
      comments: input.comments,
      reference: input.reference,
      orderDate: input.orderDate,
      shippingDate: input.shippingDate,
      currency: viewer.currency,
      amountCents: totals.totalCents,
    })
    .returning()
  const [draft] = await tx
    .update(drafts)
    .set({ number: draftNumber(inserted.id, inserted.savedAt) })
    .where(eq(drafts.id, inserted.id))
    .returning()
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

/** spec §4: save the current basket as a draft. An empty basket cannot be saved (422). */
export async function createDraft(db: Database, viewer: Viewer, locale: Locale, input: DraftInput) {
  return db.transaction(async (tx) => {
    const lines = await readBasketLines(tx, viewer.clientId)
    if (lines.length === 0) throw new ValidationError({ _: ["drafts.emptyBasket"] }, "drafts.emptyBasket")
    const draft = await insertDraft(tx, viewer, locale, lines, input)
    return { draft, lines: await linesOf(tx, [draft.id]) }
  })
}

async function linesOf(db: Db, draftIds: number[]): Promise<DraftLineRow[]> {
  if (draftIds.length === 0) return []
  return db
    .select()
    .from(draftLines)
    .where(inArray(draftLines.draftId, draftIds))
    .orderBy(asc(draftLines.draftId), asc(draftLines.position))
}

/** The partner's drafts, newest first, with their lines (for the item counts). */
export async function listDrafts(db: Database, clientId: number, page: number, perPage: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(drafts)
      .where(eq(drafts.clientId, clientId))
      .orderBy(desc(drafts.savedAt), desc(drafts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(drafts).where(eq(drafts.clientId, clientId)),
  ])
  const lines = await linesOf(
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

export async function findDraftWithLines(db: Database, clientId: number, id: number) {
  const draft = await requireDraft(db, clientId, id)
  return { draft, lines: await linesOf(db, [draft.id]) }
}

export async function deleteDraft(db: Database, clientId: number, id: number) {
  await db.transaction(async (tx) => {
    const draft = await requireDraft(tx, clientId, id)
    await tx.delete(draftLines).where(eq(draftLines.draftId, draft.id))
    await tx.delete(drafts).where(eq(drafts.id, draft.id))
  })
}

/**
 * spec §4: loading a saved basket overwrites the current basket unless it is saved first. With
 * `saveCurrent`, a non-empty current basket becomes a draft of its own before being replaced, in the
 * same transaction. Lines of items that no longer exist, and spare parts without the spare_parts role,
 * are left out and named in `skipped`. The draft itself stays (it can be loaded again).
 */
export async function loadDraft(
  db: Database,
  viewer: Viewer,
  locale: Locale,
  id: number,
  options: { saveCurrent: boolean },
) {
  return db.transaction(async (tx) => {
    const draft = await requireDraft(tx, viewer.clientId, id)
    const wanted = (await linesOf(tx, [draft.id])).map(({ itemType, itemId, quantity }) => ({
      itemType,
      itemId,
      quantity,
    }))
    const current = await readBasketLines(tx, viewer.clientId)
    const savedCurrent =
      options.saveCurrent && current.length > 0
        ? await insertDraft(tx, viewer, locale, current, {
            comments: null,
            reference: null,
            orderDate: null,
            shippingDate: null,
          })
        : null
    const { lines: existing, missing } = await priceLines(tx as Database, viewer, locale, wanted)
    const allowed = existing.filter((line) => line.itemType !== "spare-parts" || viewer.roles.spare_parts)
    const skipped = [
      ...missing,
      ...existing
        .filter((line) => !allowed.includes(line))
        .map(({ itemType, itemId, quantity }) => ({
          itemType,
          itemId,
          quantity,
        })),
    ]
    // the basket's own rules: the replacement rule (spec §4) lowers a quantity and warns
    const { lines, warnings } = await checkItems(
      tx,
      allowed.map((line) => ({ id: line.itemId, type: line.itemType, quantity: line.quantity })),
      { applyReplacementRule: true },
    )
    // spec §4: loading overwrites the basket; the draft's lines come in the draft's order
    await tx.delete(basketLines).where(eq(basketLines.clientId, viewer.clientId))
    await replaceBasket(tx, viewer.clientId, lines)
    return { draft, savedCurrent, loaded: lines.length, skipped, warnings }
  })
}

// --- JSON:API resources ---------------------------------------------------------------------------

function summary(draft: DraftRow, lines: readonly Pick<DraftLineRow, "quantity">[]) {
  return {
    number: draft.number,
    saved_at: iso(draft.savedAt),
    /** spec §3 "number of items": the lines of the draft */
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

/** The additional taxes of the lines by name (spec §4: totals name the additional taxes). */
function namedTaxes(lines: readonly PricedLine[]) {
  const byName = new Map<string, number>()
  for (const line of lines)
    if (line.additionalTaxCents > 0) {
      const name = line.additionalTaxName ?? ""
      byName.set(name, (byName.get(name) ?? 0) + line.additionalTaxCents * line.quantity)
    }
  return [...byName].map(([name, amount]) => ({ name: name || null, amount }))
}

function totalsAttributes(totals: Totals, lines: readonly PricedLine[]) {
  return {
    currency: totals.currency,
    net: totals.netCents,
    /** spec §3: the product tax, labelled "maritime extra cost" */
    product_tax: totals.productTaxCents,
    additional_tax: totals.additionalTaxCents,
    additional_taxes: namedTaxes(lines),
    /** percent, e.g. 21 */
    vat_rate: totals.vatBasisPoints / 100,
    vat: totals.vatCents,
    total: totals.totalCents,
  }
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
  db: Database,
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
      totals: totalsAttributes(totals, priced),
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
