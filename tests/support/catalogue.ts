import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm"

import type { DatabaseHandle } from "../../api/db/client"
import { prices, products, spareParts, stock } from "../../api/db/schema"

/**
 * Catalogue items found in the seeded data: the first `plainCount` plain products (no replacement, not
 * declined), the first spare part, and a product with a replacement whose orderable limit (stock, capped
 * by its maximum order quantity) is between 1 and 19.
 */
export async function seededCatalogueItems(db: DatabaseHandle["db"], plainCount: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.replacementProductId), isNull(products.declinedParentArticleId)))
    .orderBy(products.id)
    .limit(plainCount)
  const [part] = await db.select({ id: spareParts.id }).from(spareParts).orderBy(spareParts.id).limit(1)
  const candidates = await db
    .select({
      id: products.id,
      replacementId: products.replacementProductId,
      max: products.maxOrderQuantity,
      total: sql<number>`(select coalesce(sum(${stock.quantity}), 0)::int from ${stock} where ${stock.itemType} = 'products' and ${stock.itemId} = ${products.id})`,
    })
    .from(products)
    .where(isNotNull(products.replacementProductId))
  const found = candidates
    .map((row) => ({ ...row, limit: Math.min(Number(row.total), row.max ?? Number(row.total)) }))
    .find((row) => row.limit > 0 && row.limit < 20)
  if (!found) throw new Error("the seed has no product with a replacement and some stock")
  return {
    plain: rows.map((row) => row.id),
    sparePart: part!.id,
    replaced: { id: found.id, replacementId: found.replacementId!, limit: found.limit },
  }
}

export interface TestProduct {
  id: string
  isOld?: boolean
  replacementProductId?: string | null
  maxOrderQuantity?: number | null
  restockInfo?: string | null
  declinedParentArticleId?: string | null
  stock?: { DBE11: number; DBE12: number }
  /** the catalogue price in EUR cents */
  catalogCents?: number
}

/**
 * Products of a test's own, made from the first seeded product with the rules' fields as given, its stock
 * and EUR price: a test that needs an old product without stock, or a replaced one with a known limit,
 * never depends on what the seed happened to draw. Answers the function that removes them again (on a
 * shared PostgreSQL database other files must not list them).
 */
export async function insertTestProducts(db: DatabaseHandle["db"], wanted: readonly TestProduct[]) {
  const [template] = await db
    .select()
    .from(products)
    .where(and(isNull(products.replacementProductId), isNull(products.declinedParentArticleId)))
    .orderBy(products.id)
    .limit(1)
  await db.insert(products).values(
    wanted.map((product) => ({
      ...template!,
      id: product.id,
      isOld: product.isOld ?? false,
      isHighlighted: false,
      hitParadeRank: null,
      replacementProductId: product.replacementProductId ?? null,
      maxOrderQuantity: product.maxOrderQuantity ?? null,
      restockInfo: product.restockInfo ?? null,
      declinedParentArticleId: product.declinedParentArticleId ?? null,
      hasDeclinedArticles: false,
      declinedKidArticlesId: [],
      updatedAt: new Date(),
    })),
  )
  await db.insert(stock).values(
    wanted.flatMap((product) =>
      (["DBE11", "DBE12"] as const).map((warehouse) => ({
        itemType: "products" as const,
        itemId: product.id,
        warehouse,
        quantity: product.stock?.[warehouse] ?? 5,
      })),
    ),
  )
  await db.insert(prices).values(
    wanted.flatMap((product) =>
      (["EUR", "GBP"] as const).map((currency) => ({
        itemType: "products" as const,
        itemId: product.id,
        currency,
        catalogCents: product.catalogCents ?? 100_00,
      })),
    ),
  )
  const ids = wanted.map((product) => product.id)
  return async () => {
    await db.delete(stock).where(and(eq(stock.itemType, "products"), inArray(stock.itemId, ids)))
    await db.delete(prices).where(and(eq(prices.itemType, "products"), inArray(prices.itemId, ids)))
    await db.delete(products).where(inArray(products.id, ids))
  }
}

/** Sets an item's stock in one warehouse, as any path that changes stock does. */
export async function setStock(
  db: DatabaseHandle["db"],
  item: { type: "products" | "spare-parts"; id: string },
  warehouse: "DBE11" | "DBE12",
  quantity: number,
) {
  await db
    .update(stock)
    .set({ quantity })
    .where(and(eq(stock.itemType, item.type), eq(stock.itemId, item.id), eq(stock.warehouse, warehouse)))
}
