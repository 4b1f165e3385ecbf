import { fromPglite, type JobWithMetadata, PgBoss } from "pg-boss"

import type { DatabaseHandle } from "../db/client"
import { failedJob, isJobId, jobRow, type JobState, type JobSummary, listJobRows } from "./job-rows"
import {
  carryOver,
  createOrUpdateQueue,
  drainQueue,
  inFlightTracker,
  type JobHandlerContext,
  type QueueOptions,
  recordRun,
  type RunHandler,
  sendAgain,
} from "./job-runs"
import { PG_BOSS_10_SCHEMA, retryOldJob } from "./jobs-carry-over"
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

export type { JobHandlerContext, QueueOptions } from "./job-runs"
export type JobHandler<N extends keyof D, D extends object = JobData> = (
  data: D[N],
  context: JobHandlerContext,
) => Promise<void>

export interface SendOptions {
  /** see QueueOptions.policy: on a standard queue the key is only recorded */
  singletonKey?: string
  startAfter?: Date
}

export interface StartOptions {
  /** take jobs, run the schedules' clock and the supervisor here */
  work?: boolean
  /** how often each queue is polled for jobs (default 2 s) */
  pollingIntervalSeconds?: number
  /** how often the schedules' clock looks for due ticks (default 30 s; tests make it quicker) */
  clockIntervalSeconds?: number
}

export interface JobQueue<D extends object = JobData> {
  /** declares a queue and the function that runs its jobs; before start() */
  define<N extends keyof D & string>(name: N, handler: JobHandler<N, D>, options?: QueueOptions): void
  /**
   * Installs or updates the queue's tables (idempotent, under pg-boss's own lock), creates the
   * declared queues and carries over their jobs pg-boss 10 left to run (api/lib/jobs-carry-over.ts).
   * With `work`, this process also takes jobs (polling each queue), runs the schedules' clock and the
   * supervisor (expiry, deletion of jobs finished a week ago); without, it only sends and reads (the
   * staff command line, tests that drain by hand).
   */
  start(options?: StartOptions): Promise<void>
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

export { JOB_STATES, type JobState, type JobSummary } from "./job-rows"

/**
 * pg-boss 12's schema. pg-boss 10's (`pgboss`) cannot be migrated to 12: its jobs still to run are carried
 * over at start (api/lib/jobs-carry-over.ts, docs/decisions/115-pg-boss-12-in-a-schema-of-its-own.md).
 */
export const JOB_QUEUE_SCHEMA = "job_queue"
const SCHEMA = JOB_QUEUE_SCHEMA
/** how long finished and failed jobs stay in the job table, where staff see them and retry failed ones */
const KEEP_FINISHED_SECONDS = 7 * 24 * 60 * 60

/**
 * pg-boss talks to the database through one function. On PostgreSQL our pool answers parameterised and
 * multi-statement text alike; on PGlite, pg-boss's own adapter runs multi-statement text (its migrations)
 * through exec and rolls back a transaction a failed statement left open, so the one connection the shop
 * shares with it is never left aborted.
 */
function bossDb(handle: DatabaseHandle) {
  if (handle.kind === "pglite")
    return fromPglite({
      query: (text, values) => handle.queryRaw(text, values),
      exec: (text) => handle.execRaw(text),
    })
  return { executeSql: (text: string, values?: unknown[]) => handle.queryRaw(text, values ?? []) }
}

/** pg-boss's settings for a process that works (clock, supervisor) or only sends and reads */
function bossOptions(handle: DatabaseHandle, { work = false, clockIntervalSeconds = 30 }: StartOptions) {
  const embedded = handle.kind === "pglite"
  return {
    db: bossDb(handle),
    backend: embedded ? ("pglite" as const) : ("postgres" as const),
    schema: SCHEMA,
    // the clock that runs cron schedules and the supervisor that expires and deletes jobs run in the
    // working processes only; pg-boss elects one per interval
    schedule: work,
    supervise: work,
    cronMonitorIntervalSeconds: clockIntervalSeconds,
    cronWorkerIntervalSeconds: Math.min(5, clockIntervalSeconds),
    // no registry of instances, no OpenTelemetry (the shop has no SDK) and no job flows (we have none):
    // each would be a statement more at intervals on PGlite's one connection
    registerInstance: false,
    openTelemetry: { enabled: false },
    flowIntervalSeconds: 300,
    // PGlite: no background index rebuilds, no vacuum monitoring (the embedded database stays quiet)
    ...(embedded ? { reindex: false, monitorVacuum: false } : {}),
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
  // pg-boss 10's schema is still there: its finished and failed jobs are listed too
  let pgBoss10Kept = false
  // handlers running here and results (complete/fail) not yet written: stop() waits for both
  const { track, settled } = inFlightTracker()

  function started(): PgBoss {
    if (!boss) throw new Error("the job queue is not started")
    return boss
  }

  /** runs a taken job with its queue's handler and writes its result */
  function runAndRecord(queue: PgBoss, name: Name, job: JobWithMetadata<unknown>) {
    const handler = handlers.get(name)?.handler as RunHandler | undefined
    return recordRun(queue, name, job, handler, log)
  }

  return {
    define(name, handler, options = {}) {
      if (boss) throw new Error(`declare the job queue ${name} before start()`)
      handlers.set(name, { handler: handler as JobHandler<Name, D>, options })
    },

    async start({ work = false, pollingIntervalSeconds = 2, clockIntervalSeconds }: StartOptions = {}) {
      if (boss) return
      const queue = new PgBoss(bossOptions(handle, { work, clockIntervalSeconds }))
      queue.on("error", (error) => log.error("job queue error", { error: String(error) }))
      queue.on("warning", ({ message }) => log.warn("job queue warning", { message }))
      await queue.start()
      boss = queue
      for (const [name, { options }] of handlers)
        await createOrUpdateQueue(queue, name, options, KEEP_FINISHED_SECONDS)
      pgBoss10Kept = await carryOver(handle, queue, [...handlers.keys()], log)
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
      await queue.stop({ graceful: true, close: false, timeout: working ? 30_000 : 1_000 })
      await settled()
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

    drain(name) {
      const queue = started()
      return drainQueue(handle, SCHEMA, queue, name, (job) => track(runAndRecord(queue, name, job)))
    },

    async list({ name, state, limit = 50 } = {}) {
      started()
      const jobs = await listJobRows(handle, SCHEMA, { name, state, limit })
      if (!pgBoss10Kept) return jobs
      const older = await listJobRows(handle, PG_BOSS_10_SCHEMA, { name, state, limit })
      return [...jobs, ...older]
        .sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime() || a.id.localeCompare(b.id))
        .slice(0, limit)
    },

    async retry(id) {
      const queue = started()
      if (!isJobId(id)) return "not_found"
      const row = await jobRow(handle, SCHEMA, id)
      if (!row) {
        const old = pgBoss10Kept ? await retryOldJob(handle, id, sendAgain(queue)) : null
        return (old ?? "not_found") as "retried" | "not_found" | Exclude<JobState, "failed">
      }
      if (row.state !== "failed") return row.state
      await queue.retry(row.name, id)
      return "retried"
    },

    async drop(id) {
      started()
      const job = await failedJob(handle, SCHEMA, id)
      if (typeof job === "string") return job
      await started().deleteJob(job.name, id)
      return "dropped"
    },
  }
}

/** For an API that serves no requests (the OpenAPI document's writer): any use of the queue is a bug. */
export const noJobQueue: JobQueue = new Proxy({} as JobQueue, {
  get: (_, property) => () => {
    throw new Error(`no job queue was given to the API (jobs.${String(property)})`)
  },
})
