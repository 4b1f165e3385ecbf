import type { Database } from "../db/client"

/**
 * A read whose answer changes only with a catalogue import or the seed (the menu rows, the list kinds),
 * kept per database for a short while in each process instead of queried on every request. Concurrent
 * callers share one query; a failed read is not kept, so the next call tries again.
 */
export function keptPerDatabase<T>(ttlMs: number, read: (db: Database) => PromiseLike<T>) {
  const kept = new WeakMap<Database, { at: number; value: Promise<T> }>()
  return (db: Database): Promise<T> => {
    const hit = kept.get(db)
    if (hit && Date.now() - hit.at < ttlMs) return hit.value
    const entry = { at: Date.now(), value: Promise.resolve(read(db)) }
    entry.value.catch(() => {
      if (kept.get(db) === entry) kept.delete(db)
    })
    kept.set(db, entry)
    return entry.value
  }
}
