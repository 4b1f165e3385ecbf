import { Hono } from "hono"

import { getMedia, getTechnicalDocumentFile } from "#contract/catalog"

import { MEDIA_DIR } from "../../db/seed/product-pictures"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { technicalDocumentFile } from "./technical-document-files"

// The catalogue's files: product pictures from storage, technical documents from the database.
export const mediaRoutes = new Hono<ApiEnv>()

// Picture names are generated (type code, view, content hash): anything else, a path included, is unknown.
const PICTURE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/

defineRoute(mediaRoutes, getMedia, async (c, { params }) => {
  const storage = c.get("storage")
  if (!storage || !PICTURE_NAME.test(params.file)) throw notFound()
  // small files (a few KB): read whole, so the length is known and nothing streams
  const file = await storage.readBytes(`${MEDIA_DIR}/${params.file}`)
  if (!file) throw notFound()
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Content-Length": String(file.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // an SVG opened on its own is a document: no scripts, no external loads, only its inline styles
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  })
})

// CAT-18, technical documents: generated from the product's data and kept in the database
// (technical-document-files.ts), so every server process serves the same bytes.
defineRoute(mediaRoutes, getTechnicalDocumentFile, async (c, { params }) => {
  const file = await technicalDocumentFile(c.get("db"), params.id)
  if (!file) throw notFound()
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.document.fileName.replace(/[^\w.-]/g, "_")}"`,
      "Content-Length": String(file.content.length),
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  })
})
