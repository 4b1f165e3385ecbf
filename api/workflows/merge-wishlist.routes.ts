import { Hono } from "hono"

import { mergeVisitorWishlist } from "#contract/basket"

import { requirePartner } from "../lib/access"
import type { ApiEnv } from "../lib/context"
import { defineRoute } from "../lib/define-route"
import { partnerOwner, wishlistDocument } from "../modules/basket/wishlist.service"
import { mergeVisitorWishlist as mergeWishlists } from "./merge-wishlist"

// POST wishlist/merge: at login the visitor's wishlist joins the partner's (merge-wishlist.ts). The route
// sits above the modules, beside its workflow: a module never imports api/workflows (decision 112).

export const mergeWishlistRoutes = new Hono<ApiEnv>()

defineRoute(mergeWishlistRoutes, mergeVisitorWishlist, async (c, { body }) => {
  const partner = requirePartner(c.get("viewer"))
  const db = c.get("db")
  await mergeWishlists(db, body.key, partner.clientId)
  return c.json(await wishlistDocument(db, partnerOwner(partner.clientId), partner, c.get("locale")))
})
