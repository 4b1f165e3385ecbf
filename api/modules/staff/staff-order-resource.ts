import type { StaffOrderSummary } from "../orders/staff-order-search.service"

/** An order as the staff area lists it (contract/staff-orders.ts StaffOrderSchema). */
export const orderResource = (order: StaffOrderSummary) => ({
  type: "orders" as const,
  id: String(order.id),
  attributes: {
    number: order.number,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    email: order.email,
    client_id: String(order.clientId),
    partner_name: order.partnerName,
    company_name: order.companyName,
    currency: order.currency,
    total_cents: order.totalCents,
    invoices: order.invoices.map((invoice) => invoice.number),
    moves: order.moves,
  },
})
