import { z } from "zod"

import { flag, requiredText } from "./fields"
import { LOCALES } from "./locales"
import { IsoTime } from "./staff"
import {
  CONTENT_SUMMARY_MAX,
  CONTENT_TITLE_MAX,
  localizedInput,
  LocalizedOutputSchema,
} from "./staff-content"
import { contentCrudEndpoints, contentItemEndpoint, contentItemSchema } from "./staff-content-crud"

// The download categories and their files as the content role keeps them (CONTENT-3, decision 098). A
// file is uploaded as the request's body; what it is, is read from its first bytes (CONTENT-7), and a file
// refused by type or size stores nothing.

/** CONTENT-7: the file types a download may be, told apart by their first bytes, never by a name. */
export const DOWNLOAD_UPLOAD_TYPES = [
  "application/pdf",
  "application/zip",
  "image/jpeg",
  "image/png",
] as const
export type DownloadUploadType = (typeof DOWNLOAD_UPLOAD_TYPES)[number]
/** CONTENT-7: the largest download file staff may upload. */
export const DOWNLOAD_FILE_MAX_BYTES = 8 * 1024 * 1024

export const DownloadCategoryBodySchema = z.object({
  name: localizedInput(CONTENT_TITLE_MAX),
  description: localizedInput(CONTENT_SUMMARY_MAX, false),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
})
export type DownloadCategoryBody = z.output<typeof DownloadCategoryBodySchema>

export const StaffDownloadFileSchema = z.object({
  type: z.literal("staff-download-files"),
  id: z.string().describe("the file's row id (for deleting it)"),
  attributes: z.object({
    public_id: z.string().describe("the shop's address of the file: GET /downloads/files/{public_id}"),
    title: LocalizedOutputSchema,
    file_name: z.string(),
    language: z.enum(LOCALES),
    content_type: z.string(),
    size: z.number().int(),
    partner_only: z.boolean(),
    published_at: IsoTime,
  }),
})

export const StaffDownloadCategorySchema = contentItemSchema("staff-download-categories", {
  key: z.string(),
  name: LocalizedOutputSchema,
  description: LocalizedOutputSchema,
  position: z.number().int(),
  files: z.array(StaffDownloadFileSchema),
})

const categoryDocument = z.object({ data: StaffDownloadCategorySchema })

const categoryCrud = contentCrudEndpoints({
  path: "/staff/download-categories",
  names: { plural: "StaffDownloadCategories", singular: "StaffDownloadCategory" },
  body: DownloadCategoryBodySchema,
  item: StaffDownloadCategorySchema,
  summaries: {
    list: "Every download category with its files, partner-only ones included",
    get: "One download category with its files",
    create: "Add a download category",
    update: "Rename a download category, or move it",
    delete: "Remove an empty download category",
  },
  notes: {
    create: "Its key is made from the English name.",
    delete: "A category that still holds files is kept (409): remove its files first.",
  },
  missing: "No such category",
  answers: { list: "The categories", get: "The category", create: "Added" },
  invalid: {
    create: "A field is missing or wrong: errors per field (name.en, …)",
    update: "A field is missing or wrong: errors per field",
  },
  deleteConflict: "category_not_empty: the category still holds files",
})
export const listStaffDownloadCategories = categoryCrud.list
export const getStaffDownloadCategory = categoryCrud.get
export const createStaffDownloadCategory = categoryCrud.create
export const updateStaffDownloadCategory = categoryCrud.update
export const deleteStaffDownloadCategory = categoryCrud.delete

export const DownloadUploadQuerySchema = z.object({
  language: z.enum(LOCALES, { error: "validation.select" }).describe("the language the file is written in"),
  title: requiredText(CONTENT_TITLE_MAX).describe("the file's title, in its own language"),
  file_name: requiredText(120)
    .refine((name) => /^[\p{L}\p{N}][\p{L}\p{N} ._()-]*$/u.test(name), "staffContent.fileName")
    .describe("the name the file is downloaded as; its extension is set from its type"),
  partner_only: flag().describe("1: listed and served to logged-in partners only (price lists)"),
})

export const addStaffDownloadFile = contentItemEndpoint({
  method: "post",
  path: "/staff/download-categories/{id}/files",
  operationId: "addStaffDownloadFile",
  summary: "Add a file to a download category: a PDF, ZIP, JPEG or PNG file of at most 8 MB",
  note:
    "The request body is the file itself; its type is read from its first bytes, never " +
    "from its name or the Content-Type sent (CONTENT-7). A refused file stores nothing.",
  missing: "No such category",
  query: DownloadUploadQuerySchema,
  upload: { mediaTypes: ["application/octet-stream"], maxBytes: DOWNLOAD_FILE_MAX_BYTES },
  responses: {
    201: { description: "Added: the category with its files", schema: categoryDocument },
    413: { description: "The file is larger than 8 MB (payload_too_large)" },
    422: { description: "errors.file: staffContent.fileType (not a PDF, ZIP, JPEG or PNG) or an empty file" },
  },
})

export const deleteStaffDownloadFile = contentItemEndpoint({
  method: "delete",
  path: "/staff/download-files/{id}",
  operationId: "deleteStaffDownloadFile",
  summary: "Remove a download file",
  missing: "No such file",
  responses: { 204: { description: "Removed" } },
})
