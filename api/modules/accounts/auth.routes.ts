import { type Context, Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "../../lib/context"
import { callerAddress } from "../../lib/caller-address"
import { defineRoute } from "../../lib/define-route"
import { ApiError } from "../../lib/errors"
import { emailAddress } from "#contract/fields"
import { readSettings } from "../content/settings.service"
import { login, refresh, revokeSession, type IssuedTokens } from "./session.service"
import { requirePartner } from "./partner-access"
import { clientResource } from "./users.service"

export const authRoutes = new Hono<ApiEnv>()

const TokenDocument = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().describe("seconds the access token is valid"),
  refresh_token: z
    .string()
    .describe("single use: each refresh answers a new one; reusing an old one ends the login"),
  refresh_at: z.string().describe("spec §3 time-to-refresh: 4 minutes after issue (ISO date-time)"),
  data: z.object({
    type: z.literal("clients"),
    id: z.string(),
    attributes: z.record(z.string(), z.unknown()),
  }),
})

async function tokenDocument(c: Context<ApiEnv>, tokens: IssuedTokens) {
  const user = await clientResource(c.get("db"), tokens.clientId)
  return {
    access_token: tokens.accessToken,
    token_type: "bearer" as const,
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
    refresh_at: tokens.refreshAt.toISOString(),
    data: user,
  }
}

defineRoute(
  authRoutes,
  {
    method: "post",
    path: "/auth/login",
    summary: "Log a partner in",
    description:
      "Wrong credentials answer 422 with errors.email[0]. After 5 failures for an account (20 for an address) within 15 minutes, 429 with Retry-After: a lock of 30 s (60 s per address) that doubles with each further failure, at most 15 minutes. 403 login_deactivated while staff have switched logins off; 503 during maintenance.",
    tags: ["Session and user"],
    body: z.object({
      email: emailAddress(),
      password: z.string({ error: "validation.required" }).min(1, "validation.required"),
    }),
    responses: {
      200: { description: "Logged in", schema: TokenDocument },
      403: { description: "Logging in is switched off (login_deactivated)" },
      422: { description: "Invalid credentials (errors.email)" },
      429: { description: "Too many attempts; Retry-After says when to try again" },
    },
  },
  async (c, { body }) => {
    const settings = await readSettings(c.get("db"))
    if (settings.maintenance.enabled) throw new ApiError(503, "maintenance", "auth.maintenance")
    const tokens = await login(c.get("db"), c.get("tokenSecret"), { ...body, address: callerAddress(c) })
    c.get("log").info("partner logged in", { clientId: tokens.clientId })
    return c.json(await tokenDocument(c, tokens))
  },
)

defineRoute(
  authRoutes,
  {
    method: "post",
    path: "/auth/refresh",
    summary: "Exchange a refresh token for new tokens (rotation)",
    description:
      "Each refresh token works once. Presenting a used one revokes the whole login (refresh_token_reused) and answers 401.",
    tags: ["Session and user"],
    body: z.object({
      refresh_token: z.string({ error: "validation.required" }).min(1, "validation.required"),
    }),
    responses: {
      200: { description: "New tokens", schema: TokenDocument },
      401: { description: "Invalid, expired or reused" },
    },
  },
  async (c, { body }) => {
    const tokens = await refresh(c.get("db"), c.get("tokenSecret"), body.refresh_token)
    return c.json(await tokenDocument(c, tokens))
  },
)

defineRoute(
  authRoutes,
  {
    method: "post",
    path: "/auth/logout",
    summary: "Log out: the login and all its tokens are revoked",
    tags: ["Session and user"],
    responses: { 204: { description: "Logged out" }, 401: { description: "No valid token" } },
  },
  async (c) => {
    requirePartner(c.get("viewer"))
    await revokeSession(c.get("db"), c.get("sessionId")!, "logout")
    return c.body(null, 204)
  },
)
