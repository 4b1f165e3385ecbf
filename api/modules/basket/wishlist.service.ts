import { asc, eq } from "drizzle-orm"

import type { Locale } from "#contract/locales"

import type { Db } from "../../db/client"
import { resource } from "../../lib/jsonapi"
import type { Viewer } from "../../lib/viewer"
import type { LineInput } from "../pricing/pricing.service"
import { lineId, lockLines } from "./basket.service"
import { itemResources } from "./item-resources"
import { wishlistLines } from "./wishlist.schema"

// The wishlists (BASKET-11, BASKET-13): a partner's, or a visitor's kept on the server under an
// anonymous key and merged into the partner's at login (api/workflows/merge-wishlist.ts).

/** Who owns a wishlist: a partner, or a visitor's anonymous key (wishlist.schema.ts). */
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

/** Deletes a wishlist (a visitor's, once merged into the partner's). */
export async function clearWishlist(db: Db, owner: string) {
  await db.delete(wishlistLines).where(eq(wishlistLines.owner, owner))
}

/** One line per item (deduplicated by type and id), the larger quantity kept; `into`'s order first. */
export function mergeLines(into: readonly LineInput[], from: readonly LineInput[]): LineInput[] {
  const merged = new Map(into.map((line) => [lineId(line), { ...line }]))
  for (const line of from) {
    const kept = merged.get(lineId(line))
    if (kept) kept.quantity = Math.max(kept.quantity, line.quantity)
    else merged.set(lineId(line), { ...line })
  }
  return [...merged.values()]
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
