import { createCookie } from "react-router"
import type { z } from "zod"

import { type BasketDocument, getBasket } from "#contract/basket"
import { type BasketLineSchema } from "#contract/basket-lines"
// The order process keeps what the person chose between its steps in a signed cookie (decision 010):
// every step is a plain form that posts, then redirects to the next step (post/redirect/get), and a
// reload, the back button or an error never loses what was typed. The Idempotency-Key of the checkout
// is made once here and sent with the order, so a double click or a retry makes one order.
import type { PostalAddress, validateAddress } from "#contract/checkout"
import {
  type DeliveryType,
  ORDER_BLOCKS,
  ORDER_ORIGIN,
  type OrderBlock as BlockName,
} from "#contract/delivery"
import type { ResponseOf } from "#contract/endpoint"

import { env } from "../../lib/env.server"
import { cookieSecurity, shopCookieName } from "../../lib/session/cookies.server"
import type { ApiClient } from "../../lib/transport/api.server"

type AddressCheck = ResponseOf<typeof validateAddress>["data"]["attributes"]

/** A delivery address as the order process keeps it (the API's address check reads and writes it). */
export type Address = Omit<PostalAddress, "name">

/** ORDER-11: the address check's answer the person chooses from (original or corrected). */
export interface AddressReview {
  status: AddressCheck["status"]
  original: Address
  corrected: Address | null
  /** what the check could not verify or corrected ("postal_code", "city", …); older cookies lack it */
  fields?: string[]
}

export interface BlockState {
  type: DeliveryType
  express: boolean
  address: Address | null
  /** yyyy-MM-dd */
  date: string
  review?: AddressReview
}

export interface CheckoutState {
  /** the partner whose checkout this is: another login on the same browser never sees it */
  owner: string
  /** the Idempotency-Key of this checkout */
  key: string
  equipment?: BlockState
  spare?: BlockState
  comments: string
  reference: string
  /** the address check was passed (every address verified, or chosen by the person) */
  addressesChosen: boolean
  /**
   * the id of the order this checkout made: a form posted again afterwards (back button, a second
   * click) lands on that order's confirmation, and a new checkout starts with a new key
   */
  placed?: string
}

const checkoutCookie = createCookie(shopCookieName("checkout"), {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: cookieSecurity,
  secrets: [env.sessionSecret],
  // an unfinished checkout is kept for a working day
  maxAge: 60 * 60 * 8,
})

export async function readCheckout(request: Request, owner: string): Promise<CheckoutState | null> {
  const value = (await checkoutCookie.parse(request.headers.get("Cookie"))) as CheckoutState | null
  return value && typeof value === "object" && typeof value.key === "string" && value.owner === owner
    ? value
    : null
}

export const saveCheckout = (state: CheckoutState) => checkoutCookie.serialize(state)

export const newCheckoutKey = () => `checkout-${crypto.randomUUID()}`

/** A basket line as the order process reads it. */
export type BasketLine = z.infer<typeof BasketLineSchema>["attributes"] & {
  /** ORDER-12: end-of-series, reconditioned or used ("good deals") items ask for a warning first */
  goodDeal: boolean
}

export function basketLines(document: BasketDocument): BasketLine[] {
  const goodDeals = new Set(
    document.included.flatMap((item) =>
      item.type === "products" &&
      (item.attributes.is_good_deal || item.attributes.declined_reason != null || item.attributes.is_old)
        ? [item.id]
        : [],
    ),
  )
  return document.included.flatMap((line) =>
    line.type === "basket-lines"
      ? [
          {
            ...line.attributes,
            goodDeal: line.attributes.type === "products" && goodDeals.has(line.attributes.item_id),
          },
        ]
      : [],
  )
}

/** Which delivery blocks the basket needs: equipment for products, spare for spare parts. */
export function blocksOf(lines: readonly BasketLine[]): BlockName[] {
  return ORDER_BLOCKS.filter((block) =>
    lines.some((line) => line.type === (block === "equipment" ? "products" : "spare-parts")),
  )
}

export async function readBasket(api: ApiClient) {
  const answer = await api.send(getBasket)
  // without fields[baskets]=count the answer is the whole basket
  if (!answer.ok || !("included" in answer.data)) return null
  return { totals: answer.data.data.attributes, lines: basketLines(answer.data) }
}

/** The API's delivery block of POST /orders (ORDER-3: STORE sends no address; ORDER-4: origin 2). */
export function apiDelivery(block: BlockState) {
  const address = block.address
  return {
    type: block.type,
    origin: ORDER_ORIGIN.web,
    express: block.type === "UPS" && block.express,
    ...(block.type !== "STORE" && address ? { address } : {}),
  }
}

/** The body of POST /orders and POST /check-duplicate. */
export function orderBody(state: CheckoutState) {
  return {
    ...(state.equipment
      ? { equipment_delivery: apiDelivery(state.equipment), order_date: `${state.equipment.date} 00:00:00` }
      : {}),
    ...(state.spare
      ? {
          spare_parts_delivery: apiDelivery(state.spare),
          order_date_spare_parts: `${state.spare.date} 00:00:00`,
        }
      : {}),
    comments: state.comments,
    reference: state.reference,
  }
}
