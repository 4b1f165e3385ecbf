import { Hono } from "hono"
import type { DatabaseHandle } from "./db/client"
import type { ApiEnv } from "./lib/context"
import { ApiError, handleError } from "./lib/errors"
import { localeFromHeader } from "./lib/locale"
import { createLogger, type Logger } from "./lib/log"
import { buildOpenApiDocument } from "./lib/openapi"
import { visitorCache } from "./lib/visitor-cache"
import { catalogRoutes } from "./modules/catalog/catalog.routes"
import { productRoutes } from "./modules/catalog/products.routes"
import { contentRoutes } from "./modules/content/content.routes"
import { newsRoutes } from "./modules/content/news.routes"
import { staffRoutes } from "./modules/content/staff.routes"

export interface ApiOptions {
  handle: DatabaseHandle
  log?: Logger
  /** key of the staff command line's door (see staff.routes.ts); none: the door stays shut */
  staffKey?: string
  /** where stored files live (technical documents, downloads): DATA_DIR/files */
  filesDir?: string
}

const ACCEPTED_MEDIA = ["application/vnd.partners.v1+json", "application/json", "*/*", "application/*"]

/** The partners API (spec §7), mounted by server.ts under /api. */
export function createApi({ handle, log = createLogger("silent"), staffKey, filesDir }: ApiOptions) {
  const api = new Hono<ApiEnv>()

  api.use(async (c, next) => {
    const requestId = c.req.header("x-request-id") ?? crypto.randomUUID()
    c.set("requestId", requestId)
    c.set("log", log.child({ requestId }))
    c.set("handle", handle)
    c.set("db", handle.db)
    c.set("locale", localeFromHeader(c.req.header("accept-language")))
    // Bearer tokens are issued by the session capability (issue 4); until a token is verified here the
    // caller is a visitor, who never receives a price or stock.
    c.set("viewer", null)
    c.set("filesDir", filesDir)
    // versioned media type (contract); an unknown version is refused rather than guessed
    const accept = c.req.header("accept")
    if (accept && !ACCEPTED_MEDIA.some((type) => accept.includes(type))) {
      throw new ApiError(406, "not_acceptable", "Send Accept: application/vnd.partners.v1+json")
    }
    await next()
    c.header("Content-Language", c.get("locale"))
    c.header("Vary", "Accept-Language, Authorization")
  })

  api.use(visitorCache())

  api.get("/health", async (c) => {
    const ok = await handle.ping()
    return ok ? c.json({ status: "ok" }) : c.json({ status: "unavailable" }, 503)
  })
  api.get("/openapi.json", (c) => c.json(buildOpenApiDocument()))

  api.route("/", contentRoutes)
  api.route("/", catalogRoutes)
  api.route("/", productRoutes)
  api.route("/", newsRoutes)
  api.route("/", staffRoutes(staffKey))

  api.notFound((c) => c.json({ error: "not_found", message: "Not found" }, 404))
  api.onError(handleError)
  return api
}

export type PartnersApi = ReturnType<typeof createApi>
