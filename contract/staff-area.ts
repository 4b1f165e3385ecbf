import { z } from "zod"

import { CLIENT_CATEGORIES, ROLES } from "./accounts"
import type { ApiTag } from "./api-tags"
import { endpoint } from "./endpoint"
import { CURRENCIES } from "./money"
import { forbidden, IsoTime, reauthNeeded, STAFF_AUTH, STAFF_PERMISSIONS } from "./staff"
import { OrderRefParams, StaffOrderSchema } from "./staff-orders"

// What staff do in the back office (docs/decisions/093): sign-up reviews, order moves, the shop's
// switches and a partner's prices and logins. Who may log in, and how, is ./staff.ts.

// ── Sign-up requests (SIGNUP-1) ─────────────────────────────────────────────────────────────────────

export const StaffSignupRequestSchema = z.object({
  type: z.literal("signup-requests"),
  id: z.string(),
  attributes: z.object({
    status: z.enum(["pending", "approved", "rejected"]),
    created_at: IsoTime,
    reviewed_at: IsoTime.nullable(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    company_name: z.string(),
    company_reference: z.string(),
    company_function: z.string(),
    category: z.enum(CLIENT_CATEGORIES).nullable(),
    language: z.string(),
    newsletter: z.boolean(),
    client_id: z.string().nullable(),
  }),
})

const ROLE_IDS = Object.keys(ROLES).map(Number)

export const ApproveSignupBodySchema = z.object({
  roles: z
    .array(
      z
        .number()
        .int()
        .refine((id) => ROLE_IDS.includes(id), "staff.unknownRole"),
    )
    .min(1, "staff.rolesRequired"),
  currency: z.enum(CURRENCIES).default("EUR"),
  discount: z.number().min(0).max(100).default(0).describe("a percentage off catalogue prices"),
  category: z
    .enum(CLIENT_CATEGORIES, { error: "validation.select" })
    .optional()
    .describe("the partner's category; the one the applicant chose when left out"),
})

/** SIGNUP-9: a reason for a refusal, if staff give one, goes into the applicant's mail as written. */
export const RejectSignupBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(1000, "validation.tooLong|max=1000")
      .optional()
      .describe("why, in the applicant's mail; none keeps the mail's general sentence only"),
  })
  .optional()

const SignupIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) })

export const listStaffSignupRequests = endpoint({
  method: "get",
  path: "/staff/signup-requests",
  operationId: "listStaffSignupRequests",
  auth: "staff",
  summary: "Sign-up requests waiting for review (or all of them)",
  description: `${STAFF_AUTH} Roles admin and sales.`,
  tags: ["Staff"],
  query: z.object({ status: z.enum(["pending", "all"]).default("pending") }),
  responses: {
    200: {
      description: "The requests, newest first",
      schema: z.object({ data: z.array(StaffSignupRequestSchema) }),
    },
    403: forbidden(STAFF_PERMISSIONS.signups),
  },
})

/** A review of a request by its id (SIGNUP-1): answered with the request as reviewed, 409 once reviewed. */
const signupReview = (reviewed: string, conflict: string) => ({
  method: "post" as const,
  auth: "staff" as const,
  tags: ["Staff"] as ApiTag[],
  params: SignupIdParams,
  paramPatterns: { id: "[0-9]+" },
  responses: {
    200: { description: reviewed, schema: z.object({ data: StaffSignupRequestSchema }) },
    403: forbidden(STAFF_PERMISSIONS.signups),
    404: { description: "No such request" },
    409: { description: conflict },
  },
})
const reviews = (command: string) =>
  `${STAFF_AUTH} Roles admin and sales. The same service as \`npm run staff -- signups ${command}\`.`

export const approveSignupRequest = endpoint({
  ...signupReview("Approved", "Already reviewed, or an account holds the address"),
  path: "/staff/signup-requests/{id}/approve",
  operationId: "approveSignupRequest",
  summary: "Approve a request: the account is made and the applicant mailed a set-your-password link",
  description: reviews("approve"),
  body: ApproveSignupBodySchema,
})

export const rejectSignupRequest = endpoint({
  ...signupReview("Rejected", "Already reviewed"),
  path: "/staff/signup-requests/{id}/reject",
  operationId: "rejectSignupRequest",
  summary: "Reject a request: the applicant gets a polite mail, with the reason if one is given",
  description: reviews("reject"),
  body: RejectSignupBodySchema,
})

// ── Orders (decision 020) ───────────────────────────────────────────────────────────────────────────

const orderMove = {
  method: "post" as const,
  auth: "staff" as const,
  tags: ["Staff"] as ApiTag[],
  params: OrderRefParams,
  responses: {
    200: { description: "Moved", schema: z.object({ data: StaffOrderSchema }) },
    403: forbidden(STAFF_PERMISSIONS.orders),
    404: { description: "No such order" },
    409: { description: "The order's status does not allow this move" },
  },
}
const moves = (rule: string) => `${STAFF_AUTH} Roles admin and sales. ${rule} Any other move is a 409.`

export const confirmOrder = endpoint({
  ...orderMove,
  path: "/staff/orders/{ref}/confirm",
  operationId: "confirmOrder",
  summary: "Confirm a received order",
  description: moves("received → confirmed (ORDER-16: it binds from then on)."),
})

export const shipOrder = endpoint({
  ...orderMove,
  path: "/staff/orders/{ref}/ship",
  operationId: "shipOrder",
  summary: "Ship a confirmed order: its invoice is issued and the partner mailed",
  description: moves(
    "confirmed or in preparation → shipped → invoiced, with the invoice, in one transaction.",
  ),
})

export const cancelOrder = endpoint({
  ...orderMove,
  path: "/staff/orders/{ref}/cancel",
  operationId: "cancelOrder",
  summary: "Cancel an order not yet shipped",
  description: moves("received, confirmed or in preparation → cancelled."),
})

// ── Switches (MODE-1 to MODE-3) ────────────────────────────────────────────────────────────────────

export const StaffSettingsDocumentSchema = z.object({
  data: z.object({
    type: z.literal("staff-settings"),
    id: z.literal("switches"),
    attributes: z.object({
      maintenance: z.boolean(),
      maintenance_until: IsoTime.nullable(),
      registration_only: z.boolean(),
      partner_login: z.boolean().describe("false: partners cannot log in and those logged in are logged out"),
    }),
  }),
})

export const StaffSettingBodySchema = z.discriminatedUnion("key", [
  z.object({
    key: z.literal("maintenance"),
    on: z.boolean(),
    until: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "staff.untilFormat")
      .optional()
      .describe("when the Partners zone should be back, Brussels time (2026-11-21T08:00)"),
  }),
  z.object({ key: z.literal("registration_only"), on: z.boolean() }),
  z.object({ key: z.literal("partner_login"), on: z.boolean() }),
])

export const getStaffSettings = endpoint({
  method: "get",
  path: "/staff/settings",
  operationId: "getStaffSettings",
  auth: "staff",
  summary: "The switches: maintenance, registration-only mode, partners' login",
  description: `${STAFF_AUTH} Role admin.`,
  tags: ["Staff"],
  responses: {
    200: { description: "The switches", schema: StaffSettingsDocumentSchema },
    403: forbidden(STAFF_PERMISSIONS.settings),
  },
})

export const setStaffSetting = endpoint({
  method: "post",
  path: "/staff/settings",
  operationId: "setStaffSetting",
  auth: "staff",
  summary:
    "Switch one: maintenance (with an until-time in Brussels time), registration-only, partners' login",
  description: `${STAFF_AUTH} Role admin. The same switches as \`npm run staff -- settings set\`.`,
  tags: ["Staff"],
  body: StaffSettingBodySchema,
  responses: {
    200: { description: "The switches now", schema: StaffSettingsDocumentSchema },
    403: forbidden(STAFF_PERMISSIONS.settings),
  },
})

// ── Partners' prices ───────────────────────────────────────────────────────────────────────────────

export const PartnerPricesBodySchema = z.object({
  currency: z.enum(CURRENCIES),
  discount: z.number().min(0).max(100).describe("a percentage off catalogue prices, two decimals"),
  category: z.enum(CLIENT_CATEGORIES).nullable(),
})

export const PartnerPricesDocumentSchema = z.object({
  data: z.object({
    type: z.literal("partner-prices"),
    id: z.string(),
    attributes: PartnerPricesBodySchema.extend({ email: z.string() }),
  }),
})

export const changePartnerPrices = endpoint({
  method: "put",
  path: "/staff/partners/{id}/prices",
  operationId: "changePartnerPrices",
  auth: "staff",
  summary: "A partner's currency, discount and category: what they pay",
  description: `${STAFF_AUTH} Roles admin and sales, with a second factor within five minutes.`,
  tags: ["Staff"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  paramPatterns: { id: "[0-9]+" },
  body: PartnerPricesBodySchema,
  responses: {
    200: { description: "Changed", schema: PartnerPricesDocumentSchema },
    403: {
      description: `Not for this staff role (forbidden: ${STAFF_PERMISSIONS.partners.join(", ")} only), or ${reauthNeeded.description}`,
    },
    404: { description: "No such partner" },
  },
})

export const revokePartnerSessions = endpoint({
  method: "delete",
  path: "/staff/partners/{id}/sessions",
  operationId: "revokePartnerSessions",
  auth: "staff",
  summary: "End every login of a partner (a lost laptop, a person who left)",
  description: `${STAFF_AUTH} Roles admin and sales. Their tokens are refused from their next call.`,
  tags: ["Staff"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  paramPatterns: { id: "[0-9]+" },
  responses: {
    200: {
      description: "How many logins were ended",
      schema: z.object({ meta: z.object({ ended: z.number().int() }) }),
    },
    403: forbidden(STAFF_PERMISSIONS.partners),
    404: { description: "No such partner" },
  },
})
