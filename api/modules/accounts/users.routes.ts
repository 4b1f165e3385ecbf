import { Hono } from "hono"

import { acceptGtc, getCurrentUser, getUserCompany, updateCurrentUser } from "#contract/accounts"

import { requirePartner } from "../../lib/access"
import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError } from "../../lib/errors"
import { document } from "../../lib/jsonapi"
import { acceptTerms, clientResource, companyResource, updateProfile } from "./users.service"

export const userRoutes = new Hono<ApiEnv>()

defineRoute(userRoutes, getCurrentUser, async (c) => {
  const partner = requirePartner(c.get("viewer"))
  return c.json(document(await clientResource(c.get("db"), partner.clientId)))
})

defineRoute(userRoutes, updateCurrentUser, async (c, { body }) => {
  const partner = requirePartner(c.get("viewer"))
  if (body.data.id !== String(partner.clientId))
    throw new ApiError(403, "forbidden", "This account may not do this.")
  const { password_confirmation: _confirmation, ...changes } = body.data.attributes
  const audit = { log: c.get("log"), address: callerAddress(c) }
  return c.json(
    document(await updateProfile(c.get("db"), partner.clientId, changes, c.get("sessionId"), audit)),
  )
})

defineRoute(userRoutes, acceptGtc, async (c) => {
  const partner = requirePartner(c.get("viewer"))
  return c.json(document(await acceptTerms(c.get("db"), partner.clientId)))
})

defineRoute(userRoutes, getUserCompany, async (c) => {
  const partner = requirePartner(c.get("viewer"))
  return c.json(document(await companyResource(c.get("db"), partner.clientId)))
})
