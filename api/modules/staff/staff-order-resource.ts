import type { StaffOrderRow } from "../orders/order-status.service"

/** An order as the staff area lists it (contract/staff-area.ts StaffOrderSchema). */
export const orderResource = (order: StaffOrderRow) => ({
  type: "orders" as const,
  id: String(order.id),
  attributes: {
    number: order.number,
    status: order.status,
    created_at: order.createdAt,
    email: order.email,
    currency: order.currency as "EUR" | "GBP",
    total_cents: order.totalCents,
    invoices: order.invoices,
  },
})
