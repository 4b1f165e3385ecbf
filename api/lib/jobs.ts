import PgBoss from "pg-boss"

import type { DatabaseHandle } from "../db/client"
import { createLogger, type Logger } from "./log"

// Work that should not hold up an answer (export files, scheduled mails, later alerts) goes on a job
// queue kept in the database we already have: pg-boss (docs/decisions/023-job-queue-pg-boss.md). A job
// sent before a crash is still in the table after it; with several processes on one PostgreSQL each job
// is taken by one worker (SELECT … FOR UPDATE SKIP LOCKED); a failing job is retried with back-off.
// Every queue is declared here by name with the shape of its data, so sender and worker cannot drift.

/** the data each queue's jobs carry */
export interface JobData {
  /** make one export file (api/modules/exports) */
  "export.generate": { fileId: string }
  /** every minute: queue the scheduled export files that are due */
  "export.dispatch-scheduled": Record<string, never>
}
export type JobName = keyof JobData

export interface JobHandlerContext {
  jobId: string
  /** how many times this job was tried before (0 on the first run) */
  retryCount: number
  log: Logger
}
export type JobHandler<N extends JobName> = (data: JobData[N], context: JobHandlerContext) => Promise<void>

export interface QueueOptions {
  /** tries after the first failure (default 3) */
  retryLimit?: number
  /** seconds before the first retry; doubled each time with retryBackoff (default 30) */
  retryDelay?: number
  /** a job running longer than this is failed (and retried) (default 15 minutes) */
  expireInSeconds?: number
}

export interface SendOptions {
  /** no second job with this key while one is queued or running (pg-boss's singleton) */
  singletonKey?: string
  startAfter?: Date
}

/** A job as staff see it (npm run staff -- jobs list). */
export interface JobSummary {
  id: string
  name: string
  state: string
  retryCount: number
  retryLimit: number
  createdOn: Date
  startedOn: Date | null
  completedOn: Date | null
  /** the error of a failed try, in short */
  output: string | null
}

export interface JobQueue {
  /** declares a queue and the function that runs its jobs; before start() */
  define<N extends JobName>(name: N, handler: JobHandler<N>, options?: QueueOptions): void
  /**
   * Installs or updates the queue's tables (idempotent, under pg-boss's own lock) and creates the
   * declared queues. With `work`, this process also takes jobs (polling each queue) and runs the
   * schedules; without, it only sends (the staff command line, tests that drain by hand).
   */
  start(options?: { work?: boolean; pollingIntervalSeconds?: number }): Promise<void>
  stop(): Promise<void>
  /** queues a job; null when a singleton with the same key is already queued */
  send<N extends JobName>(name: N, data: JobData[N], options?: SendOptions): Promise<string | null>
  /** a cron schedule (pg-boss's clock: one job per tick, whatever the number of processes) */
  schedule<N extends JobName>(
    name: N,
    cron: string,
    data: JobData[N],
    options?: { tz?: string },
  ): Promise<void>
  /**
   * Takes the queue's due jobs one by one and runs them here, until none is left (tests and the staff
   * command line; the server's workers do the same by polling). Failed tries count as in service.
   */
  drain(name: JobName): Promise<{ completed: number; failed: number }>
  /** the latest jobs, newest first */
  list(options?: { name?: JobName; state?: string; limit?: number }): Promise<JobSummary[]>
}

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

export function createJobQueue({
  handle,
  log = createLogger("silent"),
}: {
  handle: DatabaseHandle
  log?: Logger
}): JobQueue {
  const boss = new PgBoss({
    db: bossDb(handle),
    schema: SCHEMA,
    // the clock that runs cron schedules, and the supervisor that expires and archives jobs, run in
    // every working process; pg-boss elects one per interval through its version table
    schedule: true,
    supervise: true,
  })
  boss.on("error", (error) => log.error("job queue error", { error: String(error) }))

  const handlers = new Map<JobName, { handler: JobHandler<JobName>; options: QueueOptions }>()
  let started = false
  let working = false

  async function runOne(name: JobName, job: PgBoss.JobWithMetadata<unknown>) {
    const entry = handlers.get(name)
    if (!entry) throw new Error(`no handler for the job queue ${name}`)
    const jobLog = log.child({ job: name, jobId: job.id })
    await entry.handler(job.data as never, { jobId: job.id, retryCount: job.retryCount, log: jobLog })
  }

  return {
    define(name, handler, options = {}) {
      if (started) throw new Error(`declare the job queue ${name} before start()`)
      handlers.set(name, { handler: handler as JobHandler<JobName>, options })
    },

    async start({ work = false, pollingIntervalSeconds = 2 } = {}) {
      if (started) return
      await boss.start()
      started = true
      for (const [name, { options }] of handlers) {
        const settings = {
          name,
          retryLimit: options.retryLimit ?? 3,
          retryDelay: options.retryDelay ?? 30,
          retryBackoff: true,
          expireInSeconds: options.expireInSeconds ?? 15 * 60,
        }
        if (await boss.getQueue(name)) await boss.updateQueue(name, settings)
        else await boss.createQueue(name, settings)
      }
      if (!work) return
      working = true
      for (const name of handlers.keys()) {
        await boss.work(name, { pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
          if (job) await runOne(name, job)
        })
      }
    },

    async stop() {
      if (!started) return
      started = false
      // a running job finishes first; a job cut short by a crash is expired and retried by pg-boss
      await boss.stop({ graceful: true, wait: true, close: false, timeout: working ? 30_000 : 1_000 })
    },

    send(name, data, options = {}) {
      return boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      })
    },

    schedule(name, cron, data, options = {}) {
      return boss.schedule(name, cron, data, options)
    },

    async drain(name) {
      let completed = 0
      let failed = 0
      for (;;) {
        const [job] = await boss.fetch<object>(name, { includeMetadata: true, batchSize: 1 })
        if (!job) return { completed, failed }
        try {
          await runOne(name, job)
          await boss.complete(name, job.id)
          completed++
        } catch (error) {
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
          failed++
        }
      }
    },

    async list({ name, state, limit = 50 } = {}) {
      const { rows } = await handle.queryRaw(
        `select id, name, state, retry_count, retry_limit, created_on, started_on, completed_on, output
           from ${SCHEMA}.job
          where ($1::text is null or name = $1) and ($2::text is null or state::text = $2)
          order by created_on desc
          limit $3`,
        [name ?? null, state ?? null, limit],
      )
      return rows.map((row: Record<string, unknown>) => ({
        id: String(row.id),
        name: String(row.name),
        state: String(row.state),
        retryCount: Number(row.retry_count),
        retryLimit: Number(row.retry_limit),
        createdOn: new Date(row.created_on as string),
        startedOn: row.started_on ? new Date(row.started_on as string) : null,
        completedOn: row.completed_on ? new Date(row.completed_on as string) : null,
        output: row.output ? JSON.stringify(row.output).slice(0, 200) : null,
      }))
    },
  }
}

/** For an API that serves no requests (the OpenAPI document's writer): any use of the queue is a bug. */
export const noJobQueue: JobQueue = new Proxy({} as JobQueue, {
  get: (_, property) => () => {
    throw new Error(`no job queue was given to the API (jobs.${String(property)})`)
  },
})
