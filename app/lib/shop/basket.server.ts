import { createCookie, type RouterContextProvider } from "react-router"

import {
  askForOffer,
  type BasketDocument,
  changeBasketLine,
  changeWishlistLine,
  getBasket,
  getWishlist,
  mergeVisitorWishlist as mergeWishlist,
  WISHLIST_KEY_PATTERN,
  type WishlistDocument,
} from "#contract/basket"
import type { InputOf } from "#contract/endpoint"
import type { ItemType } from "#contract/items"
import type { Locale } from "#contract/locales"

import { env } from "../env.server"
import { cookieDefaults, shopCookieName, YEAR } from "../session/cookies.server"
import { partnerSessionContext, type SessionUser } from "../session/partner-session.server"
import type { ToastTone } from "../session/root-data"
import { type ApiResult, createApiClient } from "../transport/api.server"
import { shopApi } from "../transport/shop-api.server"

// The basket and the wishlist as the web shop sees them (BASKET-1 to BASKET-13). A partner with the basket
// role has a basket; everyone else, visitors included, a wishlist. A visitor's wishlist is kept by the API
// under an anonymous key that lives in a long-lived httpOnly cookie (never readable by scripts) and is merged
// into the partner's wishlist at login.

export type ListKind = "basket" | "wishlist"
export type { ItemType }

/** A basket or wishlist document, as both list endpoints answer without fields[…]=count. */
export type ListDocument = BasketDocument | WishlistDocument

export const wishlistCookie = createCookie(shopCookieName("wishlist"), {
  ...cookieDefaults,
  secrets: [env.sessionSecret],
  maxAge: YEAR,
})

/** The visitor's wishlist key from their cookie, if any. */
export async function readWishlistKey(request: Request): Promise<string | null> {
  const value: unknown = await wishlistCookie.parse(request.headers.get("Cookie"))
  return typeof value === "string" && WISHLIST_KEY_PATTERN.test(value) ? value : null
}

/** BASKET-1: the basket role adds to the basket; everyone else uses the wishlist. */
export const listKindOf = (user: SessionUser | null | { roles: Record<string, boolean> }): ListKind =>
  user?.roles.basket ? "basket" : "wishlist"

/** BASKET-5: spare parts go in the basket only with the spare_parts role (others keep them on a wishlist). */
export const canAddSpareParts = (user: { roles: Record<string, boolean> } | null) =>
  !user?.roles.basket || !!user.roles.spare_parts

// without fields[…]=count both list endpoints answer the whole document (contract/basket.ts)
const whole = <T extends object>(result: ApiResult<T>) =>
  result as ApiResult<Extract<T, { included: unknown }>>

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
  // a logged-in partner's wishlist is found by their token; the key is only for visitors
  const headers: Record<string, string> = !user && wishlistKey ? { "X-Wishlist-Key": wishlistKey } : {}
  return {
    kind,
    read: async (): Promise<ApiResult<ListDocument>> =>
      kind === "basket" ? whole(await api.send(getBasket)) : whole(await api.send(getWishlist, { headers })),
    count: async () =>
      kind === "basket"
        ? api.send(getBasket, { query: { "fields[baskets]": "count" } })
        : api.send(getWishlist, { headers, query: { "fields[wishlists]": "count" } }),
    /** BASKET-8: one line changed by the person's intent; the API applies the list's rules */
    change: (body: InputOf<typeof changeBasketLine>["body"]) =>
      kind === "basket"
        ? api.send(changeBasketLine, { body })
        : api.send(changeWishlistLine, { headers, body }),
    askForOffer: () => api.send(askForOffer),
  }
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
  const merged = await createApiClient(context, { locale, token: accessToken }).send(mergeWishlist, {
    body: { key },
  })
  // a failed merge keeps the cookie: the visitor's lines stay there for the next login
  if (!merged.ok) return null
  return wishlistCookie.serialize("", { maxAge: 0 })
}

/** A notice for the next page (the toast): an i18n key of common.json with its values. */
export interface Notice {
  key: string
  values?: Record<string, string | number>
  /** PAGE-10: 3 seconds by default, the replacement warning 8 */
  duration?: number
  /** success unless said otherwise */
  tone?: ToastTone
  /** BASKET-9: the quantity the list now holds of an item whose quantity was lowered, for its field */
  held?: { id: string; quantity: number }
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
