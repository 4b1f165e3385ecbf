import { z } from "zod"

import { ANNOUNCEMENT_AUDIENCES } from "./announcements"
import { endpoint } from "./endpoint"
import { hasLoneSurrogate, optionalText, requiredText } from "./fields"
import { type Locale, LOCALES } from "./locales"
import { forbidden, IsoTime, STAFF_AUTH, STAFF_PERMISSIONS } from "./staff"

// What the content role writes in the back office (docs/decisions/098): news and announcements, each with
// its texts in every language the shop speaks. English is the shop's fallback language (a missing
// translation shows the English text, api/lib/localized.ts), so an item needs its English texts; the
// others are optional. Downloads, FAQ, services and company info are ./staff-downloads.ts.

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

const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) })
const idPattern = { id: "[0-9]+" }
const tags: ["Staff"] = ["Staff"]
const CONTENT_FORBIDDEN = forbidden(STAFF_PERMISSIONS.content)
const CONTENT_AUTH = `${STAFF_AUTH} Roles admin and content. Every change is in the audit log.`

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

export const StaffNewsSchema = z.object({
  type: z.literal("staff-news"),
  id: z.string(),
  attributes: z.object({
    title: LocalizedOutputSchema,
    slug: LocalizedOutputSchema,
    summary: LocalizedOutputSchema,
    body: LocalizedOutputSchema,
    picture_alt: LocalizedOutputSchema,
    is_highlighted: z.boolean(),
    published_at: IsoTime,
    picture_url: z.string().nullable().describe("the shop's address of the picture, null without one"),
  }),
})

const newsDocument = z.object({ data: StaffNewsSchema })

export const listStaffNews = endpoint({
  method: "get",
  path: "/staff/news",
  operationId: "listStaffNews",
  auth: "staff",
  summary: "Every news item with its texts in every language, newest first",
  description: CONTENT_AUTH,
  tags,
  responses: {
    200: { description: "The news", schema: z.object({ data: z.array(StaffNewsSchema) }) },
    403: CONTENT_FORBIDDEN,
  },
})

export const getStaffNews = endpoint({
  method: "get",
  path: "/staff/news/{id}",
  operationId: "getStaffNews",
  auth: "staff",
  summary: "One news item with its texts in every language",
  description: CONTENT_AUTH,
  tags,
  params: IdParams,
  paramPatterns: idPattern,
  responses: {
    200: { description: "The item", schema: newsDocument },
    403: CONTENT_FORBIDDEN,
    404: { description: "No such item" },
  },
})

export const createStaffNews = endpoint({
  method: "post",
  path: "/staff/news",
  operationId: "createStaffNews",
  auth: "staff",
  summary: "Write a news item; it shows on the shop from its publication date",
  description: `${CONTENT_AUTH} The slugs are made from the titles. Shown on the shop at once.`,
  tags,
  body: NewsBodySchema,
  responses: {
    201: { description: "Written", schema: newsDocument },
    403: CONTENT_FORBIDDEN,
    422: { description: "A field is missing or wrong: errors per field (title.en, published_at, …)" },
  },
})

export const updateStaffNews = endpoint({
  method: "put",
  path: "/staff/news/{id}",
  operationId: "updateStaffNews",
  auth: "staff",
  summary: "Change a news item's texts, highlight or date",
  description: CONTENT_AUTH,
  tags,
  params: IdParams,
  paramPatterns: idPattern,
  body: NewsBodySchema,
  responses: {
    200: { description: "Changed", schema: newsDocument },
    403: CONTENT_FORBIDDEN,
    404: { description: "No such item" },
    422: { description: "A field is missing or wrong: errors per field" },
  },
})

export const deleteStaffNews = endpoint({
  method: "delete",
  path: "/staff/news/{id}",
  operationId: "deleteStaffNews",
  auth: "staff",
  summary: "Remove a news item from the shop",
  description: CONTENT_AUTH,
  tags,
  params: IdParams,
  paramPatterns: idPattern,
  responses: {
    204: { description: "Removed" },
    403: CONTENT_FORBIDDEN,
    404: { description: "No such item" },
  },
})

export const setStaffNewsPicture = endpoint({
  method: "put",
  path: "/staff/news/{id}/picture",
  operationId: "setStaffNewsPicture",
  auth: "staff",
  summary: "A news item's picture: a JPEG, PNG or WebP file of at most 2 MB",
  description:
    `${CONTENT_AUTH} The request body is the picture itself; its type is read from its first bytes, ` +
    "never from a name or the Content-Type sent. A refused file changes nothing.",
  tags,
  params: IdParams,
  paramPatterns: idPattern,
  upload: { mediaTypes: ["application/octet-stream"], maxBytes: NEWS_PICTURE_MAX_BYTES },
  responses: {
    200: { description: "The item with its new picture", schema: newsDocument },
    403: CONTENT_FORBIDDEN,
    404: { description: "No such item" },
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

export const StaffAnnouncementSchema = z.object({
  type: z.literal("staff-announcements"),
  id: z.string(),
  attributes: z.object({
    title: LocalizedOutputSchema,
    preview: LocalizedOutputSchema,
    body: LocalizedOutputSchema,
    audience: z.enum(ANNOUNCEMENT_AUDIENCES).describe("all partners, or the partners of one category"),
    published_at: IsoTime,
  }),
})

const announcementDocument = z.object({ data: StaffAnnouncementSchema })

export const listStaffAnnouncements = endpoint({
  method: "get",
  path: "/staff/announcements",
  operationId: "listStaffAnnouncements",
  auth: "staff",
  summary: "Every announcement with its texts in every language, newest first",
  description: CONTENT_AUTH,
  tags,
  responses: {
    200: {
      description: "The announcements",
      schema: z.object({ data: z.array(StaffAnnouncementSchema) }),
    },
    403: CONTENT_FORBIDDEN,
  },
})

export const getStaffAnnouncement = endpoint({
  method: "get",
  path: "/staff/announcements/{id}",
  operationId: "getStaffAnnouncement",
  auth: "staff",
  summary: "One announcement with its texts in every language",
  description: CONTENT_AUTH,
  tags,
  params: IdParams,
  paramPatterns: idPattern,
  responses: {
    200: { description: "The announcement", schema: announcementDocument },
    403: CONTENT_FORBIDDEN,
    404: { description: "No such announcement" },
  },
})

export const createStaffAnnouncement = endpoint({
  method: "post",
  path: "/staff/announcements",
  operationId: "createStaffAnnouncement",
  auth: "staff",
  summary: "Write an announcement for every partner or for the partners of one category",
  description: CONTENT_AUTH,
  tags,
  body: AnnouncementBodySchema,
  responses: {
    201: { description: "Written", schema: announcementDocument },
    403: CONTENT_FORBIDDEN,
    422: { description: "A field is missing or wrong: errors per field" },
  },
})

export const updateStaffAnnouncement = endpoint({
  method: "put",
  path: "/staff/announcements/{id}",
  operationId: "updateStaffAnnouncement",
  auth: "staff",
  summary: "Change an announcement",
  description: `${CONTENT_AUTH} Who has read it stays recorded.`,
  tags,
  params: IdParams,
  paramPatterns: idPattern,
  body: AnnouncementBodySchema,
  responses: {
    200: { description: "Changed", schema: announcementDocument },
    403: CONTENT_FORBIDDEN,
    404: { description: "No such announcement" },
    422: { description: "A field is missing or wrong: errors per field" },
  },
})

export const deleteStaffAnnouncement = endpoint({
  method: "delete",
  path: "/staff/announcements/{id}",
  operationId: "deleteStaffAnnouncement",
  auth: "staff",
  summary: "Remove an announcement, and who read it",
  description: CONTENT_AUTH,
  tags,
  params: IdParams,
  paramPatterns: idPattern,
  responses: {
    204: { description: "Removed" },
    403: CONTENT_FORBIDDEN,
    404: { description: "No such announcement" },
  },
})
