import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"

import { ITEM_TYPES } from "#contract/items"

import { CURRENCIES } from "../../db/schema/common"

// Saved baskets (DRAFT-1, DRAFT-2). Money is integer cents plus a currency code.

/** DRAFT-2: a saved basket (draft): basket number, save date, items, amount, dates, comments, reference. */
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
