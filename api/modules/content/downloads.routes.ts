import { Hono } from "hono"

import { getDownloadCategory, getDownloadFile, listDownloadCategories } from "#contract/downloads"

import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, notFound } from "../../lib/errors"
import { document, resource } from "../../lib/jsonapi"
import { findCategory, findFile, listCategories } from "./downloads.service"

export const downloadRoutes = new Hono<ApiEnv>()

defineRoute(downloadRoutes, listDownloadCategories, async (c) => {
  const rows = await listCategories(c.get("db"), c.get("locale"), c.get("viewer") !== null)
  return c.json(document(rows.map((row) => resource("download-categories", row.id, row.attributes))))
})

defineRoute(downloadRoutes, getDownloadCategory, async (c, { params, query }) => {
  const found = await findCategory(
    c.get("db"),
    params.id,
    c.get("locale"),
    c.get("viewer") !== null,
    query["filter[language]"],
  )
  if (!found) throw notFound()
  const files = found.files.map((file) => ({
    ...resource("download-files", file.id, file.attributes),
    links: { self: `/api/downloads/files/${file.id}` },
  }))
  return c.json(
    document(
      resource("download-categories", found.id, found.attributes, {
        files: { data: files.map(({ type, id }) => ({ type, id })) },
      }),
      { included: files, meta: { languages: found.languages } },
    ),
  )
})

/**
 * RFC 6266 Content-Disposition: an ASCII fallback (quotes, backslashes and controls replaced) beside the
 * exact name percent-encoded in filename*.
 */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_")
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16)}`)
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

defineRoute(downloadRoutes, getDownloadFile, async (c, { params }) => {
  const file = await findFile(c.get("db"), params.fileId)
  if (!file) throw notFound()
  // the visitor learns that logging in would help, not what the file holds
  if (file.partnerOnly && c.get("viewer") === null)
    throw new ApiError(401, "unauthenticated", "This file is for partners: log in to download it.")
  // an uploaded file (at most 8 MB, CONTENT-7) from the file storage, a seeded one from its row
  const bytes = file.fileKey ? await c.get("storage")?.readBytes(file.fileKey) : file.bytes
  if (!bytes) throw notFound()
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": attachment(file.fileName),
      "Last-Modified": file.publishedAt.toUTCString(),
      // a public file never changes under its id; a partner's file stays out of shared caches
      "Cache-Control": file.partnerOnly ? "private, no-store" : "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  })
})
