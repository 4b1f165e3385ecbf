import { z } from "zod"

import { endpoint } from "./endpoint"
import { emailAddress, flag, newPassword, optionalText, requiredText } from "./fields"
import { CURRENCIES } from "./money"

// The partner's login and account: the roles (ACCOUNT-1), the login and its tokens (ACCOUNT-3 to
// ACCOUNT-7), the terms (ACCOUNT-8), the profile (ACCOUNT-11); the calls auth/*, users/*, accept-gtc and
// user-company. The sign-up request is in ./signup.ts, forgotten passwords in ./passwords.ts.

/** ACCOUNT-1: role ids 1–8 and the flag each grants. */
export const ROLES = {
  1: "price_quotation",
  2: "product",
  3: "basket",
  4: "after_sales",
  5: "spare_parts",
  6: "product_export_api",
  7: "order_export_api",
  8: "partner_zone_export",
} as const
export type RoleId = keyof typeof ROLES
export type RoleName = (typeof ROLES)[RoleId]
const ROLE_NAMES = Object.values(ROLES) as [RoleName, ...RoleName[]]

/** ACCOUNT-2: the optional category of a partner (and of a sign-up request). */
export const CLIENT_CATEGORIES = ["catering_trade", "wholesaler"] as const
export type ClientCategory = (typeof CLIENT_CATEGORIES)[number]

/** ACCOUNT-1: each role's flag, true when the partner has the role; without roles every flag is false. */
export const RoleFlagsSchema = z.record(z.enum(ROLE_NAMES), z.boolean())
export type RoleFlags = z.infer<typeof RoleFlagsSchema>

/** The partner as login, users/me, PATCH users and accept-gtc answer it. */
export const UserResourceSchema = z.object({
  type: z.literal("clients"),
  id: z.string(),
  attributes: z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    company_function: z.string().nullable(),
    category: z.enum(CLIENT_CATEGORIES).nullable(),
    currency: z.enum(CURRENCIES),
    language: z.string().describe("the account's language (mails are written in it)"),
    newsletter: z.boolean(),
    is_gtc_accepted: z.boolean().describe("until true, every other partner call answers 403"),
  }),
  relationships: z.object({
    roles: z.object({ data: z.array(z.object({ type: z.literal("roles"), id: z.string() })) }),
  }),
  meta: z.object({ role_flags: RoleFlagsSchema }),
})
export type UserResource = z.infer<typeof UserResourceSchema>

export const UserDocumentSchema = z.object({ data: UserResourceSchema })

export const TokenDocumentSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().describe("seconds the access token is valid"),
  refresh_token: z
    .string()
    .describe("single use: each refresh answers a new one; reusing an old one ends the login"),
  refresh_at: z.string().describe("when a refresh falls due: 4 minutes after issue (ISO date-time)"),
  device_token: z
    .string()
    .optional()
    .describe("login answers only: keep it and send it with the next login of this account (LoginSchema)"),
  data: UserResourceSchema,
})
export type TokenDocument = z.infer<typeof TokenDocumentSchema>

export const CompanyDocumentSchema = z.object({
  data: z.object({
    type: z.literal("companies"),
    id: z.string(),
    attributes: z.object({
      name: z.string(),
      reference_number: z.string().nullable().describe("the partner's customer code or client number"),
      vat_number: z.string().nullable(),
      address_line1: z.string().nullable(),
      address_line2: z.string().nullable(),
      postal_code: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  }),
})

// ---- auth ----

/** The login form and the request body alike (ACCOUNT-3). */
export const LoginSchema = z.object({
  email: emailAddress(),
  password: z.string({ error: "validation.required" }).min(1, "validation.required"),
  device_token: z
    .string()
    .max(200)
    .optional()
    .describe(
      "the device_token of an earlier successful login of this account from this browser or client: attempts carrying it are counted on a lock of their own, so a lock caused by guesses from elsewhere does not keep the owner out",
    ),
})

export const logIn = endpoint({
  method: "post",
  path: "/auth/login",
  operationId: "logIn",
  auth: "none",
  summary: "Log a partner in",
  description:
    "Wrong credentials answer 422 with errors.email[0]. After 5 attempts without success for an account (20 for an address) within 15 minutes, 429 with Retry-After: a lock of 30 s (60 s per address) that doubles with each further failure, at most 15 minutes. Attempts are counted before the password is checked, so parallel attempts cannot pass the limit. An attempt carrying the device_token of an earlier successful login of the account is counted on that device's own lock instead of the account's. 403 login_deactivated while staff have switched logins off; 503 during maintenance.",
  tags: ["Accounts"],
  body: LoginSchema,
  responses: {
    200: { description: "Logged in", schema: TokenDocumentSchema },
    403: {
      description:
        "Logging in is switched off (login_deactivated), or staff deactivated this account (account_deactivated, after the right password only)",
    },
    422: { description: "Invalid credentials (errors.email)" },
    429: { description: "Too many attempts; Retry-After says when to try again" },
    503: { description: "Maintenance: logging in is closed until it ends (maintenance)" },
  },
})

export const refreshTokens = endpoint({
  method: "post",
  path: "/auth/refresh",
  operationId: "refreshToken",
  auth: "none",
  summary: "Exchange a refresh token for new tokens (rotation)",
  description:
    "Each refresh token works once. Within 30 seconds of its first use the same token answers the very same new tokens again (several processes of one client may find the refresh due at once); presented later, it revokes the whole login (refresh_token_reused) and answers 401. A login ends 12 hours after it began (the operator may set another lifetime), however often it is refreshed.",
  tags: ["Accounts"],
  body: z.object({
    refresh_token: z.string({ error: "validation.required" }).min(1, "validation.required"),
  }),
  responses: {
    200: { description: "New tokens", schema: TokenDocumentSchema },
    401: { description: "Invalid, expired or reused" },
  },
})

export const logOut = endpoint({
  method: "post",
  path: "/auth/logout",
  operationId: "logOut",
  auth: "partner",
  summary: "Log out: the login and all its tokens are revoked",
  tags: ["Accounts"],
  responses: { 204: { description: "Logged out" }, 401: { description: "No valid token" } },
})

// ---- the partner ----

export const getCurrentUser = endpoint({
  method: "get",
  path: "/users/me",
  operationId: "getCurrentUser",
  auth: "partner",
  summary: "The logged-in partner (answers even before the terms are accepted)",
  tags: ["Accounts"],
  responses: {
    200: { description: "The user", schema: UserDocumentSchema },
    401: { description: "No valid token" },
  },
})

/** The attributes PATCH users takes: each optional, absent ones stay as they are. */
export const ProfileChangesSchema = z
  .object({
    first_name: requiredText(100).optional(),
    last_name: requiredText(100).optional(),
    email: emailAddress().optional(),
    // absent stays absent (undefined), so a partial update leaves other fields as they are
    phone: optionalText(40).optional(),
    company_function: optionalText(100).optional(),
    newsletter: flag().optional(),
    password: newPassword().optional(),
    password_confirmation: z.string().optional(),
    current_password: z.string().optional(),
  })
  .superRefine((value, context) => {
    if (value.password !== undefined && value.password !== value.password_confirmation)
      context.addIssue({
        code: "custom",
        path: ["password_confirmation"],
        message: "validation.passwordsNotSame",
      })
  })
export type ProfileChangesInput = z.input<typeof ProfileChangesSchema>

export const updateCurrentUser = endpoint({
  method: "patch",
  path: "/users",
  operationId: "updateCurrentUser",
  auth: "partner",
  summary: "Update the logged-in partner's profile",
  description:
    'Body {"data": {"type": "clients", "id", "attributes": {…}}}. Only the partner\'s own id. Values equal to the current ones answer 422 (errors._: "updated data same as current"). A new password or a new e-mail address needs current_password (422 on current_password otherwise); a new password ends the account\'s other logins.',
  tags: ["Accounts"],
  body: z.object({
    data: z.object({
      type: z.literal("clients", { error: "validation.invalid" }),
      id: z.coerce.string(),
      attributes: ProfileChangesSchema,
    }),
  }),
  responses: {
    200: { description: "The updated user", schema: UserDocumentSchema },
    403: { description: "Another partner's id" },
    422: { description: "Errors per field" },
  },
})

export const acceptGtc = endpoint({
  method: "post",
  path: "/accept-gtc",
  operationId: "acceptTerms",
  auth: "partner",
  summary: "Accept the general terms and conditions",
  tags: ["Accounts"],
  responses: { 200: { description: "The user, is_gtc_accepted true", schema: UserDocumentSchema } },
})

export const getUserCompany = endpoint({
  method: "get",
  path: "/user-company",
  operationId: "getUserCompany",
  auth: "partner",
  summary: "The logged-in partner's company",
  tags: ["Accounts"],
  responses: {
    200: { description: "The company", schema: CompanyDocumentSchema },
    404: { description: "The partner has no company" },
  },
})

// ---- the partner's logins ("My sessions", ASVS 5.0 7.5.2) ----

export const LoginSessionSchema = z.object({
  type: z.literal("sessions"),
  id: z.string(),
  attributes: z.object({
    created_at: z.string().describe("when the login began (ISO date-time)"),
    last_seen_at: z.string().describe("its login or latest token refresh (ISO date-time)"),
    user_agent: z
      .string()
      .nullable()
      .describe("the User-Agent of the browser or program that logged in, cut to 300 characters"),
    network: z
      .string()
      .nullable()
      .describe("the network it was last used from: an IPv4 /24 or IPv6 /48 prefix, never the address"),
    current: z.boolean().describe("true for the login whose token made this call"),
    ends_at: z.string().describe("when it ends at the latest, however it is used (ISO date-time)"),
  }),
})
export type LoginSession = z.infer<typeof LoginSessionSchema>

export const listSessions = endpoint({
  method: "get",
  path: "/sessions",
  operationId: "listSessions",
  auth: "partner",
  summary: "The partner's open logins (browsers and programs), the latest used first",
  tags: ["Accounts"],
  responses: {
    200: { description: "The open logins", schema: z.object({ data: z.array(LoginSessionSchema) }) },
  },
})

export const endSession = endpoint({
  method: "delete",
  path: "/sessions/{id}",
  operationId: "deleteSession",
  auth: "partner",
  summary: "End one of the partner's logins (its tokens are refused from then on)",
  tags: ["Accounts"],
  params: z.object({ id: z.string().uuid({ error: "validation.invalid" }) }),
  responses: {
    204: { description: "Ended" },
    404: { description: "No open login of the partner's with this id" },
  },
})

export const endOtherSessions = endpoint({
  method: "delete",
  path: "/sessions",
  operationId: "deleteOtherSessions",
  auth: "partner",
  summary: "Log out everywhere else: end every login of the partner but the one making the call",
  tags: ["Accounts"],
  responses: {
    200: {
      description: "How many logins were ended",
      schema: z.object({ meta: z.object({ ended: z.number().int() }) }),
    },
  },
})
