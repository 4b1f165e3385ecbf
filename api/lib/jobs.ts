import PgBoss from "pg-boss"

import type { DatabaseHandle } from "../db/client"
import { createLogger, type Logger } from "./log"

// Work that should not hold up an answer (export files, scheduled mails, later alerts) goes on a job
// queue kept in the database we already have: pg-boss (docs/decisions/024-job-queue-pg-boss.md). A job
// sent before a crash is still in the table after it; with several processes on one PostgreSQL each job
// is taken by one worker (SELECT … FOR UPDATE SKIP LOCKED); a failing job is retried with back-off.
// Every queue is declared here by name with the shape of its data, so sender and worker cannot drift.

/** the data each queue's jobs carry */
export interface JobData {
  /** make one export file (api/modules/exports) */
  "export.generate": { fileId: string }
  /** every minute: queue the scheduled export files that are due */
  "export.dispatch-scheduled": Record<string, never>
  /** every minute, and at once after a change of stock: mail the back-in-stock alerts now due */
  "stock-alerts.check": Record<string, never>
  /** every hour: remove offers being written that stayed empty for a day */
  "offers.remove-empty": Record<string, never>
}
export type JobName = keyof JobData

export interface JobHandlerContext {
  jobId: string
  /** how many times this job was tried before (0 on the first run) */
  retryCount: number
  log: Logger
}
export type JobHandler<N extends keyof D, D extends object = JobData> = (
  data: D[N],
  context: JobHandlerContext,
) => Promise<void>

export interface QueueOptions {
  /** tries after the first failure (default 3) */
  retryLimit?: number
  /** seconds before the first retry; doubled each time with retryBackoff (default 30) */
  retryDelay?: number
  /** a job running longer than this is failed (and retried) (default 15 minutes) */
  expireInSeconds?: number
  /**
   * what a singletonKey means on this queue (pg-boss's queue policies): "standard" (default) nothing;
   * "short" no second job with the same key while one waits (created or retry); "singleton" no two
   * with the same key running at once
   */
  policy?: "standard" | "short" | "singleton"
}

export interface SendOptions {
  /** see QueueOptions.policy: on a standard queue the key is only recorded */
  singletonKey?: string
  startAfter?: Date
}

/** A job as staff see it (npm run staff -- jobs list). */
export interface JobSummary {
  id: string
  name: string
  state: JobState
  retryCount: number
  retryLimit: number
  /** not taken before then (a retry's back-off) */
  startAfter: Date
  createdOn: Date
  startedOn: Date | null
  completedOn: Date | null
  /** the error of a failed try, in short */
  output: string | null
}

export interface JobQueue<D extends object = JobData> {
  /** declares a queue and the function that runs its jobs; before start() */
  define<N extends keyof D & string>(name: N, handler: JobHandler<N, D>, options?: QueueOptions): void
  /**
   * Installs or updates the queue's tables (idempotent, under pg-boss's own lock) and creates the
   * declared queues. With `work`, this process also takes jobs (polling each queue), runs the
   * schedules' clock and the supervisor (expiry, archiving); without, it only sends and reads (the
   * staff command line, tests that drain by hand).
   */
  start(options?: { work?: boolean; pollingIntervalSeconds?: number }): Promise<void>
  /**
   * Stops taking jobs, lets the running ones finish (up to 30 s; then they are failed and retried) and
   * waits for their results to be written; the database is left open for the caller to close.
   */
  stop(): Promise<void>
  /** queues a job; null when the queue's policy refuses a second job with the same key */
  send<N extends keyof D & string>(name: N, data: D[N], options?: SendOptions): Promise<string | null>
  /** a cron schedule (pg-boss's clock: one job per tick, whatever the number of processes) */
  schedule<N extends keyof D & string>(
    name: N,
    cron: string,
    data: D[N],
    options?: { tz?: string },
  ): Promise<void>
  /**
   * Takes the queue's due jobs one by one and runs them here, until none is left (tests and the staff
   * command line; the server's workers do the same by polling). Failed tries count as in service.
   */
  drain(name: keyof D & string): Promise<{ completed: number; failed: number }>
  /** the latest jobs, newest first (name and state as staff type them) */
  list(options?: { name?: string; state?: JobState; limit?: number }): Promise<JobSummary[]>
  /**
   * Queues a failed job again (one more try, at once): "retried", or why not ("not_found", or the
   * job's state when it has not failed).
   */
  retry(id: string): Promise<"retried" | "not_found" | Exclude<JobState, "failed">>
  /** Removes a failed job for good (staff gave up on it): "dropped", or why not, as retry answers. */
  drop(id: string): Promise<"dropped" | "not_found" | Exclude<JobState, "failed">>
}

/** pg-boss's job states, in their order */
export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const
export type JobState = (typeof JOB_STATES)[number]

const SCHEMA = "pgboss"

/**
 * pg-boss talks to the database through one function. PostgreSQL answers parameterised and
 * multi-statement text alike through the pool; PGlite runs multi-statement text (pg-boss's own
 * migrations) only through exec, which takes no parameters.
 */
function bossDb(handle: DatabaseHandle): PgBoss.Db {
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

/**
 * The shop's queues (JobData). A test may give a registry of its own, JobData & { "test.…": … }, so that
 * its queues are typed without being named in the shop's registry.
 */
export function createJobQueue<D extends object = JobData>({
  handle,
  log = createLogger("silent"),
}: {
  handle: DatabaseHandle
  log?: Logger
}): JobQueue<D> {
  type Name = keyof D & string
  const handlers = new Map<Name, { handler: JobHandler<Name, D>; options: QueueOptions }>()
  let boss: PgBoss | null = null
  let working = false
  // handlers running here and results (complete/fail) not yet written: stop() waits for both
  const inFlight = new Set<Promise<unknown>>()

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise)
    void promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    )
    return promise
  }

  function started(): PgBoss {
    if (!boss) throw new Error("the job queue is not started")
    return boss
  }

  /** a failed job's queue, or why the job cannot be retried or dropped (unknown, or not failed) */
  async function failedJob(
    id: string,
  ): Promise<{ name: string } | "not_found" | Exclude<JobState, "failed">> {
    started()
    if (!/^[0-9a-f-]{36}$/i.test(id)) return "not_found"
    const { rows } = await handle.queryRaw(`select name, state from ${SCHEMA}.job where id = $1`, [id])
    const row = rows[0] as { name: string; state: JobState } | undefined
    if (!row) return "not_found"
    return row.state === "failed" ? { name: row.name } : row.state
  }

  /** whether a job of this queue waits to be taken with its start at this very instant or before */
  async function hasJobDueNow(name: Name): Promise<boolean> {
    const { rows } = await handle.queryRaw(
      `select 1 from ${SCHEMA}.job where name = $1 and state < 'active' and start_after <= now() limit 1`,
      [name],
    )
    return rows.length > 0
  }

  async function runOne(name: Name, job: PgBoss.JobWithMetadata<unknown>) {
    const entry = handlers.get(name)
    if (!entry) throw new Error(`no handler for the job queue ${name}`)
    const jobLog = log.child({ job: name, jobId: job.id })
    await entry.handler(job.data as never, { jobId: job.id, retryCount: job.retryCount, log: jobLog })
  }

  /** runs a taken job and writes its result (pg-boss's own worker does not wait for that write) */
  async function runAndRecord(queue: PgBoss, name: Name, job: PgBoss.JobWithMetadata<unknown>) {
    try {
      await runOne(name, job)
    } catch (error) {
      log.warn("job failed", { job: name, jobId: job.id, retryCount: job.retryCount, error: String(error) })
      await queue.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
      return "failed" as const
    }
    await queue.complete(name, job.id)
    return "completed" as const
  }

  return {
    define(name, handler, options = {}) {
      if (boss) throw new Error(`declare the job queue ${name} before start()`)
      handlers.set(name, { handler: handler as JobHandler<Name, D>, options })
    },

    async start({ work = false, pollingIntervalSeconds = 2 } = {}) {
      if (boss) return
      const queue = new PgBoss({
        db: bossDb(handle),
        schema: SCHEMA,
        // the clock that runs cron schedules and the supervisor that expires and archives jobs run in
        // the working processes only; pg-boss elects one per interval through its version table
        schedule: work,
        supervise: work,
        // finished jobs move to pgboss.archive after 12 hours (pg-boss's default); failed ones stay a week
        // in the job table, where staff see them (jobs list) and can queue them again (jobs retry)
        archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
      })
      queue.on("error", (error) => log.error("job queue error", { error: String(error) }))
      await queue.start()
      boss = queue
      for (const [name, { options }] of handlers) {
        const settings = {
          name,
          policy: options.policy ?? "standard",
          retryLimit: options.retryLimit ?? 3,
          retryDelay: options.retryDelay ?? 30,
          retryBackoff: true,
          expireInSeconds: options.expireInSeconds ?? 15 * 60,
        }
        if (await queue.getQueue(name)) await queue.updateQueue(name, settings)
        else await queue.createQueue(name, settings)
      }
      if (!work) return
      working = true
      for (const name of handlers.keys()) {
        // the handler's own result is written here and awaited; pg-boss's then finds the job no longer
        // active and changes nothing
        await queue.work(name, { pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
          if (job) await track(runAndRecord(queue, name, job))
        })
      }
    },

    async stop() {
      if (!boss) return
      const queue = boss
      boss = null
      // a running job finishes first (up to 30 s, then pg-boss fails it and it is retried); a job cut
      // short by a crash stays active until it expires, then it is retried
      await queue.stop({ graceful: true, wait: true, close: false, timeout: working ? 30_000 : 1_000 })
      await Promise.allSettled([...inFlight])
      working = false
    },

    send(name, data, options = {}) {
      return started().send(name, data as object, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      })
    },

    schedule(name, cron, data, options = {}) {
      return started().schedule(name, cron, data as object, options)
    },

    async drain(name) {
      const queue = started()
      let completed = 0
      let failed = 0
      let emptyFetches = 0
      for (;;) {
        const [job] = await queue.fetch<object>(name, { includeMetadata: true, batchSize: 1 })
        if (!job) {
          // pg-boss takes a job once its start_after is before now(), and a job sent for now has
          // start_after = now(). PGlite's clock moves in whole milliseconds, so a job sent in the
          // millisecond before the fetch is due but not yet taken: wait for the clock and fetch again (a
          // few times at most: a job another process is running can also hold a queue's jobs back).
          if (++emptyFetches > 5 || !(await hasJobDueNow(name))) return { completed, failed }
          await new Promise((resolve) => setTimeout(resolve, 2))
          continue
        }
        emptyFetches = 0
        if ((await track(runAndRecord(queue, name, job))) === "completed") completed++
        else failed++
      }
    },

    async list({ name, state, limit = 50 } = {}) {
      started()
      const { rows } = await handle.queryRaw(
        `select id, name, state, retry_count, retry_limit, start_after, created_on, started_on, completed_on, output
           from ${SCHEMA}.job
          where ($1::text is null or name = $1) and ($2::text is null or state::text = $2)
            and name not like '\\_\\_pgboss\\_\\_%'
          order by created_on desc, id
          limit $3`,
        [name ?? null, state ?? null, limit],
      )
      return rows.map((row: Record<string, unknown>) => ({
        id: String(row.id),
        name: String(row.name),
        state: String(row.state) as JobState,
        retryCount: Number(row.retry_count),
        retryLimit: Number(row.retry_limit),
        startAfter: new Date(row.start_after as string),
        createdOn: new Date(row.created_on as string),
        startedOn: row.started_on ? new Date(row.started_on as string) : null,
        completedOn: row.completed_on ? new Date(row.completed_on as string) : null,
        output: errorOf(row.output),
      }))
    },

    async retry(id) {
      const job = await failedJob(id)
      if (typeof job === "string") return job
      await started().retry(job.name, id)
      return "retried"
    },

    async drop(id) {
      const job = await failedJob(id)
      if (typeof job === "string") return job
      await started().deleteJob(job.name, id)
      return "dropped"
    },
  }
}

/** A failed try's output ({ message, stack, … } or pg-boss's own) in one short line. */
function errorOf(output: unknown): string | null {
  if (output === null || output === undefined) return null
  const value = typeof output === "object" && "value" in output ? output.value : output
  const message =
    value && typeof value === "object" && "message" in value ? String(value.message) : JSON.stringify(value)
  return message.replace(/\s+/g, " ").slice(0, 200)
}

/** For an API that serves no requests (the OpenAPI document's writer): any use of the queue is a bug. */
export const noJobQueue: JobQueue = new Proxy({} as JobQueue, {
  get: (_, property) => () => {
    throw new Error(`no job queue was given to the API (jobs.${String(property)})`)
  },
})
