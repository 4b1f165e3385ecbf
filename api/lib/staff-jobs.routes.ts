import { Hono } from "hono"
import { z } from "zod"

import type { ApiEnv } from "./context"
import { ApiError, ValidationError } from "./errors"
import { JOB_STATES, type JobState } from "./jobs"
import { requireStaffKey } from "./staff-key"

// `npm run staff -- jobs …` handed to the running server when the embedded database is in use (one PGlite
// directory, one process), with the same key as the other staff doors (accounts/staff-signups.routes.ts).
// It reads the server's own job queue (c.get("jobs")). Not part of the public API document.

/** The filters of `jobs list`, shared by the command line and this door. */
export const StaffJobListSchema = z.object({
  state: z.enum(JOB_STATES).optional(),
  name: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1, "at least 1").max(1000, "at most 1000").default(50),
})
export type StaffJobList = z.infer<typeof StaffJobListSchema>

/** Why a job cannot be retried, in words: it is not failed but… */
export const JOB_STATE_WORDS: Record<Exclude<JobState, "failed">, string> = {
  created: "waiting to run",
  retry: "waiting for its next try",
  active: "running",
  completed: "completed",
  cancelled: "cancelled",
}

export const notRetriedMessage = (id: string, state: Exclude<JobState, "failed">) =>
  `Job ${id} is ${JOB_STATE_WORDS[state]}: only a failed job can be queued again.`

export function staffJobRoutes(staffKey: string | undefined) {
  const routes = new Hono<ApiEnv>()
  for (const path of ["/internal/staff/jobs", "/internal/staff/jobs/*"])
    routes.use(path, async (c, next) => {
      requireStaffKey(c.req.header("x-staff-key"), staffKey)
      await next()
    })

  routes.get("/internal/staff/jobs", async (c) => {
    const parsed = StaffJobListSchema.safeParse({
      state: c.req.query("state") || undefined,
      name: c.req.query("name") || undefined,
      limit: c.req.query("limit") || undefined,
    })
    if (!parsed.success) throw ValidationError.fromZod(parsed.error)
    return c.json({ data: await c.get("jobs").list(parsed.data) })
  })

  routes.post("/internal/staff/jobs/:id/retry", async (c) => {
    const id = c.req.param("id")
    const result = await c.get("jobs").retry(id)
    if (result === "not_found") throw new ApiError(404, "job_not_found", `No job ${id}.`)
    if (result !== "retried") throw new ApiError(409, "job_not_failed", notRetriedMessage(id, result))
    return c.json({ data: { id, state: "retry" } })
  })
  return routes
}
