import { createHash } from "node:crypto"

import type { Locale } from "#contract/locales"

import type { Db } from "../db/client"
import { ApiError, ValidationError } from "../lib/errors"
import type { Viewer } from "../lib/viewer"
import { clearBasket, readBasketLines } from "../modules/basket/basket.service"
import type { OrderRow } from "../modules/orders/order-resource"
import {
  createOrder,
  expressDispatch,
  findOrderByKey,
  orderedLines,
  type OrderInput,
} from "../modules/orders/order-submit.service"

// ORDER-1 to ORDER-14, POST orders: the partner's current basket becomes a received order with
// its lines, and the lines ordered leave the basket, all in one transaction (the invoice comes when the
// order ships, decision 020; the confirmation mail once this has committed, order-submit.routes.ts). An
// Idempotency-Key makes a double click, a reload or a retry one order (unique index client_id + key).

export interface PlaceOrderResult {
  order: OrderRow
  /** true when the Idempotency-Key had already made this order */
  replayed: boolean
  /** express blocks: the day the parcel leaves (ORDER-8: same day before 12:00 Brussels) */
  dispatch: { equipment: string | null; spare_parts: string | null }
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error as { code?: string; cause?: unknown } | undefined; cause;) {
    if (cause.code === "23505") return true
    cause = cause.cause as typeof cause | undefined
  }
  return false
}

/** The body as JSON with its keys sorted at every level, hashed: the same order however its keys were sent. */
function bodyHash(input: OrderInput): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, entry]) => entry !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([key, entry]) => [key, sorted(entry)]),
          )
        : value
  return createHash("sha256")
    .update(JSON.stringify(sorted(input)))
    .digest("hex")
}

/**
 * The order a key already made answers a retry of the same request; the key sent with another body is a
 * client's mistake (two different orders under one key), refused rather than answered with the first
 * order as if the second had been placed (ORDER-13; the IETF Idempotency-Key draft's 422). Orders made
 * before the body was recorded answer as before.
 */
function replayOrRefuse(existing: OrderRow, hash: string) {
  if (existing.idempotencyBodyHash && existing.idempotencyBodyHash !== hash)
    throw new ApiError(422, "idempotency_key_reused", "orders.idempotencyKeyReused")
  return existing
}

/** Orders the partner's current basket (POST orders). */
export async function placeOrder(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  input: OrderInput,
  idempotencyKey: string | null,
  now = new Date(),
): Promise<PlaceOrderResult> {
  const hash = bodyHash(input)
  const replay = (order: OrderRow) => ({
    order: replayOrRefuse(order, hash),
    replayed: true,
    dispatch: expressDispatch(order),
  })
  if (idempotencyKey) {
    const existing = await findOrderByKey(db, viewer.clientId, idempotencyKey)
    if (existing) return replay(existing)
  }
  try {
    const order = await db.transaction(async (tx) => {
      // the basket's rows stay held until the order exists, so a second submission waits for this one
      const basket = await readBasketLines(tx, viewer.clientId, { lock: true })
      const lines = orderedLines(basket, input)
      const idempotency = idempotencyKey ? { key: idempotencyKey, bodyHash: hash } : null
      const order = await createOrder(tx, viewer, locale, lines, input, idempotency, now)
      // the basket goes only now that the order exists, and with it (same transaction); the kinds
      // not ordered stay (decision 010)
      await clearBasket(tx, viewer.clientId, [...new Set(lines.map((line) => line.itemType))])
      return order
    })
    return { order, replayed: false, dispatch: expressDispatch(order) }
  } catch (error) {
    // a concurrent submission with the same key won: its order is this request's answer (a unique
    // violation on the key, or the basket it emptied)
    if (idempotencyKey && (isUniqueViolation(error) || error instanceof ValidationError)) {
      const existing = await findOrderByKey(db, viewer.clientId, idempotencyKey)
      if (existing) return replay(existing)
    }
    throw error
  }
}
