import { PgTransaction } from "drizzle-orm/pg-core"

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> }

/**
 * Runs independent reads at once on the pool, and one after another inside a transaction. A transaction
 * holds a single connection: node-postgres queues concurrent queries on one client with a deprecation
 * warning today, and pg 9 refuses them. Services that serve both (pricing lines for a basket view and
 * inside order submission) read through this.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: unknown,
  ...reads: Reads<T>
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as unknown as T
}
