import { Hono } from "hono"

import {
  CLIENT_ERRORS_PER_ADDRESS_PER_HOUR,
  CLIENT_ERRORS_PER_HOUR,
  reportClientError,
} from "#contract/client-errors"

import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError } from "../../lib/errors"
import { takeFromCap } from "../limits/usage-caps"

export const clientErrorRoutes = new Hono<ApiEnv>()

const HOUR = 3600

// MODE-7: a shop page whose scripts failed to start or hydrate says so once; the report becomes one log
// line with the page and the browser. Counted in the database (usage_counts) like the shop-wide caps, so
// the limits hold across processes: a page that errors in a loop, or someone posting reports, cannot fill
// the log.
defineRoute(clientErrorRoutes, reportClientError, async (c, { body }) => {
  const db = c.get("db")
  const address = callerAddress(c)
  const wait =
    (await takeFromCap(db, `client-errors:${address}`, {
      seconds: HOUR,
      limit: CLIENT_ERRORS_PER_ADDRESS_PER_HOUR,
    })) || (await takeFromCap(db, "client-errors", { seconds: HOUR, limit: CLIENT_ERRORS_PER_HOUR }))
  if (wait)
    throw new ApiError(429, "too_many_requests", `auth.tooManyRequests|seconds=${wait}`, {
      "Retry-After": String(wait),
    })
  c.get("log").warn("client script error", {
    page: body.page,
    phase: body.phase,
    error: body.message,
    stack: body.stack,
    userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
  })
  return c.body(null, 204)
})
