import type { Context } from "hono"
import { Hono } from "hono"
import { eq } from "drizzle-orm"
import { z } from "zod"
import { clients, companies } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ValidationError } from "../../lib/errors"
import { resource } from "../../lib/jsonapi"
import { apiText } from "../../lib/texts"
import { requirePartner } from "../accounts/partner-access"
import { CountDocument, CountQuery, ItemsBody } from "./basket.routes"
import { mergeVisitorWishlist } from "../../workflows/merge-wishlist"
import { checkItems, countLines } from "./basket.service"
import {
  partnerOwner,
  readWishlistLines,
  replaceWishlist,
  visitorOwner,
  wishlistDocument,
} from "./wishlist.service"

// The wishlist (spec §3, §4): for visitors and partners without the basket role. A partner's is found by
// their token; a visitor's by the anonymous key the web shop keeps in a long-lived cookie and sends as
// X-Wishlist-Key, so it lives on the server and is merged into the partner's at login.

export const wishlistRoutes = new Hono<ApiEnv>()

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
const KEY_HEADER = "x-wishlist-key"

/** The wishlist of this call: the partner's (token) or the visitor's (key), null for a visitor without one. */
function ownerOf(c: Context<ApiEnv>): string | null {
  const viewer = c.get("viewer")
  if (viewer) return partnerOwner(viewer.clientId)
  const key = c.req.header(KEY_HEADER)
  if (!key) return null
  if (!UUID_V4.test(key)) throw new ValidationError({ key: ["wishlist.invalidKey"] })
  return visitorOwner(key)
}

const WishlistDocument = z.object({
  data: z.object({
    type: z.literal("wishlists"),
    id: z.string(),
    attributes: z.object({ count: z.number().int(), quantity: z.number().int() }),
    relationships: z.object({
      lines: z.object({ data: z.array(z.object({ type: z.literal("wishlist-lines"), id: z.string() })) }),
    }),
  }),
  included: z
    .array(z.object({ type: z.string(), id: z.string(), attributes: z.record(z.string(), z.unknown()) }))
    .describe(
      "wishlist-lines (type, item_id, qty, name), then their products and spare-parts (price and availability only for partners with a price role)",
    ),
})

const KEY_NOTE =
  "A partner's wishlist is found by the bearer token. A visitor's by the header X-Wishlist-Key: a UUID v4 the web shop creates and keeps in a long-lived httpOnly cookie (a malformed key answers 422 errors.key)."

defineRoute(
  wishlistRoutes,
  {
    method: "get",
    path: "/wishlist",
    summary: "The wishlist of the partner or of the visitor's key",
    description: `${KEY_NOTE} Without either, the empty wishlist. Visitors never get prices or stock.`,
    tags: ["Basket, orders, drafts, offers"],
    query: CountQuery("wishlists"),
    responses: {
      200: {
        description: "The wishlist, or only its count with fields[wishlists]=count",
        schema: z.union([WishlistDocument, CountDocument("wishlists")]),
      },
    },
  },
  async (c, { query }) => {
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
  },
)

defineRoute(
  wishlistRoutes,
  {
    method: "put",
    path: "/wishlist",
    summary: "Replace the wishlist's lines",
    description: `${KEY_NOTE} Body as PUT /basket. Lines are deduplicated by id: the same item twice answers 422 (a spare part with the spec's "already in basket or wishlist" message). No replacement limit applies (nothing is ordered).`,
    tags: ["Basket, orders, drafts, offers"],
    body: ItemsBody,
    responses: {
      200: { description: "The wishlist as stored", schema: WishlistDocument },
      422: { description: "Errors per item field, or errors.key: no or malformed visitor key" },
    },
  },
  async (c, { body }) => {
    const owner = ownerOf(c)
    if (!owner) throw new ValidationError({ key: ["wishlist.missingKey"] })
    const db = c.get("db")
    const { lines } = await checkItems(db, body.items, { applyReplacementRule: false })
    await db.transaction(async (tx) => replaceWishlist(tx, owner, lines))
    c.header("Cache-Control", "private, no-store")
    return c.json(await wishlistDocument(db, owner, c.get("viewer"), c.get("locale")))
  },
)

defineRoute(
  wishlistRoutes,
  {
    method: "post",
    path: "/wishlist/merge",
    summary: "Merge a visitor's wishlist into the partner's (at login)",
    description:
      'Body {"key": "<the visitor\'s UUID v4>"}. Lines are deduplicated by type and id, the larger quantity kept; the visitor\'s wishlist is deleted. Answers the partner\'s wishlist.',
    tags: ["Basket, orders, drafts, offers"],
    body: z.object({ key: z.string({ error: "validation.required" }).regex(UUID_V4, "wishlist.invalidKey") }),
    responses: {
      200: { description: "The partner's wishlist", schema: WishlistDocument },
      401: { description: "No partner token" },
    },
  },
  async (c, { body }) => {
    const partner = requirePartner(c.get("viewer"))
    const db = c.get("db")
    await mergeVisitorWishlist(db, body.key, partner.clientId)
    return c.json(await wishlistDocument(db, partnerOwner(partner.clientId), partner, c.get("locale")))
  },
)

defineRoute(
  wishlistRoutes,
  {
    method: "post",
    path: "/wishlist",
    summary: "Ask for an offer from the wishlist",
    description:
      "spec §7: sends the partner's wishlist (company, contact, items and quantities) to the provider by e-mail, then clears the wishlist. An empty wishlist answers 422 (errors._).",
    tags: ["Basket, orders, drafts, offers"],
    responses: {
      200: { description: "Sent; meta.offer_requested true, the wishlist is now empty" },
      401: { description: "No partner token" },
      422: { description: "The wishlist is empty" },
    },
  },
  async (c) => {
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
  },
)
