import PgBoss10 from "pg-boss-10"
import { afterAll, beforeAll, expect, test } from "vitest"

import type { DatabaseHandle } from "../../api/db/client"
import { openDatabase } from "../../api/db/client"
import { createJobQueue, JOB_QUEUE_SCHEMA, type JobQueue } from "../../api/lib/jobs"
import { PG_BOSS_10_SCHEMA } from "../../api/lib/jobs-carry-over"
import { setupTestApi } from "../support/api"
import type { TestJobs } from "../support/test-jobs"

// The move from pg-boss 10 to 12 (api/lib/jobs-carry-over.ts): 12 cannot migrate 10's schema, so it is
// installed in a schema of its own and the jobs 10 left to run are sent to it again at start. The old
// schema is made here by pg-boss 10 itself (kept as the devDependency pg-boss-10 for this test only), on
// PGlite or on PostgreSQL (TEST_DATABASE_URL).

const databaseUrl = process.env.TEST_DATABASE_URL
const api = setupTestApi()
const queues: JobQueue<TestJobs>[] = []

/** pg-boss 10's way to the database, as api/lib/jobs.ts gave it before the move */
function boss10Db(handle: DatabaseHandle): PgBoss10.Db {
  return {
    executeSql: async (text, values) => {
      if (handle.kind === "pglite" && (!values || values.length === 0)) {
        const results = await handle.execRaw(text)
        return results.at(-1) ?? { rows: [] }
      }
      return handle.queryRaw(text, values ?? [])
    },
  }
}

/** a queue of pg-boss 12 declaring test.carried, whose runs are noted in `ran` */
function newQueue(ran: { id: string; n: number }[], handle: DatabaseHandle = api.handle) {
  const queue = createJobQueue<TestJobs>({ handle })
  queue.define("test.carried", async ({ n }, { jobId }) => {
    ran.push({ id: jobId, n })
    await Promise.resolve()
  })
  queues.push(queue)
  return queue
}

const oldSchemaExists = async () =>
  Boolean(
    (await api.handle.queryRaw(`select to_regclass($1)::text as t`, [`${PG_BOSS_10_SCHEMA}.version`])).rows[0]
      ?.t,
  )

/** the jobs pg-boss 10 holds, by what the test did with them */
const old = { waiting: [] as string[], retrying: "", running: "", completed: "", failed: "", other: "" }

beforeAll(async () => {
  await api.handle.queryRaw(`drop schema if exists ${PG_BOSS_10_SCHEMA} cascade`)
  const boss = new PgBoss10({
    db: boss10Db(api.handle),
    schema: PG_BOSS_10_SCHEMA,
    supervise: false,
    schedule: false,
  })
  boss.on("error", () => {})
  await boss.start()
  for (const name of ["test.carried", "test.echo"]) await boss.createQueue(name, { name, retryLimit: 2 })
  // due a second ago: pg-boss 10 takes jobs whose start is before now(), which on PGlite's millisecond
  // clock a job sent in the same millisecond is not (the fetch then found nothing, now and then)
  const send = async (n: number, options: PgBoss10.SendOptions = {}) =>
    (await boss.send("test.carried", { n }, { startAfter: new Date(Date.now() - 1_000), ...options }))!
  // pg-boss 10 takes the one due job there is (each sent just before), as a worker would
  const take = async (id: string) => {
    const [job] = await boss.fetch("test.carried")
    expect(job?.id).toBe(id)
  }
  // taken and failed once: in retry, its back-off an hour (ended below, so the test need not wait)
  old.retrying = await send(3, { retryDelay: 3600 })
  await take(old.retrying)
  await boss.fail("test.carried", old.retrying, { message: "first try failed" })
  // taken by a process the upgrade stopped: still active
  old.running = await send(4)
  await take(old.running)
  // finished: completed, and failed for good
  old.completed = await send(5)
  await take(old.completed)
  await boss.complete("test.carried", old.completed)
  old.failed = await send(6, { retryLimit: 0 })
  await take(old.failed)
  await boss.fail("test.carried", old.failed, { message: "the carrier's server is down" })
  // waiting: sent for now, and one due a minute ago
  old.waiting.push(await send(1), await send(2, { startAfter: new Date(Date.now() - 60_000) }))
  // a queue the new process does not declare: left where it is
  old.other = (await boss.send("test.echo", { n: 7 }))!
  await api.handle.queryRaw(
    `update ${PG_BOSS_10_SCHEMA}.job set start_after = now() - interval '1 second' where id = $1`,
    [old.retrying],
  )
  await boss.stop({ graceful: false, close: false, wait: true })
  const { rows } = await api.handle.queryRaw(
    `select state::text, count(*)::int from ${PG_BOSS_10_SCHEMA}.job where name like 'test.%' group by state order by state`,
  )
  expect(rows).toEqual([
    { state: "active", count: 1 },
    { state: "completed", count: 1 },
    { state: "created", count: 3 },
    { state: "failed", count: 1 },
    { state: "retry", count: 1 },
  ])
})

afterAll(async () => {
  for (const queue of queues) await queue.stop()
  await api.handle.queryRaw(`drop schema if exists ${PG_BOSS_10_SCHEMA} cascade`)
  await api.handle.queryRaw(`delete from ${JOB_QUEUE_SCHEMA}.job where name like 'test.%'`)
})

test("jobs waiting, retrying or cut off in pg-boss 10's schema run once each on 12; finished ones stay readable until the old schema goes", async () => {
  const ran: { id: string; n: number }[] = []
  // two processes start at once on the old schema (on PostgreSQL each with a pool of its own): both carry
  // the jobs over, each job is queued once
  const second = databaseUrl ? await openDatabase({ databaseUrl }) : api.handle
  try {
    const [first, other] = [newQueue(ran), newQueue(ran, second)]
    await Promise.all([first.start(), other.start()])
    const drained = await Promise.all([first.drain("test.carried"), other.drain("test.carried")])
    expect(drained.reduce((sum, { completed, failed }) => sum + completed + failed, 0)).toBe(4)
    expect(ran.map(({ id }) => id).sort()).toEqual([...old.waiting, old.retrying, old.running].sort())
    expect(ran.map(({ n }) => n).sort()).toEqual([1, 2, 3, 4])

    // a restart carries nothing more
    const restarted = newQueue(ran)
    await restarted.start()
    expect(await restarted.drain("test.carried")).toEqual({ completed: 0, failed: 0 })
    expect(ran).toHaveLength(4)

    // the finished ones are still listed (from the old schema), the undeclared queue's job untouched
    const listed = await restarted.list({ name: "test.carried", limit: 100 })
    expect(listed.map((job) => [job.id, job.state])).toEqual(
      expect.arrayContaining([
        [old.completed, "completed"],
        [old.failed, "failed"],
        ...[...old.waiting, old.retrying, old.running].map((id) => [id, "completed"]),
      ]),
    )
    expect(listed.find((job) => job.id === old.failed)?.output).toBe("the carrier's server is down")
    expect(await restarted.retry(old.completed)).toBe("completed")
    expect(await restarted.retry(old.other)).toBe("created")

    // staff queue the old failed job again: it runs once, on 12
    expect(await restarted.retry(old.failed)).toBe("retried")
    expect(await restarted.drain("test.carried")).toEqual({ completed: 1, failed: 0 })
    expect(ran.filter(({ id }) => id === old.failed)).toEqual([{ id: old.failed, n: 6 }])
    await restarted.stop()
    expect(await oldSchemaExists()).toBe(true)

    // a week on, with nothing left to run in it, the old schema is dropped at start
    await api.handle.queryRaw(`delete from ${PG_BOSS_10_SCHEMA}.job where id = $1`, [old.other])
    await api.handle.queryRaw(
      `update ${PG_BOSS_10_SCHEMA}.job set created_on = now() - interval '8 days', completed_on = now() - interval '8 days'`,
    )
    const weekLater = newQueue(ran)
    await weekLater.start()
    expect(await oldSchemaExists()).toBe(false)
    expect((await weekLater.list({ name: "test.carried", limit: 100 })).map((job) => job.id)).not.toContain(
      old.completed,
    )
    expect(ran).toHaveLength(5)
  } finally {
    if (second !== api.handle) await second.close()
  }
}, 90_000)
