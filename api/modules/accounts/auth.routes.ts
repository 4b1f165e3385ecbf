import { type Context, Hono } from "hono"

import { logIn, logOut, refreshTokens, type TokenDocument } from "#contract/accounts"

import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError } from "../../lib/errors"
import { readSettings } from "../content/settings.service"
import { requirePartner } from "./partner-access"
import { type IssuedTokens, login, refresh, revokeSession } from "./session.service"
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

defineRoute(authRoutes, logIn, async (c, { body }) => {
  const settings = await readSettings(c.get("db"))
  if (settings.maintenance.enabled) throw new ApiError(503, "maintenance", "auth.maintenance")
  const tokens = await login(c.get("db"), c.get("tokenSecret"), { ...body, address: callerAddress(c) })
  c.get("log").info("partner logged in", { clientId: tokens.clientId })
  return c.json(await tokenDocument(c, tokens))
})

defineRoute(authRoutes, refreshTokens, async (c, { body }) => {
  const tokens = await refresh(c.get("db"), c.get("tokenSecret"), body.refresh_token)
  return c.json(await tokenDocument(c, tokens))
})

defineRoute(authRoutes, logOut, async (c) => {
  requirePartner(c.get("viewer"))
  await revokeSession(c.get("db"), c.get("sessionId")!, "logout")
  return c.body(null, 204)
})
