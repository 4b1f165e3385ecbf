import { type Context, Hono } from "hono"

import {
  deleteStaffJob,
  getOutboxMail,
  listOutboxMails,
  listStaffJobs,
  retryStaffJob,
  setStaffMemberActive,
} from "#contract/staff-ops"

import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, notFound } from "../../lib/errors"
import type { JobSummary } from "../../lib/jobs"
import { pagination } from "../../lib/jsonapi"
import { listOutbox, readOutboxMail } from "../../lib/outbox"
import { recordStaffAction } from "./audit-log"
import { auditActorOf, requireStaff } from "./staff-access"
import { setStaffActive, staffById, staffMemberResource } from "./staff-members.service"
import { requireRecentFactor } from "./staff-session.service"

// The operator's screens over HTTP (docs/decisions/096): the outbox and the job queue read through the
// same code as `npm run staff -- outbox | jobs …` (api/lib/outbox.ts, the queue's list, retry and drop),
// and a staff account switched off or on, audited in its transaction.

export const staffOperationsRoutes = new Hono<ApiEnv>()

const iso = (value: Date | null) => (value && !Number.isNaN(value.getTime()) ? value.toISOString() : null)

// ── The outbox ───────────────────────────────────────────────────────────────────────────────────────

defineRoute(staffOperationsRoutes, listOutboxMails, async (c, { query }) => {
  requireStaff(c, "operations")
  const { dir, kept } = c.get("outbox")
  const size = query["page[size]"]
  const page = query["page[number]"]
  const mails = dir ? (await listOutbox(dir)).reverse() : []
  const shown = mails.slice((page - 1) * size, page * size)
  return c.json({
    data: shown.map((mail) => ({
      type: "mails" as const,
      id: mail.id,
      attributes: { date: iso(mail.date), to: mail.to, subject: mail.subject },
    })),
    meta: { kept, pagination: pagination(mails.length, shown.length, size, page) },
  })
})

defineRoute(staffOperationsRoutes, getOutboxMail, async (c, { params }) => {
  requireStaff(c, "operations")
  const { dir } = c.get("outbox")
  const mail = dir ? await readOutboxMail(dir, params.id) : null
  if (!mail) throw notFound()
  return c.json({
    data: {
      type: "mails" as const,
      id: mail.id,
      attributes: {
        date: iso(mail.date),
        to: mail.to,
        subject: mail.subject,
        language: mail.language,
        text: mail.text,
      },
    },
  })
})

// ── The job queue ────────────────────────────────────────────────────────────────────────────────────

const jobResource = (job: JobSummary) => ({
  type: "jobs" as const,
  id: job.id,
  attributes: {
    name: job.name,
    state: job.state,
    retry_count: job.retryCount,
    retry_limit: job.retryLimit,
    created_on: job.createdOn.toISOString(),
    start_after: job.startAfter.toISOString(),
    started_on: iso(job.startedOn),
    completed_on: iso(job.completedOn),
    output: job.output,
  },
})

defineRoute(staffOperationsRoutes, listStaffJobs, async (c, { query }) => {
  requireStaff(c, "operations")
  const jobs = c.get("jobs")
  const filters = { name: query.name, limit: query.limit }
  if (query.state)
    return c.json({ data: (await jobs.list({ ...filters, state: query.state })).map(jobResource) })
  // failed first: they are what an operator comes for; then the latest of the others
  const failed = await jobs.list({ ...filters, state: "failed" })
  const others = (await jobs.list(filters)).filter((job) => job.state !== "failed")
  return c.json({ data: [...failed, ...others].slice(0, query.limit).map(jobResource) })
})

/**
 * A failed job retried or dropped through the queue's own service. pg-boss changes the job on its own
 * connection, so the audit entry is written right after the change, not in its transaction
 * (docs/decisions/096); a job that is not failed is a 409 and leaves no entry.
 */
async function decideJob(c: Context<ApiEnv>, id: string, outcome: "retried" | "dropped") {
  const viewer = requireStaff(c, "operations")
  const jobs = c.get("jobs")
  const [job] = (await jobs.list({ limit: 1000 })).filter((candidate) => candidate.id === id)
  const result = outcome === "retried" ? await jobs.retry(id) : await jobs.drop(id)
  if (result === "not_found") throw new ApiError(404, "job_not_found", "staff.jobNotFound")
  if (result !== outcome) throw new ApiError(409, "job_not_failed", `staff.jobNotFailed|state=${result}`)
  await c.get("db").transaction((tx) =>
    recordStaffAction(tx, auditActorOf(c, viewer), {
      action: outcome === "retried" ? "job.retry" : "job.drop",
      target: `job:${id}`,
      before: { name: job?.name ?? null, state: "failed", output: job?.output ?? null },
      after: { name: job?.name ?? null, state: outcome === "retried" ? "retry" : null },
    }),
  )
  return c.json({ meta: { id, outcome } })
}

defineRoute(staffOperationsRoutes, retryStaffJob, (c, { params }) => decideJob(c, params.id, "retried"))
defineRoute(staffOperationsRoutes, deleteStaffJob, (c, { params }) => decideJob(c, params.id, "dropped"))

// ── A staff account switched off or on ──────────────────────────────────────────────────────────────

defineRoute(staffOperationsRoutes, setStaffMemberActive, async (c, { params, body }) => {
  const viewer = requireStaff(c, "staff")
  requireRecentFactor(viewer, c.get("staffReauthenticationSeconds"))
  if (params.id === viewer.staffId) throw new ApiError(409, "staff_self", "staff.notYourself")
  const member = await c.get("db").transaction(async (tx) => {
    const before = await staffById(tx, params.id)
    const changed = await setStaffActive(tx, params.id, body.active)
    if (!changed) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: body.active ? "staff.reactivate" : "staff.deactivate",
      target: `staff:${params.id}`,
      before: { email: before.email, is_active: before.isActive },
      after: { email: changed.email, is_active: changed.isActive },
    })
    return changed
  })
  return c.json({ data: staffMemberResource(member) })
})
