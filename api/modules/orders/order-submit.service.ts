import { createHash } from "node:crypto"

import { and, desc, eq, gte } from "drizzle-orm"

import { DUPLICATE_WINDOW_DAYS } from "#contract/checkout"
import { ORDER_ORIGIN } from "#contract/delivery"
import { ineligibleForExpress, type IneligibleItem } from "#contract/express"
import type { Locale } from "#contract/locales"
import { brusselsInstant, expressDispatchDay, formatDay } from "#contract/shipping-date"

import type { Db } from "../../db/client"
import { ValidationError } from "../../lib/errors"
import type { Viewer } from "../../lib/viewer"
import { readBasketLines } from "../basket/basket.service"
import { type LineInput, type PricedLine, priceLines } from "../pricing/pricing.service"
import { insertOrderWithLines, type OrderRow } from "./order-resource"
import { type DeliveryAddress, type DeliveryBlock, type DeliveryType, orders } from "./orders.schema"

// ORDER-1 to ORDER-14, POST orders: the orders module's side of ordering the basket. The basket
// becomes a received order with its lines (createOrder) in the transaction of api/workflows/place-order.ts,
// which also empties the basket; its invoice comes when staff ship it (order-status.service.ts, decision
// 020). The checks before it (duplicate, express, preview) read the basket through the basket module.

export interface DeliveryInput {
  type: DeliveryType
  origin: number
  express: boolean
  address?: Omit<DeliveryAddress, "name" | "line2"> & { name?: string | null; line2?: string | null }
}

export interface OrderInput {
  equipment_delivery?: DeliveryInput
  spare_parts_delivery?: DeliveryInput
  order_date?: string
  order_date_spare_parts?: string
  comments: string
  reference: string
}

const BLOCKS = [
  { kind: "products", block: "equipment_delivery", date: "order_date" },
  { kind: "spare-parts", block: "spare_parts_delivery", date: "order_date_spare_parts" },
] as const

/** ORDER-3: STORE drops any address; ORDER-4: origin 2 (web) unless the caller says 1 or 3. */
export function deliveryBlock(input: DeliveryInput): DeliveryBlock {
  const block: DeliveryBlock = { type: input.type, origin: input.origin, express: input.express }
  if (input.type !== "STORE" && input.address) {
    const { name, line1, line2, postal_code, city, country } = input.address
    block.address = {
      ...(name ? { name } : {}),
      line1,
      ...(line2 ? { line2 } : {}),
      postal_code,
      city,
      country,
    }
  }
  return block
}

/**
 * The same lines (sorted, whatever order they were added in) and the same deliveries give the same
 * fingerprint: what "an identical order" means for the duplicate check (ORDER-10).
 */
export function orderFingerprint(
  lines: readonly LineInput[],
  equipment: DeliveryBlock | null,
  spareParts: DeliveryBlock | null,
): string {
  const sorted = lines
    .map((line) => `${line.itemType}:${line.itemId}:${line.quantity}`)
    .sort()
    .join("|")
  const delivery = (block: DeliveryBlock | null) =>
    block
      ? [
          block.type,
          block.express ? "express" : "",
          ...(block.address
            ? [block.address.line1, block.address.postal_code, block.address.city, block.address.country]
            : []),
        ]
          .join(",")
          .toLowerCase()
      : "-"
  return createHash("sha256")
    .update(`${sorted}#${delivery(equipment)}#${delivery(spareParts)}`)
    .digest("hex")
}

/** Blocks only for the kinds of item the basket holds (a block for an absent kind is left out). */
function blocksFor(
  lines: readonly LineInput[],
  input: Pick<OrderInput, "equipment_delivery" | "spare_parts_delivery">,
) {
  const has = (kind: string) => lines.some((line) => line.itemType === kind)
  return {
    equipment: has("products") && input.equipment_delivery ? deliveryBlock(input.equipment_delivery) : null,
    spareParts:
      has("spare-parts") && input.spare_parts_delivery ? deliveryBlock(input.spare_parts_delivery) : null,
  }
}

/**
 * The kinds of item this order takes (decision 010): those whose delivery block is given, so the
 * equipment and the spare parts of one basket can be ordered apart (the basket's two order buttons);
 * with no block at all, every kind in the basket (and each then asks for its block).
 */
export function orderedLines(
  lines: readonly LineInput[],
  input: Pick<OrderInput, "equipment_delivery" | "spare_parts_delivery">,
): LineInput[] {
  const given = BLOCKS.filter(({ block }) => input[block]).map(({ kind }) => kind as string)
  const taken = lines.filter((line) => given.includes(line.itemType))
  return taken.length ? taken : [...lines]
}

/** 422 unless each kind in the basket has its delivery block and date (the schema checked their form). */
function requireBlocks(lines: readonly LineInput[], input: OrderInput) {
  const errors: Record<string, string[]> = {}
  if (!lines.length) throw new ValidationError({ basket: ["orders.emptyBasket"] }, "orders.emptyBasket")
  for (const { kind, block, date } of BLOCKS) {
    if (!lines.some((line) => line.itemType === kind)) continue
    if (!input[block]) errors[`${block}.type`] = ["validation.required"]
    if (!input[date]) errors[date] = ["validation.required"]
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
}

export interface ExpressEligibility {
  equipment: IneligibleItem[]
  spare_parts: IneligibleItem[]
}

/** Which items of each delivery cannot go by express to that country (ORDER-7). */
export function expressEligibility(
  priced: readonly PricedLine[],
  countries: { equipment?: string; spareParts?: string },
) {
  return {
    equipment: ineligibleForExpress(
      priced.filter((line) => line.itemType === "products"),
      countries.equipment ?? "",
    ),
    spare_parts: ineligibleForExpress(
      priced.filter((line) => line.itemType === "spare-parts"),
      countries.spareParts ?? "",
    ),
  } satisfies ExpressEligibility
}

/** 422 naming the items that keep a delivery off express; items are joined for the message. */
function requireExpressEligible(priced: readonly PricedLine[], input: OrderInput) {
  const eligibility = expressEligibility(priced, {
    equipment: input.equipment_delivery?.address?.country,
    spareParts: input.spare_parts_delivery?.address?.country,
  })
  const errors: Record<string, string[]> = {}
  for (const [block, items] of [
    ["equipment_delivery", eligibility.equipment],
    ["spare_parts_delivery", eligibility.spare_parts],
  ] as const) {
    if (!input[block]?.express || !items.length) continue
    const names = items.map((item) => `${item.id} ${item.name}`).join(" / ")
    errors[`${block}.express`] = [`orders.expressNotEligible|items=${encodeURIComponent(names)}`]
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
}

function requirePriced(priced: { lines: PricedLine[]; missing: LineInput[] }) {
  const unavailable = [
    ...priced.missing.map((line) => line.itemId),
    ...priced.lines.filter((line) => line.unitCents == null).map((line) => line.itemId),
  ]
  if (unavailable.length)
    throw new ValidationError({
      basket: [`orders.itemsUnavailable|items=${encodeURIComponent(unavailable.join(" / "))}`],
    })
}

/** The order an Idempotency-Key already made for this partner, or null. */
export async function findOrderByKey(db: Db, clientId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.idempotencyKey, key)))
  return row ?? null
}

/** Express blocks: the day the parcel leaves (ORDER-8: same day before 12:00 Brussels). */
export function expressDispatch(order: OrderRow) {
  const day = formatDay(expressDispatchDay(order.createdAt))
  return {
    equipment: order.equipmentDelivery?.express ? day : null,
    spare_parts: order.sparePartsDelivery?.express ? day : null,
  }
}

/**
 * Makes the order of these basket lines (POST orders): 422 unless each kind has its block and
 * date, every item is still priced and express blocks are eligible; then the order (received) and its
 * lines, with no invoice yet (issued at shipping). Call it in a transaction: the caller empties the basket
 * in the same one.
 */
export async function createOrder(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  lines: readonly LineInput[],
  input: OrderInput,
  idempotency: { key: string; bodyHash: string } | null,
  now: Date,
): Promise<OrderRow> {
  requireBlocks(lines, input)
  const priced = await priceLines(db, viewer, locale, lines)
  requirePriced(priced)
  requireExpressEligible(priced.lines, input)
  const { equipment, spareParts } = blocksFor(lines, input)
  const numbered = await insertOrderWithLines(
    db,
    {
      clientId: viewer.clientId,
      origin: equipment?.origin ?? spareParts?.origin ?? ORDER_ORIGIN.web,
      createdAt: now,
      orderDate: equipment && input.order_date ? brusselsInstant(input.order_date) : null,
      orderDateSpareParts:
        spareParts && input.order_date_spare_parts ? brusselsInstant(input.order_date_spare_parts) : null,
      comments: input.comments,
      reference: input.reference,
      equipmentDelivery: equipment,
      sparePartsDelivery: spareParts,
      fingerprint: orderFingerprint(lines, equipment, spareParts),
      idempotencyKey: idempotency?.key ?? null,
      idempotencyBodyHash: idempotency?.bodyHash ?? null,
    },
    priced.totals,
    priced.lines,
  )
  return numbered
}

/**
 * ORDER-10: "a duplicate flag is set if an identical order exists": the same basket with the same
 * deliveries ordered in the last 30 days. Answers the newest such order's number.
 */
export async function findDuplicate(
  db: Db,
  viewer: Viewer,
  input: Pick<OrderInput, "equipment_delivery" | "spare_parts_delivery">,
  now = new Date(),
): Promise<string | null> {
  const lines = orderedLines(await readBasketLines(db, viewer.clientId), input)
  if (!lines.length) return null
  const { equipment, spareParts } = blocksFor(lines, input)
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000)
  const [row] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(
      and(
        eq(orders.clientId, viewer.clientId),
        eq(orders.fingerprint, orderFingerprint(lines, equipment, spareParts)),
        gte(orders.createdAt, since),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return row?.number ?? null
}

/** The basket priced, and which items keep each delivery off express to the given countries. */
export async function checkExpress(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  countries: { equipment?: string; spareParts?: string },
  now = new Date(),
) {
  const lines = await readBasketLines(db, viewer.clientId)
  const priced = await priceLines(db, viewer, locale, lines)
  return {
    ...expressEligibility(priced.lines, countries),
    dispatch_date: formatDay(expressDispatchDay(now)),
  }
}

/** What the order would be (ORDER-19, the final summary): the lines it takes, priced, and their totals. */
export async function previewOrder(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  input: Pick<OrderInput, "equipment_delivery" | "spare_parts_delivery">,
) {
  const lines = orderedLines(await readBasketLines(db, viewer.clientId), input)
  return priceLines(db, viewer, locale, lines)
}
