import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core"

import { ITEM_TYPES } from "#contract/items"
import { OFFER_COUNTRIES, OFFER_STATES } from "#contract/offer-rules"

import { CURRENCIES } from "../../db/schema/common"

// A partner's quote for their own customer (OFFER-3 to OFFER-7). Money is integer cents of the partner's
// currency; discounts are basis points (1250 = 12,5 %).

/** An offer: its number, state, options and the end customer's block. */
export const offers = pgTable(
  "offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id").notNull(),
    /** the partner's own sequence: their first offer is 1 (offer_counters) */
    sequence: integer("sequence").notNull(),
    state: text("state", { enum: OFFER_STATES }).notNull().default("created"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** the offer's date, set when it is saved */
    savedAt: timestamp("saved_at", { withTimezone: true }),
    reference: text("reference"),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    globalDiscountBasisPoints: integer("global_discount_basis_points").notNull().default(0),
    transportCents: integer("transport_cents").notNull().default(0),
    showOnlyCatalogPrice: boolean("show_only_catalog_price").notNull().default(false),
    customerCompanyName: text("customer_company_name"),
    customerCompanyReference: text("customer_company_reference"),
    customerTelephone: text("customer_telephone"),
    customerAddressLine1: text("customer_address_line1"),
    customerAddressLine2: text("customer_address_line2"),
    customerPostalCode: text("customer_postal_code"),
    customerCity: text("customer_city"),
    customerCountry: text("customer_country", { enum: OFFER_COUNTRIES }),
    customerAdditionalInformation: text("customer_additional_information"),
  },
  (t) => [
    unique("offers_client_sequence_unique").on(t.clientId, t.sequence),
    index("offers_client_created_idx").on(t.clientId, t.createdAt),
  ],
)

/**
 * An offer's line. The catalogue's prices are copied when the offer is stored, so that an offer (and
 * its PDF) reads the same tomorrow; the selling price and the discount are the partner's.
 */
export const offerLines = pgTable(
  "offer_lines",
  {
    offerId: integer("offer_id").notNull(),
    position: integer("position").notNull(),
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    quantity: integer("quantity").notNull(),
    catalogCents: integer("catalog_cents"),
    purchaseCents: integer("purchase_cents"),
    sellingCents: integer("selling_cents").notNull(),
    discountBasisPoints: integer("discount_basis_points").notNull().default(0),
    productTaxCents: integer("product_tax_cents").notNull().default(0),
    additionalTaxCents: integer("additional_tax_cents").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.position] })],
)

/** The last offer number of each partner: one atomic upsert hands out the next, across processes. */
export const offerCounters = pgTable("offer_counters", {
  clientId: integer("client_id").primaryKey(),
  lastSequence: integer("last_sequence").notNull(),
})
