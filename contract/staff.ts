import { z } from "zod"

import { endpoint } from "./endpoint"
import { emailAddress, requiredText } from "./fields"

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
  /** the outbox and the job queue */
  operations: ["admin"],
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
/**
 * Adding staff or changing a partner's prices needs a second factor typed within this time: the default
 * of STAFF_REAUTHENTICATION_SECONDS (api/lib/env.ts).
 */
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

export const IsoTime = z.string().describe("an instant, ISO 8601 in UTC")

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

export const STAFF_AUTH =
  "A staff session's token (POST /staff/auth/login, then /staff/auth/second-factor); a partner's token is refused (401)."
export const forbidden = (roles: readonly StaffRole[]) => ({
  description: `Not for this staff role (forbidden): ${roles.join(", ")} only`,
})
export const reauthNeeded = {
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
    staff_id: z.coerce.number().int().min(1).max(2_000_000_000).optional().describe("one member's entries"),
    action: z
      .string()
      .trim()
      .regex(/^[a-z_.]{1,60}$/, "validation.invalid")
      .optional()
      .describe("an action (order.ship) or the start of one (order.)"),
    from: z.iso
      .date("staff.dateFormat")
      .optional()
      .describe("entries on or after this day (UTC), YYYY-MM-DD"),
    to: z.iso.date("staff.dateFormat").optional().describe("entries on or before this day (UTC), YYYY-MM-DD"),
  }),
  responses: {
    200: { description: "The entries", schema: z.object({ data: z.array(AuditEntrySchema) }) },
    403: forbidden(STAFF_PERMISSIONS.audit),
  },
})
