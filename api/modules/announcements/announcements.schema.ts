import { integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core"

// Which partner has read which announcement (CONTENT-2: unread announcements are marked in the shop).
//
// "Partner" here is the client, the person's own login (clients.id, the Viewer's clientId), not the
// company: a company may have several logins (buyer, accountant), each reading in their own time, and the
// Viewer knows the login, not the company. One row per reading, written once (insert … on conflict do
// nothing): the first reading's time is kept, and two requests at once cannot fail or double it.
export const announcementReads = pgTable(
  "announcement_reads",
  {
    clientId: integer("client_id").notNull(),
    announcementId: integer("announcement_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.announcementId] })],
)
