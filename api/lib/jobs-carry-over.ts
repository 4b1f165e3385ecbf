import type { DatabaseHandle } from "../db/client"
import type { Logger } from "./log"

// pg-boss 12 cannot migrate the schema pg-boss 10 left (its version 24: 12's oldest migration starts
// from 25), so 12 is installed in a schema of its own and what the old one holds is dealt with here
// (docs/decisions/115-pg-boss-12-in-a-schema-of-its-own.md):
// - the jobs still to run (waiting, in retry, or taken by a process the upgrade stopped) are sent again
//   to the new queue, each under its own id, and removed from the old schema: sent twice (two processes
//   at once, a crash between the send and the removal), the id is refused the second time, so each job
//   runs once;
// - finished and failed jobs stay readable (jobs list) and a failed one can be queued again (jobs
//   retry) until the old schema is dropped: at a start when nothing in it is left to run and nothing
//   in it ended within the last week (how long pg-boss keeps finished jobs).

/** the schema pg-boss 10 used */
export const PG_BOSS_10_SCHEMA = "pgboss"
/** pg-boss 10.4's last schema version */
const PG_BOSS_10_VERSION = 24
const KEPT_DAYS = 7

/** a job of the old schema, as the new queue is given it again */
export interface OldJob {
  id: string
  name: string
  data: object | null
  singletonKey: string | null
  /** null when the job was running: it is tried again at once */
  startAfter: Date | null
}

/** sends a job of the old schema to the new queue under its own id: false when it is refused */
export type SendAgain = (job: OldJob) => Promise<boolean>

/** Whether the database still holds pg-boss 10's schema. */
export async function hasPgBoss10Schema(handle: DatabaseHandle): Promise<boolean> {
  const { rows } = await handle.queryRaw(`select to_regclass($1)::text as version_table`, [
    `${PG_BOSS_10_SCHEMA}.version`,
  ])
  if (!(rows[0] as { version_table: string | null } | undefined)?.version_table) return false
  const { rows: versions } = await handle.queryRaw(`select version from ${PG_BOSS_10_SCHEMA}.version`)
  return versions.some((row: { version: number }) => Number(row.version) <= PG_BOSS_10_VERSION)
}

const selectOld = `select id::text, name, data, singleton_key, state::text, start_after from ${PG_BOSS_10_SCHEMA}.job`

function oldJob(row: Record<string, unknown>): OldJob {
  return {
    id: String(row.id),
    name: String(row.name),
    data: (row.data as object | null) ?? null,
    singletonKey: (row.singleton_key as string | null) ?? null,
    startAfter: row.state === "active" ? null : new Date(row.start_after as string),
  }
}

/**
 * Sends the old schema's jobs still to run, of the queues this process declares, to the new queue and
 * removes them from the old one. Answers how many were sent.
 */
export async function carryOverWaitingJobs(
  handle: DatabaseHandle,
  names: string[],
  sendAgain: SendAgain,
  log: Logger,
): Promise<number> {
  if (names.length === 0) return 0
  const { rows } = await handle.queryRaw(
    `${selectOld} where state < 'completed' and name = any($1::text[]) order by created_on, id`,
    [names],
  )
  let sent = 0
  for (const job of rows.map(oldJob)) {
    if (await sendAgain(job)) sent++
    await handle.queryRaw(`delete from ${PG_BOSS_10_SCHEMA}.job where name = $1 and id = $2`, [
      job.name,
      job.id,
    ])
  }
  if (rows.length) log.info("jobs of pg-boss 10 queued again", { jobs: rows.length, sent })
  return sent
}

/** Drops the old schema once nothing in it is left to run and nothing ended within the last week. */
export async function dropPgBoss10SchemaWhenDone(handle: DatabaseHandle, log: Logger): Promise<boolean> {
  const { rows } = await handle.queryRaw(
    `select exists (select 1 from ${PG_BOSS_10_SCHEMA}.job
                     where state < 'completed' or coalesce(completed_on, created_on) > now() - $1::interval)
              as in_use`,
    [`${KEPT_DAYS} days`],
  )
  if ((rows[0] as { in_use: boolean } | undefined)?.in_use) return false
  await handle.queryRaw(`drop schema ${PG_BOSS_10_SCHEMA} cascade`)
  log.info("pg-boss 10's schema dropped: nothing left in it to run or to read")
  return true
}

/**
 * `jobs retry` of a job of the old schema: a failed one is sent to the new queue under its id (one more
 * try, at once) and removed from the old schema. Answers its state, "retried", or null when it is not
 * there.
 */
export async function retryOldJob(handle: DatabaseHandle, id: string, sendAgain: SendAgain) {
  const { rows } = await handle.queryRaw(`${selectOld} where id = $1`, [id])
  const row = rows[0] as Record<string, unknown> | undefined
  if (!row) return null
  if (row.state !== "failed") return String(row.state)
  await sendAgain({ ...oldJob(row), startAfter: null })
  await handle.queryRaw(`delete from ${PG_BOSS_10_SCHEMA}.job where name = $1 and id = $2`, [row.name, id])
  return "retried" as const
}
