import { and, asc, eq, inArray, sql } from "drizzle-orm"
import type { Database } from "../../db/client"
import { readTogether } from "../../db/reads"
import { basketLines, products, spareParts, stock, wishlistLines, type ItemType } from "../../db/schema"
import type { ItemInput, ReplacementWarning } from "#contract/basket"
import type { Locale } from "#contract/locales"
import { ValidationError } from "../../lib/errors"
import { resource, type ResourceObject } from "../../lib/jsonapi"
import { pick } from "../../lib/localized"
import { seesPrices, type Viewer } from "../../lib/viewer"
import { partnerData, productResource } from "../catalog/products.service"
import { priceLines, type LineInput, type PricedLine } from "../orders/priced-lines"

// The partner's current basket and the wishlists (spec §3 "Basket and wishlist", §4 product card
// actions, replacement rule). Other modules use replaceBasket / readBasketLines inside their own
// transactions: saved baskets load a draft into the basket, the order submission empties it.

/** A database or a transaction (both have the same query methods). */
type Db = Pick<Database, "select" | "insert" | "delete" | "update" | "execute">

// the first key of the advisory locks below, so they never meet another module's
const LOCK_SPACE = { basket: 5_001, wishlist: 5_002 } as const

/**
 * Holds one basket or wishlist until the transaction ends (PostgreSQL's transaction-level advisory lock):
 * two replacements of the same lines at once (two tabs, a double click, a retry) would otherwise both
 * delete, both insert, and one fail on the unique key. Outside a transaction it holds nothing.
 */
export async function lockLines(db: Db, list: keyof typeof LOCK_SPACE, owner: number | string) {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE[list]}, hashtext(${String(owner)}))`)
}

export { MAX_LINE_QUANTITY, type ItemInput, type ReplacementWarning } from "#contract/basket"

/** The basket's lines in their first-add order. */
export async function readBasketLines(db: Db, clientId: number): Promise<LineInput[]> {
  const rows = await db
    .select()
    .from(basketLines)
    .where(eq(basketLines.clientId, clientId))
    .orderBy(asc(basketLines.addedAt), asc(basketLines.itemType), asc(basketLines.itemId))
  return rows.map((row) => ({ itemType: row.itemType, itemId: row.itemId, quantity: row.quantity }))
}

/**
 * Replaces the basket's lines (spec §4: the client resubmits the whole basket). Lines already there keep
 * their first-add time, new ones come after them in the order given; no lines deletes the basket.
 * Call it inside a transaction (which it locks the basket for) when it belongs to a larger change.
 */
export async function replaceBasket(db: Db, clientId: number, lines: readonly LineInput[]) {
  await lockLines(db, "basket", clientId)
  const existing = await db
    .select({ itemType: basketLines.itemType, itemId: basketLines.itemId, addedAt: basketLines.addedAt })
    .from(basketLines)
    .where(eq(basketLines.clientId, clientId))
  const addedAt = new Map(existing.map((row) => [`${row.itemType}:${row.itemId}`, row.addedAt]))
  await db.delete(basketLines).where(eq(basketLines.clientId, clientId))
  if (!lines.length) return
  const now = Date.now()
  await db.insert(basketLines).values(
    lines.map((line, index) => ({
      clientId,
      itemType: line.itemType,
      itemId: line.itemId,
      quantity: line.quantity,
      addedAt: addedAt.get(`${line.itemType}:${line.itemId}`) ?? new Date(now + index),
    })),
  )
}

/**
 * The submitted items checked against the catalogue (spec §4, §5): each item exists, no item twice (a
 * spare part twice is the spec's "already in basket or wishlist"), and a product with a replacement is
 * limited to what is available. Returns the lines to store and the warnings to answer with.
 */
export async function checkItems(
  db: Db,
  items: readonly ItemInput[],
  { applyReplacementRule }: { applyReplacementRule: boolean },
): Promise<{ lines: LineInput[]; warnings: ReplacementWarning[] }> {
  const errors: Record<string, string[]> = {}
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const key = `${item.type}:${item.id}`
    if (seen.has(key))
      errors[`items.${index}.id`] = [
        item.type === "spare-parts" ? "basket.sparePartAlreadyAdded" : "basket.duplicate",
      ]
    seen.add(key)
  })
  const idsOf = (type: ItemType) => [...new Set(items.filter((i) => i.type === type).map((i) => i.id))]
  const productIds = idsOf("products")
  const partIds = idsOf("spare-parts")
  const [productRows, partRows, stockRows] = await readTogether(
    db,
    async () =>
      productIds.length
        ? db
            .select({
              id: products.id,
              replacementProductId: products.replacementProductId,
              maxOrderQuantity: products.maxOrderQuantity,
            })
            .from(products)
            .where(inArray(products.id, productIds))
        : [],
    async () =>
      partIds.length
        ? db.select({ id: spareParts.id }).from(spareParts).where(inArray(spareParts.id, partIds))
        : [],
    async () =>
      productIds.length && applyReplacementRule
        ? db
            .select({ id: stock.itemId, total: sql<number>`sum(${stock.quantity})::int` })
            .from(stock)
            .where(and(eq(stock.itemType, "products"), inArray(stock.itemId, productIds)))
            .groupBy(stock.itemId)
        : [],
  )
  const productById = new Map(productRows.map((row) => [row.id, row]))
  const partIdsFound = new Set(partRows.map((row) => row.id))
  const stockById = new Map(stockRows.map((row) => [row.id, Number(row.total)]))
  items.forEach((item, index) => {
    const found = item.type === "products" ? productById.has(item.id) : partIdsFound.has(item.id)
    if (!found) (errors[`items.${index}.id`] ??= []).push("basket.unknownItem")
  })
  if (Object.keys(errors).length) throw new ValidationError(errors)

  const lines: LineInput[] = []
  const warnings: ReplacementWarning[] = []
  for (const item of items) {
    const product = item.type === "products" ? productById.get(item.id) : undefined
    let quantity = item.quantity
    if (applyReplacementRule && product?.replacementProductId) {
      // spec §4 replacement rule: never beyond the available total; the maximum order quantity, when
      // the catalogue sets one, is a further cap (docs/decisions/009-basket-and-wishlist.md)
      const available = stockById.get(item.id) ?? 0
      const limit = Math.min(available, product.maxOrderQuantity ?? available)
      if (quantity > limit) {
        quantity = limit
        warnings.push({
          code: "replacement_limit",
          item_id: item.id,
          replacement_id: product.replacementProductId,
          max_order_quantity: limit,
        })
      }
    }
    if (quantity > 0) lines.push({ itemType: item.type, itemId: item.id, quantity })
  }
  return { lines, warnings }
}

interface NamedTax {
  name: string
  amount: number
}

function namedTaxes(lines: readonly PricedLine[]): NamedTax[] {
  const byName = new Map<string, number>()
  for (const line of lines)
    if (line.additionalTaxName && line.additionalTaxCents > 0)
      byName.set(
        line.additionalTaxName,
        (byName.get(line.additionalTaxName) ?? 0) + line.additionalTaxCents * line.quantity,
      )
  return [...byName].map(([name, amount]) => ({ name, amount }))
}

const lineId = (line: LineInput) => `${line.itemType}:${line.itemId}`

/** Products and spare parts of the lines as JSON:API resources; prices and stock only when priced. */
async function itemResources(
  db: Db,
  viewer: Viewer | null,
  locale: Locale,
  lines: readonly LineInput[],
  /** lines priced already (the basket): their prices and stock are reused, not fetched again */
  priced?: readonly PricedLine[],
): Promise<ResourceObject<unknown>[]> {
  const productIds = lines.filter((l) => l.itemType === "products").map((l) => l.itemId)
  const partIds = lines.filter((l) => l.itemType === "spare-parts").map((l) => l.itemId)
  const known = (type: ItemType) => ({
    priceById: new Map(priced?.filter((l) => l.itemType === type).map((l) => [l.itemId, l.price]) ?? []),
    // stock is for partners with a price role only (spec §6), as partnerData decides
    stockById: new Map(
      seesPrices(viewer)
        ? (priced?.filter((l) => l.itemType === type).map((l) => [l.itemId, l.stock]) ?? [])
        : [],
    ),
  })
  const [productRows, partRows, productData, partData] = await readTogether(
    db,
    async () => (productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : []),
    async () => (partIds.length ? db.select().from(spareParts).where(inArray(spareParts.id, partIds)) : []),
    async () => (priced ? known("products") : partnerData(db as Database, productIds, viewer, "products")),
    async () => (priced ? known("spare-parts") : partnerData(db as Database, partIds, viewer, "spare-parts")),
  )
  return [
    ...productRows.map((row) =>
      productResource(row, locale, {
        price: productData.priceById.get(row.id) ?? null,
        availability: productData.stockById.get(row.id) ?? null,
      }),
    ),
    ...partRows.map((part) =>
      resource("spare-parts", part.id, {
        name: pick(part.name, locale),
        description: pick(part.description, locale),
        is_ups_ready: part.isUpsReady,
        restock_info: part.restockInfo,
        price: partData.priceById.get(part.id) ?? null,
        availability: partData.stockById.get(part.id) ?? null,
      }),
    ),
  ]
}

/**
 * The basket as a JSON:API document: data is the basket with its totals, `included` holds its lines
 * (basket-lines, priced) and their products and spare parts. An empty basket is the same document with
 * no lines and zero totals (docs/decisions/009-basket-and-wishlist.md).
 */
export async function basketDocument(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  warnings: ReplacementWarning[] = [],
) {
  const stored = await readBasketLines(db, viewer.clientId)
  const { lines, totals } = await priceLines(db as Database, viewer, locale, stored)
  const lineResources = lines.map((line) =>
    resource(
      "basket-lines",
      lineId(line),
      {
        type: line.itemType,
        item_id: line.itemId,
        qty: line.quantity,
        name: line.name,
        unit_price: line.unitCents,
        line_total: line.lineCents,
        product_tax: line.productTaxCents,
        additional_tax: line.additionalTaxCents,
        additional_tax_name: line.additionalTaxName,
        replacement_product_id: line.replacementProductId,
        max_order_quantity: line.maxOrderQuantity,
      },
      { item: { data: { type: line.itemType, id: line.itemId } } },
    ),
  )
  const items = await itemResources(db, viewer, locale, lines, lines)
  return {
    data: resource(
      "baskets",
      viewer.clientId,
      {
        currency: totals.currency,
        count: lines.length,
        quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        net: totals.netCents,
        product_tax: totals.productTaxCents,
        additional_tax: totals.additionalTaxCents,
        additional_taxes: namedTaxes(lines),
        vat_rate: totals.vatBasisPoints / 100,
        vat: totals.vatCents,
        total: totals.totalCents,
      },
      { lines: { data: lineResources.map((line) => ({ type: "basket-lines", id: line.id })) } },
    ),
    included: [...lineResources, ...items],
    ...(warnings.length ? { meta: { warnings } } : {}),
  }
}

/** Lines and pieces of a basket or wishlist without pricing: the header's count (fields[…]=count). */
export async function countLines(db: Db, list: { clientId: number } | { owner: string }) {
  const [row] =
    "clientId" in list
      ? await db
          .select({
            count: sql<number>`count(*)::int`,
            quantity: sql<number>`coalesce(sum(${basketLines.quantity}), 0)::int`,
          })
          .from(basketLines)
          .where(eq(basketLines.clientId, list.clientId))
      : await db
          .select({
            count: sql<number>`count(*)::int`,
            quantity: sql<number>`coalesce(sum(${wishlistLines.quantity}), 0)::int`,
          })
          .from(wishlistLines)
          .where(eq(wishlistLines.owner, list.owner))
  return { count: Number(row?.count ?? 0), quantity: Number(row?.quantity ?? 0) }
}

// Wishlists --------------------------------------------------------------------------------------

/** Who owns a wishlist: a partner, or a visitor's anonymous key (api/db/schema/orders.ts). */
export const partnerOwner = (clientId: number) => `client:${clientId}`
export const visitorOwner = (key: string) => `visitor:${key.toLowerCase()}`

export async function readWishlistLines(db: Db, owner: string): Promise<LineInput[]> {
  const rows = await db
    .select()
    .from(wishlistLines)
    .where(eq(wishlistLines.owner, owner))
    .orderBy(asc(wishlistLines.addedAt), asc(wishlistLines.itemType), asc(wishlistLines.itemId))
  return rows.map((row) => ({ itemType: row.itemType, itemId: row.itemId, quantity: row.quantity }))
}

export async function replaceWishlist(db: Db, owner: string, lines: readonly LineInput[]) {
  await lockLines(db, "wishlist", owner)
  const existing = await db
    .select({
      itemType: wishlistLines.itemType,
      itemId: wishlistLines.itemId,
      addedAt: wishlistLines.addedAt,
    })
    .from(wishlistLines)
    .where(eq(wishlistLines.owner, owner))
  const addedAt = new Map(existing.map((row) => [`${row.itemType}:${row.itemId}`, row.addedAt]))
  await db.delete(wishlistLines).where(eq(wishlistLines.owner, owner))
  if (!lines.length) return
  const now = Date.now()
  await db.insert(wishlistLines).values(
    lines.map((line, index) => ({
      owner,
      itemType: line.itemType,
      itemId: line.itemId,
      quantity: line.quantity,
      addedAt: addedAt.get(`${line.itemType}:${line.itemId}`) ?? new Date(now + index),
    })),
  )
}

/**
 * Moves a visitor's wishlist into the partner's at login: one line per item (deduplicated by type and
 * id), the larger quantity kept; the visitor's list is then gone.
 */
export async function mergeWishlist(db: Db, visitorKey: string, clientId: number) {
  const from = visitorOwner(visitorKey)
  const to = partnerOwner(clientId)
  // one after the other: inside a transaction both would queue on its one connection anyway
  const visitorLines = await readWishlistLines(db, from)
  const partnerLines = await readWishlistLines(db, to)
  if (!visitorLines.length) return
  const merged = new Map(partnerLines.map((line) => [lineId(line), { ...line }]))
  for (const line of visitorLines) {
    const kept = merged.get(lineId(line))
    if (kept) kept.quantity = Math.max(kept.quantity, line.quantity)
    else merged.set(lineId(line), { ...line })
  }
  await replaceWishlist(db, to, [...merged.values()])
  await db.delete(wishlistLines).where(eq(wishlistLines.owner, from))
}

/** The wishlist as a JSON:API document; prices and stock only for partners who see them. */
export async function wishlistDocument(db: Db, owner: string, viewer: Viewer | null, locale: Locale) {
  const stored = await readWishlistLines(db, owner)
  const items = await itemResources(db, viewer, locale, stored)
  const known = new Set(items.map((item) => `${item.type}:${item.id}`))
  const lines = stored.filter((line) => known.has(lineId(line)))
  const nameOf = new Map(
    items.map((item) => [`${item.type}:${item.id}`, (item.attributes as { name: string | null }).name]),
  )
  const lineResources = lines.map((line) =>
    resource(
      "wishlist-lines",
      lineId(line),
      {
        type: line.itemType,
        item_id: line.itemId,
        qty: line.quantity,
        name: nameOf.get(lineId(line)) ?? null,
      },
      { item: { data: { type: line.itemType, id: line.itemId } } },
    ),
  )
  return {
    data: resource(
      "wishlists",
      owner.startsWith("client:") ? owner.slice("client:".length) : "visitor",
      { count: lines.length, quantity: lines.reduce((sum, line) => sum + line.quantity, 0) },
      { lines: { data: lineResources.map((line) => ({ type: "wishlist-lines", id: line.id })) } },
    ),
    included: [...lineResources, ...items],
  }
}
