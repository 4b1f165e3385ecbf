import { inArray } from "drizzle-orm"

import type { ItemType } from "#contract/items"
import { articleKey } from "#contract/quick-order"

import type { Db } from "../../db/client"
import { readTogether } from "../../db/reads"
import { products, spareParts } from "./catalog.schema"

// Article numbers as people type them (quick order, QUICK-1): a product's or a spare part's id, with
// blanks around it and in any case. Products and spare parts have ids of their own shapes; were a number
// ever both, the product is meant.

/** The items the typed numbers name, keyed by articleKey(number); a number naming none is missing. */
export async function itemsByArticleNumber(
  db: Db,
  numbers: readonly string[],
): Promise<Map<string, { type: ItemType; id: string }>> {
  const found = new Map<string, { type: ItemType; id: string }>()
  // the ids as typed and in capitals: the primary keys answer both without a scan
  const candidates = [...new Set(numbers.flatMap((number) => [number.trim(), articleKey(number)]))].filter(
    Boolean,
  )
  if (!candidates.length) return found
  const [productRows, partRows] = await readTogether(
    db,
    () => db.select({ id: products.id }).from(products).where(inArray(products.id, candidates)),
    () => db.select({ id: spareParts.id }).from(spareParts).where(inArray(spareParts.id, candidates)),
  )
  for (const row of partRows) found.set(articleKey(row.id), { type: "spare-parts", id: row.id })
  for (const row of productRows) found.set(articleKey(row.id), { type: "products", id: row.id })
  return found
}
