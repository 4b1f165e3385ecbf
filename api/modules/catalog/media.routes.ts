import { Hono } from "hono"
import { z } from "zod"
import { MEDIA_DIR } from "../../db/seed/product-pictures"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { readStoredFile } from "../../lib/files"

export const mediaRoutes = new Hono<ApiEnv>()

// Picture names are generated (type code, view, content hash): anything else, a path included, is unknown.
const PICTURE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/

defineRoute(
  mediaRoutes,
  {
    method: "get",
    path: "/media/{file}",
    summary: "A product picture (SVG), as named in a product's attributes.media (url and thumb)",
    description:
      "Public. The name carries a hash of the content, so the answer is cached for a year and never changes.",
    tags: ["Catalogue"],
    params: z.object({ file: z.string().describe("e.g. frg-front-0123456789.svg") }),
    responses: {
      200: { description: "The picture (image/svg+xml)" },
      404: { description: "No such picture" },
    },
  },
  async (c, { params }) => {
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
  },
)
