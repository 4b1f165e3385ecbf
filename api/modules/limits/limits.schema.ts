import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core"

/**
 * Uses counted per key and fixed window (a shop-wide hour of contact messages, ten minutes of captcha
 * challenges): in the database, so that every server process counts the same uses.
 */
export const usageCounts = pgTable(
  "usage_counts",
  {
    // the kind of use and the window's start, e.g. "contact-messages@2026-12-06T10:00:00.000Z"
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [index("usage_counts_window_idx").on(t.windowStartedAt)],
)
