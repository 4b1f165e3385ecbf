import { sql } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { readTogether } from "../../api/db/reads"
import { setupTestApi } from "../support/api"

const api = setupTestApi()

// Each read notes when it started and when its query came back.
function tracedReads(db: { execute: (query: ReturnType<typeof sql>) => PromiseLike<unknown> }) {
  const events: string[] = []
  const read = (name: string) => async () => {
    events.push(`${name} start`)
    await db.execute(sql`select pg_sleep(0.02)`)
    events.push(`${name} end`)
    return name
  }
  return { events, reads: [read("a"), read("b")] as const }
}

describe("reads that belong together", () => {
  test("on the pool they run at once, and the answers keep their order", async () => {
    const { events, reads } = tracedReads(api.handle.db)
    expect(await readTogether(api.handle.db, ...reads)).toEqual(["a", "b"])
    expect(events.slice(0, 2)).toEqual(["a start", "b start"])
  })

  test("inside a transaction (one connection) they run one after another", async () => {
    await api.handle.db.transaction(async (tx) => {
      const { events, reads } = tracedReads(tx)
      expect(await readTogether(tx, ...reads)).toEqual(["a", "b"])
      expect(events).toEqual(["a start", "a end", "b start", "b end"])
    })
  })
})
