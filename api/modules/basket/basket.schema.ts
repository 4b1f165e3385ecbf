import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"

import { ITEM_TYPES } from "#contract/items"

// The basket's lines: the basket module alone writes them; saved baskets and order
// submission go through basket.service.ts (readBasketLines, replaceBasket, clearBasket).

/** The current basket of a partner: one line per item; a basket without lines does not exist. */
export const basketLines = pgTable(
  "basket_lines",
  {
    clientId: integer("client_id").notNull(),
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    quantity: integer("quantity").notNull(),
    // lines keep the order in which they were first added (BASKET-3: the first add appends)
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.itemType, t.itemId] })],
)
