import { sql } from "drizzle-orm"
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"

import { ITEM_TYPES } from "#contract/items"

// QUICK-7, QUICK-8: a partner's wish to be told when an item without stock is back
// (docs/decisions/091-stock-alerts.md). Only this module writes it.

export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id").notNull(),
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** when the mail went: the alert is done */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** while a job sends its mail (a claim older than 15 minutes is a crashed try, taken again) */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    index("stock_alerts_client_idx").on(t.clientId, t.createdAt),
    // one open alert per partner and item; the check job reads the open ones
    uniqueIndex("stock_alerts_open_idx")
      .on(t.clientId, t.itemType, t.itemId)
      .where(sql`${t.notifiedAt} is null`),
  ],
)
