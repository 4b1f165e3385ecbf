import { z } from "zod"

import { endpoint } from "./endpoint"
import { PaginationSchema } from "./pagination"
import { forbidden, IsoTime, reauthNeeded, STAFF_AUTH, STAFF_PERMISSIONS, StaffMemberSchema } from "./staff"

// The operator's side of the staff area (docs/decisions/096): the mails kept in the outbox when no mail
// server is set, the job queue with its failed jobs retried or dropped, and a staff account switched off.
// The command line (`npm run staff -- outbox | jobs …`) reads the same outbox and the same queue.

// ── The outbox ───────────────────────────────────────────────────────────────────────────────────────

export const OUTBOX_PAGE_SIZE = 25

const MailId = z
  .string()
  .regex(/^[0-9A-Za-z-]{1,80}$/, "validation.invalid")
  .describe("the kept file's name without .eml")

const mailAttributes = {
  date: IsoTime.nullable(),
  to: z.string(),
  subject: z.string(),
}

export const OutboxMailSchema = z.object({
  type: z.literal("mails"),
  id: z.string(),
  attributes: z.object(mailAttributes),
})

export const listOutboxMails = endpoint({
  method: "get",
  path: "/staff/outbox",
  operationId: "listOutboxMails",
  auth: "staff",
  summary: "The mails kept in the outbox (no SMTP_URL), newest first",
  description:
    `${STAFF_AUTH} Role admin. meta.kept is false when mails go to a mail server: the outbox then only ` +
    "holds what was written before. The same files as `npm run staff -- outbox`.",
  tags: ["Staff"],
  query: z.object({
    "page[number]": z.coerce.number().int().min(1).max(100_000).default(1),
    "page[size]": z.coerce.number().int().min(1).max(100).default(OUTBOX_PAGE_SIZE),
  }),
  responses: {
    200: {
      description: "A page of mails",
      schema: z.object({
        data: z.array(OutboxMailSchema),
        meta: z.object({ kept: z.boolean(), pagination: PaginationSchema }),
      }),
    },
    403: forbidden(STAFF_PERMISSIONS.operations),
  },
})

export const getOutboxMail = endpoint({
  method: "get",
  path: "/staff/outbox/{id}",
  operationId: "getOutboxMail",
  auth: "staff",
  summary: "One kept mail: its headers and its plain-text part",
  description: `${STAFF_AUTH} Role admin. The HTML part is not answered: the text says the same.`,
  tags: ["Staff"],
  params: z.object({ id: MailId }),
  responses: {
    200: {
      description: "The mail",
      schema: z.object({
        data: OutboxMailSchema.extend({
          attributes: z.object({ ...mailAttributes, language: z.string().nullable(), text: z.string() }),
        }),
      }),
    },
    403: forbidden(STAFF_PERMISSIONS.operations),
    404: { description: "No such mail" },
  },
})

// ── The job queue ────────────────────────────────────────────────────────────────────────────────────

/** pg-boss's job states (api/lib/jobs.ts JOB_STATES) */
export const STAFF_JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const

export const StaffJobSchema = z.object({
  type: z.literal("jobs"),
  id: z.string(),
  attributes: z.object({
    name: z.string().describe("the queue: export.generate, stock-alerts.check, …"),
    state: z.enum(STAFF_JOB_STATES),
    retry_count: z.number().int(),
    retry_limit: z.number().int(),
    created_on: IsoTime,
    start_after: IsoTime,
    started_on: IsoTime.nullable(),
    completed_on: IsoTime.nullable(),
    output: z.string().nullable().describe("a failed try's error, in short"),
  }),
})

export const listStaffJobs = endpoint({
  method: "get",
  path: "/staff/jobs",
  operationId: "listStaffJobs",
  auth: "staff",
  summary: "The latest jobs of the queue, failed ones first",
  description: `${STAFF_AUTH} Role admin. The same list as \`npm run staff -- jobs list\`.`,
  tags: ["Staff"],
  query: z.object({
    state: z.enum(STAFF_JOB_STATES).optional(),
    name: z.string().trim().min(1).max(100).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  }),
  responses: {
    200: { description: "The jobs", schema: z.object({ data: z.array(StaffJobSchema) }) },
    403: forbidden(STAFF_PERMISSIONS.operations),
  },
})

const JobIdParams = z.object({
  id: z.uuid("validation.invalid").describe("the job's id as the list shows it"),
})

const jobDecision = {
  auth: "staff" as const,
  tags: ["Staff" as const],
  params: JobIdParams,
  responses: {
    200: {
      description: "Done",
      schema: z.object({ meta: z.object({ id: z.string(), outcome: z.enum(["retried", "dropped"]) }) }),
    },
    403: forbidden(STAFF_PERMISSIONS.operations),
    404: { description: "No such job" },
    409: { description: "The job has not failed (job_not_failed)" },
  },
}

export const retryStaffJob = endpoint({
  ...jobDecision,
  method: "post",
  path: "/staff/jobs/{id}/retry",
  operationId: "retryStaffJob",
  summary: "A failed job queued again: one more try, at once",
  description: `${STAFF_AUTH} Role admin. The same service as \`npm run staff -- jobs retry\`.`,
})

export const deleteStaffJob = endpoint({
  ...jobDecision,
  method: "delete",
  path: "/staff/jobs/{id}",
  operationId: "deleteStaffJob",
  summary: "A failed job given up: removed from the queue",
  description: `${STAFF_AUTH} Role admin. Only a failed job is dropped.`,
})

// ── A staff account switched off ─────────────────────────────────────────────────────────────────────

export const setStaffMemberActive = endpoint({
  method: "put",
  path: "/staff/members/{id}/active",
  operationId: "setStaffMemberActive",
  auth: "staff",
  summary: "Switch a staff account off (its sessions end) or on again",
  description: `${STAFF_AUTH} Role admin, with a second factor within five minutes; not one's own account.`,
  tags: ["Staff"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  paramPatterns: { id: "[0-9]+" },
  body: z.object({ active: z.boolean() }),
  responses: {
    200: { description: "Changed", schema: z.object({ data: StaffMemberSchema }) },
    403: {
      description: `Not for this staff role (forbidden: admin only), or ${reauthNeeded.description}`,
    },
    404: { description: "No such staff account" },
    409: { description: "One's own account (staff_self)" },
  },
})
