import { z } from "zod"

// ORDER-2, ORDER-3: how each block of an order travels, and where it may go.

export const DELIVERY_TYPES = ["UPS", "HOME", "STORE"] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

/** The countries a delivery address may be in (the address check knows their postal codes). */
export const ADDRESS_COUNTRIES = ["BE", "NL", "LU", "FR", "DE", "GB"] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

/** ORDER-4: where an order came from. The web shop always sends `web`. */
export const ORDER_ORIGIN = { manual: 1, web: 2, api: 3 } as const
export type OrderOrigin = (typeof ORDER_ORIGIN)[keyof typeof ORDER_ORIGIN]
export const ORDER_ORIGINS = Object.values(ORDER_ORIGIN) as [OrderOrigin, ...OrderOrigin[]]

/** The two blocks of an order (ORDER-2): equipment and spare parts travel apart, each with its date. */
export const ORDER_BLOCKS = ["equipment", "spare"] as const
export type OrderBlock = (typeof ORDER_BLOCKS)[number]

/** An address as the address check reads and writes it, and as an order's delivery block stores it. */
export const PostalAddressSchema = z.object({
  name: z.string().optional(),
  line1: z.string(),
  line2: z.string().optional(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
})
export type PostalAddress = z.infer<typeof PostalAddressSchema>
