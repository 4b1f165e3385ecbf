import { eq } from "drizzle-orm"
import { Hono } from "hono"

import { getMedia, getTechnicalDocumentFile } from "#contract/catalog"

import { technicalDocuments } from "../../db/schema"
import { MEDIA_DIR } from "../../db/seed/product-pictures"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { readStoredFile } from "../../lib/files"

// The catalogue's files: product pictures and technical documents, straight from storage.
export const mediaRoutes = new Hono<ApiEnv>()

// Picture names are generated (type code, view, content hash): anything else, a path included, is unknown.
const PICTURE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/

defineRoute(mediaRoutes, getMedia, async (c, { params }) => {
  const filesDir = c.get("filesDir")
  if (!filesDir || !PICTURE_NAME.test(params.file)) throw notFound()
  const file = await readStoredFile(filesDir, `${MEDIA_DIR}/${params.file}`)
  if (!file) throw notFound()
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Content-Length": String(file.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // an SVG opened on its own is a document: no scripts, no external loads, only its inline styles
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
})

defineRoute(mediaRoutes, getTechnicalDocumentFile, async (c, { params }) => {
  const [doc] = await c
    .get("db")
    .select()
    .from(technicalDocuments)
    .where(eq(technicalDocuments.id, params.id))
  const filesDir = c.get("filesDir")
  if (!doc || !filesDir) throw notFound()
  const file = await readStoredFile(filesDir, doc.storageKey)
  if (!file) throw notFound()
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${doc.fileName.replace(/[^\w.-]/g, "_")}"`,
      "Content-Length": String(file.length),
      "Cache-Control": "public, max-age=86400",
    },
  })
})
