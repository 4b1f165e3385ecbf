import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core"

import { CLIENT_CATEGORIES } from "#contract/accounts"

// The accounts module's tables: partners (clients of a company, with roles), and
// what leads to and keeps a login (sessions, refresh tokens, throttle, password links, sign-up requests).

// ACCOUNT-1's role ids and ACCOUNT-2's client categories are contract rules (the shop reads them too)
export { CLIENT_CATEGORIES, type RoleId, ROLES } from "#contract/accounts"

export const roles = pgTable("roles", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull().unique(),
})

export const companies = pgTable("companies", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  // ACCOUNT-12: company reference number (customer code or client number)
  referenceNumber: text("reference_number"),
  vatNumber: text("vat_number"),
  addressLine1: text("address_line1"),
  addressLine2: text("address_line2"),
  postalCode: text("postal_code"),
  city: text("city"),
  country: text("country"),
  phone: text("phone"),
})

export const clients = pgTable("clients", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phone: text("phone"),
  companyId: integer("company_id"),
  companyFunction: text("company_function"),
  category: text("category", { enum: CLIENT_CATEGORIES }),
  currency: text("currency", { enum: ["EUR", "GBP"] })
    .notNull()
    .default("EUR"),
  language: text("language").notNull().default("en"),
  // the partner's discount on catalogue prices, in basis points (display price = catalog less this)
  discountBasisPoints: integer("discount_basis_points").notNull().default(0),
  isGtcAccepted: boolean("is_gtc_accepted").notNull().default(false),
  newsletter: boolean("newsletter").notNull().default(false),
  gdprAcceptedAt: timestamp("gdpr_accepted_at", { withTimezone: true }),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})

export const clientRoles = pgTable(
  "client_roles",
  {
    clientId: integer("client_id").notNull(),
    roleId: smallint("role_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.roleId] })],
)

// Sessions and the forms that lead to an account. Secrets (refresh tokens, password links) are
// stored only as SHA-256 hashes: a copy of the database does not let anyone in.

/** One login: every refresh token of a login belongs to its family; revoking the family logs it out. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey(),
    clientId: integer("client_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // logout, reuse (an old refresh token came back), password_reset, password_changed, login_deactivated,
    // login_lifetime_over (its absolute lifetime: LOGIN_LIFETIME_HOURS), ended_by_partner (from "My
    // sessions")
    revokedReason: text("revoked_reason"),
    // what "My sessions" shows of a login (ASVS 5.0 7.5.2): the browser or program that opened it (its
    // User-Agent, cut short), the network it was last used from (a prefix, never the whole address: it
    // says where without naming the connection), and when (its login, then each refresh)
    userAgent: text("user_agent"),
    networkPrefix: text("network_prefix"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  },
  (t) => [index("auth_sessions_client_idx").on(t.clientId)],
)

/** Refresh tokens rotate on every use: a used one coming back means it was stolen. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    // the tokens its use answered, sealed with this token (tokens.ts sealSuccessor): every use within the
    // grace window gets the same ones, so one stolen token never becomes several logins
    successor: text("successor"),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
)

/** Failed logins per key ("email:…", "address:…"): a short, growing lock, never a permanent one. */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
})

/** Single-use links by e-mail: "reset" (forgot your password) and "welcome" (set it after approval). */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    clientId: integer("client_id").notNull(),
    purpose: text("purpose", { enum: ["reset", "welcome"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_tokens_client_idx").on(t.clientId)],
)

// unconfirmed: sent without the captcha's proof, waiting for the applicant to confirm it from the mailed
// link (docs/decisions/078) before staff see it; removed a day later if nobody does
export const SIGNUP_STATUSES = ["unconfirmed", "pending", "approved", "rejected"] as const

/** SIGNUP-1: a visitor's sign-up request, reviewed by the provider's staff before an account exists. */
export const signupRequests = pgTable(
  "signup_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // what the applicant is answered: random, so that an answer for an address already known (no row at
    // all) looks the same as one for a new address
    receipt: uuid("receipt").notNull().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    companyName: text("company_name").notNull(),
    companyReference: text("company_reference").notNull(),
    companyFunction: text("company_function").notNull(),
    category: text("category", { enum: CLIENT_CATEGORIES }),
    newsletter: boolean("newsletter").notNull().default(false),
    gdprAcceptedAt: timestamp("gdpr_accepted_at", { withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    // the argon2id hash of the password chosen on the form (never the password), moved to the account on
    // approval and cleared on rejection; docs/decisions: sign-up keeps the chosen password
    passwordHash: text("password_hash"),
    language: text("language").notNull().default("en"),
    status: text("status", { enum: SIGNUP_STATUSES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    clientId: integer("client_id"),
    // an unconfirmed request's mailed link, as its SHA-256, and until when it works
    confirmTokenHash: text("confirm_token_hash"),
    confirmBy: timestamp("confirm_by", { withTimezone: true }),
  },
  (t) => [
    index("signup_requests_email_idx").on(t.email),
    index("signup_requests_confirm_idx").on(t.confirmTokenHash),
  ],
)

/**
 * The secrets that sign the shop's cookies and the API's access tokens when SESSION_SECRET and
 * TOKEN_SECRET are not set: made once by whichever process starts first and read by every other, so
 * that several processes on one database accept each other's cookies and tokens.
 */
export const signingSecrets = pgTable("signing_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})
