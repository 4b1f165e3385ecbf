import { z } from "zod"

import { CLIENT_CATEGORIES } from "./accounts"
import { endpoint } from "./endpoint"
import { PaginationSchema } from "./pagination"

// CONTENT-2: a logged-in partner's announcements (title, date, preview), GET announcements and
// announcements/{id}. An announcement is meant for every partner or for one partner category, and each
// partner's reading of it is kept (unread ones are marked in the shop).

export const ANNOUNCEMENTS_PAGE_SIZE = 10

/** Who an announcement is meant for: every partner, or the partners of one category. */
export const ANNOUNCEMENT_AUDIENCES = ["all", ...CLIENT_CATEGORIES] as const
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number]

const AnnouncementAttributesSchema = z.object({
  title: z.string(),
  date: z.string().describe("ISO 8601, when it was published"),
  preview: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).describe("all partners, or one partner category"),
  is_read: z.boolean().describe("whether this partner has opened the announcement"),
  read_at: z.string().nullable().describe("ISO 8601, when this partner first opened it"),
})
const announcementResource = <A extends z.ZodObject>(attributes: A) =>
  z.object({ type: z.literal("announcements"), id: z.string(), attributes })

export const AnnouncementListDocumentSchema = z.object({
  data: z.array(announcementResource(AnnouncementAttributesSchema)),
  meta: z.object({
    pagination: PaginationSchema,
    unread: z.number().int().describe("how many of the partner's announcements (all pages) are unread"),
  }),
})

export const AnnouncementDocumentSchema = z.object({
  data: announcementResource(AnnouncementAttributesSchema.extend({ body: z.string() })),
  meta: z.object({
    unread: z.number().int().describe("the partner's unread announcements after this reading"),
  }),
})

export const listAnnouncements = endpoint({
  method: "get",
  path: "/announcements",
  operationId: "listAnnouncements",
  auth: "partner",
  summary: "The partner's announcements, newest first, each with whether the partner has read it",
  description:
    "Each announcement's title, date and preview in the caller's language (Accept-Language). Only the " +
    "announcements meant for every partner or for the partner's category; meta.unread counts the unread " +
    "ones over all pages. Any logged-in partner.",
  tags: ["Announcements"],
  query: z.object({
    "page[number]": z.coerce.number().int().min(1).max(100_000).optional().describe("default 1"),
    "page[size]": z.coerce
      .number()
      .int()
      .min(1)
      .max(50)
      .optional()
      .describe(`1 to 50, default ${ANNOUNCEMENTS_PAGE_SIZE}`),
  }),
  responses: {
    200: {
      description: "A page of announcements, meta.pagination and meta.unread",
      schema: AnnouncementListDocumentSchema,
    },
    401: { description: "No or bad token" },
  },
})

export const getAnnouncement = endpoint({
  method: "get",
  path: "/announcements/{id}",
  operationId: "getAnnouncement",
  auth: "partner",
  summary: "One announcement with its body; reading it marks it read for this partner",
  description:
    "Opening the detail is what reading means, so this GET records " +
    "that the partner has read it (once: the first reading's time is kept; repeating the call changes " +
    "nothing). An announcement meant for the other partner category is a 404, like a missing one.",
  tags: ["Announcements"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  paramPatterns: { id: "[0-9]+" },
  responses: {
    200: { description: "The announcement", schema: AnnouncementDocumentSchema },
    401: { description: "No or bad token" },
    404: { description: "No such announcement for this partner" },
  },
})
