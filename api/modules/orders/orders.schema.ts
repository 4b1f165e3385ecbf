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

import type { DeliveryType, PostalAddress } from "#contract/delivery"
import { ITEM_TYPES } from "#contract/items"
import { ORDER_STATUSES } from "#contract/orders"

import { CURRENCIES } from "../../db/schema/common"

// Orders with their lines, and invoices. Money is integer cents plus a currency code.

export { DELIVERY_TYPES, type DeliveryType } from "#contract/delivery"
export { ORDER_STATUSES }

export type DeliveryAddress = PostalAddress
export interface DeliveryBlock {
  type: DeliveryType
  origin: number
  /** dropped for STORE (ORDER-3) */
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
    // the same lines and deliveries give the same fingerprint: the duplicate-order check (ORDER-10)
    fingerprint: text("fingerprint").notNull(),
    // ORDER-13: a double click, a reload or a retry creates one order (POST orders, Idempotency-Key)
    idempotencyKey: text("idempotency_key"),
    /** sha-256 of the request body that key came with: the key sent again with another body is refused */
    idempotencyBodyHash: text("idempotency_body_hash"),
    // any change to the order (its status, its invoice issued): the integration API's updated_since
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("orders_client_idx").on(t.clientId, t.createdAt),
    index("orders_client_updated_idx").on(t.clientId, t.updatedAt),
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

/** INVOICE-3: an invoice has a name (file name), size, type (extension) and date; its PDF is generated. */
/**
 * The last invoice number handed out per calendar year (Europe/Brussels). Taken in the transaction that
 * writes the invoice, so a rolled-back or crashed transaction hands its number back: Belgian VAT rules want
 * a continuous series, which an identity column (values lost on rollback and on crash) cannot give.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
})

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
