import { sql } from "drizzle-orm"
import { bigint, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core"

// The database implementation of the file storage (api/lib/storage.ts, decision 026): generated files
// (product pictures, export files) that every server process on one PostgreSQL reads the same.

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

/** One row per stored key; its bytes are in stored_file_chunks under the row's id. */
export const storedFiles = pgTable("stored_files", {
  /** media/frg-front-0123456789.svg, exports/12/<uuid>.csv: checked by api/lib/storage.ts */
  key: text("key").primaryKey(),
  // a new id for every write: a reader streaming an older version never mixes in the new one's chunks
  id: uuid("id")
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()`),
  sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
  chunks: integer("chunks").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})

// Chunks of about 1 MB: a large export file is written and read one row at a time, never whole in memory.
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.position] })],
)
