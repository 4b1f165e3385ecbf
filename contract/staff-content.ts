import { z } from "zod"

import { ANNOUNCEMENT_AUDIENCES } from "./announcements"
import { hasLoneSurrogate, optionalText, requiredText } from "./fields"
import { type Locale, LOCALES } from "./locales"
import { IsoTime } from "./staff"
import { contentCrudEndpoints, contentItemEndpoint, contentItemSchema } from "./staff-content-crud"

// What the content role writes in the back office (docs/decisions/098): news and announcements, each with
// its texts in every language the shop speaks. English is the shop's fallback language (a missing
// translation shows the English text, api/lib/localized.ts), so an item needs its English texts; the
// others are optional. The endpoints' shape is ./staff-content-crud.ts's; downloads are ./staff-downloads.ts,
// the FAQ and the services ./staff-faq-services.ts.

/** One text in every language: English required (the fallback), the others optional (empty = none). */
export const localizedInput = (max: number, required = true) =>
  z.object(
    Object.fromEntries(
      LOCALES.map((lng) => {
        const text: z.ZodType<string | null, unknown> =
          lng === "en" && required ? requiredText(max) : optionalText(max)
        // kept as jsonb, which refuses half a UTF-16 pair: a 422 beside the field, not a 500
        return [
          lng,
          text.refine((value) => value == null || !hasLoneSurrogate(value), "validation.controlCharacters"),
        ]
      }),
    ) as Record<Locale, ReturnType<typeof optionalText>>,
  )

/** A text as it is kept: the languages that have one. */
export const LocalizedOutputSchema = z.partialRecord(z.enum(LOCALES), z.string())

export const CONTENT_TITLE_MAX = 200
export const CONTENT_SUMMARY_MAX = 1000
export const CONTENT_BODY_MAX = 20_000

/** A date and time the page's form sends (datetime-local, Brussels time) or an ISO instant. */
export const PublishedAt = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required", abort: true })
  .refine((value) => !Number.isNaN(Date.parse(value)), "validation.invalid")
  .describe("when it shows: an ISO 8601 date and time; a time without zone is Brussels time")

// ── News (CONTENT-1) ──────────────────────────────────────────────────────────────────────────────────

/** CONTENT-7: the picture types a news item may show, read from the file's first bytes. */
export const NEWS_PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const
export const NEWS_PICTURE_MAX_BYTES = 2 * 1024 * 1024

export const NewsBodySchema = z.object({
  title: localizedInput(CONTENT_TITLE_MAX),
  summary: localizedInput(CONTENT_SUMMARY_MAX),
  body: localizedInput(CONTENT_BODY_MAX),
  picture_alt: localizedInput(CONTENT_TITLE_MAX, false),
  is_highlighted: z.boolean().default(false),
  published_at: PublishedAt,
})
export type NewsBody = z.output<typeof NewsBodySchema>

export const StaffNewsSchema = contentItemSchema("staff-news", {
  title: LocalizedOutputSchema,
  slug: LocalizedOutputSchema,
  summary: LocalizedOutputSchema,
  body: LocalizedOutputSchema,
  picture_alt: LocalizedOutputSchema,
  is_highlighted: z.boolean(),
  published_at: IsoTime,
  picture_url: z.string().nullable().describe("the shop's address of the picture, null without one"),
})

const newsDocument = z.object({ data: StaffNewsSchema })

const newsCrud = contentCrudEndpoints({
  path: "/staff/news",
  names: { plural: "StaffNews", singular: "StaffNews" },
  body: NewsBodySchema,
  item: StaffNewsSchema,
  summaries: {
    list: "Every news item with its texts in every language, newest first",
    get: "One news item with its texts in every language",
    create: "Write a news item; it shows on the shop from its publication date",
    update: "Change a news item's texts, highlight or date",
    delete: "Remove a news item from the shop",
  },
  notes: { create: "The slugs are made from the titles. Shown on the shop at once." },
  missing: "No such item",
})
export const listStaffNews = newsCrud.list
export const getStaffNews = newsCrud.get
export const createStaffNews = newsCrud.create
export const updateStaffNews = newsCrud.update
export const deleteStaffNews = newsCrud.delete

export const setStaffNewsPicture = contentItemEndpoint({
  method: "put",
  path: "/staff/news/{id}/picture",
  operationId: "setStaffNewsPicture",
  summary: "A news item's picture: a JPEG, PNG or WebP file of at most 2 MB",
  note:
    "The request body is the picture itself; its type is read from its first bytes, " +
    "never from a name or the Content-Type sent. A refused file changes nothing.",
  missing: "No such item",
  upload: { mediaTypes: ["application/octet-stream"], maxBytes: NEWS_PICTURE_MAX_BYTES },
  responses: {
    200: { description: "The item with its new picture", schema: newsDocument },
    413: { description: "The file is larger than 2 MB (payload_too_large)" },
    422: { description: "errors.file: staffContent.pictureType, not a JPEG, PNG or WebP picture" },
  },
})

// ── Announcements (CONTENT-2) ─────────────────────────────────────────────────────────────────────────

export const AnnouncementBodySchema = z.object({
  title: localizedInput(CONTENT_TITLE_MAX),
  preview: localizedInput(CONTENT_SUMMARY_MAX),
  body: localizedInput(CONTENT_BODY_MAX),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: "validation.select" }).default("all"),
  published_at: PublishedAt,
})
export type AnnouncementBody = z.output<typeof AnnouncementBodySchema>

export const StaffAnnouncementSchema = contentItemSchema("staff-announcements", {
  title: LocalizedOutputSchema,
  preview: LocalizedOutputSchema,
  body: LocalizedOutputSchema,
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).describe("all partners, or the partners of one category"),
  published_at: IsoTime,
})

const announcementCrud = contentCrudEndpoints({
  path: "/staff/announcements",
  names: { plural: "StaffAnnouncements", singular: "StaffAnnouncement" },
  body: AnnouncementBodySchema,
  item: StaffAnnouncementSchema,
  summaries: {
    list: "Every announcement with its texts in every language, newest first",
    get: "One announcement with its texts in every language",
    create: "Write an announcement for every partner or for the partners of one category",
    update: "Change an announcement",
    delete: "Remove an announcement, and who read it",
  },
  notes: { update: "Who has read it stays recorded." },
  missing: "No such announcement",
})
export const listStaffAnnouncements = announcementCrud.list
export const getStaffAnnouncement = announcementCrud.get
export const createStaffAnnouncement = announcementCrud.create
export const updateStaffAnnouncement = announcementCrud.update
export const deleteStaffAnnouncement = announcementCrud.delete
