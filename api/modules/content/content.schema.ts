import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"

import { ANNOUNCEMENT_AUDIENCES } from "#contract/announcements"

import { localized } from "../../db/schema/common"

// The shop's texts and settings (spec §3): news, announcements, downloads, FAQ, services, company
// information, meta tags, policy pages and the settings staff switch without a restart.

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
})

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
  position: integer("position").notNull().default(0),
})

export const downloadFiles = pgTable("download_files", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  categoryId: integer("category_id").notNull(),
  title: localized("title").notNull(),
  fileName: text("file_name").notNull(),
  language: text("language").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  storageKey: text("storage_key").notNull(),
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

// Meta tags per page and locale (spec §3 "meta tags per page").
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
