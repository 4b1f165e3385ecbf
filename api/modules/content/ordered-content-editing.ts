import { asc, eq, getTableName, max, sql } from "drizzle-orm"

import type { Db } from "../../db/client"
import { faqs, services } from "./content.schema"
import { announceContentChange } from "./content-editing"

// Content the shop shows in an order staff choose (CONTENT-8, decision 120): the FAQ and the services.
// The shop reads them by position; a new entry goes last, a moved one takes its place and the others close
// up (positions renumbered 0, 1, 2, …, so no two share one). Each change announces itself so that every
// process drops the /pages answers it keeps; the caller writes the audit entry in the same transaction.

// the first key of the advisory lock below, so that it never meets another module's
const LOCK_SPACE = 5_101

type OrderedTable = typeof faqs | typeof services
type Row<T extends OrderedTable> = T["$inferSelect"]
/** a row with its place in the shop's order, from 1 */
export type Placed<T extends OrderedTable> = Row<T> & { place: number }

export function orderedContentEditing<T extends OrderedTable, Body>(
  table: T,
  valuesOf: (body: Body) => Partial<T["$inferInsert"]>,
) {
  // the two tables' columns are alike; drizzle's builders cannot see that through the union, so they are
  // given the FAQ's type (the statements are the same)
  const t = table as typeof faqs
  const list = async (db: Db): Promise<Placed<T>[]> => {
    const rows = (await db.select().from(t).orderBy(asc(t.position), asc(t.id))) as Row<T>[]
    return rows.map((row, index) => ({ ...row, place: index + 1 }))
  }
  const find = async (db: Db, id: number) => (await list(db)).find((row) => row.id === id) ?? null
  // Holds the list until the transaction ends: two changes at once would otherwise both read the same
  // places (two new entries both last) or the same keys. Content changes are rare; waiting costs nothing.
  const lock = (tx: Db) =>
    tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${getTableName(table)}))`)

  /** every row at its place (0, 1, …) in this order of ids; only the rows that move are written */
  const renumber = async (tx: Db, rows: readonly Placed<T>[]) => {
    for (const [index, row] of rows.entries())
      if (row.position !== index) await tx.update(t).set({ position: index }).where(eq(t.id, row.id))
  }

  return {
    list,
    find,
    /** a new row, last; `extra` adds columns read while the list is held (a unique key) */
    async create(tx: Db, body: Body, extra?: (tx: Db) => Promise<Partial<T["$inferInsert"]>>) {
      await lock(tx)
      const [{ last }] = (await tx.select({ last: max(t.position) }).from(t)) as [{ last: number | null }]
      const values = { ...valuesOf(body), ...(await extra?.(tx)), position: (last ?? -1) + 1 }
      const [{ id }] = (await tx
        .insert(t)
        .values(values as typeof faqs.$inferInsert)
        .returning({ id: t.id })) as [{ id: number }]
      await announceContentChange(tx)
      return (await find(tx, id))!
    },
    /** the row before and after, or null when there is none */
    async update(tx: Db, id: number, body: Body) {
      // held too, so that an edit racing a removal reads the row as it is once the removal commits
      await lock(tx)
      const before = await find(tx, id)
      if (!before) return null
      await tx.update(t).set(valuesOf(body)).where(eq(t.id, id))
      await announceContentChange(tx)
      const after = await find(tx, id)
      return after ? { before, after } : null
    },
    /** the row before, or null when there is none; the rows after it move up a place */
    async remove(tx: Db, id: number) {
      await lock(tx)
      const before = await find(tx, id)
      if (!before) return null
      await tx.delete(t).where(eq(t.id, id))
      await renumber(tx, await list(tx))
      await announceContentChange(tx)
      return before
    },
    /** the row to a place from 1 (past the end: last); the row before and the whole list after */
    async move(tx: Db, id: number, place: number) {
      await lock(tx)
      const rows = await list(tx)
      const before = rows.find((row) => row.id === id)
      if (!before) return null
      const others = rows.filter((row) => row.id !== id)
      others.splice(Math.min(place, rows.length) - 1, 0, before)
      await renumber(tx, others)
      await announceContentChange(tx)
      const after = await list(tx)
      return { before, after: after.find((row) => row.id === id)!, list: after }
    },
  }
}
