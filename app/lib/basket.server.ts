import { createCookie, type RouterContextProvider } from "react-router"
import { createApiClient, type ApiResult, type PriceObject, type ProductAttributes } from "./api.server"
import { cookieSecurity } from "./cookies.server"
import { env } from "./env.server"
import type { Locale } from "#contract/locales"
import { partnerSessionContext, type SessionUser } from "./session.server"
import { shopApi } from "./shop-context.server"

// The basket and the wishlist as the web shop sees them (spec §3, §4). A partner with the basket role
// has a basket; everyone else, visitors included, a wishlist. A visitor's wishlist is kept by the API
// under an anonymous key that lives in a long-lived httpOnly cookie (never readable by scripts) and is
// merged into the partner's wishlist at login.

export type ListKind = "basket" | "wishlist"
export type ItemType = "products" | "spare-parts"

export interface ListLine {
  itemType: ItemType
  itemId: string
  quantity: number
}

const YEAR = 60 * 60 * 24 * 365

export const wishlistCookie = createCookie("wishlist", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: cookieSecurity,
  secrets: [env.sessionSecret],
  maxAge: YEAR,
})

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** The visitor's wishlist key from their cookie, if any. */
export async function readWishlistKey(request: Request): Promise<string | null> {
  const value: unknown = await wishlistCookie.parse(request.headers.get("Cookie"))
  return typeof value === "string" && UUID_V4.test(value) ? value : null
}

/** spec §6: the basket role adds to the basket; everyone else uses the wishlist. */
export const listKindOf = (user: SessionUser | null | { roles: Record<string, boolean> }): ListKind =>
  user?.roles.basket ? "basket" : "wishlist"

/** spec §6: spare parts go in the basket only with the spare_parts role (others keep them on a wishlist). */
export const canAddSpareParts = (user: { roles: Record<string, boolean> } | null) =>
  !user?.roles.basket || !!user.roles.spare_parts

export interface LineResource {
  type: "basket-lines" | "wishlist-lines"
  id: string
  attributes: {
    type: ItemType
    item_id: string
    qty: number
    name: string | null
    unit_price?: number | null
    line_total?: number
    product_tax?: number
    additional_tax?: number
    additional_tax_name?: string | null
  }
}

export interface ItemResource {
  type: ItemType
  id: string
  attributes: Partial<ProductAttributes> & { name: string; price: PriceObject | null }
}

export interface BasketAttributes {
  currency: "EUR" | "GBP"
  count: number
  quantity: number
  net: number
  product_tax: number
  additional_tax: number
  additional_taxes: { name: string; amount: number }[]
  vat_rate: number
  vat: number
  total: number
}

export interface ListDocument {
  data: {
    type: "baskets" | "wishlists"
    id: string
    attributes: { count: number; quantity: number } & Partial<BasketAttributes>
  }
  included: (LineResource | ItemResource)[]
  meta?: { warnings?: ReplacementWarning[] }
}

export interface ReplacementWarning {
  code: "replacement_limit"
  item_id: string
  replacement_id: string
  max_order_quantity: number
}

/** The list API of this request: the partner's token, or the visitor's key as X-Wishlist-Key. */
export function listApi(
  context: Readonly<RouterContextProvider>,
  wishlistKey: string | null,
  /** a basket-role partner's own wishlist (merged at login) is reached with "wishlist" */
  wanted?: ListKind,
) {
  const api = shopApi(context)
  const user = context.get(partnerSessionContext).user
  const kind = wanted === "wishlist" ? "wishlist" : listKindOf(user)
  const path = kind === "basket" ? "basket" : "wishlist"
  // a logged-in partner's wishlist is found by their token; the key is only for visitors
  const headers: Record<string, string> = !user && wishlistKey ? { "X-Wishlist-Key": wishlistKey } : {}
  return {
    kind,
    read: (): Promise<ApiResult<ListDocument>> => api.call<ListDocument>("GET", path, { headers }),
    count: () =>
      api.call<{ data: { attributes: { count: number; quantity: number } } }>("GET", path, {
        headers,
        query: { [`fields[${kind === "basket" ? "baskets" : "wishlists"}]`]: "count" },
      }),
    write: (lines: readonly ListLine[]): Promise<ApiResult<ListDocument>> =>
      lines.length === 0 && kind === "basket"
        ? // spec §4: an empty basket is deleted
          api
            .call<null>("DELETE", "basket")
            .then((result) => (result.ok ? api.call<ListDocument>("GET", "basket") : result))
        : api.call<ListDocument>("PUT", path, {
            headers,
            body: {
              items: lines.map((line) => ({ id: line.itemId, type: line.itemType, quantity: line.quantity })),
            },
          }),
    askForOffer: () => api.call<{ meta: { offer_requested: true } }>("POST", "wishlist"),
  }
}

/** The lines of a list document, in their order. */
export function linesOf(document: ListDocument): ListLine[] {
  return document.included
    .filter((item): item is LineResource => item.type === "basket-lines" || item.type === "wishlist-lines")
    .map((line) => ({
      itemType: line.attributes.type,
      itemId: line.attributes.item_id,
      quantity: line.attributes.qty,
    }))
}

/**
 * After login: the visitor's wishlist (cookie) joins the partner's, then the cookie is dropped. Returns
 * the Set-Cookie header to send with the login's redirect, or null when there was no visitor wishlist.
 */
export async function mergeVisitorWishlist(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  accessToken: string,
): Promise<string | null> {
  const key = await readWishlistKey(request)
  if (!key) return null
  const merged = await createApiClient(context, { locale, token: accessToken }).call(
    "POST",
    "wishlist/merge",
    { body: { key } },
  )
  // a failed merge keeps the cookie: the visitor's lines stay there for the next login
  if (!merged.ok) return null
  return wishlistCookie.serialize("", { maxAge: 0 })
}

/** A notice for the next page (the toast): an i18n key of common.json with its values. */
export interface Notice {
  key: string
  values?: Record<string, string | number>
  /** spec §9: 3 seconds by default, the replacement warning 8 */
  duration?: number
  tone?: "info" | "warning" | "error"
}

export function flashNotice(context: Readonly<RouterContextProvider>, notice: Notice) {
  context.get(partnerSessionContext).flash("notice", JSON.stringify({ ...notice, id: Date.now() }))
}

/** A local path to return to after a post (never another site). */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return fallback
  return value
}

/** The header's link: the basket for basket-role partners, else the wishlist, with its number of lines. */
export async function headerList(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ kind: ListKind; count: number }> {
  const partner = context.get(partnerSessionContext)
  const user = partner.user
  const kind = listKindOf(user)
  // only one cheap call (a count, no pricing), and none for a visitor who never kept a wishlist
  if (user && !partner.apiToken) return { kind, count: 0 }
  const key = user ? null : await readWishlistKey(request)
  if (!user && !key) return { kind, count: 0 }
  const result = await listApi(context, key).count()
  return { kind, count: result.ok ? result.data.data.attributes.count : 0 }
}

/** The notice flashed by the previous post, if any. */
export function takeNotice(context: Readonly<RouterContextProvider>) {
  const raw = context.get(partnerSessionContext).takeFlash("notice")
  if (!raw) return null
  try {
    return JSON.parse(raw) as Notice & { id: number }
  } catch {
    return null
  }
}
