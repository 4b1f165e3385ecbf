import { eq } from "drizzle-orm"
import type { PgColumn, PgTable } from "drizzle-orm/pg-core"

import type { Db } from "./client"

type NumberedTable = PgTable & { id: PgColumn; number: PgColumn; $inferSelect: { id: number } }

/**
 * Writes a row whose number is made from its own id (orders, drafts): a provisional unique number first,
 * replaced in the same transaction once the id is known.
 */
export async function insertNumbered<T extends NumberedTable>(
  db: Db,
  table: T,
  values: Omit<T["$inferInsert"], "number">,
  numberOf: (row: T["$inferSelect"]) => string,
  what: string,
): Promise<T["$inferSelect"]> {
  const provisional = { ...values, number: `pending-${crypto.randomUUID()}` } as T["$inferInsert"]
  const [inserted] = (await db.insert(table).values(provisional).returning()) as T["$inferSelect"][]
  if (!inserted) throw new Error(`the ${what} was not written`)
  const [numbered] = (await db
    .update(table)
    .set({ number: numberOf(inserted) } as Partial<T["$inferInsert"]>)
    .where(eq(table.id, inserted.id))
    .returning()) as T["$inferSelect"][]
  if (!numbered) throw new Error(`${what} ${inserted.id} was not numbered`)
  return numbered
}
