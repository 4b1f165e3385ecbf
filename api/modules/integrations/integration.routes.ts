import type { Context, MiddlewareHandler } from "hono"
import { Hono } from "hono"

import {
  API_KEY_HEADER,
  INTEGRATION_PAGE_SIZE,
  listIntegrationOrders,
  listIntegrationProducts,
} from "#contract/integrations"

import { requireRole } from "../../lib/access"
import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError } from "../../lib/errors"
import { document, pagination, type ResourceObject } from "../../lib/jsonapi"
import { securityEvent } from "../../lib/security-events"
import { GTC_EXEMPT } from "../../lib/terms-gate"
import { viewerOfClient } from "../accounts/viewers.service"
import { settingsMemo } from "../content/settings-memo"
import { API_KEY_RATE_LIMIT, type RateLimit, useApiKey } from "./api-keys.service"
import {
  catalogueLastModified,
  orderPage,
  ordersLastModified,
  type PageRequest,
  productPage,
} from "./integration.service"

// The integration API (decision 023): /integration/* read with an API key (X-Api-Key) or the partner's
// bearer token. A key is checked, counted against its rate limit and turned into the partner's viewer
// here, before any route reads the viewer; on other paths the header is ignored.

const INTEGRATION_PATHS = "/integration/"

export function apiKeyAccess(rule: RateLimit = API_KEY_RATE_LIMIT): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const key = c.req.header(API_KEY_HEADER)?.trim()
    if (!key || !c.req.path.startsWith(INTEGRATION_PATHS)) return next()
    const db = c.get("db")
    let clientId: number
    try {
      clientId = await useApiKey(db, key, rule)
    } catch (error) {
      // an unknown or revoked key, or one past its rate: who tried, never the key
      if (error instanceof ApiError)
        securityEvent(c.get("log"), "api_key.refused", {
          address: callerAddress(c),
          reason: error.code,
        })
      throw error
    }
    const viewer = await viewerOfClient(db, clientId, settingsMemo(c.get("handle")).read)
    c.set("viewer", viewer)
    c.set("sessionId", null)
    if (!viewer.isGtcAccepted && !GTC_EXEMPT.has(c.req.path))
      throw new ApiError(403, "gtc_not_accepted", "The terms and conditions must be accepted first.")
    return next()
  }
}

export const integrationRoutes = new Hono<ApiEnv>()

type Query = {
  "page[number]"?: number
  "page[size]"?: number
  "filter[updated_since]"?: string
}

const pageOf = (query: Query): PageRequest => ({
  number: query["page[number]"] ?? 1,
  size: query["page[size]"] ?? INTEGRATION_PAGE_SIZE,
  since: query["filter[updated_since]"] ? new Date(query["filter[updated_since]"]) : null,
})

/** HTTP dates have whole seconds: nothing changed when the newest change is within the given second. */
function notModified(ifModifiedSince: string | undefined, lastModified: Date | null) {
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN
  // an unreadable date is ignored (RFC 9110 §13.1.3)
  if (!lastModified || Number.isNaN(since)) return false
  return Math.floor(lastModified.getTime() / 1000) * 1000 <= since
}

/** JSON:API pagination links, keeping the filter; relative to the shop's origin, as other links. */
function pageLinks(path: string, page: PageRequest, totalPages: number) {
  // written out rather than through URLSearchParams: brackets and the ISO date's colons stay readable
  const filter = page.since ? `&filter[updated_since]=${page.since.toISOString()}` : ""
  const href = (number: number) => `/api${path}?page[number]=${number}&page[size]=${page.size}${filter}`
  return {
    self: href(page.number),
    first: href(1),
    last: href(totalPages),
    prev: page.number > 1 ? href(Math.min(page.number - 1, totalPages)) : null,
    next: page.number < totalPages ? href(page.number + 1) : null,
  }
}

function setFreshness(c: Context<ApiEnv>, lastModified: Date | null) {
  // the partner's own data: no cache keeps it (the integration keeps what it read in its own store, and
  // asks with If-Modified-Since whether anything changed since)
  c.header("Cache-Control", "private, no-store")
  if (lastModified) c.header("Last-Modified", lastModified.toUTCString())
}

/**
 * A list an integration syncs: Last-Modified on every answer, 304 when nothing changed since
 * If-Modified-Since, else the page asked for with its pagination and links.
 */
async function answerSyncedList<Resource>(
  c: Context<ApiEnv>,
  { path }: { path: string },
  { query, headers }: { query: Query; headers: { "If-Modified-Since"?: string | undefined } },
  lastModified: Date | null,
  readPage: (
    page: PageRequest,
  ) => Promise<{ data: Resource[]; included?: ResourceObject<unknown>[]; total: number }>,
) {
  setFreshness(c, lastModified)
  if (notModified(headers["If-Modified-Since"], lastModified)) return c.body(null, 304)
  const page = pageOf(query)
  const { data, included, total } = await readPage(page)
  const meta = {
    pagination: pagination(total, data.length, page.size, page.number),
    last_modified: lastModified?.toISOString() ?? null,
  }
  return c.json(document(data, { included, meta, links: pageLinks(path, page, meta.pagination.total_pages) }))
}

defineRoute(integrationRoutes, listIntegrationProducts, async (c, request) => {
  const viewer = requireRole(c.get("viewer"), "product_export_api")
  const db = c.get("db")
  const lastModified = await catalogueLastModified(db, viewer)
  return answerSyncedList(c, listIntegrationProducts, request, lastModified, (page) =>
    productPage(db, viewer, c.get("locale"), page),
  )
})

defineRoute(integrationRoutes, listIntegrationOrders, async (c, request) => {
  const viewer = requireRole(c.get("viewer"), "order_export_api")
  const db = c.get("db")
  const lastModified = await ordersLastModified(db, viewer)
  return answerSyncedList(c, listIntegrationOrders, request, lastModified, (page) =>
    orderPage(db, viewer, page),
  )
})
