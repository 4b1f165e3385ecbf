import { Hono } from "hono"

import { createApiKey, listApiKeys, revokeApiKey } from "#contract/integrations"

import { requirePartner } from "../../lib/access"
import { callerAddress } from "../../lib/caller-address"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError } from "../../lib/errors"
import { document } from "../../lib/jsonapi"
import { securityEvent } from "../../lib/security-events"
import type { Viewer } from "../../lib/viewer"
import * as keys from "./api-keys.service"

export const apiKeyRoutes = new Hono<ApiEnv>()

// Keys are managed with the partner's own login (a bearer token), never with a key: a leaked key cannot
// make more keys. Only partners with an integration role (API-4: roles 6 and 7) have keys.
function requireIntegrationRole(viewer: Viewer | null): Viewer {
  const partner = requirePartner(viewer)
  if (!partner.roles.product_export_api && !partner.roles.order_export_api)
    throw new ApiError(403, "forbidden", "This account may not do this.")
  return partner
}

defineRoute(apiKeyRoutes, listApiKeys, async (c) => {
  const viewer = requireIntegrationRole(c.get("viewer"))
  const rows = await keys.listApiKeys(c.get("db"), viewer.clientId)
  return c.json(document(rows.map(keys.apiKeyResource)))
})

defineRoute(apiKeyRoutes, createApiKey, async (c, { body }) => {
  const viewer = requireIntegrationRole(c.get("viewer"))
  const { row, key } = await keys.createApiKey(c.get("db"), viewer.clientId, body.name)
  securityEvent(c.get("log"), "api_key.created", {
    clientId: viewer.clientId,
    keyId: row.id,
    address: callerAddress(c),
  })
  const created = keys.apiKeyResource(row)
  return c.json(document({ ...created, attributes: { ...created.attributes, key } }), 201)
})

defineRoute(apiKeyRoutes, revokeApiKey, async (c, { params }) => {
  const viewer = requireIntegrationRole(c.get("viewer"))
  await keys.revokeApiKey(c.get("db"), viewer.clientId, params.id)
  securityEvent(c.get("log"), "api_key.revoked", {
    clientId: viewer.clientId,
    keyId: params.id,
    address: callerAddress(c),
  })
  return c.body(null, 204)
})
