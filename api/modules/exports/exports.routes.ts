import { Readable } from "node:stream"

import { eq } from "drizzle-orm"
import { Hono } from "hono"

import * as exportsContract from "#contract/exports"
import { EXPORT_ERRORS, type ExportOptions } from "#contract/exports"

import { requireRole } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, notFound } from "../../lib/errors"
import { document } from "../../lib/jsonapi"
import { attachment } from "../content/downloads.routes"
import { CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE } from "./export-generate"
import { exportFiles } from "./exports.schema"
import {
  defaultOptions,
  fileResource,
  findFile,
  generationState,
  insertManualFile,
  listFiles,
  readSettings,
  requeueStalledExports,
  saveSettings,
  secondsUntilTomorrow,
  sendGenerateJob,
  todaysManualFile,
} from "./exports.service"

// The export: settings, generate (once per Brussels day, EXPORT-3), is-generating, the list and the
// file. Every call needs the partner_zone_export role (EXPORT-1, role 8); a partner only ever sees their
// own files (another's id is a 404).

export const exportRoutes = new Hono<ApiEnv>()

const ROLE = "partner_zone_export" as const

defineRoute(exportRoutes, exportsContract.getExportSettings, async (c) => {
  const partner = requireRole(c.get("viewer"), ROLE)
  const attributes = await readSettings(c.get("db"), partner.clientId, c.get("locale"))
  return c.json(document({ type: "export-settings" as const, id: String(partner.clientId), attributes }))
})

defineRoute(exportRoutes, exportsContract.saveExportSettings, async (c, { body }) => {
  const partner = requireRole(c.get("viewer"), ROLE)
  const attributes = await saveSettings(c.get("db"), partner.clientId, body.data.attributes)
  return c.json(document({ type: "export-settings" as const, id: String(partner.clientId), attributes }))
})

defineRoute(exportRoutes, exportsContract.generateExport, async (c, { query }) => {
  const partner = requireRole(c.get("viewer"), ROLE)
  const db = c.get("db")
  // options left out default to the saved settings, the language to the caller's
  const saved = await defaultOptions(db, partner.clientId, c.get("locale"))
  const brands = query["brands[]"]
  const options: ExportOptions = {
    brands: brands === undefined ? saved.brands : [...new Set([brands].flat())].sort((a, b) => a - b),
    file_type: query.file_type ?? saved.file_type,
    delimiter: query.delimiter ?? saved.delimiter,
    lang: query.lang ?? saved.lang,
    include_old: query.include_old === "1" || query.include_old === "true",
    products: query.products ?? saved.products,
    items: query.items ?? saved.items,
  }
  const now = new Date()
  const file = await insertManualFile(db, partner.clientId, options, now)
  if (!file) {
    // today's file is still being made: the partner is told so again, not refused (EXPORT-4: "generation
    // in progress, an e-mail follows when ready"), and one whose making was cut off starts again now
    const today = await todaysManualFile(db, partner.clientId, now)
    if (today && today.status !== "ready") {
      await requeueStalledExports(db, c.get("jobs"), now, partner.clientId)
      const current = (await findFile(db, partner.clientId, today.id)) ?? today
      return c.json(document(fileResource(current)), 202)
    }
    // EXPORT-3: "cannot regenerate the CSV today, limit reached, try tomorrow"
    throw new ApiError(429, EXPORT_ERRORS.dailyLimit, "exports.dailyLimit", {
      "Retry-After": String(secondsUntilTomorrow(now)),
    })
  }
  try {
    await sendGenerateJob(c.get("jobs"), file.id)
  } catch (error) {
    // a file no job will make must not use up the partner's day: it is failed (EXPORT-4: contact the
    // administrator) and the partner may ask again
    await db
      .update(exportFiles)
      .set({ status: "failed", error: "the job queue refused the job" })
      .where(eq(exportFiles.id, file.id))
    throw error
  }
  return c.json(document(fileResource(file)), 202)
})

defineRoute(exportRoutes, exportsContract.getExportGenerationState, async (c) => {
  const partner = requireRole(c.get("viewer"), ROLE)
  const attributes = await generationState(c.get("db"), partner.clientId)
  c.header("Cache-Control", "no-store")
  return c.json(document({ type: "export-generation" as const, id: String(partner.clientId), attributes }))
})

defineRoute(exportRoutes, exportsContract.listExportFiles, async (c) => {
  const partner = requireRole(c.get("viewer"), ROLE)
  const rows = await listFiles(c.get("db"), partner.clientId)
  return c.json(document(rows.map(fileResource)))
})

defineRoute(exportRoutes, exportsContract.downloadExportFile, async (c, { query }) => {
  const partner = requireRole(c.get("viewer"), ROLE)
  const file = await findFile(c.get("db"), partner.clientId, query.id)
  if (!file) throw notFound()
  const storage = c.get("storage")
  if (file.status !== "ready" || !file.storageKey || !storage)
    throw new ApiError(409, EXPORT_ERRORS.notReady, "exports.notReady")
  // streamed from the storage: a large file never sits in memory
  const stored = await storage.read(file.storageKey)
  if (!stored) throw notFound()
  const size = stored.size
  const body = Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: {
      "Content-Type": file.options.file_type === "xlsx" ? XLSX_MEDIA_TYPE : CSV_MEDIA_TYPE,
      "Content-Length": String(size),
      "Content-Disposition": attachment(file.name),
      "Cache-Control": "private, no-store",
    },
  })
})
