import { sql } from "drizzle-orm"
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core"

import {
  EXPORT_DELIMITERS,
  EXPORT_FILE_STATUSES,
  EXPORT_FILE_TYPES,
  EXPORT_FREQUENCIES,
  EXPORT_ITEM_KINDS,
  EXPORT_PRODUCT_SETS,
  EXPORT_SOURCES,
  type ExportOptions,
} from "#contract/exports"

// EXPORT-2: a partner's export settings and the files made for them.

/** the file storage's prefix of export files (the seed empties it with export_files) */
export const EXPORTS_PREFIX = "exports"

/** One row per partner once they save settings; without a row the defaults apply. */
export const exportSettings = pgTable(
  "export_settings",
  {
    clientId: integer("client_id").primaryKey(),
    brands: smallint("brands")
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    fileType: text("file_type", { enum: EXPORT_FILE_TYPES }).notNull().default("csv"),
    delimiter: text("delimiter", { enum: EXPORT_DELIMITERS }).notNull().default("semicolon"),
    lang: text("lang").notNull(),
    includeOld: boolean("include_old").notNull().default(false),
    products: text("products", { enum: EXPORT_PRODUCT_SETS }).notNull().default("catalog"),
    items: text("items", { enum: EXPORT_ITEM_KINDS }).notNull().default("products"),
    frequency: text("frequency", { enum: EXPORT_FREQUENCIES }).notNull().default("none"),
    /** hour of the day in Europe/Brussels */
    sendHour: smallint("send_hour").notNull(),
    /** the next scheduled file; null when frequency is none */
    nextSendAt: timestamp("next_send_at", { withTimezone: true }),
    lastGeneratedAt: timestamp("last_generated_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("export_settings_due_idx").on(t.nextSendAt)],
)

/** A file asked for by the partner (manual) or by the schedule, and its making (EXPORT-4). */
export const exportFiles = pgTable(
  "export_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: integer("client_id").notNull(),
    name: text("name").notNull(),
    options: jsonb("options").$type<ExportOptions>().notNull(),
    status: text("status", { enum: EXPORT_FILE_STATUSES }).notNull().default("queued"),
    progress: smallint("progress").notNull().default(0),
    source: text("source", { enum: EXPORT_SOURCES }).notNull(),
    rows: integer("rows"),
    sizeBytes: integer("size_bytes"),
    /** its key in the file storage (api/lib/storage.ts), exports/<clientId>/<fileId>.<ext>, once ready */
    storageKey: text("storage_key"),
    error: text("error"),
    // the try making it now (a random id per try) and when that try last said it was alive: a file whose
    // try stopped saying so (its process killed) is taken over by another (export-generate.ts)
    claim: uuid("claim"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    /** the Brussels calendar day it was asked for (EXPORT-3: one generation per day) */
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [
    index("export_files_client_idx").on(t.clientId, t.createdAt),
    // EXPORT-3: one manual generation per partner and Brussels day; the database decides, so two
    // processes (or two clicks) cannot both get one. A failed file does not count.
    uniqueIndex("export_files_one_manual_a_day")
      .on(t.clientId, t.day)
      .where(sql`${t.source} = 'manual' and ${t.status} <> 'failed'`),
  ],
)
