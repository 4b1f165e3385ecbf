import { and, asc, eq, inArray, sql } from "drizzle-orm"

import type { ItemInput, ReplacementWarning } from "#contract/basket-lines"
import type { ItemType } from "#contract/items"
import type { Locale } from "#contract/locales"

import type { Db } from "../../db/client"
import { readTogether } from "../../db/reads"
import { ValidationError } from "../../lib/errors"
import { resource } from "../../lib/jsonapi"
import { seesPrices, type Viewer } from "../../lib/viewer"
import { products, spareParts } from "../catalog/catalog.schema"
import { type ListedProduct, listedProducts } from "../catalog/listed-products"
import { type Availability, availabilityOf, type PriceRow, stockOfItems } from "../catalog/partner-prices"
import { type KnownItems, type LineInput, priceLines } from "../pricing/pricing.service"
import { pricedLineAttributes, totalsAttributesWithCurrency } from "../pricing/totals-attributes"
import { basketLines } from "./basket.schema"
import { pricedItemResources } from "./item-resources"
import { wishlistLines } from "./wishlist.schema"

// The partner's current basket (BASKET-3 to BASKET-9, the replacement rule among them). Only this
// module writes basket_lines: saved baskets and order submission read, replace and
// clear it through the functions below, inside their own transactions (api/workflows/).

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

export type { ItemInput, ReplacementWarning } from "#contract/basket-lines"

export const lineId = (line: LineInput) => `${line.itemType}:${line.itemId}`

/**
 * The basket's lines in their first-add order. With `lock`, its rows are held (select … for update)
 * until the caller's transaction ends: order submission reads what it then empties.
 */
export async function readBasketLines(
  db: Db,
  clientId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<LineInput[]> {
  const query = db
    .select({ itemType: basketLines.itemType, itemId: basketLines.itemId, quantity: basketLines.quantity })
    .from(basketLines)
    .where(eq(basketLines.clientId, clientId))
    .orderBy(asc(basketLines.addedAt), asc(basketLines.itemType), asc(basketLines.itemId))
  return lock ? query.for("update") : query
}

/**
 * Replaces the basket's lines (BASKET-8: the client resubmits the whole basket). Lines already there keep
 * their first-add time, new ones come after them in the order given; no lines deletes the basket.
 * One statement (the database function replace_basket_lines, docs/decisions/050): it takes the basket's
 * lock (lockLines' keys), deletes the lines no longer wanted and stores the others, so that the lock is
 * held for one round trip rather than four. Inside a caller's transaction the lock lasts until it ends.
 * Answers what readBasketLines would read back now.
 */
export async function replaceBasket(
  db: Db,
  clientId: number,
  lines: readonly LineInput[],
): Promise<LineInput[]> {
  const wanted = lines.map((line) => ({
    item_type: line.itemType,
    item_id: line.itemId,
    quantity: line.quantity,
  }))
  const result = await db.execute(
    sql`select item_type, item_id, quantity from replace_basket_lines(${LOCK_SPACE.basket}, ${clientId}, ${JSON.stringify(wanted)}::jsonb)`,
  )
  const rows = (result as { rows: StoredLine[] }).rows
  return rows.map((row) => ({ itemType: row.item_type, itemId: row.item_id, quantity: Number(row.quantity) }))
}

interface StoredLine {
  item_type: ItemType
  item_id: string
  quantity: number
}

/**
 * Empties the basket, or only its lines of the given kinds (an order of the equipment leaves the spare
 * parts in the basket, decision 010). Lines cleared first and then replaced all count as new.
 */
export async function clearBasket(db: Db, clientId: number, itemTypes?: readonly ItemType[]) {
  await db
    .delete(basketLines)
    .where(
      itemTypes
        ? and(eq(basketLines.clientId, clientId), inArray(basketLines.itemType, [...itemTypes]))
        : eq(basketLines.clientId, clientId),
    )
}

/**
 * The submitted items checked against the catalogue: each item exists, no item twice (BASKET-8; a
 * spare part twice is BASKET-5's "already in basket or wishlist"), and a product with a replacement is
 * limited to what is available. Returns the lines to store and the warnings to answer with. With
 * `keepRows` it reads the items' whole rows and answers them as `known`, with the products' stock when
 * the replacement rule read it, for pricing the stored lines without reading them again (PUT /basket).
 * With `keepRows` for a partner who sees prices (`pricedFor`), the products are read as a list reads them:
 * their texts in the answer's language, their price and stock in the same statement (decision 062).
 */
export async function checkItems(
  db: Db,
  items: readonly ItemInput[],
  {
    applyReplacementRule,
    keepRows = false,
    pricedFor,
  }: {
    applyReplacementRule: boolean
    keepRows?: boolean
    /** the partner and language the stored lines will be priced for */
    pricedFor?: { viewer: Viewer; locale: Locale }
  },
): Promise<{ lines: LineInput[]; warnings: ReplacementWarning[]; known?: KnownItems }> {
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
  const listed = keepRows && pricedFor && seesPrices(pricedFor.viewer) ? pricedFor : null
  const [productRows, partRows, stockById] = await readTogether(
    db,
    async (): Promise<ProductRuleRow[]> =>
      !productIds.length
        ? []
        : listed
          ? listedProducts(db, productIds, listed.locale, listed.viewer)
          : keepRows
            ? db.select().from(products).where(inArray(products.id, productIds))
            : db
                .select({
                  id: products.id,
                  replacementProductId: products.replacementProductId,
                  maxOrderQuantity: products.maxOrderQuantity,
                })
                .from(products)
                .where(inArray(products.id, productIds)),
    async (): Promise<{ id: string }[]> =>
      !partIds.length
        ? []
        : keepRows
          ? db.select().from(spareParts).where(inArray(spareParts.id, partIds))
          : db.select({ id: spareParts.id }).from(spareParts).where(inArray(spareParts.id, partIds)),
    async () =>
      applyReplacementRule && !listed
        ? stockOfItems(db, productIds, "products")
        : new Map<string, Availability>(),
  )
  // the listed rows carry their price and stock rows: the replacement rule's stock and the answer's prices
  const listedRows = listed ? (productRows as ListedProduct[]) : []
  const productPrices = new Map<string, PriceRow | null>()
  for (const row of listedRows) {
    stockById.set(row.id, availabilityOf(row.listed.stock ?? []))
    productPrices.set(row.id, row.listed.price)
  }
  const productById = new Map(productRows.map((row) => [row.id, row]))
  const partIdsFound = new Set(partRows.map((row) => row.id))
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
      // BASKET-9, the replacement rule: never beyond the available total; the maximum order quantity, when
      // the catalogue sets one, is a further cap (docs/decisions/009-basket-and-wishlist.md)
      const available = stockById.get(item.id)?.total ?? 0
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
  if (!keepRows) return { lines, warnings }
  const known: KnownItems = {
    rows: {
      products: productById as Map<string, ProductRow>,
      spareParts: new Map((partRows as SparePartRow[]).map((row) => [row.id, row])),
    },
    productStock: applyReplacementRule || listed ? stockById : undefined,
    productPrices: listed ? productPrices : undefined,
  }
  return { lines, warnings, known }
}

type ProductRow = typeof products.$inferSelect
type SparePartRow = typeof spareParts.$inferSelect
/** What the replacement rule reads of a product; the whole row with `keepRows`. */
type ProductRuleRow = Pick<ProductRow, "id" | "replacementProductId" | "maxOrderQuantity">

/**
 * The basket as a JSON:API document: data is the basket with its totals, `included` holds its lines
 * (basket-lines, priced) and their products and spare parts. An empty basket is the same document with
 * no lines and zero totals (docs/decisions/009-basket-and-wishlist.md).
 */
export async function basketDocument(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  {
    warnings = [],
    justStored,
    known,
  }: {
    warnings?: ReplacementWarning[]
    /** the lines as just stored (replaceBasket's answer), else they are read */
    justStored?: readonly LineInput[]
    /** their items as checkItems read them, else they are read */
    known?: KnownItems
  } = {},
) {
  const stored = justStored ?? (await readBasketLines(db, viewer.clientId))
  const { lines, totals, rows } = await priceLines(db, viewer, locale, stored, known)
  const lineResources = lines.map((line) =>
    resource(
      "basket-lines",
      lineId(line),
      {
        ...pricedLineAttributes(line),
        product_tax: line.productTaxCents,
        additional_tax: line.additionalTaxCents,
        additional_tax_name: line.additionalTaxName,
        replacement_product_id: line.replacementProductId,
        max_order_quantity: line.maxOrderQuantity,
      },
      { item: { data: { type: line.itemType, id: line.itemId } } },
    ),
  )
  const items = pricedItemResources(viewer, locale, lines, rows)
  return {
    data: resource(
      "baskets",
      viewer.clientId,
      {
        count: lines.length,
        quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        ...totalsAttributesWithCurrency(totals, lines),
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
