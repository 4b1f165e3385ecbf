import { Hono } from "hono"

import {
  addStaffDownloadFile,
  createStaffDownloadCategory,
  deleteStaffDownloadCategory,
  deleteStaffDownloadFile,
  DOWNLOAD_UPLOAD_TYPES,
  getStaffDownloadCategory,
  listStaffDownloadCategories,
  updateStaffDownloadCategory,
} from "#contract/staff-downloads"

import { DOWNLOAD_FILES_PREFIX } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, notFound, ValidationError } from "../../lib/errors"
import { fileTypeAmong } from "../../lib/file-type"
import { forgetStoredFile, requireStorage, storeThenRecord } from "../../lib/stored-upload"
import { announceContentChange } from "../content/content-editing"
import * as downloads from "../content/download-editing.service"
import { recordStaffAction } from "./audit-log"
import { auditActorOf, requireStaff } from "./staff-access"

// Download categories and files as the content role keeps them (CONTENT-3, CONTENT-7, decision 098).

export const staffDownloadRoutes = new Hono<ApiEnv>()

const fileResource = (file: downloads.EditedFile) => ({
  type: "staff-download-files" as const,
  id: String(file.id),
  attributes: {
    public_id: file.publicId,
    title: file.title,
    file_name: file.fileName,
    language: file.language as "en",
    content_type: file.contentType,
    size: file.sizeBytes,
    partner_only: file.partnerOnly,
    published_at: file.publishedAt.toISOString(),
  },
})

const categoryResource = (row: downloads.EditedCategory) => ({
  type: "staff-download-categories" as const,
  id: String(row.id),
  attributes: {
    key: row.key,
    name: row.name,
    description: row.description,
    position: row.position,
    files: row.files.map(fileResource),
  },
})

const categoryAudit = (row: downloads.EditedCategory) => ({
  key: row.key,
  name: row.name,
  description: row.description,
  position: row.position,
})
const fileAudit = (file: downloads.EditedFile) => fileResource(file).attributes

defineRoute(staffDownloadRoutes, listStaffDownloadCategories, async (c) => {
  requireStaff(c, "content")
  return c.json({ data: (await downloads.listEditedCategories(c.get("db"))).map(categoryResource) })
})

defineRoute(staffDownloadRoutes, getStaffDownloadCategory, async (c, { params }) => {
  requireStaff(c, "content")
  const row = await downloads.findEditedCategory(c.get("db"), params.id)
  if (!row) throw notFound()
  return c.json({ data: categoryResource(row) })
})

defineRoute(staffDownloadRoutes, createStaffDownloadCategory, async (c, { body }) => {
  const viewer = requireStaff(c, "content")
  const row = await c.get("db").transaction(async (tx) => {
    const created = await downloads.createCategory(tx, body)
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "download_category.create",
      target: `download-category:${created.id}`,
      after: categoryAudit(created),
    })
    await announceContentChange(tx)
    return created
  })
  return c.json({ data: categoryResource(row) }, 201)
})

defineRoute(staffDownloadRoutes, updateStaffDownloadCategory, async (c, { params, body }) => {
  const viewer = requireStaff(c, "content")
  const row = await c.get("db").transaction(async (tx) => {
    const changed = await downloads.updateCategory(tx, params.id, body)
    if (!changed) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "download_category.update",
      target: `download-category:${params.id}`,
      before: categoryAudit(changed.before),
      after: categoryAudit(changed.after),
    })
    await announceContentChange(tx)
    return changed.after
  })
  return c.json({ data: categoryResource(row) })
})

defineRoute(staffDownloadRoutes, deleteStaffDownloadCategory, async (c, { params }) => {
  const viewer = requireStaff(c, "content")
  await c.get("db").transaction(async (tx) => {
    const before = await downloads.deleteCategory(tx, params.id)
    if (!before) throw notFound()
    if (before === "not_empty") throw new ApiError(409, "category_not_empty", "staffContent.categoryNotEmpty")
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "download_category.delete",
      target: `download-category:${params.id}`,
      before: categoryAudit(before),
    })
    await announceContentChange(tx)
  })
  return c.body(null, 204)
})

defineRoute(staffDownloadRoutes, addStaffDownloadFile, async (c, { params, query, file }) => {
  const viewer = requireStaff(c, "content")
  // CONTENT-7: the type from the file's first bytes; a refused file stores nothing
  const sniffed = fileTypeAmong(file!, DOWNLOAD_UPLOAD_TYPES)
  if (!sniffed) throw new ValidationError({ file: ["staffContent.fileType"] })
  const fileName = `${query.file_name.replace(/\.[A-Za-z0-9]{1,5}$/, "")}.${sniffed.extension}`
  const storage = requireStorage(c)
  const upload = { folder: DOWNLOAD_FILES_PREFIX, extension: sniffed.extension, bytes: file! }
  const row = await storeThenRecord(storage, upload, (fileKey) =>
    c.get("db").transaction(async (tx) => {
      const category = await downloads.findEditedCategory(tx, params.id)
      if (!category) throw notFound()
      const added = await downloads.addFile(tx, {
        categoryId: params.id,
        title: query.title,
        fileName,
        language: query.language,
        partnerOnly: query.partner_only,
        contentType: sniffed.type,
        sizeBytes: file!.byteLength,
        fileKey,
      })
      await recordStaffAction(tx, auditActorOf(c, viewer), {
        action: "download_file.upload",
        target: `download-file:${added.id}`,
        after: fileAudit(added),
      })
      await announceContentChange(tx)
      return (await downloads.findEditedCategory(tx, params.id))!
    }),
  )
  return c.json({ data: categoryResource(row) }, 201)
})

defineRoute(staffDownloadRoutes, deleteStaffDownloadFile, async (c, { params }) => {
  const viewer = requireStaff(c, "content")
  const deleted = await c.get("db").transaction(async (tx) => {
    const before = await downloads.deleteFile(tx, params.id)
    if (!before) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "download_file.delete",
      target: `download-file:${params.id}`,
      before: fileAudit(before),
    })
    await announceContentChange(tx)
    return before
  })
  const storage = c.get("storage")
  if (storage) await forgetStoredFile(storage, deleted.fileKey, c.get("log"))
  return c.body(null, 204)
})
