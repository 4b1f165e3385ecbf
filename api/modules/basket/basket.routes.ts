import { Hono } from "hono"

import { changeBasketLine, deleteBasket, getBasket, replaceBasketItems } from "#contract/basket"

import { requireRole } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError } from "../../lib/errors"
import { resource } from "../../lib/jsonapi"
import { basketDocument, checkItems, countLines, type ItemInput, replaceBasket } from "./basket.service"
import { changeLine } from "./lines.service"

// GET, PUT and DELETE basket, and POST basket/lines for one line (BASKET-8). The basket role is needed
// for all of them (403 forbidden otherwise), the spare_parts role for spare-part lines.

export const basketRoutes = new Hono<ApiEnv>()

/** BASKET-5: spare parts go in a basket only with the spare_parts role. */
export function requireSparePartsRole(items: readonly Pick<ItemInput, "type">[], hasRole: boolean) {
  if (!hasRole && items.some((item) => item.type === "spare-parts"))
    throw new ApiError(403, "forbidden", "This account may not do this.")
}

defineRoute(basketRoutes, getBasket, async (c, { query }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  const db = c.get("db")
  if (query["fields[baskets]"] === "count")
    return c.json({ data: resource("baskets", partner.clientId, await countLines(db, partner)) })
  return c.json(await basketDocument(db, partner, c.get("locale")))
})

defineRoute(basketRoutes, replaceBasketItems, async (c, { body }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  requireSparePartsRole(body.items, partner.roles.spare_parts)
  const db = c.get("db")
  const { lines, warnings, known } = await checkItems(db, body.items, {
    applyReplacementRule: true,
    keepRows: true,
    pricedFor: { viewer: partner, locale: c.get("locale") },
  })
  // one statement that takes the basket's lock itself: no transaction around it (decision 050)
  const stored = await replaceBasket(db, partner.clientId, lines)
  // the items are priced from the rows and stock just read to check them (decision 054)
  return c.json(await basketDocument(db, partner, c.get("locale"), { warnings, justStored: stored, known }))
})

defineRoute(basketRoutes, deleteBasket, async (c) => {
  const partner = requireRole(c.get("viewer"), "basket")
  await replaceBasket(c.get("db"), partner.clientId, [])
  return c.body(null, 204)
})

defineRoute(basketRoutes, changeBasketLine, async (c, { body }) => {
  const partner = requireRole(c.get("viewer"), "basket")
  requireSparePartsRole([body], partner.roles.spare_parts)
  const db = c.get("db")
  const { outcome, warnings, stored, known } = await changeLine(
    db,
    { kind: "basket", clientId: partner.clientId, pricedFor: { viewer: partner, locale: c.get("locale") } },
    body,
  )
  // a change that stored nothing (removing a line that was not there) answers the basket as it is now
  const document = await basketDocument(db, partner, c.get("locale"), { justStored: stored, known })
  return c.json({ ...document, meta: { warnings, outcome } })
})
