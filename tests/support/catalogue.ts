import { and, isNotNull, isNull, sql } from "drizzle-orm"

import type { DatabaseHandle } from "../../api/db/client"
import { products, spareParts, stock } from "../../api/db/schema"

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
