// spec §3 "Order", §7 POST orders: how each block of an order travels.
export const DELIVERY_TYPES = ["UPS", "HOME", "STORE"] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]
