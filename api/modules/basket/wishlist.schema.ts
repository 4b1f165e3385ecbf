import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"

import { ITEM_TYPES } from "#contract/items"

// The wishlists' lines: owned by the basket module (wishlist.service.ts), like the basket.

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
