import { type Context, Hono } from "hono"

import { cancelOrder, confirmOrder, shipOrder } from "#contract/staff-area"
import { getStaffOrder, getStaffOrderInvoicePdf, listStaffOrders } from "#contract/staff-orders"

import type { Db } from "../../db/client"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, notFound } from "../../lib/errors"
import { pagination } from "../../lib/jsonapi"
import { mailContextOf } from "../accounts/account-mails"
import { findOrderInvoice, renderInvoicePdf } from "../orders/invoice-pdf"
import { sendOrderShippedMail } from "../orders/order-mails"
import type { OrderRow } from "../orders/order-resource"
import * as orderStatus from "../orders/order-status.service"
import { searchOrdersForStaff, staffOrderDetail } from "../orders/staff-order-search.service"
import { recordStaffAction } from "./audit-log"
import { auditActorOf, requireStaff } from "./staff-access"
import { orderResource } from "./staff-order-resource"

// Orders in the staff area (decisions 020 and 093, docs/decisions/096): every partner's orders found and
// read, the moves `npm run staff -- orders confirm|ship|cancel` makes, each with its audit entry in the
// move's own transaction, and a shipped order's invoice as the partner downloads it.

export const staffOrdersRoutes = new Hono<ApiEnv>()

/** the order a path names, or a 404 (a number that matches no order, or a malformed one) */
function orderRefOf(ref: string) {
  const orderRef = orderStatus.parseOrderRef(ref)
  if (!orderRef) throw notFound("order_not_found")
  return orderRef
}

defineRoute(staffOrdersRoutes, listStaffOrders, async (c, { query }) => {
  requireStaff(c, "orders")
  const size = query["page[size]"]
  const page = query["page[number]"]
  const found = await searchOrdersForStaff(c.get("db"), {
    status: query.status,
    search: query.search,
    from: query.from,
    to: query.to,
    sort: query.sort,
    page,
    size,
  })
  return c.json({
    data: found.orders.map(orderResource),
    meta: { pagination: pagination(found.total, found.orders.length, size, page) },
  })
})

defineRoute(staffOrdersRoutes, getStaffOrder, async (c, { params }) => {
  requireStaff(c, "orders")
  const found = await staffOrderDetail(c.get("db"), orderRefOf(params.ref))
  if (!found) throw notFound("order_not_found")
  const { summary, order, lines } = found
  const resource = orderResource(summary)
  return c.json({
    data: {
      ...resource,
      attributes: {
        ...resource.attributes,
        reference: order.reference,
        comments: order.comments,
        net_cents: order.netCents,
        vat_cents: order.vatCents,
        lines: lines.map((line) => ({
          item_id: line.itemId,
          name: line.name,
          quantity: line.quantity,
          unit_cents: line.unitCents,
          line_cents: line.lineCents,
        })),
        invoice_ids: summary.invoices.map((invoice) => String(invoice.id)),
      },
    },
  })
})

defineRoute(staffOrdersRoutes, getStaffOrderInvoicePdf, async (c, { params }) => {
  requireStaff(c, "orders")
  const db = c.get("db")
  const found = await staffOrderDetail(db, orderRefOf(params.ref))
  if (!found) throw notFound("order_not_found")
  const invoice = await findOrderInvoice(db, found.order.id, c.get("locale"))
  if (!invoice) throw notFound()
  const pdf = await renderInvoicePdf(invoice.model)
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${invoice.model.invoice.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  })
})

const MOVE_REFUSED = {
  confirm: "staff.orderCannotConfirm",
  ship: "staff.orderCannotShip",
  cancel: "staff.orderCannotCancel",
} as const

/**
 * One move of an order, its audit entry in the same transaction; a move decision 020 does not allow is
 * a 409 with a sentence in the caller's language, and leaves no entry.
 */
async function moveOrder(
  c: Context<ApiEnv>,
  ref: string,
  verb: keyof typeof MOVE_REFUSED,
  move: (tx: Db, ref: orderStatus.OrderRef) => Promise<{ order: OrderRow; invoice?: { number: string } }>,
) {
  const viewer = requireStaff(c, "orders")
  const orderRef = orderRefOf(ref)
  const db = c.get("db")
  try {
    return await db.transaction(async (tx) => {
      const before = (await orderStatus.orderStatusOf(tx, orderRef))?.status ?? null
      const moved = await move(tx, orderRef)
      await recordStaffAction(tx, auditActorOf(c, viewer), {
        action: `order.${verb}`,
        target: `order:${moved.order.id}`,
        before: { number: moved.order.number, status: before },
        after: {
          number: moved.order.number,
          status: moved.order.status,
          ...(moved.invoice ? { invoice: moved.invoice.number } : {}),
        },
      })
      return moved
    })
  } catch (error) {
    if (error instanceof ApiError && error.code === "order_not_found") throw notFound("order_not_found")
    if (error instanceof ApiError && error.code === "order_status_conflict") {
      const found = await orderStatus.orderStatusOf(db, orderRef)
      throw new ApiError(409, "order_status_conflict", `${MOVE_REFUSED[verb]}|number=${found?.number ?? ref}`)
    }
    throw error
  }
}

async function answerOrder(c: Context<ApiEnv>, order: OrderRow) {
  const found = await staffOrderDetail(c.get("db"), { id: order.id })
  return c.json({ data: orderResource(found!.summary) })
}

defineRoute(staffOrdersRoutes, confirmOrder, async (c, { params }) => {
  const { order } = await moveOrder(c, params.ref, "confirm", async (tx, ref) => ({
    order: await orderStatus.confirmOrder(tx, ref),
  }))
  return answerOrder(c, order)
})

defineRoute(staffOrdersRoutes, shipOrder, async (c, { params }) => {
  const { order, invoice } = await moveOrder(c, params.ref, "ship", (tx, ref) =>
    orderStatus.shipOrder(tx, ref),
  )
  // after the commit (decision 020): a mail that fails is logged and the shipment stands
  await sendOrderShippedMail(
    c.get("db"),
    mailContextOf(c),
    order,
    invoice as Parameters<typeof sendOrderShippedMail>[3],
    c.get("log"),
  )
  return answerOrder(c, order)
})

defineRoute(staffOrdersRoutes, cancelOrder, async (c, { params }) => {
  const { order } = await moveOrder(c, params.ref, "cancel", async (tx, ref) => ({
    order: await orderStatus.cancelOrder(tx, ref),
  }))
  return answerOrder(c, order)
})
