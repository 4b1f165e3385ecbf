import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core"

import { STAFF_ROLES } from "#contract/staff"

// The staff module's tables (docs/decisions/093): the provider's staff accounts, apart from partners'
// (clients), their logins, their recovery codes, and the audit log of what they did. Secrets are kept as
// hashes (session tokens as SHA-256, recovery codes as argon2id), except the TOTP secret, which the
// server must read to check a code.

export const staff = pgTable("staff", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  // least privilege for a row that predates roles: an admin gives more
  role: text("role", { enum: STAFF_ROLES }).notNull().default("sales"),
  isActive: boolean("is_active").notNull().default(true),
  // RFC 6238 secret in base32; set at the first login, in use once totp_enabled_at is set
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  // the time step of the last code accepted: a code of that step or an earlier one is refused (replay)
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One staff login. Opened by the password, it is good only for the second factor until
 * second_factor_at is set; then its token works under /staff until it is revoked, idle too long or
 * past its absolute lifetime (contract/staff.ts).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey(),
    staffId: integer("staff_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    reauthenticatedAt: timestamp("reauthenticated_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // logout, idle, lifetime_over, deactivated
    revokedReason: text("revoked_reason"),
    userAgent: text("user_agent"),
    networkPrefix: text("network_prefix"),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
)

/** Ten single-use codes per staff member for a lost phone: the first four characters find the row. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer("staff_id").notNull(),
    lookup: text("lookup").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_codes_staff_idx").on(t.staffId, t.lookup)],
)

/**
 * Every staff login and every change staff made: who, when, from where, what, before and after. Written
 * in the change's own transaction; a trigger refuses UPDATE and DELETE (migration 0022), and the API has
 * no path that changes a row.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: integer("staff_id").notNull(),
    // kept as it was: the account's address may change, the entry may not
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    address: text("address"),
    userAgent: text("user_agent"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("staff_audit_log_at_idx").on(t.at)],
)
