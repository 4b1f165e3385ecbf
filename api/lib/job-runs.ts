import type { JobWithMetadata, PgBoss } from "pg-boss"

import type { DatabaseHandle } from "../db/client"
import { hasJobDueNow } from "./job-rows"
import {
  carryOverWaitingJobs,
  dropPgBoss10SchemaWhenDone,
  hasPgBoss10Schema,
  type OldJob,
} from "./jobs-carry-over"
import type { Logger } from "./log"

// Running a queue's jobs in this process (api/lib/jobs.ts): a taken job's run and its recorded result,
// the queues' settings, and a queue drained to the end.

export interface JobHandlerContext {
  jobId: string
  /** how many times this job was tried before (0 on the first run) */
  retryCount: number
  log: Logger
}
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

/** a queue's handler, as this module runs it */
export type RunHandler = (data: never, context: JobHandlerContext) => Promise<void>

/**
 * runs a taken job and writes its result (pg-boss's own worker does not wait for that write). The
 * result is written for this try only (`{ id, retryCount }`): a job expired and retried elsewhere
 * meanwhile is left alone.
 */
export async function recordRun(
  queue: PgBoss,
  name: string,
  job: JobWithMetadata<unknown>,
  handler: RunHandler | undefined,
  log: Logger,
) {
  const attempt = { id: job.id, retryCount: job.retryCount }
  try {
    if (!handler) throw new Error(`no handler for the job queue ${name}`)
    const jobLog = log.child({ job: name, jobId: job.id })
    await handler(job.data as never, { jobId: job.id, retryCount: job.retryCount, log: jobLog })
  } catch (error) {
    log.warn("job failed", { job: name, jobId: job.id, retryCount: job.retryCount, error: String(error) })
    await queue.fail(name, attempt, { message: error instanceof Error ? error.message : String(error) })
    return "failed" as const
  }
  await queue.complete(name, attempt)
  return "completed" as const
}

/** a job of pg-boss 10's schema, sent to this queue under its own id (refused if it is there already) */
export const sendAgain = (queue: PgBoss) => async (job: OldJob) =>
  (await queue.send(job.name, job.data ?? {}, {
    id: job.id,
    ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
    ...(job.startAfter ? { startAfter: job.startAfter } : {}),
  })) !== null

/** a declared queue with its retry settings, created or brought up to date */
export async function createOrUpdateQueue(
  queue: PgBoss,
  name: string,
  options: QueueOptions,
  keepFinishedSeconds: number,
) {
  const settings = {
    retryLimit: options.retryLimit ?? 3,
    retryDelay: options.retryDelay ?? 30,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds ?? 15 * 60,
    deleteAfterSeconds: keepFinishedSeconds,
  }
  // a queue's policy is set when it is created (pg-boss 12 does not change it afterwards)
  if (await queue.getQueue(name)) await queue.updateQueue(name, settings)
  else await queue.createQueue(name, { ...settings, policy: options.policy ?? "standard" })
}

/** runs the queue's jobs here, one at a time, until none is left to take */
export async function drainQueue(
  handle: DatabaseHandle,
  schema: string,
  queue: PgBoss,
  name: string,
  run: (job: JobWithMetadata<object>) => Promise<"completed" | "failed">,
) {
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
      if (++emptyFetches > 5 || !(await hasJobDueNow(handle, schema, name))) return { completed, failed }
      await new Promise((resolve) => setTimeout(resolve, 2))
      continue
    }
    emptyFetches = 0
    if ((await run(job)) === "completed") completed++
    else failed++
  }
}

/**
 * The jobs pg-boss 10 left to run are carried over; its schema is dropped once it holds nothing of use.
 * True when it is kept (its finished and failed jobs are listed too).
 */
export async function carryOver(handle: DatabaseHandle, queue: PgBoss, names: string[], log: Logger) {
  if (!(await hasPgBoss10Schema(handle))) return false
  await carryOverWaitingJobs(handle, names, sendAgain(queue), log)
  return !(await dropPgBoss10SchemaWhenDone(handle, log))
}

/** Promises still running (a handler, a result not yet written), which stopping waits for. */
export function inFlightTracker() {
  const inFlight = new Set<Promise<unknown>>()
  return {
    track: <T>(promise: Promise<T>): Promise<T> => {
      inFlight.add(promise)
      void promise.then(
        () => inFlight.delete(promise),
        () => inFlight.delete(promise),
      )
      return promise
    },
    settled: () => Promise.allSettled([...inFlight]),
  }
}
