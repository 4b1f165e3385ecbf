import { Hono } from "hono"

import {
  checkDuplicate,
  checkExpressEligibility,
  previewOrder as previewOrderEndpoint,
  validateAddress,
} from "#contract/checkout"

import { requirePartner, requireRole } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { document, resource } from "../../lib/jsonapi"
import { pricedLineAttributes, totalsAttributesWithCurrency } from "../pricing/totals-attributes"
import { localAddressValidator } from "./address-validation"
import { checkExpress, findDuplicate, previewOrder } from "./order-submit.service"

// POST check-duplicate (ORDER-10), POST orders/preview, and the two checks the order process makes
// before the order (address review, express eligibility). POST orders (the basket becomes an order)
// runs a workflow: api/workflows/place-order.routes.ts. GET orders and GET orders/{id} live in
// orders.routes.ts.

export const orderSubmitRoutes = new Hono<ApiEnv>()

// the basket role before anything is read: a partner without it gets 403, whatever the body
orderSubmitRoutes.on(
  "POST",
  ["/check-duplicate", "/orders/express-eligibility", "/orders/preview"],
  async (c, next) => {
    requireRole(c.get("viewer"), "basket")
    await next()
  },
)

defineRoute(orderSubmitRoutes, checkDuplicate, async (c, { body }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const number = await findDuplicate(c.get("db"), partner, body)
  return c.json(
    document(
      resource("duplicate-checks", partner.clientId, {
        is_duplicate: number !== null,
        order_number: number,
      }),
    ),
  )
})

defineRoute(orderSubmitRoutes, previewOrderEndpoint, async (c, { body }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const { lines, totals } = await previewOrder(c.get("db"), partner, c.get("locale"), body)
  return c.json(
    document(
      resource("order-previews", partner.clientId, {
        ...totalsAttributesWithCurrency(totals, lines),
        lines: lines.map(pricedLineAttributes),
      }),
    ),
  )
})

defineRoute(orderSubmitRoutes, checkExpressEligibility, async (c, { body }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const result = await checkExpress(c.get("db"), partner, c.get("locale"), {
    equipment: body.equipment_country,
    spareParts: body.spare_parts_country,
  })
  return c.json(document(resource("express-eligibility", partner.clientId, result)))
})

defineRoute(orderSubmitRoutes, validateAddress, async (c, { body }) => {
  const partner = requirePartner(c.get("viewer"))
  const address = { ...body, line2: body.line2 ?? undefined }
  const check = await localAddressValidator.validate(address)
  return c.json(
    document(
      resource("address-checks", partner.clientId, {
        status: check.status,
        fields: check.fields,
        original: address,
        corrected: check.corrected ?? null,
      }),
    ),
  )
})
