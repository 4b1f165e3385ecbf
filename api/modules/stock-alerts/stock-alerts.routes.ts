import { Hono } from "hono"

import { createStockAlert, deleteStockAlert, listStockAlerts } from "#contract/stock-alerts"

import { requirePartner } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError } from "../../lib/errors"
import { seesPrices, type Viewer } from "../../lib/viewer"
import { createAlert, deleteAlert, listAlerts } from "./stock-alerts.service"

// GET, POST /stock-alerts and DELETE /stock-alerts/{id} (QUICK-7): for partners who see stock (PRICE-2);
// every query is the partner's own, so another partner's alert is a 404.

export const stockAlertRoutes = new Hono<ApiEnv>()

function requireStockView(viewer: Viewer | null): Viewer {
  const partner = requirePartner(viewer)
  if (!seesPrices(partner)) throw new ApiError(403, "forbidden", "This account may not do this.")
  return partner
}

defineRoute(stockAlertRoutes, listStockAlerts, async (c) => {
  const partner = requireStockView(c.get("viewer"))
  return c.json({ data: await listAlerts(c.get("db"), partner, c.get("locale")) })
})

defineRoute(stockAlertRoutes, createStockAlert, async (c, { body }) => {
  const partner = requireStockView(c.get("viewer"))
  const { alert, created } = await createAlert(c.get("db"), partner, c.get("locale"), body)
  return c.json({ data: alert }, created ? 201 : 200)
})

defineRoute(stockAlertRoutes, deleteStockAlert, async (c, { params }) => {
  const partner = requireStockView(c.get("viewer"))
  await deleteAlert(c.get("db"), partner, params.id)
  return c.body(null, 204)
})
