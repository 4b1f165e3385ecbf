import type { MiddlewareHandler } from "hono"

import type { ApiEnv } from "../../lib/context"
import { ApiError, unauthenticated } from "../../lib/errors"
import type { RoleFlags, Viewer } from "../../lib/viewer"
import { resolveViewer } from "./session.service"

// Who is calling, decided once per request: a bearer token is verified (a bad one is a 401, never a
// silent downgrade to visitor), then the terms gate applies to every partner call (spec §4, §8).

/** Calls a partner may make before accepting the terms: to learn their state, accept, or leave. */
export const GTC_EXEMPT: ReadonlySet<string> = new Set([
  "/auth/logout",
  "/auth/refresh",
  "/accept-gtc",
  "/users/me",
  "/settings",
  "/health",
])

export function partnerAccess(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization")
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
    if (!header || c.req.path === "/auth/login") {
      c.set("viewer", null)
      return next()
    }
    if (!token) throw unauthenticated()
    const viewer = await resolveViewer(c.get("db"), c.get("tokenSecret"), token)
    c.set("viewer", viewer)
    c.set("sessionId", viewer.sessionId)
    if (!viewer.isGtcAccepted && !GTC_EXEMPT.has(c.req.path)) {
      throw new ApiError(403, "gtc_not_accepted", "The terms and conditions must be accepted first.")
    }
    return next()
  }
}

/** The partner of this call, or 401 (conventions: requireXxx throws). */
export function requirePartner(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated()
  return viewer
}

/** 403 forbidden when the partner lacks a role (contract). */
export function requireRole(viewer: Viewer | null, role: keyof RoleFlags): Viewer {
  const partner = requirePartner(viewer)
  if (!partner.roles[role]) throw new ApiError(403, "forbidden", "This account may not do this.")
  return partner
}
