import { eq } from "drizzle-orm"
import type { Context } from "hono"
import { Hono } from "hono"

import {
  askForOffer,
  changeWishlistLine,
  getWishlist,
  replaceWishlistItems,
  WISHLIST_KEY_PATTERN,
} from "#contract/basket"

import { clients, companies } from "../../db/schema"
import { requirePartner } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ValidationError } from "../../lib/errors"
import { resource } from "../../lib/jsonapi"
import { apiText } from "../../lib/texts"
import { checkItems, countLines } from "./basket.service"
import { changeLine } from "./lines.service"
import {
  partnerOwner,
  readWishlistLines,
  replaceWishlist,
  visitorOwner,
  wishlistDocument,
} from "./wishlist.service"

// The wishlist (BASKET-1, BASKET-11): for visitors and partners without the basket role. A partner's is found
// by their token; a visitor's by the anonymous key the web shop keeps in a long-lived cookie and sends as
// X-Wishlist-Key, so it lives on the server and is merged into the partner's at login.

export const wishlistRoutes = new Hono<ApiEnv>()

const KEY_HEADER = "x-wishlist-key"

/** The wishlist of this call: the partner's (token) or the visitor's (key), null for a visitor without one. */
function ownerOf(c: Context<ApiEnv>): string | null {
  const viewer = c.get("viewer")
  if (viewer) return partnerOwner(viewer.clientId)
  const key = c.req.header(KEY_HEADER)
  if (!key) return null
  if (!WISHLIST_KEY_PATTERN.test(key)) throw new ValidationError({ key: ["wishlist.invalidKey"] })
  return visitorOwner(key)
}

defineRoute(wishlistRoutes, getWishlist, async (c, { query }) => {
  const owner = ownerOf(c)
  const db = c.get("db")
  if (query["fields[wishlists]"] === "count") {
    c.header("Cache-Control", "private, no-store")
    const counts = owner ? await countLines(db, { owner }) : { count: 0, quantity: 0 }
    return c.json({
      data: resource("wishlists", owner?.startsWith("client:") ? owner.slice(7) : "visitor", counts),
    })
  }
  const document = await wishlistDocument(db, owner ?? "visitor:none", c.get("viewer"), c.get("locale"))
  c.header("Cache-Control", "private, no-store")
  return c.json(document)
})

defineRoute(wishlistRoutes, replaceWishlistItems, async (c, { body }) => {
  const owner = ownerOf(c)
  if (!owner) throw new ValidationError({ key: ["wishlist.missingKey"] })
  const db = c.get("db")
  const { lines } = await checkItems(db, body.items, { applyReplacementRule: false })
  await db.transaction(async (tx) => replaceWishlist(tx, owner, lines))
  c.header("Cache-Control", "private, no-store")
  return c.json(await wishlistDocument(db, owner, c.get("viewer"), c.get("locale")))
})

defineRoute(wishlistRoutes, askForOffer, async (c) => {
  const partner = requirePartner(c.get("viewer"))
  const db = c.get("db")
  const owner = partnerOwner(partner.clientId)
  const lines = await readWishlistLines(db, owner)
  if (!lines.length) throw new ValidationError({ _: ["wishlist.empty"] }, "wishlist.empty")
  const [who] = await db
    .select({
      email: clients.email,
      firstName: clients.firstName,
      lastName: clients.lastName,
      company: companies.name,
    })
    .from(clients)
    .leftJoin(companies, eq(companies.id, clients.companyId))
    .where(eq(clients.id, partner.clientId))
  const document = await wishlistDocument(db, owner, partner, "en")
  const names = new Map(
    document.included
      .filter((item) => item.type === "wishlist-lines")
      .map((item) => [item.id, (item.attributes as { name: string | null }).name]),
  )
  const language = "en"
  const list = lines
    .map((line) => {
      const name = names.get(`${line.itemType}:${line.itemId}`) ?? ""
      const kind = apiText(
        language,
        `wishlist.offerMail.${line.itemType === "products" ? "product" : "sparePart"}`,
      )
      return `- ${line.quantity} × ${line.itemId} (${kind}) ${name}`.trimEnd()
    })
    .join("\n")
  const vars = {
    company: who?.company ?? "—",
    name: `${who?.firstName ?? ""} ${who?.lastName ?? ""}`.trim(),
    email: who?.email ?? "",
    currency: partner.currency,
    lines: list,
  }
  // to the provider's mailbox, in the shop's fallback language; replies go to the partner
  await c.get("mailer").send({
    to: c.get("providerEmail"),
    replyTo: who?.email,
    language,
    subject: apiText(language, "wishlist.offerMail.subject", vars),
    text: apiText(language, "wishlist.offerMail.body", vars),
  })
  await replaceWishlist(db, owner, [])
  return c.json({ meta: { offer_requested: true, lines: lines.length } })
})

defineRoute(wishlistRoutes, changeWishlistLine, async (c, { body }) => {
  const owner = ownerOf(c)
  if (!owner) throw new ValidationError({ key: ["wishlist.missingKey"] })
  const db = c.get("db")
  const { outcome } = await changeLine(db, { kind: "wishlist", owner }, body)
  const document = await wishlistDocument(db, owner, c.get("viewer"), c.get("locale"))
  c.header("Cache-Control", "private, no-store")
  return c.json({ ...document, meta: { outcome } })
})
