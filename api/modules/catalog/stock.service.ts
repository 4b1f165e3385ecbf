import { sql } from "drizzle-orm"

import type { ItemType } from "#contract/items"

import type { Db } from "../../db/client"
import { stock, type WAREHOUSES } from "./catalog.schema"

// Stock written by staff (`npm run staff -- stock set ID DBE11 N`), later by a back office: one warehouse's
// quantity of one item. Whatever writes stock, the back-in-stock alerts notice it (decision 091); a path of
// ours also asks for their check at once (api/jobs.ts checkStockAlertsSoon).

export type Warehouse = (typeof WAREHOUSES)[number]

/** Sets one warehouse's stock of an item (made when the item had no row there). */
export async function setWarehouseStock(
  db: Db,
  item: { type: ItemType; id: string },
  warehouse: Warehouse,
  quantity: number,
) {
  await db
    .insert(stock)
    .values({ itemType: item.type, itemId: item.id, warehouse, quantity })
    .onConflictDoUpdate({
      target: [stock.itemType, stock.itemId, stock.warehouse],
      set: { quantity, updatedAt: sql`now()` },
    })
}
