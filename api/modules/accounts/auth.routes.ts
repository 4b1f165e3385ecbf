import { type Context, Hono } from "hono"

import {
  endOtherSessions,
  endSession,
  listSessions,
  logIn,
  logOut,
  refreshTokens,
  type TokenDocument,
} from "#contract/accounts"

import { requirePartner } from "../../lib/access"
import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, notFound } from "../../lib/errors"
import { document } from "../../lib/jsonapi"
import { securityEvent } from "../../lib/security-events"
import { readSettings } from "../content/settings.service"
import {
  type Caller,
  endLogin,
  endOtherLogins,
  type IssuedTokens,
  login,
  openLogins,
  refresh,
  revokeSession,
} from "./session.service"
import { clientResource } from "./users.service"

export const authRoutes = new Hono<ApiEnv>()

async function tokenDocument(c: Context<ApiEnv>, tokens: IssuedTokens): Promise<TokenDocument> {
  const user = await clientResource(c.get("db"), tokens.clientId)
  return {
    access_token: tokens.accessToken,
    token_type: "bearer",
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
    refresh_at: tokens.refreshAt.toISOString(),
    ...(tokens.deviceToken ? { device_token: tokens.deviceToken } : {}),
    data: user,
  }
}

/** The caller as the session service records it: address, User-Agent, and the request's log. */
const callerOf = (c: Context<ApiEnv>): Caller => ({
  address: callerAddress(c),
  userAgent: c.req.header("user-agent"),
  log: c.get("log"),
})

defineRoute(authRoutes, logIn, async (c, { body }) => {
  const settings = await readSettings(c.get("db"))
  if (settings.maintenance.enabled) throw new ApiError(503, "maintenance", "auth.maintenance")
  const tokens = await login(c.get("db"), c.get("tokenSecret"), body, callerOf(c))
  return c.json(await tokenDocument(c, tokens))
})

defineRoute(authRoutes, refreshTokens, async (c, { body }) => {
  const tokens = await refresh(c.get("db"), c.get("tokenSecret"), body.refresh_token, {
    ...callerOf(c),
    lifetimeSeconds: c.get("loginLifetimeSeconds"),
  })
  return c.json(await tokenDocument(c, tokens))
})

defineRoute(authRoutes, logOut, async (c) => {
  const partner = requirePartner(c.get("viewer"))
  await revokeSession(c.get("db"), c.get("sessionId")!, "logout")
  securityEvent(c.get("log"), "logout", { clientId: partner.clientId, sessionId: c.get("sessionId")! })
  return c.body(null, 204)
})

defineRoute(authRoutes, listSessions, async (c) => {
  const partner = requirePartner(c.get("viewer"))
  const lifetime = c.get("loginLifetimeSeconds")
  const logins = await openLogins(c.get("db"), partner.clientId, c.get("sessionId"), lifetime)
  return c.json(
    document(
      logins.map((login) => ({
        type: "sessions" as const,
        id: login.id,
        attributes: {
          created_at: login.createdAt.toISOString(),
          last_seen_at: login.lastSeenAt.toISOString(),
          user_agent: login.userAgent,
          network: login.networkPrefix,
          current: login.current,
          ends_at: new Date(login.createdAt.getTime() + lifetime * 1000).toISOString(),
        },
      })),
    ),
  )
})

defineRoute(authRoutes, endSession, async (c, { params }) => {
  const partner = requirePartner(c.get("viewer"))
  if (!(await endLogin(c.get("db"), partner.clientId, params.id))) throw notFound()
  securityEvent(c.get("log"), "session.ended", {
    clientId: partner.clientId,
    sessionId: params.id,
    address: callerAddress(c),
  })
  return c.body(null, 204)
})

defineRoute(authRoutes, endOtherSessions, async (c) => {
  const partner = requirePartner(c.get("viewer"))
  const ended = await endOtherLogins(c.get("db"), partner.clientId, c.get("sessionId"))
  securityEvent(c.get("log"), "sessions.ended_others", {
    clientId: partner.clientId,
    sessionId: c.get("sessionId") ?? undefined,
    address: callerAddress(c),
    ended,
  })
  return c.json({ meta: { ended } })
})
