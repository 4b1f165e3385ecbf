import { z } from "zod"

import { CLIENT_CATEGORIES, ROLES } from "./accounts"
import type { ApiTag } from "./api-tags"
import { endpoint } from "./endpoint"
import { emailAddress, requiredText } from "./fields"
import { CURRENCIES } from "./money"
import { ORDER_STATUSES } from "./orders"

// The provider's back office over HTTP (docs/decisions/093): staff accounts apart from partners, a
// password then a second factor (TOTP, RFC 6238, or a single-use recovery code), a session token of
// their own, a role checked on the server for every call, and an audit row for every change. The staff
// screens at /staff and the command line (`npm run staff`) reach the same services.

/** The staff roles and what each may do; admin may do everything and manages staff. */
export const STAFF_ROLES = ["admin", "sales", "content"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** What a staff call needs; the roles that have it (checked on the server for every call). */
export const STAFF_PERMISSIONS = {
  signups: ["admin", "sales"],
  orders: ["admin", "sales"],
  partners: ["admin", "sales"],
  content: ["admin", "content"],
  settings: ["admin"],
  staff: ["admin"],
  audit: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>
export type StaffPermission = keyof typeof STAFF_PERMISSIONS

export const staffMay = (role: StaffRole, permission: StaffPermission) =>
  (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role)

/** Every staff token starts with this: a partner's token is never mistaken for one, and a leak is named. */
export const STAFF_TOKEN_PREFIX = "bcs_"
/** A staff login lasts at most this long, however busy (ASVS 5.0 7.3.2). */
export const STAFF_SESSION_LIFETIME_SECONDS = 8 * 60 * 60
/** A staff login unused for this long ends (ASVS 5.0 7.3.1). */
export const STAFF_IDLE_TIMEOUT_SECONDS = 30 * 60
/** Between the password and the second factor: the login token works this long, for the second step only. */
export const STAFF_LOGIN_STEP_SECONDS = 5 * 60
/** Adding staff or changing a partner's prices needs a second factor typed within this time. */
export const STAFF_REAUTHENTICATION_SECONDS = 5 * 60
export const RECOVERY_CODE_COUNT = 10
/** a recovery code as it is shown: four groups of four letters and digits (base32) */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/

const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "staff.codeFormat")
  .describe("the six digits the authenticator app shows now")
const RecoveryCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .describe("one of the ten recovery codes (xxxx-xxxx-xxxx-xxxx), each good once")

const secondFactorFields = { code: TotpCode.optional(), recovery_code: RecoveryCode.optional() }
const oneFactor = (value: { code?: string | undefined; recovery_code?: string | undefined }) =>
  (value.code === undefined) !== (value.recovery_code === undefined)
const oneFactorMessage = { message: "staff.codeOrRecovery", path: ["code"] }

/** A second factor: the app's code, or a recovery code when the phone is lost. */
export const SecondFactorSchema = z.object(secondFactorFields).refine(oneFactor, oneFactorMessage)

const IsoTime = z.string().describe("an instant, ISO 8601 in UTC")

export const StaffMemberSchema = z.object({
  type: z.literal("staff"),
  id: z.string(),
  attributes: z.object({
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    is_active: z.boolean(),
    second_factor_enrolled: z.boolean(),
    created_at: IsoTime,
  }),
})

// ── Login ─────────────────────────────────────────────────────────────────────────────────────────────

export const StaffLoginBodySchema = z.object({
  email: emailAddress(),
  password: z.string().min(1, "validation.required").max(128, "validation.tooLong|max=128"),
})

export const StaffLoginStepDocumentSchema = z.object({
  data: z.object({
    type: z.literal("staff-login-steps"),
    id: z.string(),
    attributes: z.object({
      step: z
        .enum(["second_factor", "enrolment"])
        .describe("enrolment: no authenticator app yet; scan the QR code, then send its first code"),
      login_token: z.string().describe("sent with the second factor; good for that step only"),
      expires_at: IsoTime,
      enrolment: z
        .object({
          secret: z.string().describe("the TOTP secret in base32, to type into the app by hand"),
          otpauth_uri: z.string().describe("otpauth://totp/… for the app"),
          qr_svg: z.string().describe("the URI as a QR code, an SVG document"),
        })
        .nullable(),
    }),
  }),
})

export const StaffSecondFactorBodySchema = z
  .object({ login_token: z.string().min(1).max(200), ...secondFactorFields })
  .refine(oneFactor, oneFactorMessage)

export const StaffSessionDocumentSchema = z.object({
  access_token: z
    .string()
    .describe(`the staff session's token (${STAFF_TOKEN_PREFIX}…): Authorization: Bearer`),
  token_type: z.literal("bearer"),
  expires_at: IsoTime.describe("the session's absolute end"),
  idle_timeout: z.number().int().describe("seconds without a call after which the session ends"),
  recovery_codes: z
    .array(z.string())
    .nullable()
    .describe("at enrolment only: the ten single-use recovery codes, shown this once"),
  data: StaffMemberSchema,
})

export const StaffSelfDocumentSchema = z.object({
  data: StaffMemberSchema,
  meta: z.object({
    permissions: z.array(z.enum(Object.keys(STAFF_PERMISSIONS) as [StaffPermission, ...StaffPermission[]])),
    session: z.object({
      created_at: IsoTime,
      ends_at: IsoTime,
      idle_ends_at: IsoTime,
      reauthenticated_until: IsoTime.nullable(),
    }),
    recovery_codes_left: z.number().int(),
  }),
})

export const ReauthenticatedDocumentSchema = z.object({
  meta: z.object({ reauthenticated_until: IsoTime }),
})

export const RecoveryCodesDocumentSchema = z.object({
  meta: z.object({ recovery_codes: z.array(z.string()) }),
})

const STAFF_AUTH =
  "A staff session's token (POST /staff/auth/login, then /staff/auth/second-factor); a partner's token is refused (401)."
const forbidden = (roles: readonly StaffRole[]) => ({
  description: `Not for this staff role (forbidden): ${roles.join(", ")} only`,
})
const reauthNeeded = {
  description:
    "reauthentication_required: a second factor within the last five minutes is needed (POST /staff/auth/reauthenticate)",
}

export const logInStaff = endpoint({
  method: "post",
  path: "/staff/auth/login",
  operationId: "logInStaff",
  auth: "none",
  summary: "A staff member's password: the first of two steps",
  description:
    "Staff accounts are apart from partners': a partner's address and password are refused here like " +
    "wrong ones. Throttled per account and per address (429 with Retry-After). The answer's login_token " +
    "is good for POST /staff/auth/second-factor only, for five minutes. An account without an " +
    "authenticator app yet gets its new TOTP secret (enrolment), as text, otpauth URI and QR code.",
  tags: ["Staff"],
  body: StaffLoginBodySchema,
  responses: {
    200: { description: "The password is right: the second step", schema: StaffLoginStepDocumentSchema },
    422: { description: "Wrong e-mail address or password (the same message for both)" },
    429: { description: "Too many attempts for this account or address" },
  },
})

export const checkStaffSecondFactor = endpoint({
  method: "post",
  path: "/staff/auth/second-factor",
  operationId: "checkStaffSecondFactor",
  auth: "none",
  summary: "The second factor: the app's code or a recovery code; the session's token",
  description:
    "A code already used (within its 30-second window or earlier) is refused; a recovery code is good " +
    "once. At enrolment the first right code switches the app on and the answer carries the ten recovery " +
    "codes, this once. Wrong codes are throttled per account (429).",
  tags: ["Staff"],
  body: StaffSecondFactorBodySchema,
  responses: {
    200: { description: "Logged in", schema: StaffSessionDocumentSchema },
    401: { description: "The login token is unknown, used or expired: log in again" },
    422: { description: "A wrong, malformed or used code" },
    429: { description: "Too many wrong codes" },
  },
})

export const confirmStaffIdentity = endpoint({
  method: "post",
  path: "/staff/auth/reauthenticate",
  operationId: "confirmStaffIdentity",
  auth: "staff",
  summary: "A fresh second factor before a sensitive change",
  description: `${STAFF_AUTH} Adding staff and changing a partner's prices need one within five minutes.`,
  tags: ["Staff"],
  body: SecondFactorSchema,
  responses: {
    200: { description: "Confirmed", schema: ReauthenticatedDocumentSchema },
    422: { description: "A wrong, malformed or used code" },
    429: { description: "Too many wrong codes" },
  },
})

export const logOutStaff = endpoint({
  method: "post",
  path: "/staff/auth/logout",
  operationId: "logOutStaff",
  auth: "staff",
  summary: "End this staff session",
  description: STAFF_AUTH,
  tags: ["Staff"],
  responses: { 204: { description: "Logged out: the token is refused from now on" } },
})

export const getStaffSelf = endpoint({
  method: "get",
  path: "/staff/me",
  operationId: "getStaffSelf",
  auth: "staff",
  summary: "The staff member of this session, what the role allows, and the session's limits",
  description: STAFF_AUTH,
  tags: ["Staff"],
  responses: { 200: { description: "The staff member", schema: StaffSelfDocumentSchema } },
})

export const createStaffRecoveryCodes = endpoint({
  method: "post",
  path: "/staff/me/recovery-codes",
  operationId: "createStaffRecoveryCodes",
  auth: "staff",
  summary: "Ten new recovery codes; the old ones stop working",
  description: `${STAFF_AUTH} Needs a fresh second factor (POST /staff/auth/reauthenticate).`,
  tags: ["Staff"],
  responses: {
    201: { description: "The new codes, shown this once", schema: RecoveryCodesDocumentSchema },
    403: reauthNeeded,
  },
})

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
})

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

const signupDecision = { data: StaffSignupRequestSchema }

export const approveSignupRequest = endpoint({
  method: "post",
  path: "/staff/signup-requests/{id}/approve",
  operationId: "approveSignupRequest",
  auth: "staff",
  summary: "Approve a request: the account is made and the applicant mailed a set-your-password link",
  description: `${STAFF_AUTH} Roles admin and sales. The same service as \`npm run staff -- signups approve\`.`,
  tags: ["Staff"],
  params: SignupIdParams,
  paramPatterns: { id: "[0-9]+" },
  body: ApproveSignupBodySchema,
  responses: {
    200: { description: "Approved", schema: z.object(signupDecision) },
    403: forbidden(STAFF_PERMISSIONS.signups),
    404: { description: "No such request" },
    409: { description: "Already reviewed, or an account holds the address" },
  },
})

export const rejectSignupRequest = endpoint({
  method: "post",
  path: "/staff/signup-requests/{id}/reject",
  operationId: "rejectSignupRequest",
  auth: "staff",
  summary: "Reject a request: the applicant gets a polite mail",
  description: `${STAFF_AUTH} Roles admin and sales. The same service as \`npm run staff -- signups reject\`.`,
  tags: ["Staff"],
  params: SignupIdParams,
  paramPatterns: { id: "[0-9]+" },
  responses: {
    200: { description: "Rejected", schema: z.object(signupDecision) },
    403: forbidden(STAFF_PERMISSIONS.signups),
    404: { description: "No such request" },
    409: { description: "Already reviewed" },
  },
})

// ── Orders (decision 020) ───────────────────────────────────────────────────────────────────────────

export const StaffOrderSchema = z.object({
  type: z.literal("orders"),
  id: z.string(),
  attributes: z.object({
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    created_at: IsoTime,
    email: z.string(),
    currency: z.enum(CURRENCIES),
    total_cents: z.number().int(),
    invoices: z.array(z.string()),
  }),
})

const OrderRefParams = z.object({
  ref: z
    .string()
    .regex(/^(\d{1,9}|SO\d{4}-\d{6})$/i, "validation.invalid")
    .describe("the order's id or its number (SO2026-000042)"),
})

export const listStaffOrders = endpoint({
  method: "get",
  path: "/staff/orders",
  operationId: "listStaffOrders",
  auth: "staff",
  summary: "The newest orders of all partners, optionally of one status",
  description: `${STAFF_AUTH} Roles admin and sales.`,
  tags: ["Staff"],
  query: z.object({ status: z.enum(ORDER_STATUSES).optional() }),
  responses: {
    200: { description: "Up to 100 orders", schema: z.object({ data: z.array(StaffOrderSchema) }) },
    403: forbidden(STAFF_PERMISSIONS.orders),
  },
})

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

// ── Staff members ──────────────────────────────────────────────────────────────────────────────────

export const AddStaffBodySchema = z.object({
  email: emailAddress(),
  name: requiredText(100),
  role: z.enum(STAFF_ROLES),
})

export const listStaffMembers = endpoint({
  method: "get",
  path: "/staff/members",
  operationId: "listStaffMembers",
  auth: "staff",
  summary: "The staff accounts",
  description: `${STAFF_AUTH} Role admin.`,
  tags: ["Staff"],
  responses: {
    200: { description: "The accounts", schema: z.object({ data: z.array(StaffMemberSchema) }) },
    403: forbidden(STAFF_PERMISSIONS.staff),
  },
})

export const addStaffMember = endpoint({
  method: "post",
  path: "/staff/members",
  operationId: "addStaffMember",
  auth: "staff",
  summary: "Add a staff account; its first password is answered once",
  description:
    `${STAFF_AUTH} Role admin, with a second factor within five minutes. The new member logs in with ` +
    "the answered password and enrols an authenticator app at once.",
  tags: ["Staff"],
  body: AddStaffBodySchema,
  responses: {
    201: {
      description: "Added",
      schema: z.object({
        data: StaffMemberSchema,
        meta: z.object({ initial_password: z.string().describe("shown this once") }),
      }),
    },
    403: {
      description: `Not for this staff role (forbidden: admin only), or ${reauthNeeded.description}`,
    },
  },
})

export const revokeStaffSecondFactor = endpoint({
  method: "delete",
  path: "/staff/members/{id}/second-factor",
  operationId: "revokeStaffSecondFactor",
  auth: "staff",
  summary: "A lost phone: the member's app and recovery codes stop working, and their sessions end",
  description:
    `${STAFF_AUTH} Role admin, with a second factor within five minutes. The member enrols a new app at ` +
    "the next login (after the password).",
  tags: ["Staff"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  paramPatterns: { id: "[0-9]+" },
  responses: {
    200: { description: "Reset", schema: z.object({ data: StaffMemberSchema }) },
    403: {
      description: `Not for this staff role (forbidden: admin only), or ${reauthNeeded.description}`,
    },
    404: { description: "No such staff account" },
  },
})

// ── Audit log ──────────────────────────────────────────────────────────────────────────────────────

export const AuditEntrySchema = z.object({
  type: z.literal("audit-entries"),
  id: z.string(),
  attributes: z.object({
    at: IsoTime,
    staff_id: z.string(),
    staff_email: z.string(),
    action: z.string(),
    target: z.string().nullable(),
    address: z.string().nullable(),
    user_agent: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable().describe("what the change replaced"),
    after: z.record(z.string(), z.unknown()).nullable().describe("what it made"),
  }),
})

export const listStaffAuditLog = endpoint({
  method: "get",
  path: "/staff/audit-log",
  operationId: "listStaffAuditLog",
  auth: "staff",
  summary: "Every staff login and change, newest first",
  description: `${STAFF_AUTH} Role admin. Entries are never changed or removed.`,
  tags: ["Staff"],
  query: z.object({
    before: z.coerce.number().int().min(1).optional().describe("entries older than this id (the next page)"),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  responses: {
    200: { description: "The entries", schema: z.object({ data: z.array(AuditEntrySchema) }) },
    403: forbidden(STAFF_PERMISSIONS.audit),
  },
})
