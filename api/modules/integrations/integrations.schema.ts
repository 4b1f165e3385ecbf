import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core"

// The partners' integration API (roles 6 and 7, docs/decisions/023): the API keys a partner makes in the
// account area. A key is stored only as its SHA-256 hash (as refresh tokens are): a copy of the database
// lets no one in. Its rate limit is counted on its own row, so every server process on one database
// shares it: a fixed window (request_window_started_at) and the requests counted in it.

export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id").notNull(),
    name: text("name").notNull(),
    // the start of the key as the partner sees it (bcp_ and 8 characters), to tell keys apart
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    requestWindowStartedAt: timestamp("request_window_started_at", { withTimezone: true }),
    requestCount: integer("request_count").notNull().default(0),
  },
  (t) => [index("api_keys_client_idx").on(t.clientId, t.createdAt)],
)
