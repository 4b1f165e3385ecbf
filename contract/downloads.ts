import { z } from "zod"

import { endpoint } from "./endpoint"
import { LOCALES } from "./locales"

// CONTENT-3: the download categories and their files, GET downloads/categories and
// downloads/categories/{id} (answered in the Accept-Language), a file being a binary GET of its URL.

/** A file's public id: 22 characters of base64url (128 random bits), the only way to name a file. */
export const DOWNLOAD_FILE_ID = /^[A-Za-z0-9_-]{22}$/

export const DownloadCategoryAttributesSchema = z.object({
  key: z.string().describe("stable key, e.g. price-lists"),
  name: z.string(),
  slug: z.string().describe("the name as a URL slug in the request's language"),
  slugs: z.partialRecord(z.enum(LOCALES), z.string()).describe("the slug in every language"),
  description: z.string(),
  file_count: z.number().int().describe("files this caller may download"),
  locked_file_count: z
    .number()
    .int()
    .describe("files reserved for partners that this caller (a visitor) does not see; 0 for a partner"),
})

export const DownloadCategoryResourceSchema = z.object({
  type: z.literal("download-categories"),
  id: z.string(),
  attributes: DownloadCategoryAttributesSchema,
})

export const DownloadFileResourceSchema = z.object({
  type: z.literal("download-files"),
  id: z.string().describe("the file's public id (22 characters): GET /downloads/files/{id}"),
  attributes: z.object({
    title: z.string().describe("in the request's language; the file itself is in `language`"),
    file_name: z.string(),
    size: z.number().int().describe("bytes, exactly what GET /downloads/files/{id} answers"),
    language: z.enum(LOCALES),
    content_type: z.string(),
    date: z.string().describe("ISO 8601, the publication date"),
    partner_only: z.boolean(),
  }),
  links: z.object({ self: z.string() }),
})
export type DownloadFileResource = z.infer<typeof DownloadFileResourceSchema>

export const DownloadCategoryListDocumentSchema = z.object({
  data: z.array(DownloadCategoryResourceSchema),
})

export const DownloadCategoryDocumentSchema = z.object({
  data: DownloadCategoryResourceSchema.extend({
    relationships: z.object({
      files: z.object({ data: z.array(z.object({ type: z.literal("download-files"), id: z.string() })) }),
    }),
  }),
  included: z.array(DownloadFileResourceSchema),
  meta: z.object({
    languages: z.array(z.enum(LOCALES)).describe("the languages of this category's files the caller may see"),
  }),
})

const VISIBILITY =
  "Files marked partner_only (price lists, promotional prices) are listed and served only to a logged-in " +
  "partner; a visitor's lists leave them out and count them in locked_file_count."

export const listDownloadCategories = endpoint({
  method: "get",
  path: "/downloads/categories",
  operationId: "listDownloadCategories",
  auth: "optional",
  summary: "Download categories (catalogues, price lists, brochures, certificates…) with their file counts",
  description: `Names and descriptions in the request's language (Accept-Language). ${VISIBILITY}`,
  tags: ["Downloads"],
  responses: { 200: { description: "The categories", schema: DownloadCategoryListDocumentSchema } },
})

export const getDownloadCategory = endpoint({
  method: "get",
  path: "/downloads/categories/{id}",
  operationId: "getDownloadCategory",
  auth: "optional",
  summary: "A download category with its files",
  description:
    "The category (data) and its files (included), titles in the request's language, each file with its own " +
    `language, size in bytes and publication date; filter[language] keeps the files in one language. ${VISIBILITY}`,
  tags: ["Downloads"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  query: z.object({
    "filter[language]": z.enum(LOCALES).optional().describe("only the files in this language"),
  }),
  responses: {
    200: { description: "The category and its files", schema: DownloadCategoryDocumentSchema },
    404: { description: "No such category" },
    422: { description: "A malformed id or an unknown language" },
  },
})

export const getDownloadFile = endpoint({
  method: "get",
  path: "/downloads/files/{fileId}",
  operationId: "getDownloadFile",
  auth: "optional",
  summary: "One download file, as a binary attachment",
  description:
    "The file's bytes with its Content-Type (application/pdf; text/csv for a spreadsheet), Content-Length and " +
    "Content-Disposition: " +
    "attachment; filename=\"…\"; filename*=UTF-8''… (RFC 6266). A file is named only by its public id, never " +
    "by a path. A partner-only file asked for without a token answers 401 (the caller should log in); an id " +
    "that names no file answers 404, a malformed id 422. Public files may be cached for a day; partner-only " +
    "files are private, no-store.",
  tags: ["Downloads"],
  params: z.object({
    fileId: z.string().regex(DOWNLOAD_FILE_ID, "The file id is 22 characters: letters, digits, - and _."),
  }),
  responses: {
    200: { description: "The file (application/pdf)" },
    401: { description: "A partner-only file and no token" },
    404: { description: "No such file" },
    422: { description: "A malformed file id" },
  },
})
