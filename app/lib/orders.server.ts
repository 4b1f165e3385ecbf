import { formatDate, formatDateTime } from "#contract/format"
import type { Locale } from "#contract/locales"

// What the partners API answers for orders and invoices (api/modules/orders/order-resource.ts), and the
// server-side formatting of their dates and sizes: formatted once on the server, the page reads the same
// before and after hydration whatever the browser's own locale data.

export type Currency = "EUR" | "GBP"
export type OrderStatus = "received" | "confirmed" | "in_preparation" | "shipped" | "delivered" | "cancelled"

export interface DeliveryBlock {
  type: "UPS" | "HOME" | "STORE"
  origin: number
  address?: {
    name?: string
    line1: string
    line2?: string
    postal_code: string
    city: string
    country: string
  }
  express?: boolean
}

export interface OrderTotals {
  net: number
  product_tax: number
  additional_tax: number
  additional_taxes: { name: string | null; amount: number }[]
  vat_rate: number
  vat: number
  total: number
}

export interface OrderAttributes {
  order_number: string
  order_date: string | null
  order_date_spare_parts: string | null
  created_at: string
  status: OrderStatus
  origin: number
  comments: string
  reference: string
  equipment_delivery: DeliveryBlock | null
  spare_parts_delivery: DeliveryBlock | null
  currency: Currency
  item_count: number
  totals: OrderTotals
}

export interface InvoiceAttributes {
  number: string
  name: string
  type: string
  size: number | null
  date: string
  order_id: string
  order_number: string | null
  currency: Currency
  total: number
}

export interface OrderLineAttributes {
  position: number
  item_type: "products" | "spare-parts"
  item_id: string
  name: string
  quantity: number
  unit_price: number
  product_tax: number
  additional_tax: number
  additional_tax_name: string | null
  line_total: number
}

type Ref = { type: string; id: string }
export interface OrderResource {
  type: "orders"
  id: string
  attributes: OrderAttributes
  relationships: { lines: { data: Ref[] }; invoices: { data: Ref[] } }
}
export interface InvoiceResource {
  type: "invoices"
  id: string
  attributes: InvoiceAttributes
}
export interface OrderLineResource {
  type: "order-lines"
  id: string
  attributes: OrderLineAttributes
}

export interface Pagination {
  total: number
  count: number
  per_page: number
  current_page: number
  total_pages: number
}

export interface OrderListDocument {
  data: OrderResource[]
  included: InvoiceResource[]
  meta: { pagination: Pagination }
}
export interface OrderDocument {
  data: OrderResource
  included: (OrderLineResource | InvoiceResource)[]
}
export interface InvoiceListDocument {
  data: InvoiceResource[]
  meta: { pagination: Pagination }
}

/** The page number of `?page=`, 1 when missing or not a number. */
export const pageParam = (url: URL) =>
  Math.max(1, Math.min(100_000, Math.floor(Number(url.searchParams.get("page"))) || 1))

export function dateFormatters(locale: Locale) {
  return {
    day: (iso: string | null) => (iso ? formatDate(iso, locale) : null),
    moment: (iso: string | null) => (iso ? formatDateTime(iso, locale) : null),
  }
}
