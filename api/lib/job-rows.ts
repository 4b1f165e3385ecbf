import type { DatabaseHandle } from "../db/client"

// The jobs as staff see them (npm run staff -- jobs list), read from a pg-boss schema's job table: pg-boss
// 12's, and pg-boss 10's while it is kept (api/lib/jobs-carry-over.ts). Both have the same columns here.

/** pg-boss's job states, in their order */
export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const
export type JobState = (typeof JOB_STATES)[number]

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

/** the latest jobs of a schema, newest first; pg-boss's own queues (__pgboss__…) left out */
export async function listJobRows(
  handle: DatabaseHandle,
  schema: string,
  { name, state, limit }: { name?: string; state?: JobState; limit: number },
): Promise<JobSummary[]> {
  const { rows } = await handle.queryRaw(
    `select id, name, state, retry_count, retry_limit, start_after, created_on, started_on, completed_on, output
       from ${schema}.job
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
}

/** A failed try's output ({ message, stack, … } or pg-boss's own) in one short line. */
function errorOf(output: unknown): string | null {
  if (output === null || output === undefined) return null
  const value = typeof output === "object" && "value" in output ? output.value : output
  const message =
    value && typeof value === "object" && "message" in value ? String(value.message) : JSON.stringify(value)
  return message.replace(/\s+/g, " ").slice(0, 200)
}

export const isJobId = (id: string) => /^[0-9a-f-]{36}$/i.test(id)

/** a job's queue and state, read from a schema's job table */
export async function jobRow(handle: DatabaseHandle, schema: string, id: string) {
  const { rows } = await handle.queryRaw(`select name, state from ${schema}.job where id = $1`, [id])
  return rows[0] as { name: string; state: JobState } | undefined
}

/** a failed job's queue, or why the job cannot be retried or dropped (unknown, or not failed) */
export async function failedJob(
  handle: DatabaseHandle,
  schema: string,
  id: string,
): Promise<{ name: string } | "not_found" | Exclude<JobState, "failed">> {
  if (!isJobId(id)) return "not_found"
  const row = await jobRow(handle, schema, id)
  if (!row) return "not_found"
  return row.state === "failed" ? { name: row.name } : row.state
}

/** whether a job of this queue waits to be taken with its start at this very instant or before */
export async function hasJobDueNow(handle: DatabaseHandle, schema: string, name: string): Promise<boolean> {
  const { rows } = await handle.queryRaw(
    `select 1 from ${schema}.job where name = $1 and state < 'active' and start_after <= now() limit 1`,
    [name],
  )
  return rows.length > 0
}
