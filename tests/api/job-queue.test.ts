import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { afterAll, beforeAll, describe, expect, test, vi } from "vitest"

import { type DatabaseHandle, openDatabase } from "../../api/db/client"
import { createJobQueue, JOB_QUEUE_SCHEMA, type JobQueue } from "../../api/lib/jobs"
import { setupTestApi } from "../support/api"
import { RUNS_TABLE, type TestJobs } from "../support/test-jobs"

// The job queue (api/lib/jobs.ts, pg-boss) against the real database: PGlite in `npm test`, PostgreSQL
// when TEST_DATABASE_URL is set (CI). The queues are the test-only ones of tests/support/test-jobs.ts.

const databaseUrl = process.env.TEST_DATABASE_URL
const STAFF_KEY = "test-staff-key-jobs-0123456789"
const api = setupTestApi({ staffKey: STAFF_KEY })
const queues: JobQueue<TestJobs>[] = []

/** a queue on the test database, stopped after the file */
function testQueue(handle: DatabaseHandle = api.handle) {
  const queue = createJobQueue<TestJobs>({ handle })
  queues.push(queue)
  return queue
}

/** a handler from a plain function (what it throws rejects, as an async handler's would) */
const handler =
  <A extends unknown[]>(run: (...args: A) => void) =>
  (...args: A) =>
    Promise.resolve().then(() => run(...args))

/** one job as the database holds it, with the seconds until it may be taken again */
async function jobRow(id: string) {
  const { rows } = await api.handle.queryRaw(
    `select state::text, retry_count, extract(epoch from start_after - now())::float8 as wait_seconds
       from ${JOB_QUEUE_SCHEMA}.job where id = $1`,
    [id],
  )
  return rows[0] as { state: string; retry_count: number; wait_seconds: number }
}

/** the queue's clock moved on: the job's back-off is over */
// a second in the past, not now(): pg-boss takes jobs whose start_after < now(), and PGlite's clock counts
// milliseconds, so a drain within the same millisecond saw the job as not due yet (a flaky test)
const endBackOff = (id: string) =>
  api.handle.queryRaw(
    `update ${JOB_QUEUE_SCHEMA}.job set start_after = now() - interval '1 second' where id = $1`,
    [id],
  )

beforeAll(async () => {
  // on a shared PostgreSQL database, jobs of an earlier run must not count in this one
  await api.jobs.list() // the queue's tables exist (api.jobs is started)
  await api.handle.queryRaw(`delete from ${JOB_QUEUE_SCHEMA}.job where name like 'test.%'`)
})

afterAll(async () => {
  for (const queue of queues) await queue.stop()
})

describe("a job runs with its data", () => {
  test("drain runs the queued jobs here, once", async () => {
    const queue = testQueue()
    const seen: { n: number; jobId: string; retryCount: number }[] = []
    queue.define(
      "test.echo",
      handler(({ n }, { jobId, retryCount }) => {
        seen.push({ n, jobId, retryCount })
      }),
    )
    await queue.start()
    const first = await queue.send("test.echo", { n: 1 })
    const second = await queue.send("test.echo", { n: 2 })
    expect(await queue.drain("test.echo")).toEqual({ completed: 2, failed: 0 })
    expect(seen).toEqual([
      { n: 1, jobId: first, retryCount: 0 },
      { n: 2, jobId: second, retryCount: 0 },
    ])
    expect(await queue.drain("test.echo")).toEqual({ completed: 0, failed: 0 })
    const listed = await queue.list({ name: "test.echo" })
    expect(listed.map((job) => [job.id, job.state])).toEqual(
      expect.arrayContaining([
        [first, "completed"],
        [second, "completed"],
      ]),
    )
    await queue.stop()
  })

  test("drain takes a job sent the instant before, though PGlite's clock moves in whole milliseconds", async () => {
    const queue = testQueue()
    let runs = 0
    queue.define(
      "test.echo",
      handler(() => {
        runs++
      }),
    )
    await queue.start()
    // pg-boss takes a job once its start is before now(); sent and drained at once, many fall in one tick
    const drained = []
    for (let n = 0; n < 20; n++) {
      await queue.send("test.echo", { n })
      drained.push(await queue.drain("test.echo"))
    }
    expect(drained).toEqual(Array.from({ length: 20 }, () => ({ completed: 1, failed: 0 })))
    expect(runs).toBe(20)
    await queue.stop()
  })

  test("a working queue takes a job by itself", async () => {
    const queue = testQueue()
    const seen: number[] = []
    queue.define(
      "test.echo",
      handler(({ n }) => {
        seen.push(n)
      }),
    )
    await queue.start({ work: true, pollingIntervalSeconds: 0.5 })
    const id = await queue.send("test.echo", { n: 42 })
    await vi.waitFor(() => expect(seen).toEqual([42]), { timeout: 10_000, interval: 100 })
    await vi.waitFor(async () => expect((await jobRow(id!)).state).toBe("completed"), { timeout: 5_000 })
    await queue.stop()
    expect(seen).toEqual([42])
  })
})

describe("a singleton key", () => {
  test("on a queue of policy short, a second job with a waiting one's key is refused; on a standard queue it is only recorded", async () => {
    const queue = testQueue()
    const seen: number[] = []
    queue.define(
      "test.single",
      handler(({ n }) => {
        seen.push(n)
      }),
      { policy: "short" },
    )
    queue.define("test.echo", () => Promise.resolve())
    await queue.start()
    const key = `partner-${crypto.randomUUID()}`
    expect(await queue.send("test.single", { n: 1 }, { singletonKey: key })).toBeTruthy()
    expect(await queue.send("test.single", { n: 2 }, { singletonKey: key })).toBeNull()
    expect(await queue.send("test.single", { n: 3 }, { singletonKey: `${key}-other` })).toBeTruthy()
    expect(await queue.drain("test.single")).toEqual({ completed: 2, failed: 0 })
    expect(seen).toEqual([1, 3])
    expect(await queue.send("test.single", { n: 4 }, { singletonKey: key })).toBeTruthy()

    expect(await queue.send("test.echo", { n: 1 }, { singletonKey: key })).toBeTruthy()
    expect(await queue.send("test.echo", { n: 2 }, { singletonKey: key })).toBeTruthy()
    expect(await queue.drain("test.echo")).toEqual({ completed: 2, failed: 0 })
    await queue.stop()
  })
})

describe("a failing job is retried with back-off, then failed", () => {
  test("retry state, retry count and a growing wait; failed after the retry limit; retried by staff", async () => {
    const queue = testQueue()
    const tries: number[] = []
    queue.define(
      "test.flaky",
      handler(({ succeedOnTry }, { retryCount }) => {
        tries.push(retryCount)
        if (retryCount + 1 < succeedOnTry) throw new Error(`try ${retryCount + 1} failed`)
      }),
      { retryLimit: 2, retryDelay: 10 },
    )
    await queue.start()
    const id = (await queue.send("test.flaky", { succeedOnTry: 4 }))!

    // pg-boss's back-off: the n-th retry waits retryDelay × 2^(n-1), up to twice that (jitter)
    expect(await queue.drain("test.flaky")).toEqual({ completed: 0, failed: 1 })
    const afterFirst = await jobRow(id)
    expect(afterFirst).toMatchObject({ state: "retry", retry_count: 0 })
    expect(afterFirst.wait_seconds).toBeGreaterThan(9)
    expect(afterFirst.wait_seconds).toBeLessThanOrEqual(20)
    // not due yet: draining now takes nothing
    expect(await queue.drain("test.flaky")).toEqual({ completed: 0, failed: 0 })

    await endBackOff(id)
    expect(await queue.drain("test.flaky")).toEqual({ completed: 0, failed: 1 })
    const afterSecond = await jobRow(id)
    expect(afterSecond).toMatchObject({ state: "retry", retry_count: 1 })
    expect(afterSecond.wait_seconds).toBeGreaterThan(19)
    expect(afterSecond.wait_seconds).toBeLessThanOrEqual(40)

    await endBackOff(id)
    expect(await queue.drain("test.flaky")).toEqual({ completed: 0, failed: 1 })
    expect(await jobRow(id)).toMatchObject({ state: "failed", retry_count: 2 })
    expect(tries).toEqual([0, 1, 2])
    expect(await queue.drain("test.flaky")).toEqual({ completed: 0, failed: 0 })

    const [failed] = await queue.list({ name: "test.flaky", state: "failed" })
    expect(failed).toMatchObject({
      id,
      state: "failed",
      retryCount: 2,
      retryLimit: 2,
      output: "try 3 failed",
    })
    expect(failed!.completedOn).toBeInstanceOf(Date)
    expect(await queue.list({ name: "test.flaky", state: "retry" })).toEqual([])

    // staff queue it again (npm run staff -- jobs retry ID): one more try, at once
    expect(await queue.retry(id)).toBe("retried")
    expect(await queue.drain("test.flaky")).toEqual({ completed: 1, failed: 0 })
    expect(await jobRow(id)).toMatchObject({ state: "completed", retry_count: 3 })
    expect(await queue.retry(id)).toBe("completed")
    expect(await queue.retry("00000000-0000-4000-8000-000000000000")).toBe("not_found")
    expect(await queue.retry("not-a-job")).toBe("not_found")
    await queue.stop()
  })
})

describe("staff see the jobs and queue a failed one again (npm run staff -- jobs … through the server)", () => {
  const door = (route: string, init: RequestInit = {}, key = STAFF_KEY) =>
    api.json(`/internal/staff/jobs${route}`, {
      ...init,
      headers: { "content-type": "application/json", "x-staff-key": key },
    })

  test("list with filters, retry, and the refusals", async () => {
    const queue = testQueue()
    let fail = true
    queue.define(
      "test.flaky",
      handler(() => {
        if (fail) throw new Error("the carrier's server is down")
      }),
      { retryLimit: 0 },
    )
    await queue.start()
    const failedId = (await queue.send("test.flaky", { succeedOnTry: 1 }))!
    expect(await queue.drain("test.flaky")).toEqual({ failed: 1, completed: 0 })
    const waitingId = (await queue.send("test.flaky", { succeedOnTry: 1 }))!

    expect((await door("", {}, "wrong-key")).status).toBe(404)
    expect((await door(`/${failedId}/retry`, { method: "POST", body: "{}" }, "wrong-key")).status).toBe(404)

    const failed = await door("?state=failed&name=test.flaky&limit=10")
    expect(failed.status).toBe(200)
    expect(failed.body.data).toContainEqual(
      expect.objectContaining({
        id: failedId,
        name: "test.flaky",
        state: "failed",
        retryCount: 0,
        retryLimit: 0,
        output: "the carrier's server is down",
      }),
    )
    expect(failed.body.data.every((job: { state: string }) => job.state === "failed")).toBe(true)
    const all = await door("?name=test.flaky&limit=1")
    expect(all.body.data).toEqual([expect.objectContaining({ id: waitingId, state: "created" })])
    expect((await door("?state=lost")).status).toBe(422)
    expect((await door("?limit=0")).status).toBe(422)

    expect((await door(`/${waitingId}/retry`, { method: "POST", body: "{}" })).status).toBe(409)
    expect(
      (await door(`/00000000-0000-4000-8000-000000000000/retry`, { method: "POST", body: "{}" })).status,
    ).toBe(404)
    const retried = await door(`/${failedId}/retry`, { method: "POST", body: "{}" })
    expect(retried).toMatchObject({ status: 200, body: { data: { id: failedId, state: "retry" } } })
    fail = false
    expect(await queue.drain("test.flaky")).toEqual({ failed: 0, completed: 2 })
    expect((await jobRow(failedId)).state).toBe("completed")
    await queue.stop()
  })
})

describe("a schedule sends one job per tick, whatever the number of working processes", () => {
  test("two working queues on one database, the clock looking every second: one job for each minute", async () => {
    // on PostgreSQL a pool of its own for the second queue, as a second process would have
    const other = databaseUrl ? await openDatabase({ databaseUrl }) : api.handle
    const ran: string[] = []
    const queues = [testQueue(), testQueue(other)]
    for (const queue of queues)
      queue.define(
        "test.tick",
        handler((_data, { jobId }) => {
          ran.push(jobId)
        }),
      )
    try {
      await api.handle.queryRaw(`delete from ${JOB_QUEUE_SCHEMA}.job where name = 'test.tick'`)
      const startedAt = Date.now()
      for (const queue of queues)
        await queue.start({ work: true, pollingIntervalSeconds: 0.5, clockIntervalSeconds: 1 })
      await queues[0]!.schedule("test.tick", "* * * * *", {})
      await vi.waitFor(() => expect(ran.length).toBeGreaterThan(0), { timeout: 20_000, interval: 200 })
      // both clocks go on looking, each second, for a few seconds more
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1
      const { rows } = await api.handle.queryRaw(
        `select id::text from ${JOB_QUEUE_SCHEMA}.job where name = 'test.tick'`,
      )
      expect(rows.length).toBeGreaterThanOrEqual(1)
      expect(rows.length).toBeLessThanOrEqual(minutes)
      await vi.waitFor(() => expect(ran).toHaveLength(rows.length), { timeout: 5_000 })
      expect(new Set(ran).size).toBe(ran.length)
    } finally {
      for (const queue of queues) await queue.stop()
      await api.handle.queryRaw(`delete from ${JOB_QUEUE_SCHEMA}.schedule where name = 'test.tick'`)
      if (other !== api.handle) await other.close()
    }
  }, 60_000)
})

describe("a job survives a restart", () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true })
  })

  test(
    databaseUrl
      ? "queued, the pool closed without running it, a new pool: it runs"
      : "queued on PGlite on disk, the database closed without running it, reopened: it runs",
    async () => {
      const open = async () => {
        if (databaseUrl) return openDatabase({ databaseUrl })
        const handle = await openDatabase({ dataDir: dirs[0] })
        await handle.migrate()
        return handle
      }
      if (!databaseUrl) dirs.push(await fs.mkdtemp(path.join(os.tmpdir(), "job-queue-restart-")))
      const label = `before the crash ${crypto.randomUUID()}`

      const before = await open()
      const sender = createJobQueue<TestJobs>({ handle: before })
      const ranBefore: string[] = []
      sender.define(
        "test.restart",
        handler((data) => {
          ranBefore.push(data.label)
        }),
      )
      await sender.start()
      const id = await sender.send("test.restart", { label })
      expect(id).toBeTruthy()
      await sender.stop()
      await before.close()

      const after = await open()
      try {
        const worker = createJobQueue<TestJobs>({ handle: after })
        const ran: { label: string; jobId: string }[] = []
        worker.define(
          "test.restart",
          handler((data, { jobId }) => {
            ran.push({ label: data.label, jobId })
          }),
        )
        await worker.start({ work: true, pollingIntervalSeconds: 0.5 })
        try {
          expect((await worker.list({ name: "test.restart" })).find((job) => job.id === id)).toBeTruthy()
          await vi.waitFor(() => expect(ran).toContainEqual({ label, jobId: id }), {
            timeout: 10_000,
            interval: 100,
          })
          await vi.waitFor(async () =>
            expect((await worker.list({ name: "test.restart" })).find((job) => job.id === id)?.state).toBe(
              "completed",
            ),
          )
        } finally {
          await worker.stop()
        }
        expect(ranBefore).toEqual([])
        expect(ran.filter((run) => run.jobId === id)).toHaveLength(1)
      } finally {
        await after.close()
      }
    },
    60_000,
  )
})

describe.skipIf(!databaseUrl)(
  "two server processes on one PostgreSQL run each job once (needs TEST_DATABASE_URL: one PGlite directory is one process)",
  () => {
    const children: ChildProcess[] = []

    function startWorker(): Promise<ChildProcess> {
      const child = spawn(process.execPath, ["--import", "tsx", "tests/support/job-worker-process.ts"], {
        env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
        stdio: ["pipe", "pipe", "pipe"],
      })
      children.push(child)
      return new Promise((resolve, reject) => {
        let output = ""
        const timer = setTimeout(() => reject(new Error(`the worker did not start:\n${output}`)), 30_000)
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes("ready")) {
            clearTimeout(timer)
            resolve(child)
          }
        })
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
        child.on("exit", (code) => {
          clearTimeout(timer)
          reject(new Error(`the worker ended (${code}):\n${output}`))
        })
      })
    }

    /** SIGTERM, then SIGKILL if it has not ended within 10 s */
    async function end(child: ChildProcess) {
      if (child.exitCode !== null || child.signalCode !== null) return
      const ended = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
      await ended
      clearTimeout(timer)
    }

    beforeAll(async () => {
      await api.handle.queryRaw(`drop table if exists ${RUNS_TABLE}`)
      await api.handle.queryRaw(
        `create table ${RUNS_TABLE} (job_id uuid not null, pid integer not null, ran_on timestamptz not null default now())`,
      )
    })

    afterAll(async () => {
      await Promise.all(children.map(end))
      await api.handle.queryRaw(`drop table if exists ${RUNS_TABLE}`)
    })

    test("30 jobs, two working processes: every job ran exactly once, both took part", async () => {
      // this process only sends; the queue is declared here before the workers start
      const sender = testQueue()
      sender.define(
        "test.record",
        handler(() => {
          throw new Error("the sending process never takes test.record jobs")
        }),
      )
      await sender.start()
      const workers = await Promise.all([startWorker(), startWorker()])

      const ids: string[] = []
      for (let n = 0; n < 30; n++) ids.push((await sender.send("test.record", { n }))!)
      expect(new Set(ids).size).toBe(30)

      await vi.waitFor(
        async () => {
          const { rows } = await api.handle.queryRaw(`select count(*)::int as runs from ${RUNS_TABLE}`)
          expect(rows[0].runs).toBeGreaterThanOrEqual(30)
        },
        { timeout: 45_000, interval: 250 },
      )
      // a job run twice would show up a little later: give a duplicate the time to land
      await new Promise((resolve) => setTimeout(resolve, 1_000))

      const { rows } = await api.handle.queryRaw(
        `select job_id::text as job_id, count(*)::int as runs, min(pid) as pid from ${RUNS_TABLE} group by job_id`,
      )
      const runs = rows as { job_id: string; runs: number; pid: number }[]
      expect(runs.map((run) => run.job_id).sort()).toEqual([...ids].sort())
      expect(runs.filter((run) => run.runs !== 1)).toEqual([])
      const pids = new Set(runs.map((run) => run.pid))
      expect(pids).toEqual(new Set(workers.map((worker) => worker.pid)))

      await vi.waitFor(async () => {
        const jobs = await sender.list({ name: "test.record", limit: 100 })
        expect(jobs.filter((job) => ids.includes(job.id) && job.state === "completed")).toHaveLength(30)
      })
    }, 90_000)
  },
)
