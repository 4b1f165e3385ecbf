import type { JobData } from "../../api/lib/jobs"

/**
 * The shop's queues and the test-only ones of tests/api/job-queue.test.ts (and its worker processes):
 * typed like the shop's, never named in api/lib/jobs.ts's registry.
 */
export type TestJobs = JobData & {
  /** the handler notes the data it was given */
  "test.echo": { n: number }
  /** fails until its try number reaches `succeedOnTry` */
  "test.flaky": { succeedOnTry: number }
  /** a queue of policy "short": one waiting job per singleton key */
  "test.single": { n: number }
  /** survives a restart of the database */
  "test.restart": { label: string }
  /** recorded by tests/support/job-worker-process.ts: (job id, process id) in a scratch table */
  "test.record": { n: number }
  /** sent by a cron schedule (tests/api/job-queue.test.ts, one job per tick) */
  "test.tick": Record<string, never>
  /** left waiting in pg-boss 10's schema, carried over to 12's (tests/api/job-queue-carry-over.test.ts) */
  "test.carried": { n: number }
}

/** the scratch table of the two-process test */
export const RUNS_TABLE = "job_queue_test_runs"
