import { sql } from "drizzle-orm"
import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core"

import { ANNOUNCEMENT_AUDIENCES } from "#contract/announcements"

import { localized } from "../../db/schema/common"

// The shop's texts and settings: news, announcements, downloads, FAQ, services, company
// information, meta tags, policy pages and the settings staff switch without a restart.

/** the file storage's folders of uploads (decision 098); the seed empties them with their rows */
export const NEWS_PICTURES_PREFIX = "news-pictures"
export const DOWNLOAD_FILES_PREFIX = "download-files"

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" })

export const news = pgTable("news", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: localized("title").notNull(),
  slug: localized("slug").notNull(),
  summary: localized("summary").notNull(),
  body: localized("body").notNull(),
  isHighlighted: boolean("is_highlighted").notNull().default(false),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  // The item's picture: an SVG document kept in the row, so every server process on one database serves
  // it (no file in one process's data directory), with its alternative text per language.
  picture: text("picture"),
  pictureAlt: localized("picture_alt"),
  // a picture staff uploaded (JPEG, PNG or WebP, decision 098): its key in the file storage (decision
  // 026, which every process shares) and its type; when set it is shown instead of the drawing above
  pictureKey: text("picture_key"),
  pictureType: text("picture_type"),
})

/**
 * A news item's picture version: a hash of its uploaded file's key (a fresh key per upload) or of its
 * drawing; it goes into the picture's address, so a changed picture is a new address cached for good.
 */
export const newsPictureVersion = sql<
  string | null
>`substr(md5(coalesce(${news.pictureKey}, ${news.picture})), 1, 12)`

export const announcements = pgTable("announcements", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: localized("title").notNull(),
  preview: localized("preview").notNull(),
  body: localized("body").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  // every partner ("all") or the partners of one category (clients.category); who read it is kept in
  // announcement_reads (api/modules/announcements)
  audience: text("audience", { enum: ANNOUNCEMENT_AUDIENCES }).notNull().default("all"),
})

export const downloadCategories = pgTable("download_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique(),
  name: localized("name").notNull(),
  description: localized("description")
    .notNull()
    .default(sql`'{}'::jsonb`),
  position: integer("position").notNull().default(0),
})

// CONTENT-3, download categories and files. A file is addressed only by its public id: a random 22-character
// token (128 bits of gen_random_uuid, base64url), never by its row id, name or a path, so an address can be
// neither guessed nor turned into a file-system path. Partner-only files (price lists, promotions) are
// neither listed nor served to visitors.
export const downloadFiles = pgTable("download_files", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  publicId: text("public_id")
    .notNull()
    .unique()
    .default(sql`rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`),
  categoryId: integer("category_id").notNull(),
  title: localized("title").notNull(),
  fileName: text("file_name").notNull(),
  language: text("language").notNull(),
  contentType: text("content_type").notNull().default("application/pdf"),
  sizeBytes: integer("size_bytes").notNull(),
  partnerOnly: boolean("partner_only").notNull().default(false),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  position: integer("position").notNull().default(0),
  // where files lay in DATA_DIR before their bytes moved to download_file_contents; no longer read or
  // written. Dropped by a later migration: dropping it beside the new columns makes drizzle-kit ask
  // whether a column was renamed, which a non-interactive generate cannot answer.
  storageKey: text("storage_key"),
  // a file staff uploaded (decision 098): its key in the file storage (decision 026); null for the
  // seeded files, whose bytes are in download_file_contents
  fileKey: text("file_key"),
})

// The files' bytes live in the database, not in DATA_DIR: every server process on one PostgreSQL reads
// the same files (guide: "one owner … sharing files"), and a backup of the database holds them.
export const downloadFileContents = pgTable("download_file_contents", {
  fileId: integer("file_id")
    .primaryKey()
    .references(() => downloadFiles.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
})

export const faqs = pgTable("faqs", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  question: localized("question").notNull(),
  answer: localized("answer").notNull(),
  position: integer("position").notNull().default(0),
})

export const services = pgTable("services", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
  body: localized("body").notNull(),
  position: integer("position").notNull().default(0),
})

export const companyInfos = pgTable("company_infos", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique(),
  title: localized("title").notNull(),
  body: localized("body").notNull(),
  position: integer("position").notNull().default(0),
})

// Meta tags per page and locale (CAT-23).
export const metaTags = pgTable(
  "meta_tags",
  {
    page: text("page").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.page, t.locale] })],
)

// Settings switched by staff without a restart: maintenance, registration_only,
// deactivate_login_for_users ('1' means on), vat_rate, company_contact.
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
})

// Policy pages made of sections (the cookies policy; later the terms of service).
export const policySections = pgTable("policy_sections", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  page: text("page").notNull(),
  title: localized("title").notNull(),
  body: localized("body").notNull(),
  position: integer("position").notNull().default(0),
})
