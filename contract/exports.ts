import { z } from "zod"

import { endpoint } from "./endpoint"
import { LOCALES } from "./locales"

// The product export (EXPORT-1 to EXPORT-9): its settings (brands filter, file_type, lang, include_old,
// frequency, next send date, last generation date, catalogue versus promo products; spare parts as well as
// products, XLSX beside CSV, the CSV's separator, the hour at which scheduled files are sent), its files
// (name, date, filters), their states and messages, one generation per day; the export/products calls.
// Role partner_zone_export (8).

export const EXPORT_FILE_TYPES = ["csv", "xlsx"] as const
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number]
export const EXPORT_DELIMITERS = ["semicolon", "comma"] as const
export type ExportDelimiter = (typeof EXPORT_DELIMITERS)[number]
/** EXPORT-2: catalogue versus promo products */
export const EXPORT_PRODUCT_SETS = ["catalog", "promo"] as const
export type ExportProductSet = (typeof EXPORT_PRODUCT_SETS)[number]
/** what a file lists: the equipment, or the spare parts */
export const EXPORT_ITEM_KINDS = ["products", "spare_parts"] as const
export type ExportItemKind = (typeof EXPORT_ITEM_KINDS)[number]
/** EXPORT-2 */
export const EXPORT_FREQUENCIES = ["none", "daily", "weekly", "monthly"] as const
export type ExportFrequency = (typeof EXPORT_FREQUENCIES)[number]
/** scheduled files are made and sent at this hour of Brussels time unless the partner picks another */
export const EXPORT_DEFAULT_SEND_HOUR = 6
/** the time zone of send hours, next send dates and "once per day" (the manufacturer is in Belgium) */
export const EXPORT_TIME_ZONE = "Europe/Brussels"
/** brand tiers a partner may filter on (products.brand) */
export const EXPORT_BRANDS = [1, 2, 3, 4, 5, 6, 7] as const

/** EXPORT-4: queued and generating block the download; failed says "contact the administrator" */
export const EXPORT_FILE_STATUSES = ["queued", "generating", "ready", "failed"] as const
export type ExportFileStatus = (typeof EXPORT_FILE_STATUSES)[number]
/** who asked for a file: the partner (counts towards once a day) or the schedule */
export const EXPORT_SOURCES = ["manual", "scheduled"] as const

/** The error codes the export calls answer besides the API's usual ones (EXPORT-3, EXPORT-4). */
export const EXPORT_ERRORS = {
  /** 429: a file was already generated (or is being generated) today */
  dailyLimit: "export_daily_limit",
  /** 409: the file is not ready (still generating, or failed) */
  notReady: "export_not_ready",
} as const

const brandSchema = z.coerce
  .number({ error: "validation.invalid" })
  .int({ error: "validation.invalid" })
  .refine((value) => (EXPORT_BRANDS as readonly number[]).includes(value), { error: "validation.invalid" })

/** The options one file is made with: what the generate call takes, and what a listed file was made with. */
export const ExportOptionsSchema = z.object({
  brands: z.array(brandSchema).max(EXPORT_BRANDS.length).default([]).describe("brand tiers; empty for all"),
  file_type: z.enum(EXPORT_FILE_TYPES, { error: "validation.invalid" }).default("csv"),
  delimiter: z
    .enum(EXPORT_DELIMITERS, { error: "validation.invalid" })
    .default("semicolon")
    .describe("the CSV's separator (Belgian Excel expects semicolons); ignored for XLSX"),
  lang: z.enum(LOCALES, { error: "validation.invalid" }).describe("the language of names and descriptions"),
  include_old: z.boolean().default(false).describe("include products that are no longer made (is_old)"),
  products: z.enum(EXPORT_PRODUCT_SETS, { error: "validation.invalid" }).default("catalog"),
  items: z.enum(EXPORT_ITEM_KINDS, { error: "validation.invalid" }).default("products"),
})
export type ExportOptions = z.output<typeof ExportOptionsSchema>

export const ExportSettingsAttributesSchema = ExportOptionsSchema.extend({
  frequency: z.enum(EXPORT_FREQUENCIES, { error: "validation.invalid" }).default("none"),
  send_hour: z.coerce
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(0, { error: "validation.invalid" })
    .max(23, { error: "validation.invalid" })
    .default(EXPORT_DEFAULT_SEND_HOUR)
    .describe("hour of the day, Brussels time, at which scheduled files are sent"),
})
export type ExportSettingsInput = z.input<typeof ExportSettingsAttributesSchema>

const ExportSettingsDocumentSchema = z.object({
  data: z.object({
    type: z.literal("export-settings"),
    id: z.string(),
    attributes: ExportSettingsAttributesSchema.extend({
      next_send_date: z.string().nullable().describe("ISO 8601; null when frequency is none"),
      last_generation_date: z.string().nullable().describe("ISO 8601, the last file made for the partner"),
    }),
  }),
})
export type ExportSettings = z.output<typeof ExportSettingsDocumentSchema>["data"]["attributes"]

const ExportFileAttributesSchema = z.object({
  name: z.string().describe("the file's name, e.g. products-2026-11-25.csv"),
  date: z.string().describe("ISO 8601, when it was asked for"),
  filters: ExportOptionsSchema.describe("the options it was made with"),
  status: z.enum(EXPORT_FILE_STATUSES),
  progress: z.number().int().min(0).max(100).describe("percent done"),
  source: z.enum(EXPORT_SOURCES),
  rows: z.number().int().nullable().describe("lines written, once ready"),
  size: z.number().int().nullable().describe("bytes, once ready"),
  ready_at: z.string().nullable(),
})
const exportFileResource = z.object({
  type: z.literal("export-files"),
  id: z.string(),
  attributes: ExportFileAttributesSchema,
})
export type ExportFile = z.output<typeof exportFileResource>

const ExportFileDocumentSchema = z.object({ data: exportFileResource })
const ExportFileListDocumentSchema = z.object({ data: z.array(exportFileResource) })

const GenerationStateSchema = z.object({
  data: z.object({
    type: z.literal("export-generation"),
    id: z.string(),
    attributes: z.object({
      is_generating: z.boolean(),
      /** the file being made (or the last one today), if any */
      file_id: z.string().nullable(),
      status: z.enum(EXPORT_FILE_STATUSES).nullable(),
      progress: z.number().int().min(0).max(100),
      can_generate: z.boolean().describe("false once a file was asked for today (one a Brussels day)"),
      next_generation_date: z.string().describe("ISO 8601: the start of the next Brussels day"),
    }),
  }),
})
export type ExportGenerationState = z.output<typeof GenerationStateSchema>["data"]["attributes"]

const ROLE_NOTE = "Partners with the partner_zone_export role (8) only; others 403."

export const getExportSettings = endpoint({
  method: "get",
  path: "/export/products/settings",
  operationId: "getExportSettings",
  auth: "partner",
  summary: "The partner's export settings",
  description: `Defaults until the partner saves some. ${ROLE_NOTE}`,
  tags: ["Exports"],
  responses: {
    200: { description: "The settings", schema: ExportSettingsDocumentSchema },
    403: { description: "No partner_zone_export role" },
  },
})

export const saveExportSettings = endpoint({
  method: "post",
  path: "/export/products/settings",
  operationId: "saveExportSettings",
  auth: "partner",
  summary: "Save the partner's export settings and (re)schedule or cancel the scheduled sending",
  description:
    'Body {"data": {"type": "export-settings", "attributes": {…}}}. A frequency other than none makes and ' +
    "e-mails the file daily, weekly or monthly at send_hour (Brussels time) and sets next_send_date; none " +
    `cancels it. ${ROLE_NOTE}`,
  tags: ["Exports"],
  body: z.object({
    data: z.object({
      type: z.literal("export-settings", { error: "validation.invalid" }),
      attributes: ExportSettingsAttributesSchema,
    }),
  }),
  responses: {
    200: { description: "The saved settings", schema: ExportSettingsDocumentSchema },
    403: { description: "No partner_zone_export role" },
    422: { description: "Errors per field" },
  },
})

/** EXPORT-9: the generate call's query: non-empty options, arrays as repeated brands[]=…, include_old always. */
export const ExportGenerateQuerySchema = z.object({
  "brands[]": z.union([brandSchema, z.array(brandSchema)]).optional(),
  file_type: z.enum(EXPORT_FILE_TYPES, { error: "validation.invalid" }).optional(),
  delimiter: z.enum(EXPORT_DELIMITERS, { error: "validation.invalid" }).optional(),
  lang: z.enum(LOCALES, { error: "validation.invalid" }).optional(),
  include_old: z.enum(["0", "1", "true", "false"], { error: "validation.invalid" }),
  products: z.enum(EXPORT_PRODUCT_SETS, { error: "validation.invalid" }).optional(),
  items: z.enum(EXPORT_ITEM_KINDS, { error: "validation.invalid" }).optional(),
})

/** The generate call's query from a file's options, as the shop sends it (EXPORT-9). */
export function generateQueryOf(options: ExportOptions) {
  return {
    ...(options.brands.length ? { "brands[]": options.brands } : {}),
    file_type: options.file_type,
    delimiter: options.delimiter,
    lang: options.lang,
    include_old: options.include_old ? ("1" as const) : ("0" as const),
    products: options.products,
    items: options.items,
  }
}

export const generateExport = endpoint({
  method: "get",
  path: "/export/products/generate",
  operationId: "requestExport",
  auth: "partner",
  summary: "Queue the making of an export file (once per day)",
  description:
    "A GET that starts making a file. Options left out default to the saved settings; lang to the Accept-Language. The " +
    "file is made by the job queue; is-generating follows it and an e-mail with a link follows when it is " +
    `ready. A second call on the same Brussels day answers 429 ${EXPORT_ERRORS.dailyLimit} with ` +
    `Retry-After until the next day. ${ROLE_NOTE}`,
  tags: ["Exports"],
  query: ExportGenerateQuerySchema,
  responses: {
    202: { description: "The queued file", schema: ExportFileDocumentSchema },
    403: { description: "No partner_zone_export role" },
    422: { description: "Errors per option" },
    429: { description: "Already generated today (one generation a Brussels day)" },
  },
})

export const getExportGenerationState = endpoint({
  method: "get",
  path: "/export/products/is-generating",
  operationId: "getExportGenerationState",
  auth: "partner",
  summary: "Whether a file is being made for the partner, and how far it is",
  description: ROLE_NOTE,
  tags: ["Exports"],
  responses: {
    200: { description: "The generation state", schema: GenerationStateSchema },
    403: { description: "No partner_zone_export role" },
  },
})

export const listExportFiles = endpoint({
  method: "get",
  path: "/export/products",
  operationId: "listExportFiles",
  auth: "partner",
  summary: "The partner's export files, newest first (the last 30)",
  description: ROLE_NOTE,
  tags: ["Exports"],
  responses: {
    200: { description: "The files", schema: ExportFileListDocumentSchema },
    403: { description: "No partner_zone_export role" },
  },
})

export const downloadExportFile = endpoint({
  method: "get",
  path: "/export/products/file",
  operationId: "getExportFile",
  auth: "partner",
  summary: "Download one of the partner's export files (CSV or XLSX)",
  description:
    "The file's bytes. Another partner's file, or an unknown one, is a 404; a file still being " +
    `made or failed is a 409 ${EXPORT_ERRORS.notReady}. ${ROLE_NOTE}`,
  tags: ["Exports"],
  query: z.object({ id: z.uuid({ error: "validation.invalid" }) }),
  responses: {
    200: { description: "The file (text/csv or the XLSX media type), as an attachment" },
    403: { description: "No partner_zone_export role" },
    404: { description: "No such file for this partner" },
    409: { description: "The file is not ready" },
  },
})
