import { sql } from "drizzle-orm"
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core"
import type { DeliveryType } from "#contract/delivery"
import { ORDER_STATUSES } from "#contract/orders"
import { CURRENCIES, ITEM_TYPES } from "./catalog"

// spec §3 "Basket and wishlist", "Order": the partner's current basket, wishlists, saved baskets
// (drafts), orders with their lines, and invoices. Money is integer cents plus a currency code.

/** The current basket of a partner: one line per item; a basket without lines does not exist. */
export const basketLines = pgTable(
  "basket_lines",
  {
    clientId: integer("client_id").notNull(),
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    quantity: integer("quantity").notNull(),
    // lines keep the order in which they were first added (spec §4: the first add appends)
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.itemType, t.itemId] })],
)

/**
 * A wishlist belongs to a partner ("client:<id>") or to a visitor's anonymous cookie id
 * ("visitor:<uuid>"), so a visitor's wishlist lives on the server and is merged at login
 * (architecture: "saved locally" moves to cookies and the database).
 */
export const wishlistLines = pgTable(
  "wishlist_lines",
  {
    owner: text("owner").notNull(),
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    quantity: integer("quantity").notNull().default(1),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.itemType, t.itemId] })],
)

/** spec §3: a saved basket (draft): basket number, save date, items, amount, dates, comments, reference. */
export const drafts = pgTable(
  "drafts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id").notNull(),
    number: text("number").notNull().unique(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    orderDate: timestamp("order_date", { withTimezone: true }),
    shippingDate: timestamp("shipping_date", { withTimezone: true }),
    comments: text("comments"),
    reference: text("reference"),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    amountCents: integer("amount_cents").notNull().default(0),
  },
  (t) => [index("drafts_client_idx").on(t.clientId, t.savedAt)],
)

export const draftLines = pgTable(
  "draft_lines",
  {
    draftId: integer("draft_id").notNull(),
    position: integer("position").notNull(),
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.position] })],
)

export { DELIVERY_TYPES, type DeliveryType } from "#contract/delivery"
export { ORDER_STATUSES }

export interface DeliveryAddress {
  name?: string
  line1: string
  line2?: string
  postal_code: string
  city: string
  country: string
}
export interface DeliveryBlock {
  type: DeliveryType
  origin: number
  /** dropped for STORE (spec §3) */
  address?: DeliveryAddress
  /** true when the items of this block ship by express (24 h) delivery */
  express?: boolean
}

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id").notNull(),
    number: text("number").notNull().unique(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("received"),
    origin: smallint("origin").notNull().default(2),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    orderDate: timestamp("order_date", { withTimezone: true }),
    orderDateSpareParts: timestamp("order_date_spare_parts", { withTimezone: true }),
    comments: text("comments").notNull(),
    reference: text("reference").notNull(),
    equipmentDelivery: jsonb("equipment_delivery").$type<DeliveryBlock>(),
    sparePartsDelivery: jsonb("spare_parts_delivery").$type<DeliveryBlock>(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    netCents: integer("net_cents").notNull(),
    productTaxCents: integer("product_tax_cents").notNull().default(0),
    additionalTaxCents: integer("additional_tax_cents").notNull().default(0),
    vatBasisPoints: integer("vat_basis_points").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    // the same lines and deliveries give the same fingerprint: the duplicate-order check (spec §5)
    fingerprint: text("fingerprint").notNull(),
    // spec: a double click, a reload or a retry creates one order (POST orders, Idempotency-Key)
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [
    index("orders_client_idx").on(t.clientId, t.createdAt),
    index("orders_fingerprint_idx").on(t.clientId, t.fingerprint),
    uniqueIndex("orders_idempotency_idx")
      .on(t.clientId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
)

export const orderLines = pgTable(
  "order_lines",
  {
    orderId: integer("order_id").notNull(),
    position: integer("position").notNull(),
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    // the name as ordered, in the partner's language: the order stays readable if the catalogue changes
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitCents: integer("unit_cents").notNull(),
    productTaxCents: integer("product_tax_cents").notNull().default(0),
    additionalTaxCents: integer("additional_tax_cents").notNull().default(0),
    additionalTaxName: text("additional_tax_name"),
    lineCents: integer("line_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
)

/** spec §3: an invoice has a name (file name), size, type (extension) and date; its PDF is generated. */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id").notNull(),
    orderId: integer("order_id").notNull(),
    number: text("number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    totalCents: integer("total_cents").notNull(),
  },
  (t) => [index("invoices_client_idx").on(t.clientId, t.issuedAt), index("invoices_order_idx").on(t.orderId)],
)
