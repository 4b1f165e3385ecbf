import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core"
import { CLIENT_CATEGORIES } from "#contract/accounts"

// spec §6 role ids and the client categories are contract rules (the shop reads them too)
export { CLIENT_CATEGORIES, ROLES, type RoleId } from "#contract/accounts"

export const roles = pgTable("roles", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull().unique(),
})

export const companies = pgTable("companies", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  // spec §3: company reference number (customer code or client number)
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

export const staff = pgTable("staff", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})
